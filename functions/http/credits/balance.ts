import { httpHandler } from "../../../lib/auth/http-handler";
import { creditBalance } from "../../../lib/credits/account";
import { creditBalanceRoute } from "../../../lib/credits/routes";

export const handler = httpHandler(creditBalanceRoute, ({ principal }) => creditBalance(principal));
