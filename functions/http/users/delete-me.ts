import { deleteAccount } from "../../../lib/accounts/profile";
import { deleteMeRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(deleteMeRoute, ({ principal }) => deleteAccount(principal));
