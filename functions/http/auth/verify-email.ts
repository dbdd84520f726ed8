import { verifyEmail } from "../../../lib/accounts/registration";
import { verifyEmailRoute } from "../../../lib/accounts/routes";
import { answerForBrowser } from "../../../lib/http/browser-pages";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(verifyEmailRoute, ({ query, headers }) =>
  answerForBrowser(headers, "/verify-email", "verified", () => verifyEmail(query.token)),
);
