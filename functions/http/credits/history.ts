import { creditHistory } from "../../../lib/credits/account";
import { creditHistoryRoute } from "../../../lib/credits/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(creditHistoryRoute, ({ principal, query }) =>
  creditHistory(principal, query),
);
