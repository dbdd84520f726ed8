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

  it("are reported once per implementation a call through an interface runs", async () => {
    const impl = (name: string) =>
      [
        `public class ${name} : IStore {`,
        "    public void Find(string n) {",
        '        new SqlCommand("select * from t where n = \'" + n + "\'").ExecuteReader();',
        "    }",
        "}",
        "",
      ].join("\n");
    const page = [
      "public interface IStore { void Find(string n); }",
      "public class Page : Controller {",
      "    private IStore store;",
      '    public void Index() { store.Find(Request.Query["n"]); }',
      "}",
      "",
    ].join("\n");
    const files = [
      { path: "Page.cs", content: page },
      { path: "AStore.cs", content: impl("AStore") },
      { path: "BStore.cs", content: impl("BStore") },
    ];
    const { findings } = await analyzeFiles(files, { level: "standard" });
    const sql = findings.filter((f) => f.ruleId === "sql-injection");
    expect(sql.map((f) => [f.file, f.startLine, f.trace?.at(-1)?.file])).toEqual([
      ["Page.cs", 4, "AStore.cs"],
      ["Page.cs", 4, "BStore.cs"],
    ]);
  });
});
