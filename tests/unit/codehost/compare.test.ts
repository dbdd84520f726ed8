import { describe, expect, it } from "vitest";
import { compare } from "../../../lib/codehost/pull-requests";
import type { Finding } from "../../../lib/engine/schema";

// A pull request's findings against its base, by fingerprint: lines may move, ids do not.

function finding(fingerprint: string, line: number): Finding {
  return {
    fingerprint,
    ruleId: "sql-injection",
    title: "SQL injection",
    severity: "high",
    confidence: "high",
    cwe: [89],
    owasp: "A03:2021",
    file: "app.py",
    startLine: line,
    startColumn: 1,
    endLine: line,
    endColumn: 10,
    message: "m",
    trace: [],
  };
}

describe("compare", () => {
  it("splits head findings into new and existing, and lists base findings gone as fixed", () => {
    const base = [finding("a", 10), finding("b", 20)];
    const head = [finding("a", 14), finding("c", 30)];
    const result = compare(head, base);
    expect(result.fresh.map((item) => item.fingerprint)).toEqual(["c"]);
    expect(result.existing.map((item) => item.fingerprint)).toEqual(["a"]);
    expect(result.fixed.map((item) => item.fingerprint)).toEqual(["b"]);
  });

  it("calls everything new against an empty base", () => {
    expect(compare([finding("a", 1)], []).fresh).toHaveLength(1);
  });
});
