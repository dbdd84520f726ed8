import { describe, expect, it } from "vitest";
import { BudgetExceeded, FileBudget } from "../../../lib/engine/budget";
import { Analyzer } from "../../../lib/engine/dataflow/analyzer";
import { MAX_INLINE_RUNS } from "../../../lib/engine/dataflow/context";
import type { FlowHooks } from "../../../lib/engine/dataflow/hooks";
import { EMPTY_MODEL as MODEL } from "../../../lib/engine/dataflow/model-index";
import type { FileUnit } from "../../../lib/engine/dataflow/resolve/project-index";
import type { Expr, FunctionIR, Stmt } from "../../../lib/engine/ir/ir";
import { LANGUAGE_SUPPORT } from "../../../lib/engine/languages/registry";
import { parseSource } from "../../../lib/engine/parse/parser";
import { LineIndex } from "../../../lib/engine/parse/syntax";

// The evaluator's bounds on one file: the time budget and the inline runs of a function value.
const span = { start: 0, end: 1 };
const name = (n: string): Expr => ({ kind: "name", name: n, span });
const callOf = (callee: string): Stmt => ({
  kind: "expr",
  expr: { kind: "call", callee: name(callee), args: [], keywords: [], isNew: false, span },
  span,
});
const fn = (fnName: string, body: Stmt[]): FunctionIR => ({
  name: fnName,
  params: [],
  body,
  annotations: [],
  span,
});

function analyze(topLevel: FunctionIR, fileBudgetMs?: number) {
  const unit: FileUnit = {
    path: "a.js",
    language: "javascript",
    traits: LANGUAGE_SUPPORT.javascript.traits,
    source: "",
    lines: new LineIndex(""),
    module: { functions: [], topLevel, globals: [], imports: new Map(), classes: [] },
  };
  const calls: string[] = [];
  const hooks: FlowHooks = {
    onClass: () => {},
    onCall: (call) => {
      calls.push(call.key.name);
    },
    onObject: () => {},
    onAssign: () => {},
    onFlow: () => true,
  };
  const analyzer = new Analyzer({ maxCallDepth: 8, model: MODEL, hooks, fileBudgetMs });
  let error: unknown;
  try {
    analyzer.analyzeUnit(unit);
  } catch (e) {
    error = e;
  }
  return { calls, error };
}

describe("evaluation bounds", () => {
  const many = fn(
    "<top>",
    Array.from({ length: 5000 }, () => callOf("work")),
  );

  it("runs every statement when the file has no budget", () => {
    const { calls, error } = analyze(many);
    expect(error).toBeUndefined();
    expect(calls).toHaveLength(5000);
  });

  it("stops partway once the budget is spent, keeping what ran before", () => {
    const { calls, error } = analyze(many, 0);
    expect(error).toBeInstanceOf(BudgetExceeded);
    expect((error as Error).message).toBe("time budget of 0 ms exceeded");
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThan(5000);
  });

  it("runs a local function inline a bounded number of times however often it is called", () => {
    const helper = fn("helper", [callOf("inside")]);
    const body: Stmt[] = [
      { kind: "func", fn: helper, span },
      ...Array.from({ length: 40 }, () => callOf("helper")),
    ];
    const { calls } = analyze(fn("<top>", body));
    expect(calls.filter((c) => c === "helper")).toHaveLength(40);
    // Where it is defined and where it is called, MAX_INLINE_RUNS runs in all.
    expect(calls.filter((c) => c === "inside")).toHaveLength(MAX_INLINE_RUNS);
  });

  it("does not re-run a nested function at each run of the functions around it", () => {
    const inner = fn("inner", [callOf("deep")]);
    const middle = fn("middle", [{ kind: "func", fn: inner, span }, callOf("inner")]);
    const outer = fn("outer", [{ kind: "func", fn: middle, span }, callOf("middle")]);
    const body: Stmt[] = [
      { kind: "func", fn: outer, span },
      ...Array.from({ length: 40 }, () => callOf("outer")),
    ];
    const { calls } = analyze(fn("<top>", body));
    expect(calls.filter((c) => c === "deep")).toHaveLength(MAX_INLINE_RUNS);
  });

  it("reads the clock once per period of ticks and throws once the budget is spent", () => {
    const spent = new FileBudget(5, 10);
    expect(spent.remaining()).toBeLessThan(0);
    for (let i = 1; i < 1024; i++) spent.tick();
    expect(() => spent.tick()).toThrow(BudgetExceeded);
    expect(() => new FileBudget(60_000).check()).not.toThrow();
  });

  it("stops copying a tree and lowering it once the file's budget is spent", async () => {
    const content = "a(1);\n".repeat(5000);
    const options = { maxDepth: 400, timeoutMs: 10_000 };
    await expect(
      parseSource(content, "javascript", { ...options, budget: new FileBudget(0, 1) }),
    ).rejects.toThrow("time budget of 0 ms exceeded");
    const parsed = await parseSource(content, "javascript", options);
    const lowering = LANGUAGE_SUPPORT.javascript.createLowering?.(content);
    expect(() =>
      lowering?.module(parsed?.root as NonNullable<typeof parsed>["root"], new FileBudget(0, 1)),
    ).toThrow(BudgetExceeded);
  });
});
