import { type Finding, SEVERITIES, type Severity } from "../schema";

/**
 * The security score, 0-100 (100 = nothing found):
 *
 *   penalty = Σ weight(severity) × factor(confidence)   over all findings
 *   weight:  critical 25, high 10, medium 4, low 1, info 0
 *   factor:  high 1, medium 0.75, low 0.5
 *   security_score = round(100 × e^(−penalty / 50))
 *
 * The exponential keeps the score above zero and lets the first serious finding cost the most:
 * one critical gives 61, one high 82, one medium 92, four highs 45.
 * `total_vulnerabilities` counts every finding except `info`.
 */
export const SEVERITY_WEIGHT: Record<Severity, number> = {
  critical: 25,
  high: 10,
  medium: 4,
  low: 1,
  info: 0,
};
const CONFIDENCE_FACTOR = { high: 1, medium: 0.75, low: 0.5 } as const;

export interface SecurityScore {
  security_score: number;
  total_vulnerabilities: number;
  counts: Record<Severity, number>;
}

export function computeSecurityScore(
  findings: readonly Pick<Finding, "severity" | "confidence">[],
): SecurityScore {
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
  let penalty = 0;
  for (const f of findings) {
    counts[f.severity]++;
    penalty += SEVERITY_WEIGHT[f.severity] * CONFIDENCE_FACTOR[f.confidence];
  }
  return {
    security_score: Math.round(100 * Math.exp(-penalty / 50)),
    total_vulnerabilities: findings.length - counts.info,
    counts,
  };
}
