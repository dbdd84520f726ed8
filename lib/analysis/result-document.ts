import * as v from "valibot";

// The canonical result of a completed analysis, written once to S3 by post-processing. Every
// report format is rendered from this document and nothing else.

export const Severity = v.picklist(["critical", "high", "medium", "low", "info"]);
export type Severity = v.InferOutput<typeof Severity>;

const Location = v.object({
  file: v.string(),
  line: v.pipe(v.number(), v.integer()),
  column: v.pipe(v.number(), v.integer()),
  message: v.string(),
});

export const ResultFinding = v.object({
  /** Stable across runs and small edits: the same weakness keeps its id. */
  fingerprint: v.string(),
  rule_id: v.string(),
  title: v.string(),
  severity: Severity,
  confidence: v.picklist(["high", "medium", "low"]),
  cwe: v.array(v.pipe(v.number(), v.integer())),
  owasp: v.string(),
  file: v.string(),
  start_line: v.pipe(v.number(), v.integer()),
  start_column: v.pipe(v.number(), v.integer()),
  end_line: v.pipe(v.number(), v.integer()),
  end_column: v.pipe(v.number(), v.integer()),
  message: v.string(),
  /** Source to sink, in order, where the finding comes from data flow. */
  trace: v.array(Location),
  /** The lines around the finding, as submitted. */
  snippet: v.optional(v.object({ start_line: v.pipe(v.number(), v.integer()), code: v.string() })),
  fix: v.optional(v.object({ description: v.string(), replacement: v.optional(v.string()) })),
});
export type ResultFinding = v.InferOutput<typeof ResultFinding>;

export const SeverityCounts = v.object({
  critical: v.number(),
  high: v.number(),
  medium: v.number(),
  low: v.number(),
  info: v.number(),
});
export type SeverityCounts = v.InferOutput<typeof SeverityCounts>;

export const ResultDocument = v.object({
  schema_version: v.literal(1),
  analysis: v.object({
    analysis_id: v.string(),
    title: v.optional(v.string()),
    analysis_type: v.picklist(["mini", "standard", "ultra"]),
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
  findings: v.array(ResultFinding),
});
export type ResultDocument = v.InferOutput<typeof ResultDocument>;
