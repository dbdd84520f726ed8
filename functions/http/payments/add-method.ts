import { httpHandler } from "../../../lib/auth/http-handler";
import { addPaymentMethod } from "../../../lib/payments/methods";
import { addPaymentMethodRoute } from "../../../lib/payments/routes";

export const handler = httpHandler(addPaymentMethodRoute, ({ principal, body }) =>
  addPaymentMethod(principal, body),
);
