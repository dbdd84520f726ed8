import { httpHandler } from "../../../lib/auth/http-handler";
import { receiveGatewayEvent } from "../../../lib/payments/refunds";
import { paymentWebhookRoute } from "../../../lib/payments/routes";

// The signature covers the exact bytes sent, so the body is verified as it arrived, unparsed.
export const handler = httpHandler(paymentWebhookRoute, ({ event, headers }) =>
  receiveGatewayEvent(
    event.isBase64Encoded ? Buffer.from(event.body ?? "", "base64").toString("utf8") : (event.body ?? ""),
    headers["stripe-signature"],
  ),
);
