import { httpHandler } from "../../../lib/auth/http-handler";
import { listEndpoints } from "../../../lib/notices/endpoints";
import { listEndpointsRoute } from "../../../lib/notices/routes";

export const handler = httpHandler(listEndpointsRoute, ({ principal }) => listEndpoints(principal));
