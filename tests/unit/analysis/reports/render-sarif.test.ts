import { describe, expect, it } from "vitest";
import { artifactUri, renderSarifReport, type SarifLog } from "../../../../lib/analysis/reports/render-sarif";
import { sampleDocument, UNICODE_FILE } from "./sample-document";

const document = sampleDocument();

function render(includeCode = true, includeFixes = true): SarifLog {
  const report = renderSarifReport(document, { format: "sarif", includeCode, includeFixes });
  expect(report.contentType).toBe("application/sarif+json");
  expect(report.fileExtension).toBe("sarif");
  return JSON.parse(report.body.toString("utf8")) as SarifLog;
}

const isPositiveInteger = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;

describe("the SARIF report", () => {
  const log = render();
  const run = log.runs[0];

  it("has the SARIF 2.1.0 envelope and one run with a described tool", () => {
    expect(log.$schema).toMatch(/^https:\/\/.*sarif-schema-2\.1\.0\.json$/);
    expect(log.version).toBe("2.1.0");
    expect(log.runs).toHaveLength(1);
    const driver = run.tool.driver;
    expect(driver.name).toBeTruthy();
    expect(typeof driver.version).toBe("string");
    expect(() => new URL(driver.informationUri)).not.toThrow();
  });

  it("declares one rule per rule id with descriptions, help, tags and a security severity", () => {
    const ruleIds = [...new Set(document.findings.map((f) => f.ruleId))];
    expect(run.tool.driver.rules.map((rule) => rule.id)).toEqual(ruleIds);
    for (const rule of run.tool.driver.rules) {
      expect(rule.name).toMatch(/^[A-Za-z0-9]+$/);
      expect(rule.shortDescription.text).toBeTruthy();
      expect(rule.fullDescription.text).toBeTruthy();
      expect(rule.help.text).toBeTruthy();
      expect(rule.properties.tags).toContain("security");
      expect(rule.properties["security-severity"]).toMatch(/^\d+\.\d$/);
      expect(["error", "warning", "note"]).toContain(rule.defaultConfiguration.level);
    }
    const byId = Object.fromEntries(run.tool.driver.rules.map((rule) => [rule.id, rule]));
    expect(byId["py-sql-injection"]?.properties.tags).toContain("external/cwe/cwe-89");
    expect(byId["js-reflected-xss"]?.properties.tags).toEqual(
      expect.arrayContaining(["external/cwe/cwe-79", "external/cwe/cwe-116"]),
    );
    expect(byId["py-sql-injection"]?.properties["security-severity"]).toBe("9.5");
    expect(byId["js-reflected-xss"]?.properties["security-severity"]).toBe("8.0");
    expect(byId["py-path-traversal"]?.properties["security-severity"]).toBe("5.5");
    expect(byId["py-weak-hash"]?.properties["security-severity"]).toBe("3.0");
    expect(byId["py-debug-enabled"]?.properties["security-severity"]).toBe("1.0");
    expect(byId["py-sql-injection"]?.defaultConfiguration.level).toBe("error");
    expect(byId["py-path-traversal"]?.defaultConfiguration.level).toBe("warning");
    expect(byId["py-debug-enabled"]?.defaultConfiguration.level).toBe("note");
  });

  it("gives every finding a result with rule, level, message, location and fingerprint", () => {
    expect(run.results).toHaveLength(document.findings.length);
    run.results.forEach((result, index) => {
      const finding = document.findings[index];
      expect(result.ruleId).toBe(finding?.ruleId);
      expect(run.tool.driver.rules[result.ruleIndex]?.id).toBe(result.ruleId);
      expect(result.message.text).toBe(finding?.message);
      expect(result.partialFingerprints.primaryLocationLineHash).toBe(finding?.fingerprint);
      const { artifactLocation, region } = result.locations[0].physicalLocation;
      expect(artifactLocation.uri).not.toMatch(/^\/|^[a-z]+:|\\|(^|\/)\.\.?(\/|$)| /i);
      expect(isPositiveInteger(region.startLine)).toBe(true);
      expect(isPositiveInteger(region.startColumn)).toBe(true);
      expect(isPositiveInteger(region.endLine)).toBe(true);
      expect(isPositiveInteger(region.endColumn)).toBe(true);
      expect(region.startLine).toBe(finding?.startLine);
      expect(region.endColumn).toBe(finding?.endColumn);
    });
    expect(run.results.map((r) => r.level)).toEqual(["error", "error", "warning", "note", "note"]);
  });

  it("encodes each path segment of a URI and keeps it relative", () => {
    const xss = run.results.find((r) => r.ruleId === "js-reflected-xss");
    const uri = xss?.locations[0].physicalLocation.artifactLocation.uri ?? "";
    expect(uri).toBe(UNICODE_FILE.split("/").map(encodeURIComponent).join("/"));
    expect(decodeURIComponent(uri)).toBe(UNICODE_FILE);
    expect(artifactUri("C:\\repo\\src\\a b.py")).toBe("C%3A/repo/src/a%20b.py");
    expect(artifactUri("/../../etc/passwd")).toBe("etc/passwd");
    expect(artifactUri("./src//x#1?.js")).toBe("src/x%231%3F.js");
  });

  it("turns a trace into a code flow, step by step", () => {
    const sql = run.results.find((r) => r.ruleId === "py-sql-injection");
    const steps = sql?.codeFlows?.[0]?.threadFlows[0]?.locations ?? [];
    expect(steps.map((step) => step.location.message.text)).toEqual(
      document.findings[0]?.trace?.map((t) => t.message),
    );
    expect(steps[0]?.location.physicalLocation).toEqual({
      artifactLocation: { uri: "src/app/views.py", uriBaseId: "%SRCROOT%" },
      region: { startLine: 8, startColumn: 12 },
    });
    const noTrace = run.results.find((r) => r.ruleId === "py-path-traversal");
    expect(noTrace).not.toHaveProperty("codeFlows");
  });

  it("offers a fix where a replacement exists, only with include_fixes", () => {
    const sql = run.results.find((r) => r.ruleId === "py-sql-injection");
    expect(sql?.fixes?.[0]).toEqual({
      description: { text: "Pass the value as a query parameter instead of concatenating it." },
      artifactChanges: [
        {
          artifactLocation: { uri: "src/app/db.py", uriBaseId: "%SRCROOT%" },
          replacements: [
            {
              deletedRegion: { startLine: 14, startColumn: 5, endLine: 14, endColumn: 48 },
              insertedContent: { text: 'cursor.execute("SELECT * FROM orders WHERE id = %s", (order_id,))' },
            },
          ],
        },
      ],
    });
    // A fix without replacement text cannot be applied, so it is not offered as a SARIF fix.
    expect(run.results.find((r) => r.ruleId === "py-weak-hash")).not.toHaveProperty("fixes");
    const withoutFixes = render(true, false);
    expect(withoutFixes.runs[0].results.some((r) => r.fixes)).toBe(false);
  });

  it("adds the snippet as context region only with include_code", () => {
    const sql = run.results.find((r) => r.ruleId === "py-sql-injection");
    expect(sql?.locations[0].physicalLocation.contextRegion).toMatchObject({ startLine: 12, endLine: 15 });
    const withoutCode = render(false, true);
    expect(JSON.stringify(withoutCode)).not.toContain("contextRegion");
    expect(JSON.stringify(withoutCode)).not.toContain("<script>alert(1)");
  });
});
