import { listApiKeys } from "../../../lib/accounts/api-keys";
import { listApiKeysRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(listApiKeysRoute, async ({ principal }) => ({
  api_keys: await listApiKeys(principal),
}));
