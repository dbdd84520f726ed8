import { handleCodehostMessage } from "../../lib/codehost/events";
import { CodehostMessage } from "../../lib/queue/codehost-messages";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(CodehostMessage, handleCodehostMessage);
