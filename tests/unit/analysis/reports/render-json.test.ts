import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { findingView } from "../../../../lib/analysis/finding-view";
import { JsonReport, renderJsonReport } from "../../../../lib/analysis/reports/render-json";
import type { ResultDocument } from "../../../../lib/analysis/result-document";
import { sampleDocument } from "./sample-document";

const document = sampleDocument();

function render(includeCode: boolean, includeFixes: boolean) {
  const report = renderJsonReport(document, { format: "json", includeCode, includeFixes });
  return { report, parsed: JSON.parse(report.body.toString("utf8")) as unknown };
}

describe("the JSON report", () => {
  it("is the result document, valid against its schema, with every finding's fields", () => {
    const { report, parsed } = render(true, true);
    expect(report.contentType).toBe("application/json; charset=utf-8");
    expect(report.fileExtension).toBe("json");
    expect(v.safeParse(v.strictObject({ ...JsonReport.entries }), parsed).success).toBe(true);
    const output = v.parse(JsonReport, parsed);
    expect(output.schema_version).toBe(1);
    expect(output.analysis).toEqual(document.analysis);
    expect(output.summary).toEqual(document.summary);
    expect(output.findings).toEqual(
      document.findings.map((f) => findingView(f, { includeCode: true, includeFixes: true })),
    );
    expect(output.findings[0]).toMatchObject({
      rule_id: "py-sql-injection",
      start_line: 14,
      end_column: 48,
      snippet: { start_line: 12 },
    });
    expect(output.report).toEqual({ include_code: true, include_fixes: true });
  });

  it("leaves snippets out without include_code and fixes out without include_fixes", () => {
    const { parsed } = render(false, false);
    const output = v.parse(JsonReport, parsed);
    expect(output.findings).toHaveLength(document.findings.length);
    for (const finding of output.findings) {
      expect(finding).not.toHaveProperty("snippet");
      expect(finding).not.toHaveProperty("fix");
      expect(finding.trace).toEqual(
        document.findings.find((f) => f.fingerprint === finding.fingerprint)?.trace,
      );
    }
    expect(output.report).toEqual({ include_code: false, include_fixes: false });
    expect(JSON.stringify(parsed)).not.toContain("</pre><script>");
  });

  it("honours each option on its own", () => {
    const codeOnly = v.parse(JsonReport, render(true, false).parsed);
    expect(codeOnly.findings.some((f) => f.snippet)).toBe(true);
    expect(codeOnly.findings.some((f) => f.fix)).toBe(false);
    const fixesOnly = v.parse(JsonReport, render(false, true).parsed);
    expect(fixesOnly.findings.some((f) => f.snippet)).toBe(false);
    expect(fixesOnly.findings.some((f) => f.fix)).toBe(true);
  });

  it("carries nothing stored beside the schema's fields", () => {
    const withExtra = {
      ...document,
      internal_note: "secret",
      findings: document.findings.map((f) => ({ ...f, owner_user_id: "user_123" })),
    } as ResultDocument;
    const text = renderJsonReport(withExtra, {
      format: "json",
      includeCode: true,
      includeFixes: true,
    }).body.toString();
    expect(text).not.toContain("internal_note");
    expect(text).not.toContain("user_123");
  });
});
