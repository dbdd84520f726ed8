import type { Finding } from "../../engine/schema";
import type { ResultDocument } from "../result-document";
import { sortFindings } from "./findings-by-file";
import { reportFileExtension } from "./report-file-name";
import { cweLabel } from "./report-labels";
import type { RenderedReport, ReportOptions } from "./report-options";

// One row per finding, RFC 4180, opened safely by spreadsheets: every cell is user-controlled text
// (file names, messages from the submitted code), so none may be read as a formula.

// OWASP CSV injection guidance: these lead characters start a formula or a DDE call. Leading
// whitespace is looked through because some spreadsheets trim it before evaluating.
const FORMULA_START = /^[\t\r]|^\s*[=+\-@]/;

// The BOM makes spreadsheets read the file as UTF-8, so non-Latin file names survive.
const BYTE_ORDER_MARK = "\uFEFF";

export function csvCell(value: string | number): string {
  const text = String(value);
  const neutral = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(neutral) ? `"${neutral.replaceAll('"', '""')}"` : neutral;
}

export function renderCsvReport(document: ResultDocument, options: ReportOptions): RenderedReport {
  const header = [
    "severity",
    "rule_id",
    "title",
    "cwe",
    "owasp",
    "file",
    "start_line",
    "end_line",
    "message",
    "confidence",
    ...(options.includeFixes ? ["fix"] : []),
    "fingerprint",
    // Last, so that readers of the columns before it keep their positions.
    "source_kind",
  ];
  const rows = sortFindings(document.findings).map((finding) => [
    finding.severity,
    finding.ruleId,
    finding.title,
    finding.cwe.map(cweLabel).join("; "),
    finding.owasp,
    finding.file,
    finding.startLine,
    finding.endLine,
    finding.message,
    finding.confidence,
    ...(options.includeFixes ? [fixText(finding)] : []),
    finding.fingerprint,
    finding.sourceKind ?? "",
  ]);
  const lines = [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`);
  return {
    body: Buffer.from(BYTE_ORDER_MARK + lines.join(""), "utf8"),
    contentType: "text/csv; charset=utf-8",
    fileExtension: reportFileExtension.csv,
  };
}

function fixText(finding: Finding): string {
  if (!finding.fix) return "";
  const { description, replacement } = finding.fix;
  return replacement === undefined ? description : `${description}\nReplacement:\n${replacement}`;
}
