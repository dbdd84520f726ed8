import { resendVerification } from "../../../lib/accounts/registration";
import { resendVerificationRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(resendVerificationRoute, ({ principal }) => resendVerification(principal));
