import { analyzeFiles, detectLanguage } from "../../engine";
import { type AnalysisRecord, analysisObjects } from "../model";
import { getJson, putJson } from "../objects";
import type { EngineOutput, PreparedFiles } from "./prepared";

// Stage 2: the engine at the analysis's level. Pasted code without a language gets one detected
// first; for archives the engine picks each file's language, and the record shows the language
// with the most lines.

export async function analyse(record: AnalysisRecord): Promise<Record<string, unknown>> {
  const prepared = await getJson<PreparedFiles>(
    analysisObjects.prepared(record.user_id, record.analysis_id),
    "the prepared files",
  );
  const single = record.source.kind === "object" && record.source.format === "text";
  let forced = record.language === "auto" ? undefined : record.language;
  if (single && !forced && prepared.files[0]) {
    forced = await detectLanguage(
      prepared.files[0].content,
      record.source.kind === "object" ? record.source.filename : undefined,
    );
  }
  const result = await analyzeFiles(prepared.files, {
    level: record.analysis_type,
    ...(single && forced ? { language: forced } : {}),
    maxFileBytes: record.options.max_file_size,
    threatModel: record.options.threat_model,
  });
  const contents = new Map(prepared.files.map((file) => [file.path, file.content]));
  const output: EngineOutput = {
    findings: result.findings.map((finding) => ({
      ...finding,
      excerpt: excerpt(contents.get(finding.file), finding),
    })),
    stats: result.stats,
    skipped: [...prepared.skipped, ...result.stats.filesSkipped, ...result.stats.filesPartial],
  };
  await putJson(
    analysisObjects.findings(record.user_id, record.analysis_id),
    output,
    "the engine's findings",
  );
  const language =
    record.language !== "auto"
      ? record.language
      : (forced ?? mainLanguage(result.stats.languages) ?? "unknown");
  return { language };
}

function mainLanguage(languages: Record<string, number>): string | undefined {
  return Object.entries(languages).sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Two lines either side of the finding, at most twelve lines in all. */
function excerpt(content: string | undefined, finding: { startLine: number; endLine: number }) {
  if (content === undefined) return undefined;
  const lines = content.split("\n");
  const first = Math.max(1, finding.startLine - 2);
  const last = Math.min(lines.length, Math.max(finding.endLine, finding.startLine) + 2, first + 11);
  return { startLine: first, code: lines.slice(first - 1, last).join("\n") };
}
