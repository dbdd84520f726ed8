import { finishSignIn } from "../../../lib/accounts/oauth";
import { idpACallbackRoute } from "../../../lib/accounts/oauth-routes";
import { answerForBrowser } from "../../../lib/http/browser-pages";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(idpACallbackRoute, ({ query, cookies, headers }) =>
  answerForBrowser(
    headers,
    "/analyses",
    "signed-in",
    () => finishSignIn("idp-a", query, cookies),
    "/sign-in",
  ),
);
