import type { Confidence, Severity } from "../rules/types";

export interface TraceLocation {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** One weakness found in the code. The shape is stable: the pipeline stores and reports it as is. */
export interface Finding {
  ruleId: string;
  title: string;
  severity: Severity;
  confidence: Confidence;
  cwe: number[];
  owasp: string;
  file: string;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  message: string;
  /** Source → sink steps for data-flow findings. */
  trace?: TraceLocation[];
  fix?: { description: string; replacement?: string };
  /** Stable across runs and small edits: the rule, file, enclosing code and normalised line text. */
  fingerprint: string;
  snippet?: string;
}

export const SEVERITIES: readonly Severity[] = ["critical", "high", "medium", "low", "info"];
