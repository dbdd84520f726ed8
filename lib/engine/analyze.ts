import { Analyzer } from "./dataflow/analyzer";
import { type CompiledModel, compileModel } from "./dataflow/model-index";
import { type FileUnit, indexProject, type ProjectIndex } from "./dataflow/resolve/project-index";
import { LANGUAGE_SUPPORT, languageForPath, sourceTrigger } from "./languages";
import type { LlmReviewer } from "./llm";
import type { Finding } from "./output/finding";
import { secretFinding, toFindings } from "./output/findings";
import type { EngineStats } from "./output/json";
import { detectLanguage } from "./parse/detect";
import { LANGUAGES, type LanguageId } from "./parse/grammars";
import { parseSource } from "./parse/parser";
import { LineIndex } from "./parse/syntax";
import { review } from "./review";
import { RULES } from "./rules";
import { ruleHooks } from "./rules/dispatch";
import { scanSecrets } from "./rules/secrets/hardcoded-secret";
import {
  LEVEL_ORDER,
  type Level,
  type RawFinding,
  type SecretRule,
  type SyntacticRule,
  type TaintRule,
} from "./rules/types";

export interface AnalyzeOptions {
  level: Level;
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
}

export interface EngineResult {
  findings: Finding[];
  stats: EngineStats & { filesPartial: Array<{ path: string; reason: string }> };
}

export interface InputFile {
  path: string;
  content: string | Uint8Array;
}

const DEFAULT_MAX_BYTES = 1024 * 1024;
/** Functions up to this size are lowered even when nothing in them matches a rule. */
const SHORT_HELPER_BYTES = 400;
const MAX_DEPTH = 400;
/** Text files that hold configuration, scanned for secrets only. */
const CONFIG_FILE =
  /(\.(env|ya?ml|properties|ini|cfg|conf|toml|json|xml|tf|tfvars)|^\.env(\..*)?|\/\.env(\..*)?)$/i;

const compiledModels = new Map<LanguageId, CompiledModel>();
function modelFor(language: LanguageId): CompiledModel | undefined {
  const model = LANGUAGE_SUPPORT[language].model;
  if (!model) return undefined;
  let compiled = compiledModels.get(language);
  if (!compiled) {
    compiled = compileModel(model);
    compiledModels.set(language, compiled);
  }
  return compiled;
}

const sourceTriggers = new Map<LanguageId, RegExp>();
function sourceTriggerFor(language: LanguageId): RegExp | undefined {
  const model = LANGUAGE_SUPPORT[language].model;
  if (!model) return undefined;
  let t = sourceTriggers.get(language);
  if (!t) {
    t = sourceTrigger(model);
    sourceTriggers.set(language, t);
  }
  return t;
}

/** Binary when it has NUL bytes or mostly non-text bytes in its first 8 KB. */
export function isBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 8192);
  let odd = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i] as number;
    if (b === 0) return true;
    if (b < 7 || (b > 13 && b < 32)) odd++;
  }
  return n > 0 && odd / n > 0.1;
}

function decode(content: string | Uint8Array): { text?: string; reason?: string; bytes: number } {
  if (typeof content === "string") return { text: content, bytes: Buffer.byteLength(content) };
  if (isBinary(content)) return { reason: "binary file", bytes: content.length };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(content), bytes: content.length };
  } catch {
    return { text: new TextDecoder("latin1").decode(content), bytes: content.length };
  }
}

/** Minified code: very long lines carry no structure worth analysing and cost much to parse. */
function looksMinified(text: string, lines: number): boolean {
  return text.length > 50_000 && text.length / lines > 1000;
}

function countLines(text: string): number {
  let n = text.length > 0 ? 1 : 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return text.endsWith("\n") ? n - 1 : n;
}

/**
 * The words any active rule (or, with taint, any source) of a language could match, as one global
 * pattern: a single pass finds where they occur. Cached per level and language.
 */
const triggerCache = new Map<string, RegExp | null>();
function triggerFor(
  level: Level,
  language: LanguageId,
  syntactic: SyntacticRule[],
  taint: boolean,
): RegExp | null {
  const key = `${level}\u0000${language}`;
  let trigger = triggerCache.get(key);
  if (trigger === undefined) {
    const patterns = syntactic.filter((r) => r.languages.includes(language)).map((r) => r.trigger);
    const sourceWords = taint ? sourceTriggerFor(language) : undefined;
    if (sourceWords) patterns.push(sourceWords);
    // A case-insensitive part makes the whole pattern case-insensitive: a pre-filter may say yes
    // too often, never too rarely.
    const flags = `g${patterns.some((p) => p.ignoreCase) ? "i" : ""}${patterns.some((p) => p.unicode) ? "u" : ""}`;
    const sources = [...new Set(patterns.map((p) => `(?:${p.source})`))];
    trigger = sources.length === 0 ? null : new RegExp(sources.join("|"), flags);
    triggerCache.set(key, trigger);
  }
  return trigger;
}

/** Sorted offsets where the trigger occurs. */
function triggerOffsets(text: string, trigger: RegExp): number[] {
  const out: number[] = [];
  trigger.lastIndex = 0;
  for (let m = trigger.exec(text); m; m = trigger.exec(text)) {
    out.push(m.index);
    if (m[0].length === 0) trigger.lastIndex++;
  }
  return out;
}

function anyInRange(sorted: number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && (sorted[lo] as number) < end;
}

export async function analyzeFiles(files: InputFile[], options: AnalyzeOptions): Promise<EngineResult> {
  const started = performance.now();
  const level = options.level;
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_BYTES;
  const active = RULES.filter((r) => LEVEL_ORDER[r.level] <= LEVEL_ORDER[level]);
  const syntactic = active.filter((r): r is SyntacticRule => r.kind === "syntactic");
  const taintRules = new Map(
    active.filter((r): r is TaintRule => r.kind === "taint").map((r) => [r.sink, r]),
  );
  const secretRule = active.find((r): r is SecretRule => r.kind === "secret");
  const taint = LEVEL_ORDER[level] >= LEVEL_ORDER.standard;
  const ultra = level === "ultra";

  const stats: EngineResult["stats"] = {
    filesAnalyzed: 0,
    filesSkipped: [],
    filesPartial: [],
    linesOfCode: 0,
    languages: {},
    durationMs: 0,
  };
  const raw: RawFinding[] = [];
  const texts = new Map<string, { text: string; lines: LineIndex; language: string }>();
  const units: FileUnit[] = [];
  const forced =
    options.language && (LANGUAGES as readonly string[]).includes(options.language)
      ? (options.language as LanguageId)
      : undefined;

  const analyzerFor = (project?: ProjectIndex, language?: LanguageId) =>
    new Analyzer({
      // Standard applies summaries of the file's own functions; ultra those of every file.
      interprocedural: taint,
      taint,
      model: (language && modelFor(language)) || EMPTY_MODEL,
      hooks: ruleHooks({ syntactic, taint: taintRules, report: (f) => raw.push(f) }),
      project,
    });

  for (const file of files) {
    const decoded = decode(file.content);
    if (decoded.reason || decoded.text === undefined) {
      stats.filesSkipped.push({ path: file.path, reason: decoded.reason ?? "unreadable" });
      continue;
    }
    if (decoded.bytes > maxBytes) {
      stats.filesSkipped.push({ path: file.path, reason: `larger than ${maxBytes} bytes` });
      continue;
    }
    const text = decoded.text;
    let language: LanguageId | undefined = forced ?? languageForPath(file.path);
    if (
      !language &&
      !CONFIG_FILE.test(file.path) &&
      !/\.[A-Za-z0-9]+$/.test(file.path.split("/").pop() ?? "")
    ) {
      language = (await detectLanguage(text, file.path, options.grammarDir)) as LanguageId | undefined;
    }
    const lines = new LineIndex(text);
    const lineCount = countLines(text);
    if (!language) {
      if (CONFIG_FILE.test(file.path) && secretRule) {
        texts.set(file.path, { text, lines, language: "config" });
        for (const m of scanSecrets(text)) raw.push(secretFinding(secretRule, file.path, m));
        stats.filesAnalyzed++;
        continue;
      }
      stats.filesSkipped.push({ path: file.path, reason: "unsupported language" });
      continue;
    }
    texts.set(file.path, { text, lines, language });
    stats.filesAnalyzed++;
    stats.linesOfCode += lineCount;
    stats.languages[language] = (stats.languages[language] ?? 0) + lineCount;

    if (secretRule) for (const m of scanSecrets(text)) raw.push(secretFinding(secretRule, file.path, m));

    if (looksMinified(text, lineCount)) {
      stats.filesPartial.push({ path: file.path, reason: "minified code: secrets only" });
      continue;
    }
    const support = LANGUAGE_SUPPORT[language];
    if (!support.createLowering) continue;
    const trigger = ultra ? null : triggerFor(level, language, syntactic, taint);
    const offsets = trigger ? triggerOffsets(text, trigger) : [];
    // Nothing any rule looks for occurs in the file: parsing it cannot find anything.
    if (!ultra && offsets.length === 0) continue;

    let keptUntil = -1;
    const elided = new Set<number>();
    const descend = ultra
      ? undefined
      : (type: string, start: number, end: number): boolean => {
          if (!support.functionTypes.has(type) || start < keptUntil) return true;
          // A short helper is kept: what it returns (a constant, its argument cleaned) decides
          // flows through the calls to it in the same file.
          if (end - start > SHORT_HELPER_BYTES && !anyInRange(offsets, start, end)) {
            elided.add(end);
            return false;
          }
          keptUntil = end;
          return true;
        };
    let parsed: Awaited<ReturnType<typeof parseSource>>;
    try {
      parsed = await parseSource(text, support.grammarFor(file.path), {
        grammarDir: options.grammarDir,
        maxDepth: MAX_DEPTH,
        timeoutMs: options.parseTimeoutMs ?? 10_000,
        descend,
      });
    } catch (error) {
      stats.filesPartial.push({ path: file.path, reason: `parse failed: ${(error as Error).message}` });
      continue;
    }
    if (!parsed) {
      stats.filesPartial.push({ path: file.path, reason: "parse timed out: secrets only" });
      continue;
    }
    if (parsed.truncated)
      stats.filesPartial.push({
        path: file.path,
        reason: `nesting deeper than ${MAX_DEPTH} levels was not analysed`,
      });
    try {
      const module = support.createLowering(text).module(parsed.root);
      const unit: FileUnit = { path: file.path, language, source: text, lines, module, elided };
      if (ultra) units.push(unit);
      // Below ultra a call resolves only into the same file.
      else analyzerFor(taint ? indexProject([unit]) : undefined, language).analyzeUnit(unit);
    } catch (error) {
      stats.filesPartial.push({ path: file.path, reason: `analysis failed: ${(error as Error).message}` });
    }
  }

  if (ultra && units.length > 0) {
    // Calls resolve within the files of the same language.
    const byLanguage = new Map<LanguageId, FileUnit[]>();
    for (const unit of units) byLanguage.set(unit.language, [...(byLanguage.get(unit.language) ?? []), unit]);
    for (const [language, sameLanguage] of byLanguage) {
      const analyzer = analyzerFor(indexProject(sameLanguage), language);
      for (const unit of sameLanguage) {
        try {
          analyzer.analyzeUnit(unit);
        } catch (error) {
          stats.filesPartial.push({
            path: unit.path,
            reason: `analysis failed: ${(error as Error).message}`,
          });
        }
      }
    }
  }

  let findings = toFindings(raw, texts);
  if (ultra && options.reviewer) findings = await review(findings, options.reviewer, texts);
  stats.durationMs = Math.round(performance.now() - started);
  return { findings, stats };
}

const EMPTY_MODEL = compileModel({
  sources: [],
  sinks: [],
  assignSinks: [],
  sanitizers: [],
  guards: [],
  cleanMethods: [],
  returnTypes: {},
  typeHints: {},
});
