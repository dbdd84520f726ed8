import { readableAnalysis } from "../../../lib/analysis/records";
import { getAnalysisRoute } from "../../../lib/analysis/routes";
import { analysisView } from "../../../lib/analysis/views";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(getAnalysisRoute, async ({ principal, params }) =>
  analysisView(await readableAnalysis(principal, params.analysis_id)),
);
