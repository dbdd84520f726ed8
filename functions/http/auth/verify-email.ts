import { verifyEmail } from "../../../lib/accounts/registration";
import { verifyEmailRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(verifyEmailRoute, ({ query }) => verifyEmail(query.token));
