import { describe, expect, it, vi } from "vitest";

// Every function bundle carries its own copy of the engine, and the local stack runs all bundles in
// one process, where the parser runtime starts once: a second copy must parse as well as the first.

const python = [
  "import os",
  "from flask import Flask, request",
  "app = Flask(__name__)",
  "@app.route('/run')",
  "def run():",
  "    os.system('ping ' + request.args.get('host'))",
  "",
].join("\n");

async function findingsOfFreshCopy(): Promise<number> {
  vi.resetModules();
  const { analyzeFiles } = await import("../../../lib/engine");
  const result = await analyzeFiles([{ path: "app.py", content: python }], { level: "standard" });
  expect(result.stats.filesPartial).toEqual([]);
  return result.findings.length;
}

describe("the parser runtime", () => {
  it("serves a second copy of the engine in the same process", async () => {
    const first = await findingsOfFreshCopy();
    expect(first).toBeGreaterThan(0);
    expect(await findingsOfFreshCopy()).toBe(first);
  });
});
