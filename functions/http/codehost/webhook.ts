import { httpHandler } from "../../../lib/auth/http-handler";
import { webhookRoute } from "../../../lib/codehost/routes";
import { receiveWebhook } from "../../../lib/codehost/webhook";

export const handler = httpHandler(webhookRoute, ({ event }) => receiveWebhook(event));
