export { languageForPath } from "./languages/by-path";
export { LANGUAGES, type LanguageId } from "./languages/ids";
export { LANGUAGE_SUPPORT } from "./languages/registry";
export { decisiveLanguage } from "./languages/signals";
export type { LlmReviewer, LlmVerdict } from "./llm";
export { type EngineStats, toJsonDocument } from "./output/json";
export { artifactUri, type SarifLog, type SarifOptions, toSarif } from "./output/sarif";
export { computeSecurityScore, type SecurityScore } from "./output/score";
export { detectLanguage } from "./parse/detect";
export { RULES } from "./rules";
export type { Rule } from "./rules/types";
export { type AnalyzeOptions, analyzeFiles, type EngineResult } from "./scan/analyze-files";
export { type InputFile, isBinary } from "./scan/read-file";
export {
  CONFIDENCES,
  Confidence,
  confidenceRank,
  Finding,
  LEVELS,
  Level,
  SEVERITIES,
  Severity,
  SOURCE_KINDS,
  SourceKind,
  severityRank,
  THREAT_MODELS,
  ThreatModel,
  TraceLocation,
} from "./schema";
