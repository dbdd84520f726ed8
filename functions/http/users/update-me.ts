import { updateProfile } from "../../../lib/accounts/profile";
import { updateMeRoute } from "../../../lib/accounts/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(updateMeRoute, ({ principal, body }) => updateProfile(principal, body));
