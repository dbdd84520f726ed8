import { deleteAnalysis } from "../../../lib/analysis/cancel";
import { deleteAnalysisRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(deleteAnalysisRoute, ({ principal, params }) =>
  deleteAnalysis(principal, params.analysis_id),
);
