import * as v from "valibot";
import { LEVELS, ThreatModel } from "../engine/schema";

// The analysis entity: its statuses, its item in the single table, and the keys of every access
// pattern (README "Data model").
//
//   item          pk=ANALYSIS#<id>  sk=ANALYSIS           get by id, then check the owner (403 vs 404)
//   by owner      gsi1pk=USER#<uid> gsi1sk=ANALYSIS#<created_at>#<id>   list newest first, by time range
//   unfinished    gsi2pk=OPEN_ANALYSIS#<shard> gsi2sk=<deadline>#<id>   the sweep: past their deadline
//
// The gsi2 keys exist only while the analysis is unfinished (a sparse index), so the sweep reads
// only what it may have to fail. It is spread over a few shards so no partition gets hot.

export const analysisTypes = LEVELS;
export type AnalysisType = (typeof analysisTypes)[number];

export const sourceTypes = ["paste", "upload", "codehost"] as const;
export type SourceType = (typeof sourceTypes)[number];

export const stages = ["preprocessing", "ai_analysis", "post_processing"] as const;
export type Stage = (typeof stages)[number];

export const statuses = ["pending", ...stages, "completed", "failed", "cancelled"] as const;
export type AnalysisStatus = (typeof statuses)[number];

/** Statuses from which an analysis still moves; the list filter `pending` matches all of them. */
export const unfinishedStatuses: readonly AnalysisStatus[] = ["pending", ...stages];

export const AnalysisOptions = v.object({
  focus_areas: v.optional(v.array(v.pipe(v.string(), v.maxLength(100))), []),
  compliance_standards: v.optional(v.array(v.pipe(v.string(), v.maxLength(100))), []),
  exclude_patterns: v.optional(v.array(v.string()), []),
  include_tests: v.optional(v.boolean(), false),
  threat_model: v.optional(ThreatModel, "remote"),
  max_file_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type AnalysisOptions = Required<Omit<v.InferOutput<typeof AnalysisOptions>, "max_file_size">> & {
  max_file_size: number;
};

/** Where the pipeline finds the code: an object in the bucket, or a repository on the code host. */
export type SourceLocation =
  | { kind: "object"; key: string; bytes: number; format: "text" | "archive"; filename?: string }
  | {
      kind: "codehost";
      owner: string;
      repo: string;
      ref?: string;
      url: string;
      /** Set for analyses a linked project's event started: fetched with that installation's token. */
      installation_id?: number;
      project_id?: string;
      /** For a pull request run: where its result goes back to. */
      pull?: PullRequestRun;
    };

export interface PullRequestRun {
  number: number;
  head_sha: string;
  base_sha: string;
  check_run_id: number;
}

export interface SeverityCounts {
  critical: number;
  high: number;
  medium: number;
  low: number;
  info: number;
}

export interface AnalysisRecord {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
  analysis_id: string;
  user_id: string;
  status: AnalysisStatus;
  current_stage: string;
  progress: number;
  created_at: string;
  updated_at: string;
  estimated_completion: string;
  deadline_at: string;
  estimated_cost: number;
  credits_used: number;
  source_type: SourceType;
  analysis_type: AnalysisType;
  language: string;
  title?: string;
  description?: string;
  options: AnalysisOptions;
  source: SourceLocation;
  /** A stage run holds the analysis until this time; a retry may take it over afterwards. */
  lease_until?: number;
  lease_token?: string;
  /** Milliseconds each stage took, for operators and the pipeline benchmark. */
  stage_ms?: Partial<Record<Stage, number>>;
  error?: { code: string; message: string };
  /** Why the last failed stage run failed, when that can be told to the user (e.g. a storage error). */
  last_failure?: string;
  refunded_credits?: number;
  completed_at?: string;
  security_score?: number;
  total_vulnerabilities?: number;
  severity_counts?: SeverityCounts;
  files_analyzed?: number;
  lines_of_code?: number;
  /** Findings per stored page object, set by post-processing; absent on analyses completed before pages. */
  findings_per_object?: number;
}

export const analysisPrefix = "analysis_";
/** The shape of the ids we issue; any other id names no analysis (404, without a read). */
export const analysisIdShape = /^analysis_[0-9a-f]{24}$/;
const openShards = 4;

export const analysisKeys = {
  item: (analysisId: string) => ({ pk: `ANALYSIS#${analysisId}`, sk: "ANALYSIS" }),
  ownerPk: (userId: string) => `USER#${userId}`,
  ownerSk: (createdAt: string, analysisId: string) => `ANALYSIS#${createdAt}#${analysisId}`,
  ownerSkPrefix: "ANALYSIS#",
  openPk: (shard: number) => `OPEN_ANALYSIS#${shard}`,
  openShards,
  openShardOf: (analysisId: string) =>
    [...analysisId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % openShards,
  openSk: (deadlineAt: string, analysisId: string) => `${deadlineAt}#${analysisId}`,
  /** Analyses created in a calendar month (UTC), counted against the role's allowance. */
  usage: (userId: string, month: string) => ({ pk: `USER#${userId}`, sk: `USAGE#${month}` }),
};

/** Every S3 object of an analysis lives under its owner's prefix, so account deletion finds it. */
export const analysisObjects = {
  prefix: (userId: string, analysisId: string) => `users/${userId}/analyses/${analysisId}/`,
  source: (userId: string, analysisId: string) => `users/${userId}/analyses/${analysisId}/source`,
  prepared: (userId: string, analysisId: string) => `users/${userId}/analyses/${analysisId}/prepared.json.gz`,
  findings: (userId: string, analysisId: string) => `users/${userId}/analyses/${analysisId}/findings.json.gz`,
  result: (userId: string, analysisId: string) => `users/${userId}/analyses/${analysisId}/result.json`,
  /** The result document's findings in order, a fixed number per object (`findings_per_object`). */
  findingsPage: (userId: string, analysisId: string, index: number) =>
    `users/${userId}/analyses/${analysisId}/result-findings/${index}.json.gz`,
  report: (userId: string, analysisId: string, variant: string) =>
    `users/${userId}/analyses/${analysisId}/reports/${variant}`,
  // Outside users/<id>/ so the bucket's lifecycle rule on `uploads/` expires uploads never used.
  upload: (userId: string, uploadId: string) => `uploads/${userId}/${uploadId}`,
};

/** The month an analysis counts against: `YYYY-MM` in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The first instant of the next month (UTC), when a monthly allowance starts again. */
export function monthResetAt(date: Date): string {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString();
}
