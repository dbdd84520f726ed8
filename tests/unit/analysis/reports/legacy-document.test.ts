import { describe, expect, it } from "vitest";
import { findingView } from "../../../../lib/analysis/finding-view";
import { renderReport } from "../../../../lib/analysis/reports/render-report";
import type { ReportFormat } from "../../../../lib/analysis/reports/report-options";
import { currentResultDocument, type LegacyResultDocument } from "../../../../lib/analysis/result-document";
import { sampleDocument } from "./sample-document";

// Result documents written before version 2 stored each finding renamed to snake_case (the API's
// names); an analysis completed then must still give the same reports.

const document = sampleDocument();
const legacy: LegacyResultDocument = {
  ...document,
  schema_version: 1,
  findings: document.findings.map((finding) => {
    const { snippet, fix, ...rest } = findingView(finding, { includeCode: true, includeFixes: true });
    return { ...rest, ...(snippet ? { snippet } : {}), ...(fix ? { fix } : {}) };
  }),
};

describe("a version 1 result document", () => {
  it("reads as the current version", () => {
    expect(currentResultDocument(legacy)).toEqual(document);
    expect(currentResultDocument(document)).toBe(document);
  });

  for (const format of ["json", "sarif", "csv", "html", "pdf"] as ReportFormat[]) {
    it(`renders the same ${format} report as the current version`, async () => {
      const options = { format, includeCode: true, includeFixes: true };
      const before = await renderReport(currentResultDocument(legacy), options);
      const after = await renderReport(document, options);
      expect(before.body.equals(after.body)).toBe(true);
    });
  }
});
