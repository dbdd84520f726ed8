import type { Finding, SourceKind } from "../../engine/schema";
import type { ResultDocument } from "../result-document";

// Wording shared by the human-readable reports (HTML, PDF), so both say the same thing.

export function reportTitle(document: ResultDocument): string {
  return document.analysis.title?.trim() || `Analysis ${document.analysis.analysis_id}`;
}

export function cweLabel(cwe: number): string {
  return `CWE-${cwe}`;
}

export function cweUrl(cwe: number): string {
  return `https://cwe.mitre.org/data/definitions/${cwe}.html`;
}

/** Where a data-flow finding's input comes from, in words. */
export const sourceKindLabel: Record<SourceKind, string> = {
  remote: "remote (from outside the program)",
  local: "local (the operator's own)",
  unknown: "of unknown origin",
};

/** `12:5-14:20`: where the finding is inside its file. */
export function lineRange(finding: Finding): string {
  return `${finding.startLine}:${finding.startColumn}-${finding.endLine}:${finding.endColumn}`;
}

/** Languages by their share, largest first: `python 1200, javascript 300`. */
export function languagesText(document: ResultDocument): string {
  const entries = Object.entries(document.summary.languages).sort(
    ([a, x], [b, y]) => y - x || (a < b ? -1 : 1),
  );
  return entries.length === 0
    ? "none detected"
    : entries.map(([name, amount]) => `${name} ${amount}`).join(", ");
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
