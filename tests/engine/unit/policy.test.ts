import { describe, expect, it } from "vitest";
import type { FileUnit } from "../../../lib/engine/dataflow/resolve/project-index";
import { analyzeFiles } from "../../../lib/engine/index";
import { confidenceOf, severityOf } from "../../../lib/engine/output/policy";
import { RULES } from "../../../lib/engine/rules";
import type { RawFinding } from "../../../lib/engine/rules/types";

const sql = RULES.find((r) => r.id === "sql-injection");
const hash = RULES.find((r) => r.id === "weak-hash");

function raw(path: string, extra: Partial<RawFinding> = {}, rule = sql): RawFinding {
  if (!rule) throw new Error("rule missing from the registry");
  return { rule, unit: { path } as FileUnit, span: { start: 0, end: 1 }, message: rule.message, ...extra };
}

describe("finding policy", () => {
  it("keeps the rule's severity and confidence for remote input in production code", () => {
    const f = raw("src/app/Dao.java");
    expect(severityOf(f)).toBe(sql?.severity);
    expect(confidenceOf(f)).toBe(sql?.confidence);
  });

  it("lowers the operator's own input one severity step, never below low, with low confidence", () => {
    expect(sql?.severity).toBe("critical");
    const f = raw("src/app/Tool.java", { localInput: true });
    expect(severityOf(f)).toBe("high");
    expect(confidenceOf(f)).toBe("low");
  });

  it("grades input of unknown origin (an uncalled function's parameter, an undefined name) at most medium", () => {
    const xss = RULES.find((r) => r.id === "xss");
    const redirect = RULES.find((r) => r.id === "open-redirect");
    expect([sql?.severity, xss?.severity, redirect?.severity]).toEqual(["critical", "high", "medium"]);
    expect(severityOf(raw("src/app/Dao.java", { callerInput: true }))).toBe("medium");
    expect(severityOf(raw("src/app/view.js", { callerInput: true }, xss))).toBe("medium");
    expect(severityOf(raw("src/app/login.js", { callerInput: true }, redirect))).toBe("low");
    expect(confidenceOf(raw("src/app/Dao.java", { callerInput: true }))).toBe("medium");
  });

  it("gives findings in code that does not run in production low confidence, the same severity", () => {
    for (const path of [
      "tests/Dao.java",
      "src/__tests__/a.js",
      "app/user.spec.ts",
      "test_views.py",
      "accounts/tests.py",
      "conftest.py",
      "db_test.go",
    ]) {
      expect(confidenceOf(raw(path))).toBe("low");
      expect(severityOf(raw(path))).toBe(sql?.severity);
    }
    expect(confidenceOf(raw("src/contest/Dao.java"))).toBe(sql?.confidence);
    expect(confidenceOf(raw("app/latests.py"))).toBe(sql?.confidence);
  });

  it("lets a hit's own confidence (a weak hash named for caching, a secret) replace the rule's", () => {
    expect(hash?.confidence).not.toBe("low");
    expect(confidenceOf(raw("src/Cache.java", { confidence: "low" }, hash))).toBe("low");
    expect(confidenceOf(raw("src/Cache.java", { confidence: "medium" }, hash))).toBe("medium");
  });

  it("grades an unbounded copy high only where input is shown to reach it", async () => {
    const content = [
      "#include <string.h>",
      "#include <stdlib.h>",
      "void copy(char *line) { char buf[16]; strcpy(buf, line); }",
      "int main(int argc, char **argv) { char buf[16]; strcpy(buf, argv[1]); return 0; }",
      "",
    ].join("\n");
    const at = async (threatModel: "remote" | "local") =>
      (await analyzeFiles([{ path: "copy.c", content }], { level: "standard", threatModel })).findings
        .filter((f) => f.ruleId === "buffer-overflow")
        .map((f) => [f.startLine, f.severity]);
    expect(await at("remote")).toEqual([
      [3, "medium"],
      [4, "medium"],
    ]);
    expect(await at("local")).toEqual([
      [3, "medium"],
      [4, "high"],
    ]);
  });
});
