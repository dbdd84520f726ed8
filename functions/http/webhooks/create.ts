import { httpHandler } from "../../../lib/auth/http-handler";
import { registerEndpoint } from "../../../lib/notices/endpoints";
import { registerEndpointRoute } from "../../../lib/notices/routes";

export const handler = httpHandler(registerEndpointRoute, ({ principal, body }) =>
  registerEndpoint(principal, body),
);
