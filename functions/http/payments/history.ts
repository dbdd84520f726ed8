import { httpHandler } from "../../../lib/auth/http-handler";
import { paymentHistory } from "../../../lib/payments/history";
import { paymentHistoryRoute } from "../../../lib/payments/routes";

export const handler = httpHandler(paymentHistoryRoute, ({ principal, query }) =>
  paymentHistory(principal, query),
);
