import { analyse } from "../../lib/analysis/stages/analyse";
import { StageMessage } from "../../lib/analysis/stages/messages";
import { runStage } from "../../lib/analysis/stages/run-stage";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(StageMessage, (message) =>
  runStage("ai_analysis", message.analysis_id, analyse),
);
