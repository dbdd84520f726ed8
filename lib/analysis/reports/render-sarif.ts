import { config } from "../../config";
import { type Finding, toSarif } from "../../engine";
import type { ResultDocument, ResultFinding } from "../result-document";
import { codeLines } from "./code-lines";
import { reportFileExtension } from "./report-file-name";
import type { RenderedReport, ReportOptions } from "./report-options";

// The SARIF report is the engine's SARIF of the stored findings (one writer for the command line
// and the service), with this service as the tool and the analysis as the run's automation id.

export { artifactUri, type SarifLog } from "../../engine";

export function renderSarifReport(document: ResultDocument, options: ReportOptions): RenderedReport {
  const { APP_VERSION, PUBLIC_BASE_URL } = config();
  const log = toSarif(document.findings.map(engineFinding), {
    tool: { name: "Code Security Analysis", version: APP_VERSION, informationUri: PUBLIC_BASE_URL },
    automationId: `code-security-analysis/${document.analysis.analysis_id}`,
    includeFixes: options.includeFixes,
    contextOf: (_finding, index) => (options.includeCode ? codeContext(document.findings[index]) : undefined),
  });
  return {
    body: Buffer.from(`${JSON.stringify(log, null, 2)}\n`, "utf8"),
    contentType: "application/sarif+json",
    fileExtension: reportFileExtension.sarif,
  };
}

/** A stored finding in the engine's shape (the document stores the engine's findings field by field). */
function engineFinding(finding: ResultFinding): Finding {
  return {
    ruleId: finding.rule_id,
    title: finding.title,
    severity: finding.severity,
    confidence: finding.confidence,
    cwe: finding.cwe,
    owasp: finding.owasp,
    file: finding.file,
    startLine: finding.start_line,
    startColumn: finding.start_column,
    endLine: finding.end_line,
    endColumn: finding.end_column,
    message: finding.message,
    trace: finding.trace,
    ...(finding.fix ? { fix: finding.fix } : {}),
    fingerprint: finding.fingerprint,
  };
}

function codeContext(finding: ResultFinding | undefined) {
  const snippet = finding?.snippet;
  if (!snippet) return undefined;
  const lineCount = codeLines(snippet.code).length;
  return { startLine: snippet.start_line, endLine: snippet.start_line + lineCount - 1, text: snippet.code };
}
