import { httpHandler } from "../../../lib/auth/http-handler";
import { creditHistory } from "../../../lib/credits/account";
import { creditHistoryRoute } from "../../../lib/credits/routes";

export const handler = httpHandler(creditHistoryRoute, ({ principal, query }) =>
  creditHistory(principal, query),
);
