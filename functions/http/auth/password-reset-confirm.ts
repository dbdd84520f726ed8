import { confirmPasswordReset } from "../../../lib/accounts/password-reset";
import { passwordResetConfirmRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(passwordResetConfirmRoute, ({ body }) =>
  confirmPasswordReset(body.token, body.new_password),
);
