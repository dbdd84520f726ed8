import { logout } from "../../../lib/accounts/login";
import { logoutRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(logoutRoute, ({ principal }) => logout(principal));
