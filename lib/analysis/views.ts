import * as v from "valibot";
import { ThreatModel } from "../engine/schema";
import { FindingView } from "./finding-view";
import { languagePendingReason } from "./language-at-creation";
import { type AnalysisRecord, analysisTypes, sourceTypes, statuses } from "./model";

// What the API shows of an analysis: the spec's fields per endpoint, nothing internal (owner,
// keys, leases, S3 locations).

const timestamp = v.pipe(v.string(), v.isoTimestamp());
const integer = v.pipe(v.number(), v.integer());

export const OptionsView = v.object({
  focus_areas: v.array(v.string()),
  compliance_standards: v.array(v.string()),
  exclude_patterns: v.array(v.string()),
  include_tests: v.boolean(),
  threat_model: ThreatModel,
  max_file_size: integer,
});

export const CreatedAnalysisView = v.object({
  analysis_id: v.string(),
  status: v.picklist(statuses),
  created_at: timestamp,
  estimated_completion: timestamp,
  estimated_cost: integer,
  source_type: v.picklist(sourceTypes),
  analysis_type: v.picklist(analysisTypes),
  /** The language requested or detected from the file's name or text; null until the engine decides. */
  language: v.nullable(v.string()),
  /** With a null language: why it is not named yet. */
  language_reason: v.optional(v.string()),
  title: v.nullable(v.string()),
  options: OptionsView,
});

const SeverityCountsView = v.object({
  critical: integer,
  high: integer,
  medium: integer,
  low: integer,
  info: integer,
});

export const FindingsPaginationView = v.object({
  limit: integer,
  /** Findings the whole list holds (of the severity asked for, if any). */
  total_items: integer,
  has_next: v.boolean(),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: v.nullable(v.string()),
});

export const AnalysisView = v.object({
  analysis_id: v.string(),
  status: v.picklist(statuses),
  progress: integer,
  current_stage: v.string(),
  created_at: timestamp,
  estimated_completion: timestamp,
  source_type: v.picklist(sourceTypes),
  analysis_type: v.picklist(analysisTypes),
  language: v.string(),
  credits_used: integer,
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  options: OptionsView,
  completed_at: v.optional(timestamp),
  security_score: v.optional(integer),
  total_vulnerabilities: v.optional(integer),
  severity_counts: v.optional(SeverityCountsView),
  files_analyzed: v.optional(integer),
  lines_of_code: v.optional(integer),
  error: v.optional(v.object({ code: v.string(), message: v.string() })),
  /** Only when asked for with include=findings, once completed: the first page of findings. */
  findings: v.optional(v.array(FindingView)),
  /** With `findings`: how to read on (GET /api/analysis/{id}/findings?cursor=). */
  findings_pagination: v.optional(FindingsPaginationView),
});

export const FindingsPageView = v.object({
  findings: v.array(FindingView),
  pagination: FindingsPaginationView,
});

export const AnalysisListItemView = v.object({
  analysis_id: v.string(),
  status: v.picklist(statuses),
  created_at: timestamp,
  completed_at: v.nullable(timestamp),
  source_type: v.picklist(sourceTypes),
  analysis_type: v.picklist(analysisTypes),
  language: v.string(),
  title: v.nullable(v.string()),
  security_score: v.nullable(integer),
  total_vulnerabilities: v.nullable(integer),
  credits_used: integer,
});

export const AnalysisListView = v.object({
  analyses: v.array(AnalysisListItemView),
  pagination: v.object({
    page: integer,
    limit: integer,
    total_items: integer,
    total_pages: integer,
    has_next: v.boolean(),
    has_previous: v.boolean(),
  }),
});

export type CreatedAnalysisView = v.InferOutput<typeof CreatedAnalysisView>;
export type AnalysisView = v.InferOutput<typeof AnalysisView>;
export type AnalysisListItemView = v.InferOutput<typeof AnalysisListItemView>;
export type AnalysisListView = v.InferOutput<typeof AnalysisListView>;
export type FindingsPageView = v.InferOutput<typeof FindingsPageView>;

export function createdView(record: AnalysisRecord): CreatedAnalysisView {
  return {
    analysis_id: record.analysis_id,
    status: record.status,
    created_at: record.created_at,
    estimated_completion: record.estimated_completion,
    estimated_cost: record.estimated_cost,
    source_type: record.source_type,
    analysis_type: record.analysis_type,
    language: record.language === "auto" ? null : record.language,
    ...(record.language === "auto" ? { language_reason: languagePendingReason(record.source) } : {}),
    title: record.title ?? null,
    options: optionsView(record.options),
  };
}

/** An analysis stored before threat models were chosen ran under `remote`. */
function optionsView(options: AnalysisRecord["options"]): v.InferOutput<typeof OptionsView> {
  return { ...options, threat_model: options.threat_model ?? "remote" };
}

export function analysisView(record: AnalysisRecord): AnalysisView {
  const completed = record.status === "completed";
  return {
    analysis_id: record.analysis_id,
    status: record.status,
    progress: record.progress,
    current_stage: record.current_stage,
    created_at: record.created_at,
    estimated_completion: record.estimated_completion,
    source_type: record.source_type,
    analysis_type: record.analysis_type,
    language: record.language,
    credits_used: record.credits_used,
    title: record.title ?? null,
    description: record.description ?? null,
    options: optionsView(record.options),
    ...(completed
      ? {
          completed_at: record.completed_at,
          security_score: record.security_score,
          total_vulnerabilities: record.total_vulnerabilities,
          severity_counts: record.severity_counts,
          files_analyzed: record.files_analyzed,
          lines_of_code: record.lines_of_code,
        }
      : {}),
    ...(record.error && (record.status === "failed" || record.status === "cancelled")
      ? { error: record.error }
      : {}),
  };
}

export function listItemView(record: AnalysisRecord): AnalysisListItemView {
  return {
    analysis_id: record.analysis_id,
    status: record.status,
    created_at: record.created_at,
    completed_at: record.completed_at ?? null,
    source_type: record.source_type,
    analysis_type: record.analysis_type,
    language: record.language,
    title: record.title ?? null,
    security_score: record.security_score ?? null,
    total_vulnerabilities: record.total_vulnerabilities ?? null,
    credits_used: record.credits_used,
  };
}
