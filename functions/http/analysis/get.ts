import { readableAnalysis } from "../../../lib/analysis/records";
import { resultFindings } from "../../../lib/analysis/report";
import { getAnalysisRoute } from "../../../lib/analysis/routes";
import { analysisView } from "../../../lib/analysis/views";
import { httpHandler } from "../../../lib/auth/http-handler";

export const handler = httpHandler(getAnalysisRoute, async ({ principal, params, query }) => {
  const record = await readableAnalysis(principal, params.analysis_id);
  const view = analysisView(record);
  if (query.include !== "findings" || record.status !== "completed") return view;
  return { ...view, findings: await resultFindings(record) };
});
