import { httpHandler } from "../../../lib/auth/http-handler";
import { deleteEndpoint } from "../../../lib/notices/endpoints";
import { deleteEndpointRoute } from "../../../lib/notices/routes";

export const handler = httpHandler(deleteEndpointRoute, ({ principal, params }) =>
  deleteEndpoint(principal, params.id),
);
