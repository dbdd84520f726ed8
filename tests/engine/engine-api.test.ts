import { describe, expect, it } from "vitest";
import {
  analyzeFiles,
  computeSecurityScore,
  detectLanguage,
  toJsonDocument,
  toSarif,
} from "../../lib/engine";

const JAVA = `public class A extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String id = request.getParameter("id");
    conn.createStatement().executeQuery("SELECT * FROM t WHERE id = '" + id + "'");
    java.security.MessageDigest.getInstance("MD5");
  }
}
`;
const PYTHON = `import os
from flask import request

def run():
    os.system("ping " + request.args.get("host"))
`;
const JS = `app.get("/", (req, res) => { res.send("<p>" + req.query.q + "</p>"); });\n`;

describe("analyzeFiles", () => {
  it("reports findings with traces, fixes and stable fingerprints", async () => {
    const files = [
      { path: "src/A.java", content: JAVA },
      { path: "app/run.py", content: PYTHON },
      { path: "web/app.js", content: JS },
    ];
    const first = await analyzeFiles(files, { level: "standard" });
    const second = await analyzeFiles(files, { level: "standard" });
    expect(first.findings.map((f) => f.ruleId).sort()).toEqual([
      "command-injection",
      "sql-injection",
      "weak-hash",
      "xss",
    ]);
    expect(second.findings.map((f) => f.fingerprint)).toEqual(first.findings.map((f) => f.fingerprint));
    const sql = first.findings.find((f) => f.ruleId === "sql-injection");
    expect(sql).toMatchObject({ file: "src/A.java", startLine: 4, cwe: [89], severity: "critical" });
    expect(sql?.trace?.[0]).toMatchObject({ file: "src/A.java", line: 3 });
    expect(first.stats.languages).toEqual({ java: 7, python: 5, javascript: 1 });

    // Moving the code down keeps the fingerprint.
    const moved = await analyzeFiles([{ path: "src/A.java", content: `\n\n${JAVA}` }], { level: "standard" });
    expect(moved.findings.find((f) => f.ruleId === "sql-injection")?.fingerprint).toBe(sql?.fingerprint);
  });

  it("renders SARIF 2.1.0 with CWE tags, code flows and fixes", async () => {
    const { findings } = await analyzeFiles([{ path: "src/A.java", content: JAVA }], { level: "standard" });
    const sarif = toSarif(findings, { baseUri: "file:///repo/" }) as {
      version: string;
      runs: Array<{
        tool: { driver: { rules: Array<{ id: string; properties: { tags: string[] } }> } };
        results: Array<Record<string, unknown>>;
      }>;
    };
    expect(sarif.version).toBe("2.1.0");
    const run = sarif.runs[0];
    expect(run?.tool.driver.rules.find((r) => r.id === "sql-injection")?.properties.tags).toContain(
      "external/cwe/cwe-89",
    );
    const results = run?.results ?? [];
    expect(results.find((r) => r.ruleId === "sql-injection")).toHaveProperty("codeFlows");
    expect(results.find((r) => r.ruleId === "weak-hash")).toHaveProperty("fixes");
    for (const r of results) expect(r).toHaveProperty("partialFingerprints");
  });

  it("runs every rule at mini, taint included", async () => {
    const { findings } = await analyzeFiles([{ path: "A.java", content: JAVA }], { level: "mini" });
    expect(findings.map((f) => f.ruleId)).toEqual(["sql-injection", "weak-hash"]);
  });

  it("follows values through helpers of the same file at mini, of other files from standard on, reported at the call", async () => {
    // At mini a helper another file calls with request input is reported at its own sink, as input
    // of unknown origin: the caller's value is followed into it from standard on.
    const helpers = `import os

def build(cmd):
    return "ls " + cmd

def run(c):
    os.system(c)
`;
    const sameFile = `from flask import request
${helpers}
def view():
    run(build(request.args.get("d")))
`;
    const caller = `from flask import request
from helpers import build, run

def view():
    run(build(request.args.get("d")))
`;
    const lines = (r: Awaited<ReturnType<typeof analyzeFiles>>) =>
      r.findings.map((f) => [f.ruleId, f.file, f.startLine]);
    const single = [{ path: "v.py", content: sameFile }];
    expect(lines(await analyzeFiles(single, { level: "mini" }))).toEqual([["command-injection", "v.py", 11]]);
    const split = [
      { path: "helpers.py", content: helpers },
      { path: "v.py", content: caller },
    ];
    const mini = await analyzeFiles(split, { level: "mini" });
    expect(lines(mini)).toEqual([["command-injection", "helpers.py", 7]]);
    expect(mini.findings[0]?.severity).toBe("medium");
    expect(mini.findings[0]?.message).toContain(
      "parameter c of run(), which other files call with untrusted input",
    );
    // Called elsewhere with a constant only: judged by that caller, as from standard on.
    const constant = [
      split[0] as (typeof split)[number],
      { path: "v.py", content: caller.replace('request.args.get("d")', '"-l"') },
    ];
    expect(lines(await analyzeFiles(constant, { level: "mini" }))).toEqual([]);
    for (const level of ["standard", "ultra"] as const)
      expect(lines(await analyzeFiles(split, { level }))).toEqual([["command-injection", "v.py", 5]]);
  });

  it("skips binary and oversized files and survives deep nesting", async () => {
    const binary = new Uint8Array(4096).map((_, i) => (i * 7) % 256);
    const deep = `x = ${"(".repeat(3000)}request.args${")".repeat(3000)}\n`;
    const result = await analyzeFiles(
      [
        { path: "blob.bin", content: binary },
        { path: "big.js", content: "a();\n".repeat(300_000) },
        { path: "deep.py", content: deep },
      ],
      { level: "standard", maxFileBytes: 1_000_000 },
    );
    expect(result.stats.filesSkipped.map((s) => s.path).sort()).toEqual(["big.js", "blob.bin"]);
    expect(result.stats.filesPartial.map((s) => s.path)).toContain("deep.py");
  });
});

describe("detectLanguage", () => {
  it.each([
    ["java", 'public class A { public static void main(String[] args) { System.out.println("x"); } }'],
    ["python", "import os\n\ndef main():\n    print(os.getcwd())\n"],
    [
      "javascript",
      "const fs = require('fs');\nmodule.exports = function read(p) { return fs.readFileSync(p); };\n",
    ],
    ["typescript", "interface User { name: string }\nexport const f = (u: User): string => u.name;\n"],
    ["go", 'package main\n\nimport "fmt"\n\nfunc main() {\n\tx := 1\n\tfmt.Println(x)\n}\n'],
    ["php", '<?php\necho $_GET["q"];\n'],
    ["ruby", "require 'json'\nclass Foo\n  def bar\n    puts 'x'\n  end\nend\n"],
    ["c", '#include <stdio.h>\nint main(void) { printf("hi\\n"); return 0; }\n'],
    ["cpp", '#include <iostream>\nint main() { std::cout << "hi"; }\n'],
    ["csharp", "using System;\nnamespace App { public class P { public string Name { get; set; } } }\n"],
  ])("recognises %s", async (language, code) => {
    expect(await detectLanguage(code)).toBe(language);
  });
});

describe("computeSecurityScore", () => {
  it("is 100 without findings and drops with severity", () => {
    expect(computeSecurityScore([])).toMatchObject({ security_score: 100, total_vulnerabilities: 0 });
    expect(computeSecurityScore([{ severity: "critical", confidence: "high" }]).security_score).toBe(61);
    expect(computeSecurityScore([{ severity: "info", confidence: "high" }]).total_vulnerabilities).toBe(0);
    expect(toJsonDocument([])).toMatchObject({ security_score: 100, findings: [] });
  });
});
