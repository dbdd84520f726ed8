import { httpHandler } from "../../../lib/auth/http-handler";
import { listDeliveries } from "../../../lib/notices/delivery-log";
import { listDeliveriesRoute } from "../../../lib/notices/routes";

export const handler = httpHandler(listDeliveriesRoute, ({ principal, params }) =>
  listDeliveries(principal, params.id),
);
