import { describe, expect, it } from "vitest";
import type { Level } from "../../lib/engine/rules/types";
import { analyzeFiles } from "../../lib/engine/scan/analyze-files";

// Hostile inputs must finish (or be skipped) with the reason reported. The time bound is generous
// so a busy machine does not fail the test; the reasons are what matters. Memory is measured by
// the benchmark (`npm run bench:engine`), not here.
const BOUND_MS = 10_000;
const AWS_KEY = "AKIAIOSFODNN7REALKEY";

async function timed(files: Parameters<typeof analyzeFiles>[0], level: Level, maxFileBytes?: number) {
  const start = performance.now();
  const result = await analyzeFiles(files, { level, maxFileBytes });
  return { ...result, ms: performance.now() - start };
}

const minified = `var k="${AWS_KEY}";${"var a=function(b,c){return require('child_process').exec(b+c)};".repeat(32_000)}`;

/** A file whose first lines hold a weak hash, followed by one deeply nested expression. */
const deepFiles: Array<[string, string]> = [
  [
    "parens.js",
    `const crypto = require("crypto");\ncrypto.createHash("md5");\nx = ${"(\n".repeat(50_000)}a${")\n".repeat(50_000)};\n`,
  ],
  [
    "sum.js",
    `const crypto = require("crypto");\ncrypto.createHash("md5");\nx = ${Array(200_000).fill("a").join(" +\n")};\n`,
  ],
  [
    "object.js",
    `const crypto = require("crypto");\ncrypto.createHash("md5");\nx = ${"{ a:\n".repeat(50_000)}1${"}\n".repeat(50_000)};\n`,
  ],
  ["lists.py", `import hashlib\nhashlib.md5(b)\nx = ${"[\n".repeat(50_000)}1${"]\n".repeat(50_000)}\n`],
];

describe("bounded inputs", () => {
  it("skips a 2 MB minified file as too large, naming the limit", async () => {
    const result = await timed([{ path: "bundle.min.js", content: minified }], "standard");
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.stats.filesSkipped).toEqual([
      { path: "bundle.min.js", reason: "larger than 1048576 bytes" },
    ]);
  });

  it("scans minified code for secrets only when it is within the size limit", async () => {
    const result = await timed([{ path: "bundle.js", content: minified }], "ultra", 4_000_000);
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.stats.filesPartial).toEqual([{ path: "bundle.js", reason: "minified code: secrets only" }]);
    expect(result.findings.map((f) => f.ruleId)).toEqual(["hardcoded-secret"]);
  });

  it("skips binary files whatever their name", async () => {
    const withNul = new Uint8Array(1_000_000).map((_, i) => (i * 7919) % 256);
    const controlOnly = new Uint8Array(10_000).map((_, i) => 1 + (i % 6));
    const result = await timed(
      [
        { path: "app.js", content: withNul },
        { path: "Main.java", content: controlOnly },
      ],
      "ultra",
    );
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.stats.filesSkipped).toEqual([
      { path: "app.js", reason: "binary file" },
      { path: "Main.java", reason: "binary file" },
    ]);
  });

  it("stops a parse at its time limit and still scans for secrets", async () => {
    const content = `const key = "${AWS_KEY}";\n${"function f(a) { return require('crypto').createHash('md5').update(a).digest('hex'); }\n".repeat(8_000)}`;
    const start = performance.now();
    const result = await analyzeFiles([{ path: "big.js", content }], { level: "mini", parseTimeoutMs: 1 });
    expect(performance.now() - start).toBeLessThan(BOUND_MS);
    expect(result.stats.filesPartial).toEqual([{ path: "big.js", reason: "parse timed out: secrets only" }]);
    expect(result.findings.map((f) => f.ruleId)).toEqual(["hardcoded-secret"]);
  });

  it("stops a file's analysis at its time budget, keeps what it found and reports the file partial", async () => {
    // Many statements in one function: the budget is checked as statements run, so 1 ms runs out.
    const body = Array.from(
      { length: 5_000 },
      (_, i) => `  let v${i} = crypto.createHash(a + ${i});\n  if (v${i}) a = v${i};`,
    );
    const content = `const crypto = require("crypto");\ncrypto.createHash("md5");\nfunction f(a) {\n${body.join("\n")}\n}\nf(1);\n`;
    for (const level of ["mini", "standard", "ultra"] as const) {
      const start = performance.now();
      const result = await analyzeFiles([{ path: "long.js", content }], { level, fileBudgetMs: 1 });
      expect(performance.now() - start).toBeLessThan(BOUND_MS);
      expect(result.stats.filesPartial).toEqual([
        { path: "long.js", reason: "time budget of 1 ms exceeded" },
      ]);
      // Findings made before the budget ran out are kept (unit/budget.test.ts); none are invented.
      for (const f of result.findings) expect([f.ruleId, f.startLine]).toEqual(["weak-hash", 2]);
    }
  });

  it("runs local helpers that call each other many times without re-running them at every call", async () => {
    // Each helper calls the next four times: run inline at every call, 4^8 runs of the last one.
    const helpers = Array.from(
      { length: 12 },
      (_, i) =>
        `  function h${i}(x) { return h${i + 1}(x) + h${i + 1}(x + 1) + h${i + 1}(x + 2) + h${i + 1}(x + 3); }`,
    );
    const content = `(function () {\n${helpers.join("\n")}\n  function h12(x) { return x * 2; }\n  h0(1);\n  require("crypto").createHash("md5");\n})();\n`;
    for (const level of ["mini", "standard", "ultra"] as const) {
      const result = await timed([{ path: "helpers.js", content }], level);
      expect(result.ms).toBeLessThan(BOUND_MS);
      expect(result.stats.filesPartial).toEqual([]);
      expect(result.findings.map((f) => [f.ruleId, f.startLine])).toEqual([["weak-hash", 16]]);
    }
  });

  it("treats a skipped function body as unknown syntax, not as a node missing its parts", async () => {
    // Arrow functions with nothing of interest are not copied; their expression bodies once sent
    // the lowering in circles and lost the whole file.
    const content = `const crypto = require("crypto");\ncrypto.createHash("md5");\nconst pick = (a, b) => (a ? b : a);\n`;
    for (const level of ["mini", "standard"] as const) {
      const result = await analyzeFiles([{ path: "pick.js", content }], { level });
      expect(result.stats.filesPartial).toEqual([]);
      expect(result.findings.map((f) => [f.ruleId, f.startLine])).toEqual([["weak-hash", 2]]);
    }
  });

  it("resolves calls through many same-named classes that extend their namesake", async () => {
    // Like Python's encodings package: every module declares `class Codec(codecs.Codec)`.
    const files = Array.from({ length: 60 }, (_, i) => ({
      path: `encodings/cp${i}.py`,
      content: `import codecs\n\n\nclass Codec(codecs.Codec):\n    def decode(self, data):\n        return self.convert(data)\n`,
    }));
    const result = await timed(files, "ultra");
    expect(result.ms).toBeLessThan(BOUND_MS);
    expect(result.stats.filesPartial).toEqual([]);
  });

  for (const level of ["mini", "standard", "ultra"] as const) {
    it.each(deepFiles)(`analyses %s around a deeply nested expression at ${level}`, async (path, content) => {
      const result = await timed([{ path, content }], level);
      expect(result.ms).toBeLessThan(BOUND_MS);
      expect(result.stats.filesPartial).toEqual([
        { path, reason: "nesting deeper than 400 levels was not analysed" },
      ]);
      // The rest of the file is still analysed.
      expect(result.findings.map((f) => [f.ruleId, f.startLine])).toEqual([["weak-hash", 2]]);
    });
  }
});
