import type { Finding } from "../schema";
import { computeSecurityScore } from "./score";

export interface EngineStats {
  filesAnalyzed: number;
  filesSkipped: Array<{ path: string; reason: string }>;
  linesOfCode: number;
  /** Lines of code per language. */
  languages: Record<string, number>;
  durationMs: number;
}

/** The canonical findings document: summary, statistics and findings. */
export function toJsonDocument(
  findings: readonly Finding[],
  stats?: EngineStats,
  level?: string,
): Record<string, unknown> {
  const score = computeSecurityScore(findings);
  return {
    version: 1,
    ...(level ? { level } : {}),
    security_score: score.security_score,
    total_vulnerabilities: score.total_vulnerabilities,
    counts: score.counts,
    ...(stats ? { stats } : {}),
    findings,
  };
}
