import { finishSignIn } from "../../../lib/accounts/oauth";
import { idpACallbackRoute } from "../../../lib/accounts/oauth-routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(idpACallbackRoute, ({ query, cookies }) =>
  finishSignIn("idp-a", query, cookies),
);
