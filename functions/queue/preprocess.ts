import { StageMessage } from "../../lib/analysis/stages/messages";
import { preprocess } from "../../lib/analysis/stages/preprocess";
import { runStage } from "../../lib/analysis/stages/run-stage";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(StageMessage, (message) =>
  runStage("preprocessing", message.analysis_id, preprocess),
);
