import { StageMessage } from "../../lib/analysis/stages/messages";
import { postprocess } from "../../lib/analysis/stages/postprocess";
import { runStage } from "../../lib/analysis/stages/run-stage";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(StageMessage, (message) =>
  runStage("post_processing", message.analysis_id, postprocess),
);
