import { createApiKey } from "../../../lib/accounts/api-keys";
import { createApiKeyRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(createApiKeyRoute, ({ principal, body }) =>
  createApiKey(principal, body.name),
);
