import { startSignIn } from "../../../lib/accounts/oauth";
import { idpAStartRoute } from "../../../lib/accounts/oauth-routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(idpAStartRoute, () => startSignIn("idp-a"));
