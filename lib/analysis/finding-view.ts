import * as v from "valibot";
import { Confidence, type Finding, Severity, SourceKind } from "../engine/schema";

// A finding as the API's JSON answers show it (GET /api/analysis/{id}?include=findings and the JSON
// report). Everything else (storage, the SARIF, CSV, HTML and PDF reports, pull request comments)
// keeps the engine's finding as it is; this is the one place its fields are renamed, because every
// field of the API is snake_case and the answers already given to clients are binding, while the
// engine's names are those of its own output (command line, golden record, SARIF writer).

const integer = v.pipe(v.number(), v.integer());

export const FindingView = v.object({
  /** Stable across runs and small edits: the same weakness keeps its id. */
  fingerprint: v.string(),
  rule_id: v.string(),
  title: v.string(),
  severity: Severity,
  confidence: Confidence,
  cwe: v.array(integer),
  owasp: v.string(),
  file: v.string(),
  start_line: integer,
  start_column: integer,
  end_line: integer,
  end_column: integer,
  message: v.string(),
  /** Source to sink, in order, where the finding comes from data flow. */
  trace: v.array(v.object({ file: v.string(), line: integer, column: integer, message: v.string() })),
  /**
   * Where a data-flow finding's input comes from: `remote`, `local` (the operator's own, under the
   * `local` threat model) or `unknown`; absent for a finding without a source.
   */
  source_kind: v.optional(SourceKind),
  /** The lines around the finding, as submitted. */
  snippet: v.optional(v.object({ start_line: integer, code: v.string() })),
  fix: v.optional(v.object({ description: v.string(), replacement: v.optional(v.string()) })),
});
export type FindingView = v.InferOutput<typeof FindingView>;

/**
 * Copied field by field, so that nothing stored beside these fields ever reaches a client; code and
 * fixes only when asked for.
 */
export function findingView(
  finding: Finding,
  options: { includeCode: boolean; includeFixes: boolean },
): FindingView {
  return {
    fingerprint: finding.fingerprint,
    rule_id: finding.ruleId,
    title: finding.title,
    severity: finding.severity,
    confidence: finding.confidence,
    cwe: [...finding.cwe],
    owasp: finding.owasp,
    file: finding.file,
    start_line: finding.startLine,
    start_column: finding.startColumn,
    end_line: finding.endLine,
    end_column: finding.endColumn,
    message: finding.message,
    trace: (finding.trace ?? []).map(({ file, line, column, message }) => ({ file, line, column, message })),
    source_kind: finding.sourceKind,
    snippet:
      options.includeCode && finding.excerpt
        ? { start_line: finding.excerpt.startLine, code: finding.excerpt.code }
        : undefined,
    fix:
      options.includeFixes && finding.fix
        ? { description: finding.fix.description, replacement: finding.fix.replacement }
        : undefined,
  };
}
