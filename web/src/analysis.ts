import type {
  createAnalysisRoute,
  getAnalysisRoute,
  listAnalysesRoute,
  listFindingsRoute,
} from "../../lib/analysis/routes";
import { LANGUAGES, LEVELS, SEVERITIES, type Severity } from "../../lib/engine/schema";
import type { ResponseOf } from "../../lib/http/route";

// What the analysis pages read from the API (GET /api/analysis, GET /api/analysis/{id} and its
// findings), and the choices its filters and create form offer. The types are the routes' own
// response schemas.

export { LANGUAGES, LEVELS, SEVERITIES, type Severity };

export const sourceTypes = ["paste", "upload", "codehost"] as const;
export const listStatuses = ["pending", "completed", "failed", "cancelled"] as const;
export const reportFormats = ["pdf", "html", "json", "csv", "sarif"] as const;
export const finishedStatuses = ["completed", "failed", "cancelled"];

export type AnalysisList = ResponseOf<typeof listAnalysesRoute>;
export type Analysis = ResponseOf<typeof getAnalysisRoute>;
export type FindingsPage = ResponseOf<typeof listFindingsRoute>;
export type Finding = FindingsPage["findings"][number];
export type CreatedAnalysis = ResponseOf<typeof createAnalysisRoute>;

const stageNames: Record<string, string> = {
  queued: "Queued",
  pending: "Queued",
  preprocessing: "Preparing the code",
  ai_analysis: "Analysing",
  post_processing: "Writing the results",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** A short label of where a data-flow finding's input comes from. */
export const sourceKindLabels: Record<NonNullable<Finding["source_kind"]>, string> = {
  remote: "remote input",
  local: "local input",
  unknown: "input of unknown origin",
};

export function stageName(stage: string): string {
  return stageNames[stage] ?? stage;
}

/** What happened to an analysis that ended without results, in words; the API's message adds the detail. */
const endings: Record<string, string> = {
  ANALYSIS_TIMEOUT: "It did not finish in time, so it was stopped.",
  PROCESSING_FAILED: "One of its stages kept failing, so it was stopped.",
  INVALID_SOURCE: "The code could not be analysed as submitted.",
  INTERNAL_ERROR: "It could not be started.",
  CANCELLED: "It was cancelled.",
};

export function endingInWords(status: string, code: string): string {
  return endings[code] ?? (status === "cancelled" ? "It was cancelled." : "It failed.");
}

export function analysisName(analysis: { title: string | null; analysis_id: string }): string {
  return analysis.title || analysis.analysis_id;
}
