import { config } from "../../config";
import { toSarif } from "../../engine";
import type { Finding } from "../../engine/schema";
import type { ResultDocument } from "../result-document";
import { codeLines } from "./code-lines";
import { reportFileExtension } from "./report-file-name";
import type { RenderedReport, ReportOptions } from "./report-options";

// The SARIF report is the engine's SARIF of the stored findings (one writer for the command line
// and the service), with this service as the tool and the analysis as the run's automation id.

export { artifactUri, type SarifLog } from "../../engine";

export function renderSarifReport(document: ResultDocument, options: ReportOptions): RenderedReport {
  const { APP_VERSION, PUBLIC_BASE_URL } = config();
  const log = toSarif(document.findings, {
    tool: { name: "Code Security Analysis", version: APP_VERSION, informationUri: PUBLIC_BASE_URL },
    automationId: `code-security-analysis/${document.analysis.analysis_id}`,
    includeFixes: options.includeFixes,
    contextOf: (finding) => (options.includeCode ? codeContext(finding) : undefined),
  });
  return {
    body: Buffer.from(`${JSON.stringify(log, null, 2)}\n`, "utf8"),
    contentType: "application/sarif+json",
    fileExtension: reportFileExtension.sarif,
  };
}

function codeContext(finding: Finding) {
  const excerpt = finding.excerpt;
  if (!excerpt) return undefined;
  const lineCount = codeLines(excerpt.code).length;
  return { startLine: excerpt.startLine, endLine: excerpt.startLine + lineCount - 1, text: excerpt.code };
}
