import * as v from "valibot";

export { LANGUAGES, type LanguageId } from "./languages/ids";

// The engine's words and its finding, as schemas: the one engine module besides index.ts that code
// outside the engine imports. It pulls in nothing of the engine (valibot and the language ids only),
// so the service's HTTP functions and the console can take it without the analyser.

/** The analysis levels, cheapest first. */
export const LEVELS = ["mini", "standard", "ultra"] as const;
export const Level = v.picklist(LEVELS);
export type Level = v.InferOutput<typeof Level>;

/**
 * Whose input is a source: `remote`, input from outside the program; `local` adds the operator's
 * own (environment, command line, standard input, files read, database rows, sockets).
 */
export const THREAT_MODELS = ["remote", "local"] as const;
export const ThreatModel = v.picklist(THREAT_MODELS);
export type ThreatModel = v.InferOutput<typeof ThreatModel>;

/**
 * Where a data-flow finding's input comes from: a modelled untrusted source (`remote`), the
 * operator's own input (`local`, only under the `local` threat model), or input of unknown origin
 * (`unknown`: a parameter of a function nothing calls, a name the code never defines).
 */
export const SOURCE_KINDS = ["remote", "local", "unknown"] as const;
export const SourceKind = v.picklist(SOURCE_KINDS);
export type SourceKind = v.InferOutput<typeof SourceKind>;

/** Most severe first: the order every list, sort and report of severities follows. */
export const SEVERITIES = ["critical", "high", "medium", "low", "info"] as const;
export const Severity = v.picklist(SEVERITIES);
export type Severity = v.InferOutput<typeof Severity>;

/** Most certain first. */
export const CONFIDENCES = ["high", "medium", "low"] as const;
export const Confidence = v.picklist(CONFIDENCES);
export type Confidence = v.InferOutput<typeof Confidence>;

/** 0 for `critical` up to 4 for `info`: sorts most severe first. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

/** 0 for `high` up to 2 for `low`: sorts most certain first. */
export function confidenceRank(confidence: Confidence): number {
  return CONFIDENCES.indexOf(confidence);
}

const line = v.pipe(v.number(), v.integer());

export const TraceLocation = v.object({
  file: v.string(),
  line,
  column: line,
  message: v.string(),
});
export type TraceLocation = v.InferOutput<typeof TraceLocation>;

/**
 * One weakness found in the code. The shape is stable: the service stores it as it is and every
 * report renders it; only the API's JSON answers rename it, in one place (lib/analysis/finding-view.ts).
 */
export const Finding = v.object({
  ruleId: v.string(),
  title: v.string(),
  severity: Severity,
  confidence: Confidence,
  cwe: v.array(line),
  owasp: v.string(),
  file: v.string(),
  startLine: line,
  startColumn: line,
  endLine: line,
  endColumn: line,
  message: v.string(),
  /** Source → sink steps for data-flow findings. */
  trace: v.optional(v.array(TraceLocation)),
  /** A data-flow finding's kind of source; none for a finding without one (a pattern, a secret). */
  sourceKind: v.optional(SourceKind),
  fix: v.optional(v.object({ description: v.string(), replacement: v.optional(v.string()) })),
  /** Stable across runs and small edits: the rule, file, enclosing code and normalised line text. */
  fingerprint: v.string(),
  /** The reported line, trimmed. */
  snippet: v.optional(v.string()),
  /**
   * The lines around the finding as submitted, added by the caller that keeps the files (the
   * service, before it stores the finding); the engine's own output has none.
   */
  excerpt: v.optional(v.object({ startLine: line, code: v.string() })),
});
export type Finding = v.InferOutput<typeof Finding>;
