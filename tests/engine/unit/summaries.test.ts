import { describe, expect, it } from "vitest";
import { Analyzer } from "../../../lib/engine/dataflow/analyzer";
import type { FlowHooks } from "../../../lib/engine/dataflow/hooks";
import { compileModel } from "../../../lib/engine/dataflow/model-index";
import { type FileUnit, indexProject } from "../../../lib/engine/dataflow/resolve/project-index";
import { LANGUAGE_SUPPORT } from "../../../lib/engine/languages/registry";
import { parseSource } from "../../../lib/engine/parse/parser";
import { LineIndex } from "../../../lib/engine/parse/syntax";

// A function's summary, made from real JavaScript lowered as a scan lowers it.

const hooks: FlowHooks = {
  onClass: () => {},
  onCall: () => {},
  onObject: () => {},
  onAssign: () => {},
  onFlow: () => true,
};

async function summarize(source: string, fnName: string) {
  const support = LANGUAGE_SUPPORT.javascript;
  const parsed = await parseSource(source, "javascript", { maxDepth: 400, timeoutMs: 10_000 });
  if (!parsed || !support.createLowering || !support.model) throw new Error("javascript is not analysed");
  const module = support.createLowering(source).module(parsed.root);
  const unit: FileUnit = {
    path: "a.js",
    language: "javascript",
    traits: support.traits,
    source,
    lines: new LineIndex(source),
    module,
  };
  const analyzer = new Analyzer({
    maxCallDepth: 16,
    model: compileModel(support.model),
    hooks,
    project: indexProject([unit]),
  });
  const fn = module.functions.find((f) => f.name === fnName);
  if (!fn) throw new Error(`no function ${fnName}`);
  return analyzer.summaryOf(fn, unit);
}

describe("function summaries", () => {
  it("keeps one sink for a parameter reaching one sink along many paths", async () => {
    // Each level calls the one below three times, so the paths to exec multiply by three a level.
    const levels = 8;
    const lines = ['const { exec } = require("child_process");', "function h0(cmd, a) { exec(cmd); }"];
    for (let i = 1; i <= levels; i++)
      lines.push(
        `function h${i}(cmd, a) { if (a) { h${i - 1}(cmd, a); } else { h${i - 1}(cmd, a); } h${i - 1}(cmd, a); }`,
      );
    const summary = await summarize(lines.join("\n"), `h${levels}`);
    const commandSinks = summary.sinks.filter((s) => s.param === 0 && s.kind === "command");
    expect(commandSinks).toHaveLength(1);
    expect(commandSinks[0]?.label).toBe("a shell command");
  });

  it("keeps the sinks of different parameters apart", async () => {
    const source = [
      'const { exec } = require("child_process");',
      "function run(cmd) { exec(cmd); }",
      "function both(first, second) { run(first); run(second); }",
    ].join("\n");
    const summary = await summarize(source, "both");
    const params = summary.sinks.filter((s) => s.kind === "command").map((s) => s.param);
    expect(params.sort()).toEqual([0, 1]);
  });
});
