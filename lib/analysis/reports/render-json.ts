import * as v from "valibot";
import { FindingView, findingView } from "../finding-view";
import { ResultDocument } from "../result-document";
import { reportFileExtension } from "./report-file-name";
import type { RenderedReport, ReportOptions } from "./report-options";

// The canonical document as a download, with snippets and fixes left out when not asked for. It is
// rebuilt field by field so that nothing stored beside the schema's fields ever reaches a user.

/** The JSON report's own version: its shape has not changed since the first. */
const JSON_REPORT_VERSION = 1;

export const JsonReport = v.object({
  schema_version: v.literal(JSON_REPORT_VERSION),
  report: v.object({ include_code: v.boolean(), include_fixes: v.boolean() }),
  analysis: ResultDocument.entries.analysis,
  summary: ResultDocument.entries.summary,
  findings: v.array(FindingView),
});
export type JsonReport = v.InferOutput<typeof JsonReport>;

function jsonReport(document: ResultDocument, options: ReportOptions): JsonReport {
  const { analysis, summary } = document;
  return {
    schema_version: JSON_REPORT_VERSION,
    report: { include_code: options.includeCode, include_fixes: options.includeFixes },
    analysis: {
      analysis_id: analysis.analysis_id,
      title: analysis.title,
      analysis_type: analysis.analysis_type,
      source_type: analysis.source_type,
      language: analysis.language,
      created_at: analysis.created_at,
      completed_at: analysis.completed_at,
    },
    summary: {
      security_score: summary.security_score,
      total_vulnerabilities: summary.total_vulnerabilities,
      counts: { ...summary.counts },
      files_analyzed: summary.files_analyzed,
      lines_of_code: summary.lines_of_code,
      languages: { ...summary.languages },
      files_skipped: summary.files_skipped.map(({ path, reason }) => ({ path, reason })),
    },
    findings: document.findings.map((finding) => findingView(finding, options)),
  };
}

export function renderJsonReport(document: ResultDocument, options: ReportOptions): RenderedReport {
  return {
    body: Buffer.from(`${JSON.stringify(jsonReport(document, options), null, 2)}\n`, "utf8"),
    contentType: "application/json; charset=utf-8",
    fileExtension: reportFileExtension.json,
  };
}
