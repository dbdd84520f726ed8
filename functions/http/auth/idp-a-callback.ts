import { finishSignIn } from "../../../lib/accounts/oauth";
import { idpACallbackRoute } from "../../../lib/accounts/oauth-routes";
import { httpHandler } from "../../../lib/auth/http-handler";
import { answerForBrowser } from "../../../lib/http/browser-pages";

export const handler = httpHandler(idpACallbackRoute, ({ query, cookies, headers }) =>
  answerForBrowser(
    headers,
    "/analyses",
    "signed-in",
    () => finishSignIn("idp-a", query, cookies),
    "/sign-in",
  ),
);
