import { httpHandler } from "../../../lib/auth/http-handler";
import { deletePaymentMethod } from "../../../lib/payments/methods";
import { deletePaymentMethodRoute } from "../../../lib/payments/routes";

export const handler = httpHandler(deletePaymentMethodRoute, ({ principal, params }) =>
  deletePaymentMethod(principal, params.id),
);
