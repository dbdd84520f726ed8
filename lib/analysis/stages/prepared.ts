import type { EngineStats, Finding } from "../../engine";
import type { ResultFinding } from "../result-document";

// The documents the stages hand each other through S3.

/** Preprocessing → analysis: the files to analyse, as text, and what was left out and why. */
export interface PreparedFiles {
  files: Array<{ path: string; content: string }>;
  skipped: Array<{ path: string; reason: string }>;
}

/** Analysis → post-processing: the engine's findings with their code excerpts, and its statistics. */
export interface EngineOutput {
  findings: Array<Finding & { excerpt?: ResultFinding["snippet"] }>;
  stats: EngineStats;
  skipped: Array<{ path: string; reason: string }>;
}
