import { httpHandler } from "../../../lib/auth/http-handler";
import { setDefaultPaymentMethod } from "../../../lib/payments/methods";
import { setDefaultPaymentMethodRoute } from "../../../lib/payments/routes";

export const handler = httpHandler(setDefaultPaymentMethodRoute, ({ principal, params }) =>
  setDefaultPaymentMethod(principal, params.id),
);
