import { posix } from "node:path";
import { BudgetExceeded, type FileBudget } from "../budget";
import { Analyzer } from "../dataflow/analyzer";
import { markEntryPoints } from "../dataflow/entry-points";
import { type CompiledModel, compileModel, EMPTY_MODEL } from "../dataflow/model-index";
import type { OpenParams } from "../dataflow/open-params";
import {
  type Declarations,
  declarationsOf,
  type FileUnit,
  indexProject,
  type ProjectIndex,
} from "../dataflow/resolve/project-index";
import type { LanguageId } from "../languages/ids";
import { LANGUAGE_SUPPORT, type LanguageSupport } from "../languages/registry";
import type { GrammarId } from "../parse/grammars";
import { parseSource } from "../parse/parser";
import type { LineIndex } from "../parse/syntax";
import { type RuleSet, ruleHooks } from "../rules/dispatch";
import type { RawFinding } from "../rules/types";
import type { ThreatModel } from "../schema";
import type { EventLoopTurns } from "./event-loop";
import type { LevelProfile } from "./levels";
import type { Prefiltered } from "./prefilter";
import type { StatementsByLanguage } from "./statement-files";

const MAX_DEPTH = 400;

/** What every file of one scan shares: the level's rules and where results and failures go. */
export interface ScanRun {
  profile: LevelProfile;
  /** Whether the operator's own input (environment, command line, terminal, files) is a source. */
  threatModel: ThreatModel;
  taintRules: RuleSet["taint"];
  syntacticRules: RuleSet["syntactic"];
  grammarDir?: string;
  parseTimeoutMs?: number;
  /**
   * Time per file, from reading it to the end of its analysis; when spent the file is partial and
   * keeps what it reported so far.
   */
  fileBudgetMs: number;
  raw: RawFinding[];
  filesPartial: Array<{ path: string; reason: string }>;
  /** Whole program, the lowered files, analysed together per language once all are read. */
  units: FileUnit[];
  /** Whole program, what each kept file took until it was lowered, charged to its budget. */
  spentMs: Map<string, number>;
  /** Parameters reaching sinks, reported once every file is read for functions nothing calls. */
  openParams: OpenParams;
  /** Statements that configuration files hold for methods of the code (statement-files.ts). */
  statements: StatementsByLanguage;
}

const compiledModels = new Map<string, CompiledModel>();
function modelFor(language: LanguageId, threatModel: ThreatModel): CompiledModel | undefined {
  const model = LANGUAGE_SUPPORT[language].model;
  if (!model) return undefined;
  const key = `${language}:${threatModel}`;
  let compiled = compiledModels.get(key);
  if (!compiled) {
    compiled = compileModel(model, threatModel);
    compiledModels.set(key, compiled);
  }
  return compiled;
}

/** Applies the summaries of the functions of `project`: the file itself, or every file of the language in a whole-program run. */
function analyzerFor(run: ScanRun, language: LanguageId, project: ProjectIndex): Analyzer {
  return new Analyzer({
    maxCallDepth: run.profile.callDepth,
    model: modelFor(language, run.threatModel) || EMPTY_MODEL,
    hooks: ruleHooks({
      syntactic: run.syntacticRules,
      taint: run.taintRules,
      report: (f) => run.raw.push(f),
    }),
    project,
    fileBudgetMs: run.fileBudgetMs,
    openParams: run.openParams,
  });
}

/**
 * Parses and lowers one file and keeps it for runUnits. A failure marks the file partial, and so does its
 * budget (counted from when the file was read) running out in any step.
 */
export async function runFile(
  run: ScanRun,
  file: { path: string; text: string; lines: LineIndex; language: LanguageId; grammar: GrammarId },
  createLowering: NonNullable<LanguageSupport["createLowering"]>,
  filtered: Extract<Prefiltered, { skip: false }>,
  budget: FileBudget,
): Promise<void> {
  const { path, text, language } = file;
  const parseLimitMs = run.parseTimeoutMs ?? 10_000;
  // The parse stops at its own limit or when the file's budget runs out, whichever comes first.
  const budgetFirst = budget.remaining() < parseLimitMs;
  let parsed: Awaited<ReturnType<typeof parseSource>>;
  try {
    // Reading the file, choosing its language and its secret scan may have spent the budget.
    budget.check();
    parsed = await parseSource(text, file.grammar, {
      grammarDir: run.grammarDir,
      maxDepth: MAX_DEPTH,
      timeoutMs: Math.min(parseLimitMs, budget.remaining()),
      descend: filtered.descend,
      budget,
    });
  } catch (error) {
    const reason =
      error instanceof BudgetExceeded ? error.message : `parse failed: ${(error as Error).message}`;
    run.filesPartial.push({ path, reason });
    return;
  }
  if (!parsed) {
    const reason = budgetFirst ? new BudgetExceeded(budget.ms).message : "parse timed out: secrets only";
    run.filesPartial.push({ path, reason });
    return;
  }
  if (parsed.truncated)
    run.filesPartial.push({ path, reason: `nesting deeper than ${MAX_DEPTH} levels was not analysed` });
  try {
    const module = createLowering(text).module(parsed.root, budget);
    const entryPoints = markEntryPoints(module, path, LANGUAGE_SUPPORT[language].entryPoints ?? []);
    budget.check();
    const unit: FileUnit = {
      path,
      language,
      traits: LANGUAGE_SUPPORT[language].traits,
      source: text,
      lines: file.lines,
      module,
      elided: filtered.elided,
      entryPoints,
    };
    run.units.push(unit);
    run.spentMs.set(path, budget.spent());
  } catch (error) {
    run.filesPartial.push({ path, reason: failure(error) });
  }
}

/** The index of the files calls resolve into, with the statements configuration files hold for them. */
function projectOf(
  run: ScanRun,
  language: LanguageId,
  units: FileUnit[],
  declared?: Declarations,
): ProjectIndex {
  const project = indexProject(units, declared);
  const statements = run.statements.get(language);
  return statements ? { ...project, statements } : project;
}

function failure(error: unknown): string {
  return error instanceof BudgetExceeded ? error.message : `analysis failed: ${(error as Error).message}`;
}

/**
 * Analyses the lowered files, language by language. Whole program, calls resolve within the files
 * of the same language, so each language is one project; file by file, within each file (each
 * package in Go), the other files' classes known by their supertypes only (see indexProject).
 */
export async function runUnits(run: ScanRun, turns: EventLoopTurns): Promise<void> {
  for (const [language, sameLanguage] of groupBy(run.units, (u) => u.language)) {
    const analyzerOf = run.profile.wholeProgram
      ? wholeProgram(run, language, sameLanguage)
      : fileByFile(run, language, sameLanguage);
    for (const unit of sameLanguage) {
      await turns.take();
      try {
        analyzerOf(unit).analyzeUnit(unit, run.spentMs.get(unit.path));
      } catch (error) {
        run.filesPartial.push({ path: unit.path, reason: failure(error) });
      }
    }
  }
}

function groupBy<K>(units: readonly FileUnit[], key: (u: FileUnit) => K): Map<K, FileUnit[]> {
  const groups = new Map<K, FileUnit[]>();
  for (const unit of units) {
    const group = groups.get(key(unit));
    if (group) group.push(unit);
    else groups.set(key(unit), [unit]);
  }
  return groups;
}

/** One analyzer for every file of the language. */
function wholeProgram(run: ScanRun, language: LanguageId, units: FileUnit[]): (unit: FileUnit) => Analyzer {
  const analyzer = analyzerFor(run, language, projectOf(run, language, units));
  return () => analyzer;
}

/**
 * An analyzer per file or, where a package is a folder whose files share one namespace (Go's), per
 * package; what all the files declare is read once for them all.
 */
function fileByFile(run: ScanRun, language: LanguageId, units: FileUnit[]): (unit: FileUnit) => Analyzer {
  const declared = declarationsOf(units);
  const packages = units[0]?.traits.packageFolders ? groupBy(units, (u) => posix.dirname(u.path)) : undefined;
  const byPackage = new Map<string, Analyzer>();
  return (unit) => {
    const folder = posix.dirname(unit.path);
    const members = packages?.get(folder);
    if (!members) return analyzerFor(run, language, projectOf(run, language, [unit], declared));
    let analyzer = byPackage.get(folder);
    if (!analyzer) {
      analyzer = analyzerFor(run, language, projectOf(run, language, members, declared));
      byPackage.set(folder, analyzer);
    }
    return analyzer;
  };
}
