import { reportDownload } from "../../../lib/analysis/report";
import { getReportRoute } from "../../../lib/analysis/routes";
import { httpHandler } from "../../../lib/http/handler";

export const handler = httpHandler(getReportRoute, ({ principal, params, query, headers }) =>
  reportDownload(
    principal,
    params.analysis_id,
    { format: query.format, includeCode: query.include_code, includeFixes: query.include_fixes },
    wantsLink(headers.accept),
  ),
);

/** True when `text/uri-list` is one of the accepted media types. */
function wantsLink(accept: string | undefined): boolean {
  return (accept ?? "")
    .split(",")
    .some((range) => range.split(";")[0]?.trim().toLowerCase() === "text/uri-list");
}
