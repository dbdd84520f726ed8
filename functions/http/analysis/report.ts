import { reportDownload } from "../../../lib/analysis/report";
import { getReportRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(getReportRoute, ({ principal, params, query }) =>
  reportDownload(principal, params.analysis_id, {
    format: query.format,
    includeCode: query.include_code,
    includeFixes: query.include_fixes,
  }),
);
