import { creditBalance } from "../../../lib/credits/account";
import { creditBalanceRoute } from "../../../lib/credits/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(creditBalanceRoute, ({ principal }) => creditBalance(principal));
