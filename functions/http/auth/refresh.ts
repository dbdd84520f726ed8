import { refresh } from "../../../lib/accounts/login";
import { refreshRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(refreshRoute, ({ cookies }) => refresh(cookies));
