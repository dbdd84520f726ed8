import { describe, expect, it } from "vitest";
import { renderSarifReport, type SarifLog } from "../../../../lib/analysis/reports/render-sarif";
import type { ResultDocument } from "../../../../lib/analysis/result-document";
import { analyzeFiles, toSarif } from "../../../../lib/engine";

// The service's SARIF report and the command line's SARIF come from one writer: for the same
// findings they differ only in who the tool is, which run it was and where the root lies.

const JAVA = `public class A extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String id = request.getParameter("id");
    conn.createStatement().executeQuery("SELECT * FROM t WHERE id = '" + id + "'");
    java.security.MessageDigest.getInstance("MD5");
    String home = System.getenv("HOME");
    Runtime.getRuntime().exec("ls " + home);
  }
}
`;

/** The log without the parts that name the tool, the run and the root. */
function content(log: SarifLog) {
  const { tool, automationDetails, originalUriBaseIds, ...run } = log.runs[0];
  return { ...log, runs: [{ ...run, rules: tool.driver.rules }] };
}

describe("one SARIF writer", () => {
  it("renders the report's SARIF as the command line does for the same findings", async () => {
    const { findings } = await analyzeFiles([{ path: "src/web/A.java", content: JAVA }], {
      level: "standard",
      threatModel: "local",
    });
    // Taint with a trace, a fix with a replacement, and input of the operator's own (lowered).
    expect(findings.map((f) => f.ruleId).sort()).toEqual(["command-injection", "sql-injection", "weak-hash"]);
    expect(findings.map((f) => f.sourceKind ?? "none").sort()).toEqual(["local", "none", "remote"]);
    expect(findings.some((f) => f.trace && f.trace.length > 0)).toBe(true);
    expect(findings.some((f) => f.fix?.replacement)).toBe(true);

    const document: ResultDocument = {
      schema_version: 2,
      analysis: {
        analysis_id: "an_01J9Z8Q7RS",
        analysis_type: "standard",
        source_type: "paste",
        created_at: "2026-01-01T00:00:00.000Z",
        completed_at: "2026-01-01T00:00:01.000Z",
      },
      summary: {
        security_score: 50,
        total_vulnerabilities: findings.length,
        counts: { critical: 0, high: 0, medium: 0, low: 0, info: 0 },
        files_analyzed: 1,
        lines_of_code: 9,
        languages: { java: 9 },
        files_skipped: [],
      },
      findings,
    };
    const report = JSON.parse(
      renderSarifReport(document, { format: "sarif", includeCode: false, includeFixes: true }).body.toString(
        "utf8",
      ),
    ) as SarifLog;
    const cli = toSarif(findings, { baseUri: "file:///repo/" });

    expect(content(report)).toEqual(content(cli));
    expect(report.runs[0].results).toHaveLength(3);
    // The kind of each data-flow finding's source is a property of its result.
    expect(report.runs[0].results.map((r) => r.properties.sourceKind ?? "none").sort()).toEqual([
      "local",
      "none",
      "remote",
    ]);
    expect(report.runs[0].tool.driver.name).not.toBe(cli.runs[0].tool.driver.name);
    expect(cli.runs[0].originalUriBaseIds["%SRCROOT%"].uri).toBe("file:///repo/");
  });
});
