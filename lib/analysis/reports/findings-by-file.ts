import { type Finding, severityRank } from "../../engine/schema";
import type { ResultDocument } from "../result-document";

export interface FileFindings {
  file: string;
  findings: Finding[];
}

/** Findings in reading order: most severe first, then by file and position. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      compareText(a.file, b.file) ||
      a.startLine - b.startLine ||
      a.startColumn - b.startColumn,
  );
}

/**
 * Findings grouped by file: the file with the most severe finding first (then the most findings,
 * then by path), and inside a file by position so a reader walks the file top to bottom.
 */
export function findingsByFile(document: ResultDocument): FileFindings[] {
  const groups = new Map<string, Finding[]>();
  for (const finding of document.findings) {
    const group = groups.get(finding.file);
    if (group) group.push(finding);
    else groups.set(finding.file, [finding]);
  }
  const worst = (findings: readonly Finding[]) => Math.min(...findings.map((f) => severityRank(f.severity)));
  return [...groups]
    .map(([file, findings]) => ({
      file,
      findings: findings.sort(
        (a, b) =>
          a.startLine - b.startLine ||
          a.startColumn - b.startColumn ||
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
