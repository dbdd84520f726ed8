import { describe, expect, it } from "vitest";
import type { ResultFinding } from "../../../lib/analysis/result-document";
import { compare } from "../../../lib/codehost/pull-requests";

// A pull request's findings against its base, by fingerprint: lines may move, ids do not.

function finding(fingerprint: string, line: number): ResultFinding {
  return {
    fingerprint,
    rule_id: "sql-injection",
    title: "SQL injection",
    severity: "high",
    confidence: "high",
    cwe: [89],
    owasp: "A03:2021",
    file: "app.py",
    start_line: line,
    start_column: 1,
    end_line: line,
    end_column: 10,
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
