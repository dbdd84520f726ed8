import { revokeApiKey } from "../../../lib/accounts/api-keys";
import { revokeApiKeyRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(revokeApiKeyRoute, ({ principal, params }) =>
  revokeApiKey(principal, params.id),
);
