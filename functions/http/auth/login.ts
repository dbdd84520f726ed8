import { login } from "../../../lib/accounts/login";
import { loginRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(loginRoute, ({ body }) => login(body.username, body.password));
