import type { ResultDocument, ResultFinding } from "../result-document";
import { severityRank } from "./severities";

export interface FileFindings {
  file: string;
  findings: ResultFinding[];
}

/** Findings in reading order: most severe first, then by file and position. */
export function sortFindings(findings: readonly ResultFinding[]): ResultFinding[] {
  return [...findings].sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      compareText(a.file, b.file) ||
      a.start_line - b.start_line ||
      a.start_column - b.start_column,
  );
}

/**
 * Findings grouped by file: the file with the most severe finding first (then the most findings,
 * then by path), and inside a file by position so a reader walks the file top to bottom.
 */
export function findingsByFile(document: ResultDocument): FileFindings[] {
  const groups = new Map<string, ResultFinding[]>();
  for (const finding of document.findings) {
    const group = groups.get(finding.file);
    if (group) group.push(finding);
    else groups.set(finding.file, [finding]);
  }
  const worst = (findings: readonly ResultFinding[]) =>
    Math.min(...findings.map((f) => severityRank(f.severity)));
  return [...groups]
    .map(([file, findings]) => ({
      file,
      findings: findings.sort(
        (a, b) =>
          a.start_line - b.start_line ||
          a.start_column - b.start_column ||
          severityRank(a.severity) - severityRank(b.severity),
      ),
    }))
    .sort(
      (a, b) =>
        worst(a.findings) - worst(b.findings) ||
        b.findings.length - a.findings.length ||
        compareText(a.file, b.file),
    );
}

// Code-point order, not locale order: the same document always gives the same report.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
