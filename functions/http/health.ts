import { httpHandler } from "../../lib/auth/http-handler";
import { checkHealth } from "../../lib/system/health";
import { healthRoute } from "../../lib/system/routes";

export const handler = httpHandler(healthRoute, () => checkHealth());
