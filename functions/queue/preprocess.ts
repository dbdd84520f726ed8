import { preprocess } from "../../lib/analysis/stages/preprocess";
import { runStage } from "../../lib/analysis/stages/run-stage";
import { StageMessage } from "../../lib/queue/messages";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(StageMessage, (message) =>
  runStage("preprocessing", message.analysis_id, preprocess),
);
