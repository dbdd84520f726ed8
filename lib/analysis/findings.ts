import type { Principal } from "../auth/principal";
import { SEVERITIES, type Severity } from "../engine/schema";
import { AppError } from "../http/errors";
import { type FindingView, findingView } from "./finding-view";
import { readFindings } from "./findings-pages";
import type { AnalysisRecord, SeverityCounts } from "./model";
import { readableAnalysis } from "./records";
import type { FindingsPageView } from "./views";

// GET /api/analysis/{id}/findings: a completed analysis's findings a page at a time, in the
// result document's order (most severe first, then by file and line), with an opaque cursor.
// Findings are ordered by severity first, so the findings of one severity are one run of
// positions, known from the record's counts: a severity filter costs no extra read. A cursor is a
// position in the whole list; the list never changes once the analysis completed.

export const defaultFindingsLimit = 50;
export const maxFindingsLimit = 100;

export interface FindingsQuery {
  limit: number;
  cursor?: string;
  severity?: Severity;
}

/** Positions `start` to `end` (exclusive) of the findings of `severity`, or of all of them. */
function rangeOf(counts: SeverityCounts | undefined, severity: Severity | undefined) {
  let start = 0;
  for (const each of SEVERITIES) {
    const count = counts?.[each] ?? 0;
    if (each === severity) return { start, end: start + count };
    start += count;
  }
  return { start: 0, end: start };
}

function encodeCursor(position: number): string {
  return Buffer.from(JSON.stringify({ p: position })).toString("base64url");
}

function invalidCursor(): AppError {
  const message = "is not a cursor of this list (take next_cursor from the previous page)";
  return new AppError("INVALID_REQUEST", `Invalid request: query.cursor: ${message}`, {
    details: { fields: [{ field: "query.cursor", message }] },
  });
}

function decodeCursor(cursor: string, range: { start: number; end: number }): number {
  let position: unknown;
  try {
    position = (JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { p?: unknown }).p;
  } catch {
    throw invalidCursor();
  }
  if (!Number.isInteger(position) || (position as number) < range.start || (position as number) > range.end) {
    throw invalidCursor();
  }
  return position as number;
}

function notFinished(record: AnalysisRecord): AppError {
  return new AppError(
    "ANALYSIS_NOT_FINISHED",
    `The analysis is ${record.status}; its findings exist once it completes`,
    { details: { status: record.status } },
  );
}

/** One page of a completed analysis's findings, each as the JSON report shows it (code and fixes). */
export async function findingsOf(record: AnalysisRecord, query: FindingsQuery): Promise<FindingsPageView> {
  if (record.status !== "completed") throw notFinished(record);
  const range = rangeOf(record.severity_counts, query.severity);
  const start = query.cursor === undefined ? range.start : decodeCursor(query.cursor, range);
  const end = Math.min(start + query.limit, range.end);
  const findings = await readFindings(record, start, end);
  const hasNext = end < range.end;
  return {
    findings: findings.map((finding) => findingView(finding, { includeCode: true, includeFixes: true })),
    pagination: {
      limit: query.limit,
      total_items: range.end - range.start,
      has_next: hasNext,
      next_cursor: hasNext ? encodeCursor(end) : null,
    },
  };
}

export async function findingsPage(
  caller: Principal,
  analysisId: string,
  query: FindingsQuery,
): Promise<FindingsPageView> {
  return findingsOf(await readableAnalysis(caller, analysisId), query);
}

/** For GET /api/analysis/{id}?include=findings: the first page at the largest limit. */
export async function firstFindingsPage(
  record: AnalysisRecord,
): Promise<{ findings: FindingView[]; findings_pagination: FindingsPageView["pagination"] }> {
  const page = await findingsOf(record, { limit: maxFindingsLimit });
  return { findings: page.findings, findings_pagination: page.pagination };
}
