import "../jit";

import { FileBudget } from "../budget";
import { OpenParams } from "../dataflow/open-params";
import type { LanguageId } from "../languages/ids";
import { LANGUAGE_SUPPORT } from "../languages/registry";
import { templateFor } from "../languages/templates";
import type { LlmReviewer } from "../llm";
import { secretFinding, toFindings } from "../output/findings";
import type { EngineStats } from "../output/json";
import { LineIndex } from "../parse/syntax";
import { review } from "../review";
import { RULES } from "../rules";
import { scanSecrets, translationCatalog } from "../rules/secrets/hardcoded-secret";
import type { RawFinding, SecretRule, SyntacticRule, TaintRule } from "../rules/types";
import type { Finding, Level, ThreatModel } from "../schema";
import { componentScript } from "../templates/component-script";
import { chooseLanguage, forcedLanguage } from "./choose-language";
import { EventLoopTurns } from "./event-loop";
import { LEVEL_PROFILES } from "./levels";
import { prefilter } from "./prefilter";
import { countLines, type InputFile, machineMade, readFile } from "./read-file";
import { runFile, runUnits, type ScanRun } from "./run-files";
import { collectStatements } from "./statement-files";
import { runTemplate } from "./templates";

export interface AnalyzeOptions {
  level: Level;
  /**
   * `remote` (default): only input from outside the program (requests, messages, uploads) is a
   * source. `local` adds the operator's own (environment, command line, standard input, files read,
   * database rows, sockets), reported one severity step lower with low confidence.
   */
  threatModel?: ThreatModel;
  /** Forces the language of every file (pasted code); otherwise by extension, then by content. */
  language?: string;
  /** Files larger than this are skipped (default 1 MB). */
  maxFileBytes?: number;
  /** A folder holding the grammar .wasm files (a Lambda bundle ships them beside the code). */
  grammarDir?: string;
  /** Review pass for `ultra`; never called otherwise. */
  reviewer?: LlmReviewer;
  /** Parse time limit per file in milliseconds (default 10 s). */
  parseTimeoutMs?: number;
  /**
   * Time per file in milliseconds (default 2 s at every level), from reading it through its secret
   * scan, parse, lowering and analysis. When spent, the file is reported in `stats.filesPartial`
   * and keeps the findings made until then.
   */
  fileBudgetMs?: number;
}

export interface EngineResult {
  findings: Finding[];
  stats: EngineStats & { filesPartial: Array<{ path: string; reason: string }> };
}

export type { InputFile } from "./read-file";

const DEFAULT_MAX_BYTES = 1024 * 1024;
const DEFAULT_BUDGET_MS = 2000;

/** What the analysis of every file shares: the run, the statistics and the texts read. */
interface Scan {
  options: AnalyzeOptions;
  run: ScanRun;
  stats: EngineResult["stats"];
  texts: Map<string, { text: string; lines: LineIndex; language: string }>;
  forced: LanguageId | undefined;
  secretRule: SecretRule | undefined;
}

function newRun(options: AnalyzeOptions, stats: EngineResult["stats"]): ScanRun {
  return {
    profile: LEVEL_PROFILES[options.level],
    threatModel: options.threatModel ?? "remote",
    taintRules: new Map(RULES.filter((r): r is TaintRule => r.kind === "taint").map((r) => [r.sink, r])),
    syntacticRules: RULES.filter((r): r is SyntacticRule => r.kind === "syntactic"),
    grammarDir: options.grammarDir,
    parseTimeoutMs: options.parseTimeoutMs,
    fileBudgetMs: options.fileBudgetMs ?? DEFAULT_BUDGET_MS,
    raw: [] as RawFinding[],
    filesPartial: stats.filesPartial,
    units: [],
    spentMs: new Map(),
    openParams: new OpenParams(!LEVEL_PROFILES[options.level].wholeProgram),
    statements: new Map(),
  };
}

function secrets(scan: Scan, path: string, text: string): void {
  if (!scan.secretRule) return;
  for (const m of scanSecrets(text, { catalog: translationCatalog(path) }))
    scan.run.raw.push(secretFinding(scan.secretRule, path, m));
}

/** Each file: read, choose its language, scan it for secrets, pre-filter, then parse and analyse. */
export async function analyzeFiles(files: InputFile[], options: AnalyzeOptions): Promise<EngineResult> {
  const started = performance.now();
  const stats: EngineResult["stats"] = {
    filesAnalyzed: 0,
    filesSkipped: [],
    filesPartial: [],
    linesOfCode: 0,
    languages: {},
    durationMs: 0,
  };
  const scan: Scan = {
    options,
    run: newRun(options, stats),
    stats,
    texts: new Map(),
    forced: forcedLanguage(options.language),
    secretRule: RULES.find((r): r is SecretRule => r.kind === "secret"),
  };
  const { run, texts } = scan;
  const profile = run.profile;
  const turns = new EventLoopTurns();
  for (const file of files) {
    await turns.take();
    await analyzeFile(file, scan);
  }
  await runUnits(run, turns);
  run.openParams.report(texts);

  let findings = toFindings(run.raw, texts);
  if (profile.review && options.reviewer) findings = await review(findings, options.reviewer, texts);
  stats.durationMs = Math.round(performance.now() - started);
  return { findings, stats };
}

/** One file: read it, count it, scan it for secrets and, unless a machine made it, analyse its code. */
async function analyzeFile(file: InputFile, scan: Scan): Promise<void> {
  const { run, stats, options } = scan;
  const budget = new FileBudget(run.fileBudgetMs);
  const read = readFile(file, options.maxFileBytes ?? DEFAULT_MAX_BYTES);
  if ("skipped" in read) {
    stats.filesSkipped.push({ path: file.path, reason: read.skipped });
    return;
  }
  const text = read.text;
  // A template is one by its name (or, for `.html`, its folder and tags), whatever is forced.
  const template = templateFor(file.path, text);
  const language =
    template?.language ?? (await chooseLanguage(file.path, text, scan.forced, options.grammarDir));
  const lines = new LineIndex(text);
  if (!language || (language === "config" && !scan.secretRule)) {
    stats.filesSkipped.push({ path: file.path, reason: "unsupported language" });
    return;
  }
  scan.texts.set(file.path, { text, lines, language });
  stats.filesAnalyzed++;
  if (language === "config") {
    secrets(scan, file.path, text);
    collectStatements(run.statements, file.path, text);
    return;
  }
  const lineCount = countLines(text);
  stats.linesOfCode += lineCount;
  stats.languages[language] = (stats.languages[language] ?? 0) + lineCount;
  secrets(scan, file.path, text);
  const madeBy = machineMade(text, lineCount);
  if (madeBy) {
    stats.filesPartial.push({ path: file.path, reason: madeBy });
    return;
  }
  let code = { text, language };
  if (template) {
    runTemplate(run, { path: file.path, text, lines }, template);
    // A Vue or Svelte component's own code is analysed too, in place (see componentScript).
    const script = componentScript(text, template.dialect);
    if (!script) return;
    code = { text: script.text, language: script.typescript ? "typescript" : "javascript" };
  }
  await analyzeCode(run, { path: file.path, lines, ...code }, budget);
}

/** A file's code in its language: pre-filtered, then parsed, lowered and analysed. */
async function analyzeCode(
  run: ScanRun,
  code: { path: string; text: string; lines: LineIndex; language: LanguageId },
  budget: FileBudget,
): Promise<void> {
  const support = LANGUAGE_SUPPORT[code.language];
  const createLowering = support.createLowering;
  if (!createLowering) return;
  const filtered = prefilter(code.text, code.language, run.profile);
  if (filtered.skip) return;
  const grammar = support.grammarFor(code.path);
  const input = { path: code.path, text: code.text, lines: code.lines, language: code.language, grammar };
  await runFile(run, input, createLowering, filtered, budget);
}
