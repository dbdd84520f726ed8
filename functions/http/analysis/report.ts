import { reportDownload } from "../../../lib/analysis/report";
import { getReportRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/auth/http-handler";
import { acceptsMediaType } from "../../../lib/http/accept";

export const handler = httpHandler(getReportRoute, ({ principal, params, query, headers }) =>
  reportDownload(
    principal,
    params.analysis_id,
    { format: query.format, includeCode: query.include_code, includeFixes: query.include_fixes },
    acceptsMediaType(headers.accept, "text/uri-list"),
  ),
);
