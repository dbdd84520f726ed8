import { computeSecurityScore } from "../../engine";
import { severityRank } from "../../engine/schema";
import { writeFindingPages } from "../findings-pages";
import { type AnalysisRecord, analysisObjects } from "../model";
import { getJson, putJson } from "../objects";
import { RESULT_SCHEMA_VERSION, type ResultDocument } from "../result-document";
import type { EngineOutput } from "./prepared";

// Stage 3: order and score the findings, write the canonical result document (the one every report
// is rendered from) and the same findings in small page objects (what the API's findings pages
// read), and put the summary on the record. The engine's findings builder has already
// deduplicated them, and each carries a fingerprint unique within its run. The findings are stored
// as the engine gives them.

export async function postprocess(record: AnalysisRecord): Promise<Record<string, unknown>> {
  const output = await getJson<EngineOutput>(
    analysisObjects.findings(record.user_id, record.analysis_id),
    "the engine's findings",
  );
  const findings = [...output.findings].sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      a.file.localeCompare(b.file) ||
      a.startLine - b.startLine ||
      a.startColumn - b.startColumn,
  );
  const score = computeSecurityScore(findings);
  const completedAt = new Date().toISOString();
  const document: ResultDocument = {
    schema_version: RESULT_SCHEMA_VERSION,
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
    findings,
  };
  const [, findingsPerObject] = await Promise.all([
    putJson(analysisObjects.result(record.user_id, record.analysis_id), document, "the result document"),
    writeFindingPages(record.user_id, record.analysis_id, document.findings),
  ]);
  return {
    completed_at: completedAt,
    security_score: score.security_score,
    total_vulnerabilities: score.total_vulnerabilities,
    severity_counts: score.counts,
    files_analyzed: output.stats.filesAnalyzed,
    lines_of_code: output.stats.linesOfCode,
    findings_per_object: findingsPerObject,
  };
}
