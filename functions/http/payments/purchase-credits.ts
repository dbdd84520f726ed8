import { httpHandler } from "../../../lib/auth/http-handler";
import { purchaseCredits } from "../../../lib/payments/purchases";
import { purchaseCreditsRoute } from "../../../lib/payments/routes";

export const handler = httpHandler(purchaseCreditsRoute, ({ principal, body, headers }) =>
  purchaseCredits(principal, body, headers["idempotency-key"]),
);
