import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { allCoverage } from "../lib/engine/models/library-lists";
import { wasmMemoryBytes } from "../lib/engine/parse/grammars";
import { RULES } from "../lib/engine/rules";
import { LEVEL_ORDER, type Level } from "../lib/engine/rules/types";
import { analyzeFiles, type InputFile } from "../lib/engine/scan/analyze-files";
import { LEVELS } from "../lib/engine/schema";
import { type FixtureOutcome, loadFixtures, runFixture } from "../tests/engine/fixture-corpus";
import { formatHoldout, HOLDOUT_B_ROOT, loadHoldout, runHoldout } from "../tests/engine/holdout/corpus";
import { banditComparison } from "./bandit/compare";
import { cleanCodePresent, formatCleanCode, runCleanCode } from "./cleancode/bench";
import { formatApps, realAppsPresent, scoreAllApps } from "./realapps/score";
import { formatRealCode, realCodePresent, scoreRealCode } from "./realcode/score";
import { vendoredSpeed } from "./vendored/bench";

/**
 * Measures the engine honestly: detection rates on our own fixture corpus (per language and CWE)
 * and throughput per level on at least 100,000 lines of real code found on this machine.
 *
 *   npm run bench:engine [-- --level mini|standard|ultra] [--lines N] [--skip-throughput] [--skip-holdout]
 *                        [--skip-realapps] [--skip-realcode] [--skip-cleancode] [--skip-vendored] [--vendored-limit SECONDS]
 *                        [--skip-bandit] [--python-lines N] [--python-limit SECONDS]
 *
 * The holdout table scores code the engine was not tuned on (tests/engine/holdout) at standard and ultra.
 * The real-application table scores whole projects by others, intentionally vulnerable applications
 * and published vulnerability fixes (scripts/realapps, prepared into .corpora/realapps), per level.
 * The rule-test table scores other analysers' rule tests, labelled by their authors (scripts/realcode,
 * prepared into .corpora/realcode): a regression suite of short one-shape cases.
 * The clean-code table counts high and critical findings per 100,000 lines of mature, well-reviewed
 * projects, each presumed false (scripts/cleancode, prepared into .corpora/cleancode).
 * The vendored table times real libraries from the npm registry file by file (scripts/vendored, prepared
 * into .corpora/vendored); the Bandit table times Bandit and the engine on the same Python code.
 */

interface Tally {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "  n/a");

async function detection(level: Level): Promise<void> {
  const cweOf = new Map(RULES.map((r) => [r.id, r.cwe.join("/")]));
  const table = new Map<string, Tally>();
  const bump = (language: string, ruleId: string, key: keyof Tally) => {
    const k = `${language}\u0000CWE-${cweOf.get(ruleId) ?? "?"} ${ruleId}`;
    const t = table.get(k) ?? { tp: 0, fn: 0, fp: 0, tn: 0 };
    t[key]++;
    table.set(k, t);
  };
  for (const fixture of loadFixtures()) {
    // Cases written for a higher level (flows between files, from standard on) say nothing about this one.
    if (fixture.level && LEVEL_ORDER[fixture.level] > LEVEL_ORDER[level]) continue;
    const outcome: FixtureOutcome = await runFixture(fixture, level);
    const reported = new Set(outcome.findings.map((f) => `${f.startLine}:${f.ruleId}`));
    for (const [line, ids] of fixture.expected)
      for (const id of ids) bump(fixture.language, id, reported.has(`${line}:${id}`) ? "tp" : "fn");
    for (const [line, ids] of fixture.safe)
      for (const id of ids) bump(fixture.language, id, reported.has(`${line}:${id}`) ? "fp" : "tn");
    // A finding on an unmarked line is a false alarm too.
    for (const f of outcome.noise)
      if (!fixture.safe.get(f.startLine)?.has(f.ruleId)) bump(fixture.language, f.ruleId, "fp");
  }
  console.log(`\nDetection on the fixture corpus (level ${level})\n`);
  const header = ["language", "CWE / rule", "TP", "FN", "FP", "TN", "TPR", "FPR", "TPR-FPR"];
  const rows: string[][] = [];
  const perLanguage = new Map<string, Tally>();
  for (const [key, t] of [...table].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [language = "", rule = ""] = key.split("\u0000");
    const tpr = t.tp / (t.tp + t.fn);
    const fpr = t.fp / (t.fp + t.tn);
    rows.push([
      language,
      rule,
      `${t.tp}`,
      `${t.fn}`,
      `${t.fp}`,
      `${t.tn}`,
      pct(tpr),
      pct(fpr),
      pct((t.tp + t.fn ? tpr : 0) - (t.fp + t.tn ? fpr : 0)),
    ]);
    const l = perLanguage.get(language) ?? { tp: 0, fn: 0, fp: 0, tn: 0 };
    for (const k of ["tp", "fn", "fp", "tn"] as const) l[k] += t[k];
    perLanguage.set(language, l);
  }
  for (const [language, t] of perLanguage) {
    const tpr = t.tp / (t.tp + t.fn);
    const fpr = t.fp / (t.fp + t.tn);
    rows.push([
      language,
      "ALL",
      `${t.tp}`,
      `${t.fn}`,
      `${t.fp}`,
      `${t.tn}`,
      pct(tpr),
      pct(fpr),
      pct(tpr - fpr),
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

/** Real code already on the machine: the JavaScript and TypeScript sources of the dependencies. */
function buildCorpus(minLines: number): { files: InputFile[]; lines: number; bytes: number } {
  const files: InputFile[] = [];
  let lines = 0;
  let bytes = 0;
  const stack = [path.resolve("node_modules")];
  while (stack.length > 0 && lines < minLines) {
    const dir = stack.pop() as string;
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? 1 : -1))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== ".bin" && e.name !== "test" && e.name !== "tests") stack.push(full);
        continue;
      }
      if (
        !/\.(js|mjs|cjs|ts|py|java|go|php|rb|cs|c|h|cpp)$/.test(e.name) ||
        e.name.endsWith(".d.ts") ||
        e.name.includes(".min.")
      )
        continue;
      const size = statSync(full).size;
      if (size > 512 * 1024 || size < 200) continue;
      const content = readFileSync(full, "utf8");
      const n = content.split("\n").length;
      if (content.length / n > 200) continue;
      files.push({ path: path.relative(process.cwd(), full), content });
      lines += n;
      bytes += size;
      if (lines >= minLines) break;
    }
  }
  return { files, lines, bytes };
}

async function throughput(minLines: number): Promise<void> {
  const corpus = buildCorpus(minLines);
  console.log(
    `\nThroughput on ${corpus.files.length} files, ${corpus.lines} lines, ${(corpus.bytes / 1e6).toFixed(1)} MB of real code (one thread)\n`,
  );
  // Grammar loading is a one-time cost per process, measured separately.
  const t0 = performance.now();
  await analyzeFiles([{ path: "warm.js", content: "const a = require('x'); a.b(1);\n" }], { level: "ultra" });
  console.log(`grammar load and warm-up: ${(performance.now() - t0).toFixed(0)} ms\n`);
  // CPU time shows the one-core figure even when other processes share the machine.
  console.log("level     seconds  lines/s    MB/s  CPU s  lines/CPU s  findings  peak RSS  WASM memory");
  for (const level of LEVELS) {
    let peak = process.memoryUsage().rss;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const result = await analyzeFiles(corpus.files, { level });
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    const cells = [
      level.padEnd(9),
      seconds.toFixed(2).padStart(7),
      Math.round(corpus.lines / seconds)
        .toString()
        .padStart(8),
      (corpus.bytes / 1e6 / seconds).toFixed(2).padStart(6),
      cpuSeconds.toFixed(2).padStart(5),
      Math.round(corpus.lines / cpuSeconds)
        .toString()
        .padStart(11),
      result.findings.length.toString().padStart(8),
      `${(peak / 1e6).toFixed(0)} MB`.padStart(8),
      `${(wasmMemoryBytes() / 1e6).toFixed(0)} MB`,
    ];
    console.log(cells.join("  "));
  }
}

/**
 * Inputs that must complete or be skipped within bounded time and memory, each with its reason;
 * the WebAssembly memory after them shows that trees are freed (it only grows to the largest tree).
 */
async function boundedInputs(): Promise<void> {
  const minified = "var a=function(b,c){return require('child_process').exec(b+c)};".repeat(32_000);
  const binary = new Uint8Array(1_000_000).map((_, i) => (i * 7919) % 256);
  const head = "const crypto = require('crypto');\ncrypto.createHash('md5');\n";
  const cases: Array<[string, string | Uint8Array]> = [
    ["minified-2mb.js", minified],
    ["binary.js", binary],
    ["parens.js", `${head}x = ${"(\n".repeat(50_000)}a${")\n".repeat(50_000)};\n`],
    ["sum.js", `${head}x = ${Array(200_000).fill("a").join(" +\n")};\n`],
    ["object.js", `${head}x = ${"{ a:\n".repeat(50_000)}1${"}\n".repeat(50_000)};\n`],
    ["lists.py", `import hashlib\nhashlib.md5(b)\nx = ${"[\n".repeat(50_000)}1${"]\n".repeat(50_000)}\n`],
  ];
  console.log("\nBounded inputs (level ultra)\n");
  console.log("input               seconds  WASM memory  outcome");
  for (const [name, content] of cases) {
    const start = performance.now();
    const { stats } = await analyzeFiles([{ path: name, content }], {
      level: "ultra",
      maxFileBytes: 4_000_000,
    });
    const outcome =
      [...stats.filesSkipped, ...stats.filesPartial].map((s) => s.reason).join("; ") || "complete";
    const seconds = ((performance.now() - start) / 1000).toFixed(2);
    const memory = `${(wasmMemoryBytes() / 1e6).toFixed(0)} MB`;
    console.log(`${name.padEnd(18)}  ${seconds.padStart(7)}  ${memory.padStart(11)}  ${outcome}`);
  }
}

const level = (arg("--level") as Level | undefined) ?? "standard";
await detection(level);
if (!process.argv.includes("--skip-holdout"))
  for (const holdoutLevel of ["standard", "ultra"] as const) {
    console.log(formatHoldout(await runHoldout(holdoutLevel), holdoutLevel));
    console.log(
      formatHoldout(
        await runHoldout(holdoutLevel, loadHoldout(HOLDOUT_B_ROOT)),
        holdoutLevel,
        "Second holdout corpus, measured only",
      ),
    );
  }
console.log(
  "\nLibrary lists (lib/engine/models/<language>/library-list.ts): listed, modelled, model patterns\n",
);
for (const c of allCoverage())
  console.log(
    `${c.language.padEnd(10)}  listed ${String(c.listed).padStart(3)}  modelled ${String(c.modelled).padStart(3)}  models ${String(c.models).padStart(5)}${c.missing.length ? `  missing: ${c.missing.map((m) => m.name).join(", ")}` : ""}`,
  );
if (!process.argv.includes("--skip-realapps")) {
  if (realAppsPresent())
    for (const level of LEVELS) console.log(formatApps(await scoreAllApps(level, "remote"), level, "remote"));
  else
    console.log(
      "\nReal-application corpus skipped: .corpora/realapps is absent (npx tsx scripts/realapps/prepare.ts).",
    );
}
if (!process.argv.includes("--skip-realcode")) {
  if (realCodePresent())
    for (const [realLevel, threatModel] of [
      ["standard", "remote"],
      ["ultra", "remote"],
      ["standard", "local"],
    ] as const)
      console.log(
        formatRealCode(await scoreRealCode(realLevel, undefined, threatModel), realLevel, false, threatModel),
      );
  else
    console.log(
      "\nRule-test corpus skipped: .corpora/realcode is absent (npx tsx scripts/realcode/prepare.ts).",
    );
}
if (!process.argv.includes("--skip-cleancode")) {
  if (cleanCodePresent()) console.log(formatCleanCode(await runCleanCode()));
  else
    console.log(
      "\nClean-code corpus skipped: .corpora/cleancode is absent (npx tsx scripts/cleancode/prepare.ts).",
    );
}
if (!process.argv.includes("--skip-throughput")) {
  await throughput(Number(arg("--lines") ?? 120_000));
  await boundedInputs();
}
if (!process.argv.includes("--skip-bandit"))
  await banditComparison(Number(arg("--python-lines") ?? 100_000), Number(arg("--python-limit") ?? 600));
if (!process.argv.includes("--skip-vendored")) await vendoredSpeed(Number(arg("--vendored-limit") ?? 60));
