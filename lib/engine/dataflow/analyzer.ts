import { posix } from "node:path";
import { FileBudget } from "../budget";
import type { FunctionIR } from "../ir/ir";
import { boundFields } from "./bound-fields";
import { type AnalysisContext, CONSTRUCTORS, MAX_INLINE_RUNS, type Summary } from "./context";
import { fieldsAtExit, isConstructor } from "./fields";
import { FunctionRun } from "./frame";
import type { FlowHooks, TaintFlow } from "./hooks";
import type { CompiledModel } from "./model-index";
import type { OpenParams } from "./open-params";
import type { FileUnit, ProjectIndex } from "./resolve/project-index";
import { templateSinks } from "./template-sinks";
import { deepTaints, isTainted, type Val, withTaints } from "./values";

export interface AnalyzerOptions {
  model: CompiledModel;
  hooks: FlowHooks;
  /** The files calls resolve into: the analysed file itself at standard, every file of the language at ultra. */
  project?: ProjectIndex;
  /** Calls nest at most this deep (the level's `callDepth`). */
  maxCallDepth: number;
  /** Time allowed per analysed file in milliseconds; unlimited when absent. */
  fileBudgetMs?: number;
  /** Collects the parameters of each analysed file's functions that reach sinks. */
  openParams?: OpenParams;
}

/** The fields of a method's object that hold its parameters' values when it ends (`self.cmd = cmd`). */
function paramFields(self: Val | undefined): ReadonlyMap<string, Val> | undefined {
  let out: Map<string, Val> | undefined;
  for (const [name, v] of self?.keys ?? []) {
    if (!v.taints?.some((t) => t.origin.kind === "param")) continue;
    out ??= new Map();
    out.set(name, v);
  }
  return out;
}

/** The analysis of the files of one language (one file below `ultra`): runs them and caches summaries. */
export class Analyzer implements AnalysisContext {
  private readonly summaries = new Map<FunctionIR, Summary>();
  private readonly inProgress = new Set<FunctionIR>();
  private readonly globalCache = new Map<FileUnit, Map<string, Val>>();
  private readonly packageGlobalCache = new Map<FileUnit, Map<string, Val>>();
  private readonly separateCache = new Map<FileUnit, Set<FunctionIR>>();
  private readonly inlineRuns = new Map<FunctionIR, number>();
  private readonly ctorFields = new Map<FileUnit, Map<string, Map<string, Val> | undefined>>();
  private readonly fileBudgetMs: number | undefined;
  private readonly openParams: OpenParams | undefined;
  private budget: FileBudget | undefined;
  callDepth = 0;
  readonly maxCallDepth: number;
  readonly model: CompiledModel;
  readonly project?: ProjectIndex;
  readonly hooks: FlowHooks;

  constructor(options: AnalyzerOptions) {
    this.model = options.model;
    this.maxCallDepth = options.maxCallDepth;
    this.project = options.project;
    this.hooks = options.hooks;
    this.fileBudgetMs = options.fileBudgetMs;
    this.openParams = options.openParams;
  }

  /**
   * Runs a file's top level and the functions not yet summarised. Throws BudgetExceeded when the
   * file's budget runs out (less `spentMs`, what reading, scanning, parsing and lowering it took);
   * what was reported until then stays reported.
   */
  analyzeUnit(unit: FileUnit, spentMs = 0): void {
    this.budget = this.fileBudgetMs === undefined ? undefined : new FileBudget(this.fileBudgetMs, spentMs);
    const separately = this.separately(unit);
    for (const cls of unit.module.classes) this.hooks.onClass(cls, unit);
    this.hooks.onModule?.(unit, () => this.checkBudget());
    new FunctionRun(this, unit, unit.module.topLevel, separately, undefined, false).run();
    for (const fn of unit.module.functions) this.summaryOf(fn, unit);
    this.openParams?.addUnit(unit, this.model, this.hooks, (fn) => this.summaryOf(fn, unit));
  }

  checkBudget(): void {
    this.budget?.tick();
  }

  unseenFlow(flow: TaintFlow): void {
    if (this.openParams) this.openParams.addUnseen(flow, this.hooks);
    else this.hooks.onFlow(flow);
  }

  unresolvedCall(name: string, args: Val[]): void {
    this.openParams?.addCall(name, args);
  }

  mayInline(fn: FunctionIR): boolean {
    const runs = this.inlineRuns.get(fn) ?? 0;
    if (runs >= MAX_INLINE_RUNS) return false;
    this.inlineRuns.set(fn, runs + 1);
    return true;
  }

  /** Runs a function once; in ultra its parameters carry parameter taints and the run yields its summary. */
  summaryOf(fn: FunctionIR, unit: FileUnit): Summary {
    const known = this.summaries.get(fn);
    if (known) return known;
    if (this.inProgress.has(fn)) return { returns: [], sinks: [] };
    this.inProgress.add(fn);
    const run = new FunctionRun(this, unit, fn, this.separately(unit), undefined, true);
    run.run();
    this.inProgress.delete(fn);
    const sets = fieldsAtExit(run.exits, run.seeded);
    const made = isConstructor(fn) || fn.name === "__init__" ? undefined : madeObject(run.returnVal);
    const summary: Summary = {
      returns: deepTaints(run.returnVal) ?? [],
      constant: isTainted(run.returnVal) ? undefined : run.returnVal?.constant,
      facts: run.returnVal?.facts,
      guards: run.returnGuards ?? undefined,
      exitGuards: run.exitGuards ?? undefined,
      sinks: [...run.paramSinks, ...templateSinks(this.model, fn, unit, this.project)],
      paramCalls: run.paramCalls?.length ? run.paramCalls : undefined,
      // What a constructor leaves in the object's fields.
      fields:
        fn.name === "__init__"
          ? run.state.env.get("self")?.keys
          : isConstructor(fn)
            ? new Map([...(sets ?? [])].map(([k, w]) => [k, w.value]))
            : made?.keys,
      made: made?.type,
      sets,
      returnsSelf: run.returnsSelf,
      selfSets: fn.name === "__init__" ? undefined : paramFields(run.state.env.get("self")),
    };
    this.summaries.set(fn, summary);
    return summary;
  }

  constructorFields(unit: FileUnit, className: string): Map<string, Val> | undefined {
    let byClass = this.ctorFields.get(unit);
    if (!byClass) {
      byClass = new Map();
      this.ctorFields.set(unit, byClass);
    }
    if (byClass.has(className)) return byClass.get(className);
    // Until it is known (a constructor calling its own methods), there is nothing to read.
    byClass.set(className, undefined);
    const ctor = unit.module.classes
      .find((c) => c.name === className)
      ?.methods.find((m) => CONSTRUCTORS.has(m.name) || m.name === className);
    // Properties a framework binds from the request, then the input the constructor reads itself.
    const fields = boundFields(this.project, this.model, unit, className) ?? new Map<string, Val>();
    if (!ctor) {
      const bound = fields.size > 0 ? fields : undefined;
      byClass.set(className, bound);
      return bound;
    }
    const run = new FunctionRun(this, unit, ctor, this.separately(unit), undefined, false, true);
    run.run();
    for (const [name, v] of run.state.env.get("this")?.keys ?? []) {
      // What the callers pass is unknown here: only input the constructor reads itself is kept.
      const input = deepTaints(v)?.filter((t) => t.origin.kind === "source");
      if (input && input.length > 0) fields.set(name, withTaints(input));
    }
    const found = fields.size > 0 ? fields : undefined;
    byClass.set(className, found);
    return found;
  }

  /** Functions analysed on their own (not inline where they are defined), per file. */
  private separately(unit: FileUnit): Set<FunctionIR> {
    let set = this.separateCache.get(unit);
    if (!set) {
      set = new Set(unit.module.functions);
      this.separateCache.set(unit, set);
    }
    return set;
  }

  /**
   * The names a file's code reads before any function runs: its own globals, and where a package
   * is a folder (Go's) those the package's other files declare.
   */
  globals(unit: FileUnit): Map<string, Val> {
    const own = this.fileGlobals(unit);
    if (!unit.traits.packageFolders || !this.project) return own;
    let shared = this.packageGlobalCache.get(unit);
    if (shared) return shared;
    shared = new Map();
    const dir = posix.dirname(unit.path);
    for (const other of this.project.units.values())
      if (other !== unit && posix.dirname(other.path) === dir)
        for (const [name, v] of this.fileGlobals(other)) shared.set(name, v);
    for (const [name, v] of own) shared.set(name, v);
    this.packageGlobalCache.set(unit, shared);
    return shared;
  }

  private fileGlobals(unit: FileUnit): Map<string, Val> {
    let g = this.globalCache.get(unit);
    if (g) return g;
    g = new Map();
    this.globalCache.set(unit, g);
    const run = new FunctionRun(this, unit, unit.module.topLevel, new Set(), undefined, false, true);
    for (const decl of unit.module.globals) {
      if (!decl.constant) {
        if (decl.type) g.set(decl.name, { type: decl.type });
        continue;
      }
      const v = run.eval(decl.value);
      // A later constant may be made from an earlier one (`const q = new URLSearchParams(location.search)`).
      run.state.env.set(decl.name, v);
      g.set(decl.name, decl.type && !v.type ? { ...v, type: decl.type } : v);
    }
    return g;
  }
}

/**
 * An instance of a class the function makes and returns (`return new Report(title, owner);` in a
 * builder's `build()`, a factory method), field by field, so its caller's object keeps each field
 * apart.
 */
function madeObject(v: Val | undefined): { keys: ReadonlyMap<string, Val>; type: string } | undefined {
  if (!v?.type || !v.keys || v.keys.size === 0 || v.taints || v.rest || v.items) return undefined;
  return { keys: v.keys, type: v.type };
}
