import { finishSignIn } from "../../../lib/accounts/oauth";
import { idpBCallbackRoute } from "../../../lib/accounts/oauth-routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(idpBCallbackRoute, ({ query, cookies }) =>
  finishSignIn("idp-b", query, cookies),
);
