import { describe, expect, it } from "vitest";
import { renderReport } from "../../../../lib/analysis/reports/render-report";
import { reportFileName } from "../../../../lib/analysis/reports/report-file-name";
import type { ReportFormat } from "../../../../lib/analysis/reports/report-options";
import { sampleDocument } from "./sample-document";

const expected: Record<ReportFormat, { contentType: string; fileExtension: string; head: string }> = {
  json: { contentType: "application/json; charset=utf-8", fileExtension: "json", head: "{" },
  sarif: { contentType: "application/sarif+json", fileExtension: "sarif", head: "{" },
  csv: { contentType: "text/csv; charset=utf-8", fileExtension: "csv", head: "\uFEFFseverity," },
  html: { contentType: "text/html; charset=utf-8", fileExtension: "html", head: "<!DOCTYPE html>" },
  pdf: { contentType: "application/pdf", fileExtension: "pdf", head: "%PDF-" },
};

describe("renderReport", () => {
  for (const format of Object.keys(expected) as ReportFormat[]) {
    it(`renders ${format} with its content type and file extension`, async () => {
      const report = await renderReport(sampleDocument(), { format, includeCode: true, includeFixes: true });
      const { head, ...type } = expected[format];
      expect({ contentType: report.contentType, fileExtension: report.fileExtension }).toEqual(type);
      expect(Buffer.isBuffer(report.body)).toBe(true);
      expect(report.body.toString(format === "pdf" ? "latin1" : "utf8").startsWith(head)).toBe(true);
      expect(reportFileName(sampleDocument(), format).endsWith(`.${report.fileExtension}`)).toBe(true);
    });
  }
});

describe("reportFileName", () => {
  const named = (analysis_id: string, format: ReportFormat = "pdf") => {
    const document = sampleDocument();
    return reportFileName({ ...document, analysis: { ...document.analysis, analysis_id } }, format);
  };

  it("names the file after the analysis", () => {
    expect(named("an_01J9Z8Q7RS", "sarif")).toBe("security-report-an_01J9Z8Q7RS.sarif");
    expect(named("an_01J9Z8Q7RS", "csv")).toBe("security-report-an_01J9Z8Q7RS.csv");
  });

  it("keeps only safe characters, whatever the id holds", () => {
    for (const id of [
      'x"; filename=evil.exe',
      "../../etc/passwd",
      "a\r\nSet-Cookie: y=1",
      "分析 ü",
      "",
      "...",
      "x".repeat(500),
    ]) {
      const name = named(id);
      expect(name).toMatch(/^security-report(-[A-Za-z0-9][A-Za-z0-9._-]*)?\.pdf$/);
      expect(name.length).toBeLessThanOrEqual(120);
      expect(name).not.toContain("..");
    }
    expect(named('x"; filename=evil.exe')).toBe("security-report-x_filename_evil.exe.pdf");
    expect(named("")).toBe("security-report.pdf");
  });
});
