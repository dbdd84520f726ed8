import { requestPasswordReset } from "../../../lib/accounts/password-reset";
import { passwordResetRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(passwordResetRoute, ({ body }) => requestPasswordReset(body.email));
