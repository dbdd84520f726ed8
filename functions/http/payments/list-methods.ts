import { httpHandler } from "../../../lib/auth/http-handler";
import { listPaymentMethods } from "../../../lib/payments/methods";
import { listPaymentMethodsRoute } from "../../../lib/payments/routes";

export const handler = httpHandler(listPaymentMethodsRoute, ({ principal }) => listPaymentMethods(principal));
