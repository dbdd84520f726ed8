import { startSignIn } from "../../../lib/accounts/oauth";
import { idpBStartRoute } from "../../../lib/accounts/oauth-routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(idpBStartRoute, () => startSignIn("idp-b"));
