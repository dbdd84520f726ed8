import type { Level } from "../rules/types";

/**
 * What each level does (the README's "Levels"). Every level runs every rule and tracks taint through
 * each file with summaries of the file's own functions; the levels differ in reach and in the
 * precision that costs more.
 */
export interface LevelProfile {
  /**
   * Calls resolve into every analysed file of the language: a helper in another file is summarised.
   * Otherwise within each file (each package in Go), other files' classes known by their supertypes.
   */
  wholeProgram: boolean;
  /** Files and long functions where no rule or source word occurs are not parsed (prefilter.ts). */
  prefilter: boolean;
  /** Calls nest at most this deep (summaries, function values). */
  callDepth: number;
  /** The review pass runs, when a reviewer is configured. */
  review: boolean;
}

export const LEVEL_PROFILES: Record<Level, LevelProfile> = {
  mini: { wholeProgram: false, prefilter: true, callDepth: 8, review: false },
  standard: { wholeProgram: true, prefilter: false, callDepth: 8, review: false },
  ultra: { wholeProgram: true, prefilter: false, callDepth: 16, review: true },
};
