import { LANGUAGES } from "../../lib/engine/languages/ids";

// What the analysis pages read from the API (GET /api/analysis, GET /api/analysis/{id} and its
// findings), and the choices its filters and create form offer.

export { LANGUAGES };

export const levels = ["mini", "standard", "ultra"] as const;
export const sourceTypes = ["paste", "upload", "codehost"] as const;
export const listStatuses = ["pending", "completed", "failed", "cancelled"] as const;
export const severities = ["critical", "high", "medium", "low", "info"] as const;
export const reportFormats = ["pdf", "html", "json", "csv", "sarif"] as const;
export const finishedStatuses = ["completed", "failed", "cancelled"];

export type Severity = (typeof severities)[number];

export interface AnalysisListItem {
  analysis_id: string;
  status: string;
  created_at: string;
  completed_at: string | null;
  source_type: string;
  analysis_type: string;
  language: string;
  title: string | null;
  security_score: number | null;
  total_vulnerabilities: number | null;
  credits_used: number;
}

export interface AnalysisList {
  analyses: AnalysisListItem[];
  pagination: {
    page: number;
    limit: number;
    total_items: number;
    total_pages: number;
    has_next: boolean;
    has_previous: boolean;
  };
}

export interface TraceStep {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface Finding {
  fingerprint: string;
  rule_id: string;
  title: string;
  severity: Severity;
  confidence: string;
  cwe: number[];
  owasp: string;
  file: string;
  start_line: number;
  end_line: number;
  message: string;
  trace: TraceStep[];
  snippet?: { start_line: number; code: string };
  fix?: { description: string; replacement?: string };
}

export interface Analysis {
  analysis_id: string;
  status: string;
  progress: number;
  current_stage: string;
  created_at: string;
  estimated_completion: string;
  source_type: string;
  analysis_type: string;
  language: string;
  credits_used: number;
  title: string | null;
  description: string | null;
  completed_at?: string;
  security_score?: number;
  total_vulnerabilities?: number;
  severity_counts?: Record<Severity, number>;
  files_analyzed?: number;
  lines_of_code?: number;
  error?: { code: string; message: string };
}

export interface FindingsPage {
  findings: Finding[];
  pagination: { limit: number; total_items: number; has_next: boolean; next_cursor: string | null };
}

export interface CreatedAnalysis {
  analysis_id: string;
  estimated_cost: number;
}

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

export function stageName(stage: string): string {
  return stageNames[stage] ?? stage;
}

export function analysisName(analysis: { title: string | null; analysis_id: string }): string {
  return analysis.title || analysis.analysis_id;
}
