import type { ResultDocument } from "../result-document";
import type { ReportFormat } from "./report-options";

export const reportFileExtension: Record<ReportFormat, string> = {
  json: "json",
  sarif: "sarif",
  csv: "csv",
  html: "html",
  pdf: "pdf",
};

/**
 * `security-report-<analysis id>.<ext>`, made only of [A-Za-z0-9._-] so it can go into a
 * Content-Disposition header unquoted and onto any file system as it is.
 */
export function reportFileName(document: ResultDocument, format: ReportFormat): string {
  const id = document.analysis.analysis_id
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, 100);
  return `security-report${id ? `-${id}` : ""}.${reportFileExtension[format]}`;
}
