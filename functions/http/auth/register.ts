import { register } from "../../../lib/accounts/registration";
import { registerRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(registerRoute, ({ body, sourceIp }) => register(body, sourceIp));
