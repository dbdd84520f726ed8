import {
  adminUpdateUserRoute,
  createApiKeyRoute,
  deleteMeRoute,
  getMeRoute,
  listApiKeysRoute,
  loginRoute,
  logoutRoute,
  passwordResetConfirmRoute,
  passwordResetRoute,
  refreshRoute,
  registerRoute,
  resendVerificationRoute,
  revokeApiKeyRoute,
  updateMeRoute,
  verifyEmailRoute,
} from "../accounts/routes";
import type { AnyRoute } from "../http/route";
import { healthRoute, openApiRoute } from "../system/routes";

/** Every documented HTTP route. A guard test checks this list against serverless.yml. */
export const documentedRoutes: AnyRoute[] = [
  healthRoute,
  openApiRoute,
  registerRoute,
  loginRoute,
  refreshRoute,
  logoutRoute,
  verifyEmailRoute,
  resendVerificationRoute,
  passwordResetRoute,
  passwordResetConfirmRoute,
  getMeRoute,
  updateMeRoute,
  deleteMeRoute,
  createApiKeyRoute,
  listApiKeysRoute,
  revokeApiKeyRoute,
  adminUpdateUserRoute,
];
