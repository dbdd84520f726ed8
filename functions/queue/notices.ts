import { deliverNotice, NoticeMessage } from "../../lib/notices/delivery";
import { sqsRecordHandler } from "../../lib/queue/record-handler";

export const handler = sqsRecordHandler(NoticeMessage, deliverNotice);
