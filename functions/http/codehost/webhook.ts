import { webhookRoute } from "../../../lib/codehost/routes";
import { receiveWebhook } from "../../../lib/codehost/webhook";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(webhookRoute, ({ event }) => receiveWebhook(event));
