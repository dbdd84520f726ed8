import type { ResultDocument } from "../result-document";
import { renderCsvReport } from "./render-csv";
import { renderHtmlReport } from "./render-html";
import { renderJsonReport } from "./render-json";
import { renderPdfReport } from "./render-pdf";
import { renderSarifReport } from "./render-sarif";
import type { RenderedReport, ReportOptions } from "./report-options";

/**
 * Renders a completed analysis's result document in the requested format. The same document and
 * options give the same bytes (SARIF also names the deployed version), so the caller may cache a
 * report per analysis, format and options.
 */
export async function renderReport(
  document: ResultDocument,
  options: ReportOptions,
): Promise<RenderedReport> {
  switch (options.format) {
    case "json":
      return renderJsonReport(document, options);
    case "sarif":
      return renderSarifReport(document, options);
    case "csv":
      return renderCsvReport(document, options);
    case "html":
      return renderHtmlReport(document, options);
    case "pdf":
      return renderPdfReport(document, options);
  }
}
