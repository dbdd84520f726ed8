import * as v from "valibot";

// What a caller may ask of a report. `sarif` is offered beside the spec's four formats because
// code-scanning tools take it directly.

export const ReportFormat = v.picklist(["json", "sarif", "csv", "html", "pdf"]);
export type ReportFormat = v.InferOutput<typeof ReportFormat>;

export const ReportOptions = v.object({
  format: ReportFormat,
  includeCode: v.boolean(),
  includeFixes: v.boolean(),
});
export type ReportOptions = v.InferOutput<typeof ReportOptions>;

export interface RenderedReport {
  body: Buffer;
  contentType: string;
  fileExtension: string;
}
