import { describe, expect, it } from "vitest";
import { analyzeFiles } from "../../../lib/engine/scan/analyze-files";

// A long analysis lets timers run (a queue function's heartbeat) instead of holding the event loop
// from its first file to its last.

describe("a long analysis", () => {
  it("lets a timer set before it run before it ends, at every level", async () => {
    const files = Array.from({ length: 1500 }, (_, i) => ({
      path: `pkg/m${i}.py`,
      content: [
        "import os",
        "from flask import request",
        `from pkg.m${(i + 1) % 1500} import run${(i + 1) % 1500}`,
        "",
        `def run${i}(x):`,
        `    os.system("ls " + run${(i + 1) % 1500}(x.strip()))`,
        "",
        `def view${i}():`,
        `    return run${i}(request.args.get("q"))`,
        "",
      ].join("\n"),
    }));
    for (const level of ["mini", "standard"] as const) {
      let fired = false;
      setTimeout(() => {
        fired = true;
      }, 0);
      await analyzeFiles(files, { level });
      expect(fired, level).toBe(true);
    }
  });
});
