import * as v from "valibot";
import { Finding, LEVELS, SEVERITIES, type Severity } from "../engine/schema";

// The canonical result of a completed analysis, written once to S3 by post-processing. Every
// report format is rendered from this document and nothing else. Its findings are the engine's,
// stored as the engine gives them.

export const SeverityCounts = v.object({
  critical: v.number(),
  high: v.number(),
  medium: v.number(),
  low: v.number(),
  info: v.number(),
});
export type SeverityCounts = v.InferOutput<typeof SeverityCounts>;

/** Version 1 stored the findings renamed to snake_case; 2 stores the engine's finding as it is. */
export const RESULT_SCHEMA_VERSION = 2;

export const ResultDocument = v.object({
  schema_version: v.literal(RESULT_SCHEMA_VERSION),
  analysis: v.object({
    analysis_id: v.string(),
    title: v.optional(v.string()),
    analysis_type: v.picklist(LEVELS),
    source_type: v.picklist(["paste", "upload", "codehost"]),
    language: v.optional(v.string()),
    created_at: v.string(),
    completed_at: v.string(),
  }),
  summary: v.object({
    security_score: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    total_vulnerabilities: v.pipe(v.number(), v.integer()),
    counts: SeverityCounts,
    files_analyzed: v.pipe(v.number(), v.integer()),
    lines_of_code: v.pipe(v.number(), v.integer()),
    languages: v.record(v.string(), v.number()),
    files_skipped: v.array(v.object({ path: v.string(), reason: v.string() })),
  }),
  findings: v.array(Finding),
});
export type ResultDocument = v.InferOutput<typeof ResultDocument>;

/** Zero findings of every severity. */
export function noSeverities(): SeverityCounts {
  return Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Record<Severity, number>;
}

/** A stored document in the current version's shape. */
export function currentResultDocument(stored: ResultDocument | LegacyResultDocument): ResultDocument {
  return stored.schema_version === RESULT_SCHEMA_VERSION ? stored : upgradeLegacy(stored);
}

interface LegacyFinding {
  fingerprint: string;
  rule_id: string;
  title: string;
  severity: Severity;
  confidence: Finding["confidence"];
  cwe: number[];
  owasp: string;
  file: string;
  start_line: number;
  start_column: number;
  end_line: number;
  end_column: number;
  message: string;
  trace: NonNullable<Finding["trace"]>;
  snippet?: { start_line: number; code: string };
  fix?: Finding["fix"];
}

export type LegacyResultDocument = Omit<ResultDocument, "schema_version" | "findings"> & {
  schema_version: 1;
  findings: LegacyFinding[];
};

// Documents of analyses completed before version 2 stay readable, so their reports still render.
function upgradeLegacy(document: LegacyResultDocument): ResultDocument {
  return {
    ...document,
    schema_version: RESULT_SCHEMA_VERSION,
    findings: document.findings.map((finding) => ({
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
      ...(finding.snippet
        ? { excerpt: { startLine: finding.snippet.start_line, code: finding.snippet.code } }
        : {}),
    })),
  };
}
