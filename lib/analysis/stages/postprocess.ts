import { computeSecurityScore } from "../../engine";
import { type AnalysisRecord, analysisObjects } from "../model";
import { getJson, putJson } from "../objects";
import type { ResultDocument, ResultFinding } from "../result-document";
import type { EngineOutput } from "./prepared";

// Stage 3: order and score the findings, write the canonical result document (the one every report
// is rendered from), and put the summary on the record. The engine's findings builder has already
// deduplicated them, and each carries a fingerprint unique within its run.

const severityOrder = { critical: 0, high: 1, medium: 2, low: 3, info: 4 } as const;

export async function postprocess(record: AnalysisRecord): Promise<Record<string, unknown>> {
  const output = await getJson<EngineOutput>(analysisObjects.findings(record.user_id, record.analysis_id));
  const findings = [...output.findings].sort(
    (a, b) =>
      severityOrder[a.severity] - severityOrder[b.severity] ||
      a.file.localeCompare(b.file) ||
      a.startLine - b.startLine ||
      a.startColumn - b.startColumn,
  );
  const score = computeSecurityScore(findings);
  const completedAt = new Date().toISOString();
  const document: ResultDocument = {
    schema_version: 1,
    analysis: {
      analysis_id: record.analysis_id,
      ...(record.title ? { title: record.title } : {}),
      analysis_type: record.analysis_type,
      source_type: record.source_type,
      language: record.language,
      created_at: record.created_at,
      completed_at: completedAt,
    },
    summary: {
      security_score: score.security_score,
      total_vulnerabilities: score.total_vulnerabilities,
      counts: score.counts,
      files_analyzed: output.stats.filesAnalyzed,
      lines_of_code: output.stats.linesOfCode,
      languages: output.stats.languages,
      files_skipped: output.skipped,
    },
    findings: findings.map(resultFinding),
  };
  await putJson(analysisObjects.result(record.user_id, record.analysis_id), document);
  return {
    completed_at: completedAt,
    security_score: score.security_score,
    total_vulnerabilities: score.total_vulnerabilities,
    severity_counts: score.counts,
    files_analyzed: output.stats.filesAnalyzed,
    lines_of_code: output.stats.linesOfCode,
  };
}

/** An engine finding as the result document stores it. */
export function resultFinding(finding: EngineOutput["findings"][number]): ResultFinding {
  return {
    fingerprint: finding.fingerprint,
    rule_id: finding.ruleId,
    title: finding.title,
    severity: finding.severity,
    confidence: finding.confidence,
    cwe: finding.cwe,
    owasp: finding.owasp,
    file: finding.file,
    start_line: finding.startLine,
    start_column: finding.startColumn,
    end_line: finding.endLine,
    end_column: finding.endColumn,
    message: finding.message,
    trace: finding.trace ?? [],
    ...(finding.excerpt ? { snippet: finding.excerpt } : {}),
    ...(finding.fix ? { fix: finding.fix } : {}),
  };
}
