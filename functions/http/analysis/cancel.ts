import { cancelAnalysis } from "../../../lib/analysis/cancel";
import { cancelAnalysisRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(cancelAnalysisRoute, ({ principal, params }) =>
  cancelAnalysis(principal, params.analysis_id),
);
