import { verifyEmail } from "../../../lib/accounts/registration";
import { verifyEmailRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";
import { answerForBrowser } from "../../../lib/http/browser-pages";

export const handler = httpHandler(verifyEmailRoute, ({ query, headers }) =>
  answerForBrowser(headers, "/verify-email", "verified", () => verifyEmail(query.token)),
);
