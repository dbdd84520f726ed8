import { firstFindingsPage } from "../../../lib/analysis/findings";
import { readableAnalysis } from "../../../lib/analysis/records";
import { getAnalysisRoute } from "../../../lib/analysis/routes";
import { analysisView } from "../../../lib/analysis/views";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(getAnalysisRoute, async ({ principal, params, query }) => {
  const record = await readableAnalysis(principal, params.analysis_id);
  const view = analysisView(record);
  if (query.include !== "findings" || record.status !== "completed") return view;
  return { ...view, ...(await firstFindingsPage(record)) };
});
