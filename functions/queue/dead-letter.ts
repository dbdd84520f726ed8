import { failAfterRetries } from "../../lib/analysis/stages/failures";
import { StageMessage } from "../../lib/analysis/stages/messages";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(StageMessage, async (message) => {
  await failAfterRetries(message.stage, message.analysis_id);
});
