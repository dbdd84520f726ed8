import { analyse } from "../../lib/analysis/stages/analyse";
import { runStage } from "../../lib/analysis/stages/run-stage";
import { StageMessage } from "../../lib/queue/messages";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(StageMessage, (message) =>
  runStage("ai_analysis", message.analysis_id, analyse),
);
