import { postprocess } from "../../lib/analysis/stages/postprocess";
import { runStage } from "../../lib/analysis/stages/run-stage";
import { StageMessage } from "../../lib/queue/messages";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(StageMessage, (message) =>
  runStage("post_processing", message.analysis_id, postprocess),
);
