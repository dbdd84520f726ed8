import {
  idpACallbackRoute,
  idpAStartRoute,
  idpBCallbackRoute,
  idpBStartRoute,
} from "../accounts/oauth-routes";
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
import {
  cancelAnalysisRoute,
  createAnalysisRoute,
  createUploadRoute,
  deleteAnalysisRoute,
  getAnalysisRoute,
  getPricesRoute,
  getReportRoute,
  listAnalysesRoute,
} from "../analysis/routes";
import {
  linkRoute,
  listProjectsRoute,
  unlinkRoute,
  updateSettingsRoute,
  webhookRoute,
} from "../codehost/routes";
import { creditBalanceRoute, creditHistoryRoute } from "../credits/routes";
import type { AnyRoute } from "../http/route";
import {
  deleteEndpointRoute,
  listDeliveriesRoute,
  listEndpointsRoute,
  registerEndpointRoute,
} from "../notices/routes";
import {
  addPaymentMethodRoute,
  adminRefundRoute,
  deletePaymentMethodRoute,
  listPaymentMethodsRoute,
  paymentHistoryRoute,
  paymentWebhookRoute,
  purchaseCreditsRoute,
  setDefaultPaymentMethodRoute,
} from "../payments/routes";
import { healthRoute, openApiRoute } from "../system/routes";

/** Every documented HTTP route. A guard test checks this list against serverless.yml. */
export const documentedRoutes: AnyRoute[] = [
  healthRoute,
  openApiRoute,
  createAnalysisRoute,
  createUploadRoute,
  getAnalysisRoute,
  getPricesRoute,
  listAnalysesRoute,
  cancelAnalysisRoute,
  deleteAnalysisRoute,
  getReportRoute,
  creditBalanceRoute,
  creditHistoryRoute,
  registerRoute,
  loginRoute,
  refreshRoute,
  logoutRoute,
  verifyEmailRoute,
  resendVerificationRoute,
  passwordResetRoute,
  passwordResetConfirmRoute,
  idpAStartRoute,
  idpACallbackRoute,
  idpBStartRoute,
  idpBCallbackRoute,
  getMeRoute,
  updateMeRoute,
  deleteMeRoute,
  createApiKeyRoute,
  listApiKeysRoute,
  revokeApiKeyRoute,
  adminUpdateUserRoute,
  // Payments
  addPaymentMethodRoute,
  listPaymentMethodsRoute,
  deletePaymentMethodRoute,
  setDefaultPaymentMethodRoute,
  purchaseCreditsRoute,
  paymentHistoryRoute,
  paymentWebhookRoute,
  adminRefundRoute,
  // Code-host integration
  linkRoute,
  unlinkRoute,
  listProjectsRoute,
  updateSettingsRoute,
  webhookRoute,
  // Completion notices
  registerEndpointRoute,
  listEndpointsRoute,
  deleteEndpointRoute,
  listDeliveriesRoute,
];
