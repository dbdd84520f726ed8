import { describe, expect, it } from "vitest";
import { analyzeFiles } from "../../../lib/engine";

// How flows become findings: one per sink, except that a helper reached by input from several
// callers is a finding of each caller's input.

describe("findings of a shared sink", () => {
  it("are reported at each call that passes input to it, one for input on the same line", async () => {
    const content = [
      "<?php",
      "function run($cmd) {",
      "    return shell_exec($cmd);",
      "}",
      "function a() { return run('ls ' . $_GET['dir']); }",
      "function b() { return run('du ' . $_POST['path'] . ' ' . $_POST['flags']); }",
      "",
    ].join("\n");
    const { findings } = await analyzeFiles([{ path: "tools.php", content }], { level: "standard" });
    const shell = findings.filter((f) => f.ruleId === "command-injection");
    expect(shell.map((f) => [f.startLine, f.trace?.[0]?.line])).toEqual([
      [5, 5],
      [6, 6],
    ]);
  });
});
