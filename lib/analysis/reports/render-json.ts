import * as v from "valibot";
import { ResultDocument, type ResultFinding } from "../result-document";
import { reportFileExtension } from "./report-file-name";
import type { RenderedReport, ReportOptions } from "./report-options";

// The canonical document as a download, with snippets and fixes left out when not asked for. It is
// rebuilt field by field so that nothing stored beside the schema's fields ever reaches a user.

export const JsonReport = v.object({
  ...ResultDocument.entries,
  report: v.object({ include_code: v.boolean(), include_fixes: v.boolean() }),
});
export type JsonReport = v.InferOutput<typeof JsonReport>;

function jsonReport(document: ResultDocument, options: ReportOptions): JsonReport {
  const { analysis, summary } = document;
  return {
    schema_version: document.schema_version,
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
    findings: document.findings.map((finding) => reportFinding(finding, options)),
  };
}

export function renderJsonReport(document: ResultDocument, options: ReportOptions): RenderedReport {
  return {
    body: Buffer.from(`${JSON.stringify(jsonReport(document, options), null, 2)}\n`, "utf8"),
    contentType: "application/json; charset=utf-8",
    fileExtension: reportFileExtension.json,
  };
}

export function reportFinding(finding: ResultFinding, options: ReportOptions): ResultFinding {
  return {
    fingerprint: finding.fingerprint,
    rule_id: finding.rule_id,
    title: finding.title,
    severity: finding.severity,
    confidence: finding.confidence,
    cwe: [...finding.cwe],
    owasp: finding.owasp,
    file: finding.file,
    start_line: finding.start_line,
    start_column: finding.start_column,
    end_line: finding.end_line,
    end_column: finding.end_column,
    message: finding.message,
    trace: finding.trace.map(({ file, line, column, message }) => ({ file, line, column, message })),
    snippet:
      options.includeCode && finding.snippet
        ? { start_line: finding.snippet.start_line, code: finding.snippet.code }
        : undefined,
    fix:
      options.includeFixes && finding.fix
        ? { description: finding.fix.description, replacement: finding.fix.replacement }
        : undefined,
  };
}
