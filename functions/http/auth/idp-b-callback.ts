import { finishSignIn } from "../../../lib/accounts/oauth";
import { idpBCallbackRoute } from "../../../lib/accounts/oauth-routes";
import { httpHandler } from "../../../lib/auth/http-handler";
import { answerForBrowser } from "../../../lib/http/browser-pages";

export const handler = httpHandler(idpBCallbackRoute, ({ query, cookies, headers }) =>
  answerForBrowser(
    headers,
    "/analyses",
    "signed-in",
    () => finishSignIn("idp-b", query, cookies),
    "/sign-in",
  ),
);
