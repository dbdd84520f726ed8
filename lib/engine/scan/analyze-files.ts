import "../jit";

import { FileBudget } from "../budget";
import { OpenParams } from "../dataflow/open-params";
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
import { runFile, runProjects, type ScanRun } from "./run-files";
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

/** Each file: read, choose its language, scan it for secrets, pre-filter, then parse and analyse. */
export async function analyzeFiles(files: InputFile[], options: AnalyzeOptions): Promise<EngineResult> {
  const started = performance.now();
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_BYTES;
  const profile = LEVEL_PROFILES[options.level];
  const syntactic = RULES.filter((r): r is SyntacticRule => r.kind === "syntactic");
  const secretRule = RULES.find((r): r is SecretRule => r.kind === "secret");
  const stats: EngineResult["stats"] = {
    filesAnalyzed: 0,
    filesSkipped: [],
    filesPartial: [],
    linesOfCode: 0,
    languages: {},
    durationMs: 0,
  };
  const run: ScanRun = {
    profile,
    threatModel: options.threatModel ?? "remote",
    taintRules: new Map(RULES.filter((r): r is TaintRule => r.kind === "taint").map((r) => [r.sink, r])),
    syntacticRules: syntactic,
    grammarDir: options.grammarDir,
    parseTimeoutMs: options.parseTimeoutMs,
    fileBudgetMs: options.fileBudgetMs ?? DEFAULT_BUDGET_MS,
    raw: [] as RawFinding[],
    filesPartial: stats.filesPartial,
    units: [],
    spentMs: new Map(),
    openParams: new OpenParams(),
  };
  const texts = new Map<string, { text: string; lines: LineIndex; language: string }>();
  const forced = forcedLanguage(options.language);
  const secrets = (path: string, text: string) => {
    if (!secretRule) return;
    for (const m of scanSecrets(text, { catalog: translationCatalog(path) }))
      run.raw.push(secretFinding(secretRule, path, m));
  };

  const turns = new EventLoopTurns();
  for (const file of files) {
    await turns.take();
    const budget = new FileBudget(run.fileBudgetMs);
    const read = readFile(file, maxBytes);
    if ("skipped" in read) {
      stats.filesSkipped.push({ path: file.path, reason: read.skipped });
      continue;
    }
    const text = read.text;
    // A template is one by its name (or, for `.html`, its folder and tags), whatever is forced.
    const template = templateFor(file.path, text);
    const language =
      template?.language ?? (await chooseLanguage(file.path, text, forced, options.grammarDir));
    const lines = new LineIndex(text);
    if (!language || (language === "config" && !secretRule)) {
      stats.filesSkipped.push({ path: file.path, reason: "unsupported language" });
      continue;
    }
    texts.set(file.path, { text, lines, language });
    stats.filesAnalyzed++;
    if (language === "config") {
      secrets(file.path, text);
      continue;
    }
    const lineCount = countLines(text);
    stats.linesOfCode += lineCount;
    stats.languages[language] = (stats.languages[language] ?? 0) + lineCount;
    secrets(file.path, text);
    const madeBy = machineMade(text, lineCount);
    if (madeBy) {
      stats.filesPartial.push({ path: file.path, reason: madeBy });
      continue;
    }
    let code = { text, language };
    if (template) {
      runTemplate(run, { path: file.path, text, lines }, template);
      // A Vue or Svelte component's own code is analysed too, in place (see componentScript).
      const script = componentScript(text, template.dialect);
      if (!script) continue;
      code = { text: script.text, language: script.typescript ? "typescript" : "javascript" };
    }
    const support = LANGUAGE_SUPPORT[code.language];
    const createLowering = support.createLowering;
    if (!createLowering) continue;
    const filtered = prefilter(code.text, code.language, profile);
    if (filtered.skip) continue;
    const grammar = support.grammarFor(file.path);
    const input = { path: file.path, text: code.text, lines, language: code.language, grammar };
    await runFile(run, input, createLowering, filtered, budget);
  }
  if (profile.wholeProgram && run.units.length > 0) await runProjects(run, turns);
  run.openParams.report(texts);

  let findings = toFindings(run.raw, texts);
  if (profile.review && options.reviewer) findings = await review(findings, options.reviewer, texts);
  stats.durationMs = Math.round(performance.now() - started);
  return { findings, stats };
}
