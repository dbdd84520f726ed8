import { httpHandler } from "../../../lib/auth/http-handler";
import { adminRefund } from "../../../lib/payments/refunds";
import { adminRefundRoute } from "../../../lib/payments/routes";

export const handler = httpHandler(adminRefundRoute, ({ params }) => adminRefund(params.transaction_id));
