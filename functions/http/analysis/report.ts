import { reportDownload } from "../../../lib/analysis/report";
import { getReportRoute } from "../../../lib/analysis/routes";
import { acceptsMediaType } from "../../../lib/http/accept";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(getReportRoute, ({ principal, params, query, headers }) =>
  reportDownload(
    principal,
    params.analysis_id,
    { format: query.format, includeCode: query.include_code, includeFixes: query.include_fixes },
    acceptsMediaType(headers.accept, "text/uri-list"),
  ),
);
