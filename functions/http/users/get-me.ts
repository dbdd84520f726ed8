import { getProfile } from "../../../lib/accounts/profile";
import { getMeRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(getMeRoute, ({ principal }) => getProfile(principal));
