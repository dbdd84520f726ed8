import { adminUpdateUser } from "../../../lib/accounts/admin";
import { adminUpdateUserRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(adminUpdateUserRoute, ({ principal, params, body }) =>
  adminUpdateUser(principal, params.id, body),
);
