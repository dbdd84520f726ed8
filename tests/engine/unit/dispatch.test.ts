import { describe, expect, it } from "vitest";
import type { TaintFlow } from "../../../lib/engine/dataflow/hooks";
import type { FileUnit } from "../../../lib/engine/dataflow/resolve/project-index";
import { languagesWithSink } from "../../../lib/engine/languages/registry";
import type { SinkKind } from "../../../lib/engine/models/types";
import type { LanguageId } from "../../../lib/engine/parse/grammars";
import { LineIndex } from "../../../lib/engine/parse/syntax";
import { RULES } from "../../../lib/engine/rules";
import { ruleHooks } from "../../../lib/engine/rules/dispatch";
import type { RawFinding, TaintRule } from "../../../lib/engine/rules/types";

const SOURCE = `id = request.args.get("id")\ncursor.execute("SELECT " + id)\n`;
const taintRules = new Map(RULES.filter((r): r is TaintRule => r.kind === "taint").map((r) => [r.sink, r]));

function unit(language: LanguageId): FileUnit {
  return {
    path: "app/views.py",
    language,
    traits: {},
    source: SOURCE,
    lines: new LineIndex(SOURCE),
    module: {
      functions: [],
      topLevel: {} as FileUnit["module"]["topLevel"],
      globals: [],
      imports: new Map(),
      classes: [],
    },
  };
}

function flow(language: LanguageId, local: boolean, kind: SinkKind = "sql"): TaintFlow {
  const u = unit(language);
  const sourceStep = { file: u.path, span: { start: 5, end: 10 }, message: "untrusted input" };
  const sinkStep = { file: u.path, span: { start: 28, end: 40 }, message: "reaches the query" };
  return {
    kind,
    taint: { origin: { kind: "source", label: "request parameter" }, trace: [sourceStep], safe: new Set() },
    trace: [sourceStep, sinkStep],
    span: sinkStep.span,
    unit: u,
    local,
  };
}

describe("rules as flow hooks", () => {
  it("turns a flow into the sink kind's finding, with the source's line in the message", () => {
    const reported: RawFinding[] = [];
    const hooks = ruleHooks({ syntactic: [], taint: taintRules, report: (f) => reported.push(f) });
    expect(hooks.onFlow(flow("python", false))).toBe(true);
    expect(reported).toHaveLength(1);
    const [finding] = reported;
    expect(finding?.rule.id).toBe("sql-injection");
    expect(finding?.message).toBe(
      `${finding?.rule.message} Untrusted input from request parameter (line 1) reaches this call.`,
    );
    expect(finding?.trace).toHaveLength(2);
    expect(finding?.localInput).toBe(false);
  });

  it("marks the operator's own input and leaves the rule as written", () => {
    const reported: RawFinding[] = [];
    const hooks = ruleHooks({ syntactic: [], taint: taintRules, report: (f) => reported.push(f) });
    hooks.onFlow(flow("python", true));
    expect(reported[0]?.localInput).toBe(true);
    expect(reported[0]?.rule).toBe(taintRules.get("sql"));
  });

  it("reports a flow in every language whose model declares its sink kind (a Rails session write)", () => {
    const reported: RawFinding[] = [];
    const hooks = ruleHooks({ syntactic: [], taint: taintRules, report: (f) => reported.push(f) });
    expect(languagesWithSink("trust-boundary")).toEqual(expect.arrayContaining(["csharp", "ruby"]));
    expect(hooks.onFlow(flow("ruby", false, "trust-boundary"))).toBe(true);
    expect(reported[0]?.rule.id).toBe("trust-boundary-violation");
  });

  it("reports nothing for a sink kind no taint rule has", () => {
    const reported: RawFinding[] = [];
    const hooks = ruleHooks({ syntactic: [], taint: taintRules, report: (f) => reported.push(f) });
    expect(taintRules.has("format-string")).toBe(false);
    expect(hooks.onFlow(flow("c", false, "format-string"))).toBe(false);
    expect(reported).toEqual([]);
  });
});
