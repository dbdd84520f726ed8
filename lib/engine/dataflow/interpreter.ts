import { posix } from "node:path";
import type { Expr, FunctionIR, ModuleIR, Span, Stmt } from "../ir/ir";
import type { SinkKind } from "../models/types";
import type { LanguageId } from "../parse/grammars";
import type { LineIndex } from "../parse/syntax";
import type {
  CallEvent,
  Hit,
  HookContext,
  RuleMeta,
  Severity,
  SyntacticRule,
  TaintRule,
} from "../rules/types";
import type { CallKey } from "./call-patterns";
import type { CompiledModel } from "./model-index";
import {
  addStep,
  CLEAN,
  constant,
  deepTaints,
  isTainted,
  join,
  mergeTaints,
  sanitize,
  type Taint,
  type TraceStep,
  truthiness,
  type Val,
  withTaints,
} from "./values";

export interface FileUnit {
  path: string;
  language: LanguageId;
  source: string;
  lines: LineIndex;
  module: ModuleIR;
  /** Ends of the functions whose bodies were not parsed (nothing in them matched): unknown, not empty. */
  elided?: ReadonlySet<number>;
}

export interface RawFinding {
  rule: RuleMeta;
  unit: FileUnit;
  span: Span;
  message: string;
  trace?: TraceStep[];
  replacement?: string;
}

/** What a function does with its arguments, for its callers (same file at `standard`, any at `ultra`). */
export interface Summary {
  returns: Taint[];
  /** The constant every return gives, when it gives one (`String algorithm() { return "AES"; }`). */
  constant?: Val["constant"];
  /** Calls made on the object it returns (`cookie.setSecure(true)` in a cookie-building helper). */
  facts?: ReadonlySet<string>;
  sinks: Array<{
    param: number;
    kind: SinkKind;
    sink: TraceStep;
    trace: TraceStep[];
    safe: ReadonlySet<string>;
  }>;
}

export interface AnalyzerOptions {
  interprocedural: boolean;
  taint: boolean;
  model: CompiledModel;
  taintRules: Map<SinkKind, TaintRule>;
  syntacticRules: SyntacticRule[];
  report(finding: RawFinding): void;
  /** The files calls resolve into: the analysed file itself at standard, every file of the language at ultra. */
  project?: ProjectIndex;
}

/** A function or method of an analysed file. */
export interface Callee {
  fn: FunctionIR;
  unit: FileUnit;
}

interface ClassEntry {
  supers: string[];
  methods: FunctionIR[];
  unit: FileUnit;
  fields?: Array<{ name: string; value?: Expr }>;
}

/** The analysed files calls resolve into (one file below `ultra`), indexed by name. */
export interface ProjectIndex {
  functionsByName: Map<string, Callee[]>;
  /** Classes by simple name (several files may declare the same name). */
  classes: Map<string, ClassEntry[]>;
  units: Map<string, FileUnit>;
  /** Per file, its functions that are not methods, by name. */
  topLevel: Map<FileUnit, Map<string, Callee[]>>;
  /** Per file, the analysed file each import it makes names (undefined: a library). */
  modules: Map<FileUnit, Map<string, FileUnit | undefined>>;
}

/** Builds the index of the files of one language. */
export function indexProject(units: FileUnit[]): ProjectIndex {
  const project: ProjectIndex = {
    functionsByName: new Map(),
    classes: new Map(),
    units: new Map(),
    topLevel: new Map(),
    modules: new Map(),
  };
  for (const unit of units) {
    project.units.set(unit.path, unit);
    const topLevel = new Map<string, Callee[]>();
    project.topLevel.set(unit, topLevel);
    for (const fn of unit.module.functions) {
      if (fn.name.startsWith("<")) continue;
      const list = project.functionsByName.get(fn.name) ?? [];
      list.push({ fn, unit });
      project.functionsByName.set(fn.name, list);
      if (!fn.className) topLevel.set(fn.name, [...(topLevel.get(fn.name) ?? []), { fn, unit }]);
    }
    for (const cls of unit.module.classes) {
      const list = project.classes.get(cls.name) ?? [];
      list.push({ supers: cls.supers, methods: cls.methods, unit, fields: cls.fields });
      project.classes.set(cls.name, list);
    }
  }
  return project;
}

const simpleName = (type: string): string => type.split(/\.|::|\\/).pop() ?? type;

/** Classes of a name, those of the calling file first: a name means the nearest declaration. */
function classesNamed(project: ProjectIndex, name: string, from: FileUnit): ClassEntry[] {
  const all = project.classes.get(name) ?? [];
  if (all.length <= 1) return all;
  const local = all.filter((c) => c.unit === from);
  return local.length > 0 ? local : all;
}

/**
 * The methods named `name` a call on an instance of `type` runs: the class's own, else the nearest
 * super classes' (each class name visited once, so `class Codec(codecs.Codec)` does not loop);
 * when those have no body (an interface or abstract method), the overrides of the analysed
 * subclasses.
 */
function methodsOf(project: ProjectIndex, type: string, name: string, from: FileUnit): Callee[] {
  const visited = new Set<string>();
  let level = [simpleName(type)];
  const found: Callee[] = [];
  while (level.length > 0 && found.length === 0 && visited.size < 64) {
    const next: string[] = [];
    for (const t of level) {
      if (visited.has(t)) continue;
      visited.add(t);
      for (const c of classesNamed(project, t, from)) {
        for (const fn of c.methods) if (fn.name === name) found.push({ fn, unit: c.unit });
        for (const s of c.supers) next.push(simpleName(s));
      }
    }
    level = next;
  }
  if (found.length > 0 && found.every((c) => c.fn.body.length === 0)) {
    const base = simpleName(type);
    const overrides: Callee[] = [];
    for (const list of project.classes.values())
      for (const c of list)
        if (c.supers.some((s) => simpleName(s) === base))
          for (const fn of c.methods) if (fn.name === name) overrides.push({ fn, unit: c.unit });
    if (overrides.length > 0) return overrides;
  }
  return found;
}

/** Functions of a file that are not methods. */
function topLevelFunctions(project: ProjectIndex, unit: FileUnit, name: string): Callee[] {
  return project.topLevel.get(unit)?.get(name) ?? [];
}

interface State {
  env: Map<string, Val>;
  dead: boolean;
  /**
   * Object values this state built with its own member writes and shares with no other state:
   * they are updated in place, so `exports.a = …; exports.b = …` stays linear. A clone shares
   * every value, so cloning drops ownership on both sides.
   */
  owned?: Set<Val>;
}

const MUTATORS = new Set([
  "append",
  "insert",
  "push",
  "unshift",
  "add",
  "addAll",
  "extend",
  "write",
  "print",
  "concat",
  "WriteString",
  "WriteByte",
  "WriteRune",
]);
const COLLECTION_PUT = new Set(["put", "set", "setdefault", "putIfAbsent", "setProperty", "setAttribute"]);
const COLLECTION_GET = new Set([
  "get",
  "getOrDefault",
  "getProperty",
  "getAttribute",
  "elementAt",
  "pop",
  "getFirst",
]);
const MAX_CALL_DEPTH = 8;
/** Methods that call a function value (Java's functional interfaces, JavaScript's `call`). */
const INVOKERS = new Set([
  "get",
  "apply",
  "call",
  "accept",
  "test",
  "run",
  "invoke",
  "getAsInt",
  "getAsLong",
  "getAsDouble",
  "getAsBoolean",
  "applyAsInt",
  "applyAsLong",
  "applyAsDouble",
]);
const ESCAPED_STRUCTURES = new Set<LanguageId>(["javascript", "typescript", "python"]);
/** A finding from the operator's own input is one severity step lower, never below `low`. */
const LOWER_SEVERITY: Record<Severity, Severity> = {
  critical: "high",
  high: "medium",
  medium: "low",
  low: "low",
  info: "info",
};

function cloneState(s: State): State {
  s.owned = undefined;
  return { env: new Map(s.env), dead: s.dead };
}

function joinStates(states: State[]): State {
  const live = states.filter((s) => !s.dead);
  if (live.length === 0) return { env: new Map(states[0]?.env ?? []), dead: true };
  if (live.length === 1) return cloneState(live[0] as State);
  const env = new Map<string, Val>();
  const names = new Set<string>();
  for (const s of live) for (const k of s.env.keys()) names.add(k);
  for (const name of names) {
    let v: Val | undefined;
    let first = true;
    for (const s of live) {
      const x = s.env.get(name);
      v = first ? x : join(v, x);
      first = false;
    }
    if (v) env.set(name, v);
  }
  return { env, dead: false };
}

/** Textual path of an expression (`a.b.c`), or undefined when it is not a plain chain. */
export function exprPath(e: Expr): string | undefined {
  switch (e.kind) {
    case "name":
      return e.name;
    case "member": {
      const o = exprPath(e.object);
      return o === undefined ? undefined : `${o}.${e.property}`;
    }
    case "call": {
      const c = exprPath(e.callee);
      return c;
    }
    case "index": {
      const o = exprPath(e.object);
      return o === undefined ? undefined : `${o}[]`;
    }
    default:
      return undefined;
  }
}

export class Analyzer {
  private readonly summaries = new Map<FunctionIR, Summary>();
  private readonly inProgress = new Set<FunctionIR>();
  private readonly globalCache = new Map<FileUnit, Map<string, Val>>();
  private readonly separateCache = new Map<FileUnit, Set<FunctionIR>>();
  callDepth = 0;

  constructor(readonly options: AnalyzerOptions) {}

  analyzeUnit(unit: FileUnit): void {
    const separately = this.separately(unit);
    for (const cls of unit.module.classes) {
      for (const rule of this.options.syntacticRules) {
        if (!rule.onClass || !rule.languages.includes(unit.language)) continue;
        const ctx: HookContext = { language: unit.language, functionName: cls.name, source: unit.source };
        for (const hit of rule.onClass(cls, ctx)) this.hit(rule, unit, hit);
      }
    }
    new FunctionRun(this, unit, unit.module.topLevel, separately, undefined, false).run();
    for (const fn of unit.module.functions) this.summaryOf(fn, unit);
  }

  /** Runs a function once; in ultra its parameters carry parameter taints and the run yields its summary. */
  summaryOf(fn: FunctionIR, unit: FileUnit): Summary {
    const known = this.summaries.get(fn);
    if (known) return known;
    if (this.inProgress.has(fn)) return { returns: [], sinks: [] };
    this.inProgress.add(fn);
    const run = new FunctionRun(
      this,
      unit,
      fn,
      this.separately(unit),
      undefined,
      this.options.interprocedural,
    );
    run.run();
    this.inProgress.delete(fn);
    const summary: Summary = {
      returns: deepTaints(run.returnVal) ?? [],
      constant: isTainted(run.returnVal) ? undefined : run.returnVal?.constant,
      facts: run.returnVal?.facts,
      sinks: run.paramSinks,
    };
    this.summaries.set(fn, summary);
    return summary;
  }

  /** Functions analysed on their own (not inline where they are defined), per file. */
  separately(unit: FileUnit): Set<FunctionIR> {
    let set = this.separateCache.get(unit);
    if (!set) {
      set = new Set(unit.module.functions);
      this.separateCache.set(unit, set);
    }
    return set;
  }

  globals(unit: FileUnit): Map<string, Val> {
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
      if (isTainted(v)) continue;
      g.set(decl.name, decl.type && !v.type ? { ...v, type: decl.type } : v);
    }
    return g;
  }

  hit(rule: RuleMeta, unit: FileUnit, hit: Hit, trace?: TraceStep[]): void {
    this.options.report({
      rule: hit.confidence ? { ...rule, confidence: hit.confidence } : rule,
      unit,
      span: hit.span,
      message: hit.message ?? rule.message,
      trace,
      replacement: hit.replacement,
    });
  }
}

export class FunctionRun {
  state: State = { env: new Map(), dead: false };
  returnVal: Val | undefined;
  readonly paramSinks: Summary["sinks"] = [];
  private readonly breakStates: State[][] = [];
  private assignTarget: string | undefined;
  private readonly model: CompiledModel;

  constructor(
    private readonly analyzer: Analyzer,
    private readonly unit: FileUnit,
    private readonly fn: FunctionIR,
    private readonly separately: Set<FunctionIR>,
    private readonly outer: ReadonlyArray<Map<string, Val>> | undefined,
    private readonly paramTaints: boolean,
    private readonly quiet = false,
    /** Values of the arguments when a function value is called. */
    private readonly args?: Val[],
  ) {
    this.model = analyzer.options.model;
  }

  run(): void {
    const model = this.model;
    this.fn.params.forEach((p, index) => {
      let v: Val = p.type ? { type: p.type } : {};
      const annotated = p.annotations.find((a) => model.paramAnnotations.has(a));
      const route = model.routeDecorators.find((r) => this.fn.annotations.some((a) => r.test(a)));
      if (
        this.analyzer.options.taint &&
        (annotated || (route && index >= 0 && p.name !== "self" && p.name !== "request"))
      ) {
        v = {
          ...v,
          taints: [
            {
              origin: { kind: "source", label: annotated ? `@${annotated} parameter` : "route parameter" },
              trace: [this.step(p.span, `untrusted input: parameter ${p.name}`)],
              safe: new Set(),
            },
          ],
        };
      } else if (this.paramTaints) {
        v = {
          ...v,
          taints: [
            {
              origin: { kind: "param", index },
              trace: [this.step(p.span, `parameter ${p.name}`)],
              safe: new Set(),
            },
          ],
        };
      }
      const arg = this.args?.[index];
      this.state.env.set(p.name, arg ? join(v, arg) : v);
    });
    // A method's object is an input of its summary too (index -1, the receiver at a call):
    // `unwrap() { return this.value; }` returns what the object was built from.
    if (this.paramTaints && this.fn.className && !this.fn.params.some((p) => p.name === "self"))
      this.state.env.set("this", {
        type: this.fn.className,
        taints: [{ origin: { kind: "param", index: -1 }, trace: [], safe: new Set() }],
      });
    this.block(this.fn.body);
  }

  private step(span: Span, message: string): TraceStep {
    return { file: this.unit.path, span, message };
  }

  private lookup(name: string): Val | undefined {
    const local = this.state.env.get(name);
    if (local) return local;
    if (this.outer) {
      for (let i = this.outer.length - 1; i >= 0; i--) {
        const v = this.outer[i]?.get(name);
        if (v) return v;
      }
    }
    if (this.quiet) return undefined;
    const g = this.analyzer.globals(this.unit);
    return g.get(name) ?? g.get(`this.${name}`);
  }

  private isKnownName(name: string): boolean {
    if (this.state.env.has(name)) return true;
    if (this.outer?.some((m) => m.has(name))) return true;
    if (name === "this" || name === "self") return true;
    return !this.quiet && this.analyzer.globals(this.unit).has(name);
  }

  // ---------------------------------------------------------------- statements

  block(stmts: Stmt[]): void {
    for (const s of stmts) {
      if (this.state.dead) return;
      this.stmt(s);
    }
  }

  private stmt(s: Stmt): void {
    switch (s.kind) {
      case "assign":
        this.assignStmt(s.target, s.value, s.op, s.span, s.declaredType);
        return;
      case "expr":
        this.eval(s.expr);
        return;
      case "if":
        this.ifStmt(s);
        return;
      case "loop":
        this.loop(s);
        return;
      case "switch":
        this.switchStmt(s);
        return;
      case "return": {
        const v = s.value ? this.eval(s.value) : CLEAN;
        if (v.type === "String" && this.analyzer.options.taint)
          for (const sink of this.model.returnSinks)
            if (this.fn.annotations.some((a) => sink.decorators.test(a)))
              this.checkSink(sink.kind, v, s.span, sink.label);
        const traced = isTainted(v) ? { ...v, taints: addStep(v.taints, this.step(s.span, "returned")) } : v;
        this.returnVal = this.returnVal === undefined ? traced : join(this.returnVal, traced);
        this.state.dead = true;
        this.state.owned = undefined;
        return;
      }
      case "throw":
        if (s.value) this.eval(s.value);
        this.state.dead = true;
        return;
      case "break":
      case "continue":
        if (s.kind === "break") this.breakStates[this.breakStates.length - 1]?.push(cloneState(this.state));
        this.state.dead = true;
        return;
      case "try": {
        const entry = cloneState(this.state);
        this.block(s.body);
        const afterBody = this.state;
        const ends: State[] = [afterBody];
        for (const h of s.handlers) {
          this.state = joinStates([entry, afterBody]);
          this.state.dead = false;
          if (h.name) this.state.env.set(h.name, CLEAN);
          this.block(h.body);
          ends.push(this.state);
        }
        this.state = joinStates(ends);
        if (s.finally.length > 0) {
          const wasDead = this.state.dead;
          this.state.dead = false;
          this.block(s.finally);
          this.state.dead = this.state.dead || wasDead;
        }
        return;
      }
      case "block":
        this.block(s.body);
        return;
      case "func":
        if (!this.separately.has(s.fn)) {
          this.state.env.set(s.fn.name, { fn: s.fn, scope: this.scopes() });
          this.closure(s.fn);
        }
        return;
    }
  }

  /** The scopes a closure made here reads: the enclosing ones and this function's variables. */
  private scopes(): Map<string, Val>[] {
    return [...(this.outer ?? []), this.state.env];
  }

  private closure(fn: FunctionIR): void {
    const outer = this.scopes();
    const run = new FunctionRun(this.analyzer, this.unit, fn, this.separately, outer, false, this.quiet);
    run.run();
    this.paramSinks.push(...run.paramSinks);
  }

  private ifStmt(s: Extract<Stmt, { kind: "if" }>): void {
    const test = this.eval(s.test);
    const known = truthiness(test);
    if (known === true) {
      this.block(s.whenTrue);
      return;
    }
    if (known === false) {
      this.block(s.whenFalse);
      return;
    }
    const entry = this.state;
    this.state = cloneState(entry);
    this.refine(s.test, true);
    this.block(s.whenTrue);
    const afterThen = this.state;
    this.state = cloneState(entry);
    this.refine(s.test, false);
    this.block(s.whenFalse);
    this.state = joinStates([afterThen, this.state]);
  }

  /** Applies what a condition proves about a variable in the branch where it holds. */
  private refine(test: Expr, holds: boolean): void {
    if (!this.analyzer.options.taint) return;
    if (test.kind === "unary" && (test.op === "!" || test.op === "not")) {
      this.refine(test.operand, !holds);
      return;
    }
    if (test.kind === "binary") {
      if ((test.op === "&&" && holds) || (test.op === "||" && !holds)) {
        this.refine(test.left, holds);
        this.refine(test.right, holds);
      } else if (test.op === "&&" || test.op === "||") {
        // `x == "a" || x == "b"` (or `!(x != "a" && x != "b")`): x is one of the constants.
        const pin = this.pinned(test, holds);
        if (pin) this.writeTarget(pin.target, pin.value);
      }
      if ((test.op === "==" || test.op === "===" || test.op === "equals") && holds) {
        this.refineEquals(test.left, test.right);
        this.refineEquals(test.right, test.left);
      }
      // `strpos($p, $base) === 0`, `preg_match(...) !== 1`: the call decides the comparison.
      const eq = test.op === "==" || test.op === "===";
      if (eq || test.op === "!=" || test.op === "!==") {
        const [callSide, constSide] =
          test.left.kind === "call" ? [test.left, test.right] : [test.right, test.left];
        const c = callSide.kind === "call" && constSide.kind === "lit" ? constSide.value : undefined;
        if (c !== undefined) {
          const equal = eq === holds;
          this.refine(callSide, c === false || c === null ? !equal : equal);
        }
      }
      if ((test.op === "in" && holds) || (test.op === "not in" && !holds)) {
        const container = this.evalQuiet(test.right);
        if (!isTainted(container) && (container.items || container.keys || container.constant))
          this.confine(test.left, "all");
      }
      return;
    }
    if (test.kind !== "call" || !holds) return;
    const key = this.callKey(test);
    if (key.key.name === "equals" || key.key.name === "equalsIgnoreCase") {
      const recv = test.callee.kind === "member" ? test.callee.object : undefined;
      const arg = test.args[0];
      if (recv && arg) {
        this.refineEquals(recv, arg);
        this.refineEquals(arg, recv);
      }
    }
    for (const guard of this.model.guards.match(key.key)) {
      const subject =
        guard.subject === "receiver" && test.callee.kind === "member"
          ? test.callee.object
          : guard.subject === "arg1"
            ? test.args[1]
            : test.args[0];
      if (subject) this.confine(subject, guard.kinds, guard.requires);
    }
  }

  /** The variable a condition pins to known constants where it holds, and their join. */
  private pinned(test: Expr, holds: boolean): { target: Expr; path: string; value: Val } | undefined {
    if (test.kind === "unary" && (test.op === "!" || test.op === "not"))
      return this.pinned(test.operand, !holds);
    if (test.kind !== "binary") return undefined;
    const eq = test.op === "==" || test.op === "===";
    if ((eq && holds) || ((test.op === "!=" || test.op === "!==") && !holds)) {
      for (const [variable, other] of [
        [test.left, test.right],
        [test.right, test.left],
      ] as const) {
        const v = this.evalQuiet(other);
        const path = exprPath(variable);
        if (path && variable.kind !== "call" && v.constant && !isTainted(v))
          return { target: variable, path, value: v };
      }
      return undefined;
    }
    if ((test.op === "||" && holds) || (test.op === "&&" && !holds)) {
      const a = this.pinned(test.left, holds);
      const b = a && this.pinned(test.right, holds);
      return a && b && a.path === b.path ? { ...a, value: join(a.value, b.value) } : undefined;
    }
    return undefined;
  }

  private refineEquals(variable: Expr, other: Expr): void {
    const v = this.evalQuiet(other);
    if (v.constant && !isTainted(v)) this.writeTarget(variable, v);
  }

  private confine(subject: Expr, kinds: readonly SinkKind[] | "all", requires?: string): void {
    const current = this.evalQuiet(subject);
    if (!isTainted(current)) return;
    if (requires && !(current.taints ?? []).every((t) => t.safe.has(requires))) return;
    this.writeTarget(subject, sanitize(current, kinds));
  }

  private loop(s: Extract<Stmt, { kind: "loop" }>): void {
    if (s.test && truthiness(this.eval(s.test)) === false) return;
    const entry = cloneState(this.state);
    const breaks: State[] = [];
    this.breakStates.push(breaks);
    for (let i = 0; i < 2; i++) {
      if (s.each) {
        const iterable = this.eval(s.each.iterable);
        this.assign(s.each.target, this.element(iterable), s.span);
      }
      this.block(s.body);
      this.state.dead = false;
      this.block(s.update);
      this.state = joinStates([entry, this.state]);
    }
    this.breakStates.pop();
    this.state = joinStates([this.state, ...breaks]);
  }

  private switchStmt(s: Extract<Stmt, { kind: "switch" }>): void {
    const subject = this.eval(s.subject);
    const breaks: State[] = [];
    this.breakStates.push(breaks);
    if (subject.constant && !isTainted(subject)) {
      let start = s.cases.findIndex((c) =>
        c.tests.some((t) => this.eval(t).constant?.value === subject.constant?.value),
      );
      if (start === -1) start = s.cases.findIndex((c) => c.tests.length === 0);
      if (start !== -1)
        for (let i = start; i < s.cases.length && !this.state.dead; i++) this.block(s.cases[i]?.body ?? []);
      this.breakStates.pop();
      this.state = joinStates([this.state, ...breaks]);
      return;
    }
    const entry = this.state;
    const ends: State[] = [];
    let hasDefault = false;
    for (const c of s.cases) {
      if (c.tests.length === 0) hasDefault = true;
      this.state = cloneState(entry);
      // Inside `case "a", "b":` the subject is one of those constants (an allow-list switch).
      const tests = c.tests.map((t) => this.evalQuiet(t));
      if (tests.length > 0 && tests.every((t) => t.constant && !isTainted(t)) && exprPath(s.subject))
        this.writeTarget(
          s.subject,
          tests.reduce((a, b) => join(a, b)),
        );
      this.block(c.body);
      ends.push(this.state);
    }
    if (!hasDefault) ends.push(entry);
    this.breakStates.pop();
    this.state = joinStates([...ends, ...breaks]);
  }

  // ---------------------------------------------------------------- assignment

  private assignStmt(
    target: Expr,
    valueExpr: Expr,
    op: string | undefined,
    span: Span,
    declaredType?: string,
  ): void {
    const previous = this.assignTarget;
    this.assignTarget = exprPath(target)?.split(".").pop();
    let value = this.eval(valueExpr);
    this.assignTarget = previous;
    if (op) value = this.binary(op, this.eval(target), value);
    if (declaredType && !value.type) value = { ...value, type: declaredType };
    this.assign(target, value, span);
  }

  private assign(target: Expr, value: Val, span: Span): void {
    const name = exprPath(target) ?? "value";
    const traced = isTainted(value)
      ? { ...value, taints: addStep(value.taints, this.step(span, `assigned to ${name}`)) }
      : value;
    if (target.kind === "member") {
      // `req.session.user = x` writes into the container as `req.session["user"] = x` does.
      this.assignSinks(target.property, exprPath(target.object), traced, span);
      for (const rule of this.analyzer.options.syntacticRules) {
        if (!rule.onAssign || !rule.languages.includes(this.unit.language)) continue;
        const hit = rule.onAssign({ path: name, property: target.property, value, span }, this.hookContext());
        if (hit) this.analyzer.hit(rule, this.unit, hit);
      }
    } else if (target.kind === "index") {
      const container = exprPath(target.object);
      if (container) this.assignSinks(undefined, container, traced, span, this.evalQuiet(target.index));
    } else if (target.kind === "array" || target.kind === "object") {
      const items = target.kind === "array" ? target.items : target.props.map((p) => p.value);
      items.forEach((t, i) => {
        this.assign(t, this.read(value, constant(i)), span);
      });
      return;
    }
    this.writeTarget(target, traced);
  }

  private assignSinks(
    property: string | undefined,
    container: string | undefined,
    value: Val,
    span: Span,
    key?: Val,
  ): void {
    if (!this.analyzer.options.taint) return;
    for (const sink of this.model.assignSinks) {
      if (property !== undefined && sink.property === property)
        this.checkSink(sink.kind, value, span, sink.label);
      if (
        container !== undefined &&
        sink.index !== undefined &&
        (container === sink.index || container.endsWith(`.${sink.index}`)) &&
        (sink.key === undefined || String(key?.constant?.value).toLowerCase() === sink.key.toLowerCase())
      ) {
        this.checkSink(sink.kind, value, span, sink.label);
        // An attribute name chosen by the input crosses the boundary as much as its value.
        if (key && sink.kind === "trust-boundary") this.checkSink(sink.kind, key, span, sink.label);
      }
    }
  }

  /** Stores a value into a variable, field or collection slot (a strong update: it replaces). */
  private writeTarget(target: Expr, value: Val): void {
    switch (target.kind) {
      case "name":
        this.state.env.set(target.name, value);
        return;
      case "member": {
        const base = this.evalQuiet(target.object);
        if (base.keys && this.state.owned?.has(base)) {
          base.keys.set(target.property, value);
          return;
        }
        const keys = new Map(base.keys ?? []);
        keys.set(target.property, value);
        const updated: Val = { ...base, keys };
        this.writeTarget(target.object, updated);
        this.state.owned ??= new Set();
        this.state.owned.add(updated);
        return;
      }
      case "index": {
        const base = this.evalQuiet(target.object);
        const key = this.evalQuiet(target.index);
        this.writeTarget(target.object, this.store(base, key, value));
        return;
      }
      default:
        return;
    }
  }

  private store(base: Val, key: Val, value: Val): Val {
    const k = key.constant?.value;
    if (k === undefined || isTainted(key)) return { ...base, rest: join(base.rest, value) };
    if (typeof k === "number" && base.items && k >= 0 && k < base.items.length) {
      const items = [...base.items];
      items[k] = value;
      return { ...base, items };
    }
    const keys = new Map(base.keys ?? []);
    keys.set(String(k), value);
    return { ...base, keys };
  }

  /** Reads a collection slot: a constant key reads exactly that slot. */
  private read(base: Val, key: Val): Val {
    const k = key.constant?.value;
    const whole = base.taints ? withTaints(base.taints) : undefined;
    const text = base.constant?.value;
    if (typeof text === "string" && typeof k === "number" && !isTainted(base) && !isTainted(key)) {
      const ch = text[k < 0 ? text.length + k : k];
      if (ch !== undefined) return constant(ch);
    }
    if (k !== undefined && !isTainted(key)) {
      if (typeof k === "number" && base.items) {
        const item = base.items[k < 0 ? base.items.length + k : k];
        return join(item ?? base.rest, whole);
      }
      const slot = base.keys?.get(String(k));
      if (slot) return join(slot, whole);
      if (base.keys || base.items) return join(base.rest, whole);
      return join(base.rest, withTaints(deepTaints(base)));
    }
    return this.element(base);
  }

  private element(base: Val): Val {
    let out: Val | undefined = base.taints ? withTaints(base.taints) : undefined;
    for (const v of base.keys?.values() ?? []) out = join(out, v);
    for (const v of base.items ?? []) out = join(out, v);
    out = join(out, base.rest);
    return out ?? CLEAN;
  }

  // ---------------------------------------------------------------- expressions

  /** Evaluates without reporting: used to re-read values for refinement. */
  private evalQuiet(e: Expr): Val {
    switch (e.kind) {
      case "name":
        return this.lookup(e.name) ?? CLEAN;
      case "member":
        return this.member(e, true);
      case "index":
        return this.read(this.evalQuiet(e.object), this.evalQuiet(e.index));
      case "lit":
        return constant(e.value);
      default:
        return this.eval(e);
    }
  }

  eval(e: Expr): Val {
    switch (e.kind) {
      case "lit":
        return constant(e.value);
      case "name": {
        const v = this.lookup(e.name);
        if (v) return v;
        return this.memberSource(e.name, e.span) ?? CLEAN;
      }
      case "member":
        return this.member(e, false);
      case "index": {
        const base = this.eval(e.object);
        return this.read(base, this.eval(e.index));
      }
      case "call":
        return this.call(e);
      case "binary":
        return this.binaryExpr(e);
      case "unary": {
        const v = this.eval(e.operand);
        if (e.op === "!" || e.op === "not") {
          const t = truthiness(v);
          return t === undefined ? CLEAN : constant(!t);
        }
        if (e.op === "-" && typeof v.constant?.value === "number") return constant(-v.constant.value);
        if (e.op === "+" || e.op === "-" || e.op === "~") return CLEAN;
        return v;
      }
      case "cond": {
        const t = truthiness(this.eval(e.test));
        if (t === true) return this.eval(e.whenTrue);
        if (t === false) return this.eval(e.whenFalse);
        return this.arms(e.test, e.whenTrue, e.whenFalse);
      }
      case "template": {
        let taints: Taint[] | undefined;
        let text = "";
        let allConst = true;
        for (const p of e.parts) {
          const v = this.eval(p);
          taints = mergeTaints(taints, deepTaints(v));
          if (v.constant && !isTainted(v)) text += String(v.constant.value);
          else allConst = false;
        }
        if (allConst) return constant(text);
        return withTaints(taints, { type: "String" });
      }
      case "array":
        return { items: e.items.map((i) => this.eval(i)) };
      case "object": {
        const keys = new Map<string, Val>();
        let rest: Val | undefined;
        for (const p of e.props) {
          const v = this.eval(p.value);
          if (p.key !== undefined) keys.set(p.key, v);
          else if (v.keys) {
            // A spread object (`{ ...defaults, a: 1 }`) copies its known properties in order.
            for (const [k, x] of v.keys) keys.set(k, x);
            if (v.rest || v.taints) rest = join(rest, join(v.rest, withTaints(v.taints)));
          } else {
            // An unknown spread may overwrite any property written before it.
            for (const [k, x] of keys) keys.set(k, join(x, v));
            rest = join(rest, v);
          }
        }
        const value: Val = { keys, rest, type: e.type };
        for (const rule of this.analyzer.options.syntacticRules) {
          if (!rule.onObject || !rule.languages.includes(this.unit.language)) continue;
          const hit = rule.onObject({ type: e.type, props: keys, span: e.span }, this.hookContext());
          if (hit) this.analyzer.hit(rule, this.unit, hit);
        }
        return value;
      }
      case "func":
        if (!this.separately.has(e.fn)) this.closure(e.fn);
        return { fn: e.fn, scope: this.scopes() };
      case "comprehension": {
        const entry = this.state;
        this.state = cloneState(entry);
        for (const c of e.clauses) {
          if ("test" in c) {
            this.eval(c.test);
            this.refine(c.test, true);
          } else this.assign(c.target, this.element(this.eval(c.iterable)), e.span);
        }
        const value = this.eval(e.value);
        // Its variables do not outlive it.
        this.state = entry;
        return { rest: value };
      }
      case "assign": {
        this.assignStmt(e.target, e.value, e.op, e.span);
        return this.evalQuiet(e.target);
      }
      case "other": {
        let taints: Taint[] | undefined;
        for (const p of e.parts) taints = mergeTaints(taints, deepTaints(this.eval(p)));
        return withTaints(taints);
      }
    }
  }

  /** `allowed.has(x) ? x : "a"`: each arm runs where its condition is known, as in an `if`. */
  private arms(test: Expr, whenTrue: Expr, whenFalse: Expr): Val {
    const entry = this.state;
    this.state = cloneState(entry);
    this.refine(test, true);
    const a = this.eval(whenTrue);
    const afterTrue = this.state;
    this.state = cloneState(entry);
    this.refine(test, false);
    const b = this.eval(whenFalse);
    this.state = joinStates([afterTrue, this.state]);
    return join(a, b);
  }

  private memberSource(path: string, span: Span): Val | undefined {
    if (!this.analyzer.options.taint) return undefined;
    const label =
      this.model.memberSources.get(path) ??
      this.model.memberPrefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
    if (!label) return undefined;
    return {
      taints: [
        {
          origin: { kind: "source", label },
          trace: [this.step(span, `untrusted input: ${path}`)],
          safe: new Set(),
        },
      ],
    };
  }

  private member(e: Extract<Expr, { kind: "member" }>, quiet: boolean): Val {
    const path = exprPath(e);
    if (path) {
      const source = this.memberSource(path, e.span);
      if (source) return source;
    }
    const base = quiet ? this.evalQuiet(e.object) : this.eval(e.object);
    const slot = base.keys?.get(e.property);
    if (slot) return slot;
    if (base.keys && !isTainted(base) && !base.rest) return CLEAN;
    if (e.property === "length" || e.property === "size") return CLEAN;
    return withTaints(base.taints);
  }

  private binaryExpr(e: Extract<Expr, { kind: "binary" }>): Val {
    const left = this.eval(e.left);
    if (e.op === "&&" || e.op === "||") {
      const t = truthiness(left);
      if (e.op === "&&" && t === false) return left;
      if (e.op === "||" && t === true) return left;
      const right = this.eval(e.right);
      if (t !== undefined) return right;
      return this.withDefault(e.op, left, right) ?? join(left, right);
    }
    const right = this.eval(e.right);
    return this.withDefault(e.op, left, right) ?? this.binary(e.op, left, right);
  }

  /**
   * `process.env.ALG || "aes-256-gcm"`: a setting of the environment falls back to a constant, the
   * value the code runs with when the setting is absent (as `getProperty(key, default)` does).
   */
  private withDefault(op: string, setting: Val, fallback: Val): Val | undefined {
    if (op !== "||" && op !== "??") return undefined;
    if (!fallback.constant || isTainted(fallback) || setting.constant) return undefined;
    if (!setting.taints?.length || !setting.taints.every((t) => this.isLocal(t))) return undefined;
    return { ...join(setting, fallback), constant: fallback.constant };
  }

  private binary(op: string, left: Val, right: Val): Val {
    const a = left.constant?.value;
    const b = right.constant?.value;
    const bothConst =
      left.constant !== undefined && right.constant !== undefined && !isTainted(left) && !isTainted(right);
    if (bothConst) {
      const folded = fold(op, a ?? null, b ?? null);
      if (folded !== undefined) return constant(folded);
    }
    const stringy =
      typeof a === "string" || typeof b === "string" || left.type === "String" || right.type === "String";
    if (op === "+" || op === "." || op === ".." || (op === "%" && stringy)) {
      const taints = mergeTaints(deepTaints(left), deepTaints(right));
      return withTaints(taints, stringy ? { type: "String" } : {});
    }
    if (op === "??" || op === "?:") return join(left, right);
    // `Path("/srv") / name` joins paths.
    if (op === "/" && (left.type === "Path" || right.type === "Path"))
      return withTaints(mergeTaints(deepTaints(left), deepTaints(right)), { type: "Path" });
    return CLEAN;
  }

  // ---------------------------------------------------------------- calls

  private callKey(e: Extract<Expr, { kind: "call" }>): { key: CallKey; path: string; receiver?: Val } {
    const callee = e.callee;
    const imports = this.unit.module.imports;
    if (e.isNew) {
      const path = exprPath(callee) ?? "?";
      return {
        key: { name: path.split(".").pop() as string, receiverType: "new", hasReceiver: true },
        path: `new ${path}`,
      };
    }
    if (callee.kind === "name") {
      const imported = this.isKnownName(callee.name) ? undefined : imports.get(callee.name);
      if (imported?.includes(".")) {
        const dot = imported.lastIndexOf(".");
        return {
          key: { name: imported.slice(dot + 1), receiverType: imported.slice(0, dot), hasReceiver: true },
          path: imported,
        };
      }
      return { key: { name: callee.name, hasReceiver: false }, path: callee.name };
    }
    if (callee.kind === "member") {
      const receiver = this.eval(callee.object);
      const receiverPath = exprPath(callee.object);
      let receiverType = receiver.type ?? requiredModule(callee.object);
      if (!receiverType && receiverPath && callee.object.kind !== "call") {
        const root = receiverPath.split(".")[0] as string;
        if (!this.isKnownName(root)) {
          const resolved = imports.get(root);
          // In Java and C# an unknown lower-case name is a field of some other scope, not a type.
          const typed = this.unit.language === "java" || this.unit.language === "csharp";
          // In Go every package is imported by name: any other root is a variable of another file.
          const go = this.unit.language === "go";
          if (resolved || (!go && (!typed || /^[A-Z]/.test(root) || receiverPath.includes(".")))) {
            receiverType = resolved ? resolved + receiverPath.slice(root.length) : receiverPath;
          }
        }
      }
      const path = `${receiverPath ?? "?"}.${callee.property}`;
      return {
        key: {
          name: callee.property,
          receiverType,
          receiverName: receiverPath?.split(".").pop(),
          hasReceiver: true,
        },
        path,
        receiver,
      };
    }
    this.eval(callee);
    return { key: { name: "?", hasReceiver: false }, path: "?" };
  }

  /** Runs a function value (a lambda, closure or local function) on arguments, in the scopes it captured. */
  private invoke(f: Val, args: Val[]): Val | undefined {
    if (!f.fn || this.analyzer.callDepth > MAX_CALL_DEPTH) return undefined;
    this.analyzer.callDepth++;
    try {
      const outer = f.scope ?? this.scopes();
      const run = new FunctionRun(
        this.analyzer,
        this.unit,
        f.fn,
        this.separately,
        outer,
        false,
        this.quiet,
        args,
      );
      run.run();
      this.paramSinks.push(...run.paramSinks);
      return run.returnVal ?? CLEAN;
    } finally {
      this.analyzer.callDepth--;
    }
  }

  /** A function value a call runs: a local closure by name, a lambda receiver, a closure property. */
  private calledValue(
    e: Extract<Expr, { kind: "call" }>,
    name: string,
    receiver: Val | undefined,
  ): Val | undefined {
    if (e.callee.kind === "name") {
      const f = this.lookup(e.callee.name);
      return f?.fn && !this.separately.has(f.fn) ? f : undefined;
    }
    if (!receiver) return undefined;
    const slot = receiver.keys?.get(name);
    if (slot?.fn) return slot;
    return receiver.fn && INVOKERS.has(name) ? receiver : undefined;
  }

  /** `list.map(f)`, `promise.then(f)`: the function runs on what the call has, its return is the result. */
  private callback(key: CallKey, receiver: Val | undefined, args: Val[]): Val | undefined {
    for (const cb of this.model.callbacks.match(key)) {
      const f = args[cb.fn];
      const source = cb.over === "receiver" ? receiver : args[cb.over];
      if (!f?.fn || !source) continue;
      const returned = this.invoke(f, [cb.applies === "each" ? this.element(source) : source]);
      if (!returned) return undefined;
      switch (cb.result) {
        case "list":
          return { rest: returned };
        case "return":
          return returned;
        case "source":
          return source;
        case "either":
          return join(source, returned);
        case "none":
          return CLEAN;
      }
    }
    return undefined;
  }

  /** `new Point(x, y)` of a record, `Point(x=1)` of a dataclass: an object with those fields. */
  private recordOf(key: CallKey, args: Val[], keywords: Map<string, Val>): Val | undefined {
    const project = this.analyzer.options.project;
    if (!project || (key.hasReceiver && key.receiverType !== "new")) return undefined;
    const cls = classesNamed(project, key.name, this.unit)[0];
    if (!cls?.fields || cls.methods.some((m) => m.name === "__init__" || m.name === key.name))
      return undefined;
    const keys = new Map<string, Val>();
    cls.fields.forEach((f, i) => {
      keys.set(f.name, args[i] ?? keywords.get(f.name) ?? (f.value ? this.eval(f.value) : CLEAN));
    });
    return { type: key.name, keys, facts: new Set() };
  }

  private call(e: Extract<Expr, { kind: "call" }>): Val {
    // An immediately called function (`(() => …)()`, a switch expression) runs here on its arguments.
    if (e.callee.kind === "func" && !this.separately.has(e.callee.fn)) {
      const args = e.args.map((a) => this.eval(a));
      const f: Val = { fn: e.callee.fn, scope: this.scopes() };
      return this.invoke(f, args) ?? this.eval(e.callee);
    }
    const { key, path, receiver } = this.callKey(e);
    const args = e.args.map((a) => this.eval(a));
    const keywords = new Map<string, Val>();
    for (const k of e.keywords) {
      const v = this.eval(k.value);
      keywords.set(k.name, v);
      // `f(**options)`: the dictionary's known entries are keyword arguments too.
      if (k.name === "**")
        for (const [name, entry] of v.keys ?? []) if (!keywords.has(name)) keywords.set(name, entry);
    }
    const model = this.model;
    const taint = this.analyzer.options.taint;
    const event: CallEvent = { key, path, args, argExprs: e.args, keywords, receiver, span: e.span };

    for (const rule of this.analyzer.options.syntacticRules) {
      if (!rule.onCall || !rule.languages.includes(this.unit.language)) continue;
      const hit = rule.onCall(event, this.hookContext());
      if (hit) this.analyzer.hit(rule, this.unit, hit);
    }

    if (taint) {
      for (const sink of model.sinks.match(key)) {
        if (sink.when && !sink.when(callFacts(args, keywords, e))) continue;
        const positions = sink.args ?? args.map((_, i) => i);
        for (const pos of positions) {
          const v = pos === "receiver" ? receiver : args[pos];
          const argExpr = pos === "receiver" ? undefined : e.args[pos];
          if (v && !(argExpr && fixedDestination(sink.kind, argExpr)))
            this.checkSink(sink.kind, v, e.span, sink.label);
        }
        for (const k of sink.keywords ?? []) {
          const v = keywords.get(k);
          if (v) this.checkSink(sink.kind, v, e.span, sink.label);
        }
      }
    }

    const returnType = model.returnTypeOf(key);
    let result: Val | undefined;

    const sources = taint
      ? model.sources.match(key).filter((s) => !s.when || s.when(callFacts(args, keywords, e)))
      : [];
    if (sources.length > 0) {
      const label = sources[0]?.label as string;
      result = {
        type: returnType,
        taints: [
          {
            origin: { kind: "source", label },
            trace: [this.step(e.span, `untrusted input: ${path}(…)`)],
            safe: new Set(),
          },
        ],
      };
    }

    const all = (): Val => {
      let taints = receiver ? deepTaints(receiver) : undefined;
      for (const a of args) taints = mergeTaints(taints, deepTaints(a));
      for (const v of keywords.values()) taints = mergeTaints(taints, deepTaints(v));
      return withTaints(taints);
    };

    if (!result) {
      const sanitizers = model.sanitizers
        .match(key)
        .filter((s) => !s.when || s.when(callFacts(args, keywords, e)));
      if (sanitizers.length > 0) {
        const s = sanitizers[0];
        if (s) result = { ...sanitize(all(), s.kinds, s.marks), type: returnType };
      }
    }
    if (
      !result &&
      (key.name === "equals" || key.name === "equalsIgnoreCase") &&
      receiver?.constant &&
      args[0]?.constant
    ) {
      const a = String(receiver.constant.value);
      const b = String(args[0].constant.value);
      result = constant(key.name === "equals" ? a === b : a.toLowerCase() === b.toLowerCase());
    }
    if (
      !result &&
      typeof receiver?.constant?.value === "string" &&
      !isTainted(receiver) &&
      args.every((a) => a.constant && !isTainted(a))
    ) {
      const folded = foldStringMethod(
        receiver.constant.value,
        key.name,
        args.map((a) => a.constant?.value ?? null),
      );
      if (folded !== undefined) result = constant(folded);
    }
    if (!result && model.cleanMethods.has(key.name)) result = { type: returnType };
    if (!result) {
      const factory = model.factories.match(key)[0];
      if (factory?.layout === "items") result = { items: [...args], type: returnType };
      else if (factory) {
        let built: Val = { keys: new Map(), type: returnType };
        for (let i = 0; i + 1 < args.length; i += 2)
          built = this.store(built, args[i] as Val, args[i + 1] as Val);
        result = built;
      }
    }
    if (!result) result = this.callback(key, receiver, args);
    if (!result) {
      const f = this.calledValue(e, key.name, receiver);
      const jsThis = this.unit.language === "javascript" || this.unit.language === "typescript";
      const passed =
        f === receiver && jsThis && key.name === "call"
          ? args.slice(1)
          : f === receiver && jsThis && key.name === "apply"
            ? [this.element(args[1] ?? CLEAN)]
            : args;
      if (f) result = this.invoke(f, passed);
    }
    // A record's accessor (`point.x()`) reads its field.
    if (!result && args.length === 0 && this.unit.language === "java" && e.callee.kind === "member")
      result = receiver?.keys?.get(key.name);
    if (!result) result = this.recordOf(key, args, keywords);
    if (!result) result = this.collectionCall(e, key.name, receiver, args);
    if (!result && this.analyzer.options.interprocedural) result = this.summaryCall(e, key, receiver, args);
    if (key.name === "getProperty" && args.length === 2 && args[1]?.constant && !isTainted(args[0])) {
      // A configuration default is what the code runs with when the setting is absent; a
      // system property keeps its (local) taint beside it.
      if (!result) result = args[1];
      else if (sources.length > 0) result = { ...result, constant: args[1].constant };
    }
    if (!result) {
      const fromArgs = all();
      result = {
        ...fromArgs,
        type: returnType ?? (isStringy(key.name) && isTainted(fromArgs) ? "String" : undefined),
      };
      if (returnType || key.receiverType === "new") result.facts = new Set();
      if (receiver?.facts && /^(new|create|get)/.test(key.name) && key.receiverType !== "new")
        result.facts = receiver.facts;
    }
    // Calling an analysed class by name (Python's `Shell()`) makes an instance of it.
    if (!key.hasReceiver && !result.type && this.analyzer.options.project?.classes.has(key.name))
      result = { ...result, type: key.name };
    if (key.receiverType === "new") {
      if (!result.type) result = { ...result, type: key.name, facts: new Set() };
      // An empty collection is tracked slot by slot until something unknown is added to it.
      if (args.length === 0 && /(List|Array|Vector|Deque|Queue|Stack)$/.test(key.name))
        result = { ...result, items: [] };
      else if (args.length === 0 && /(Map|Hashtable|Properties|Dictionary)$/.test(key.name))
        result = { ...result, keys: new Map() };
    }
    this.recordFacts(e, key.name, args);
    if (model.exits.match(key).length > 0) {
      this.state.dead = true;
      this.state.owned = undefined;
    }
    return result;
  }

  /** Remembers calls made on a local object (`cookie.setSecure(true)`) for rules that check them later. */
  private recordFacts(e: Extract<Expr, { kind: "call" }>, name: string, args: Val[]): void {
    if (e.callee.kind !== "member") return;
    const target = e.callee.object;
    if (target.kind !== "name") return;
    const current = this.state.env.get(target.name);
    if (!current?.facts) return;
    const facts = new Set(current.facts);
    facts.add(name);
    const consts = args.map((a, i) => {
      if (a.constant) return String(a.constant.value);
      const argExpr = e.args[i];
      return (argExpr && exprPath(argExpr)) ?? "?";
    });
    facts.add(`${name}(${consts.join(",")})`);
    this.state.env.set(target.name, { ...current, facts });
  }

  private collectionCall(
    e: Extract<Expr, { kind: "call" }>,
    name: string,
    receiver: Val | undefined,
    args: Val[],
  ): Val | undefined {
    if (e.callee.kind !== "member" || !receiver) return undefined;
    const target = mutationRoot(e.callee.object);
    const writable = target && (target.kind === "name" || target.kind === "member");
    if (COLLECTION_PUT.has(name) && args.length === 2 && writable && target === e.callee.object) {
      this.writeTarget(target, this.store(receiver, args[0] as Val, args[1] as Val));
      return CLEAN;
    }
    if (COLLECTION_GET.has(name) && args.length >= 1 && !receiver.type?.includes("Request")) {
      if (name === "pop" && writable && target === e.callee.object && receiver.items && args[0]?.constant) {
        const value = this.read(receiver, args[0]);
        this.writeTarget(target, this.removeAt(receiver, args[0]));
        return value;
      }
      if (receiver.keys || receiver.items || receiver.rest) {
        const value = this.read(receiver, args[0] as Val);
        return args.length > 1 && name !== "get" ? join(value, args[1]) : value;
      }
      return undefined;
    }
    if (
      (name === "shift" || name === "pop") &&
      args.length === 0 &&
      receiver.items &&
      receiver.items.length > 0 &&
      writable &&
      target === e.callee.object
    ) {
      const at = constant(name === "shift" ? 0 : receiver.items.length - 1);
      const value = this.read(receiver, at);
      this.writeTarget(target, this.removeAt(receiver, at));
      return value;
    }
    if (
      name === "remove" &&
      args.length === 1 &&
      writable &&
      target === e.callee.object &&
      (receiver.items || receiver.keys)
    ) {
      const k = args[0] as Val;
      const value = this.read(receiver, k);
      this.writeTarget(target, this.removeAt(receiver, k));
      return value;
    }
    if (
      (name === "add" || name === "append" || name === "push") &&
      writable &&
      target === e.callee.object &&
      args.length >= 1
    ) {
      if (
        name === "add" &&
        args.length === 2 &&
        typeof args[0]?.constant?.value === "number" &&
        receiver.items
      ) {
        const items = [...receiver.items];
        items.splice(args[0].constant.value as number, 0, args[1] as Val);
        this.writeTarget(target, { ...receiver, items });
        return CLEAN;
      }
      const isList =
        receiver.items !== undefined ||
        (receiver.type !== undefined && /List|Array|Vector|Deque|Queue|Set/.test(receiver.type));
      if (
        isList &&
        args.length === 1 &&
        !receiver.type?.includes("Builder") &&
        !receiver.type?.includes("Buffer")
      ) {
        const items = receiver.items ? [...receiver.items, args[0] as Val] : undefined;
        this.writeTarget(
          target,
          items ? { ...receiver, items } : { ...receiver, rest: join(receiver.rest, args[0]) },
        );
        return CLEAN;
      }
    }
    if (MUTATORS.has(name) && target && writable) {
      let taints = deepTaints(receiver);
      for (const a of args) taints = mergeTaints(taints, deepTaints(a));
      const current = this.evalQuiet(target);
      if (isTainted({ taints }) && !isTainted(current)) this.writeTarget(target, { ...current, taints });
      else if (isTainted({ taints }))
        this.writeTarget(target, { ...current, taints: mergeTaints(current.taints, taints) });
      return withTaints(taints, { type: receiver.type });
    }
    if ((name === "clear" || name === "removeAll") && writable && target === e.callee.object) {
      this.writeTarget(target, { type: receiver.type, items: [] });
      return CLEAN;
    }
    return undefined;
  }

  private removeAt(base: Val, key: Val): Val {
    const k = key.constant?.value;
    if (typeof k === "number" && base.items) {
      const items = [...base.items];
      items.splice(k, 1);
      return { ...base, items };
    }
    if (k !== undefined && base.keys) {
      const keys = new Map(base.keys);
      keys.delete(String(k));
      return { ...base, keys };
    }
    return base;
  }

  /**
   * The analysed functions a call runs, or an empty list when it runs none (a library, or nothing
   * known): `this.m()`/`self.m()` and unqualified calls in a class run the class's methods,
   * `obj.m()` the methods of obj's type, imported names and `module.f()` the functions of the file
   * the import names; other plain calls the file's own function, else the one function of that
   * name in the project; a method call on an untyped receiver the one method of that name.
   */
  private callees(
    e: Extract<Expr, { kind: "call" }>,
    key: CallKey,
    receiver: Val | undefined,
    argCount: number,
  ): Callee[] {
    const project = this.analyzer.options.project;
    if (!project) return [];
    const fits = (c: Callee) =>
      c.fn.params.length === argCount ||
      (argCount < c.fn.params.length && c.fn.params.slice(argCount).every((p) => p.defaulted)) ||
      (c.fn.params[0]?.name === "self" && c.fn.params.length === argCount + 1);
    const callee = e.callee;
    if (callee.kind === "member") {
      const object = callee.object;
      if (object.kind === "name" && (object.name === "this" || object.name === "self")) {
        return this.fn.className
          ? methodsOf(project, this.fn.className, key.name, this.unit).filter(fits)
          : [];
      }
      if (receiver?.type) return methodsOf(project, receiver.type, key.name, this.unit).filter(fits);
      if (key.receiverType) {
        if (project.classes.has(simpleName(key.receiverType)))
          return methodsOf(project, key.receiverType, key.name, this.unit).filter(fits);
        const unit = this.moduleUnit(key.receiverType);
        return unit ? topLevelFunctions(project, unit, key.name).filter(fits) : [];
      }
      const methods = (project.functionsByName.get(key.name) ?? []).filter((c) => c.fn.className && fits(c));
      return methods.length === 1 ? methods : [];
    }
    if (callee.kind !== "name") return [];
    if (key.receiverType) {
      const unit = this.moduleUnit(key.receiverType);
      return unit ? topLevelFunctions(project, unit, key.name).filter(fits) : [];
    }
    if (this.fn.className) {
      const own = methodsOf(project, this.fn.className, key.name, this.unit).filter(fits);
      if (own.length > 0) return own;
    }
    const local = topLevelFunctions(project, this.unit, key.name).filter(fits);
    if (local.length > 0) return local;
    const elsewhere = (project.functionsByName.get(key.name) ?? []).filter((c) => !c.fn.className && fits(c));
    return elsewhere.length === 1 ? elsewhere : [];
  }

  /**
   * The analysed file an import names: a relative JavaScript path from this file's folder, else the
   * file (or package folder) whose path ends with the module's segments (`pkg.util` → `pkg/util.py`).
   */
  private moduleUnit(spec: string): FileUnit | undefined {
    const project = this.analyzer.options.project;
    if (!project) return undefined;
    let known = project.modules.get(this.unit);
    if (!known) {
      known = new Map();
      project.modules.set(this.unit, known);
    }
    if (!known.has(spec)) known.set(spec, this.findModule(spec, project.units));
    return known.get(spec);
  }

  private findModule(spec: string, units: Map<string, FileUnit>): FileUnit | undefined {
    const stem = (p: string) => p.replace(/\.[cm]?[jt]sx?$|\.py$/, "");
    if (/^\.\.?\//.test(spec)) {
      const target = stem(posix.join(posix.dirname(this.unit.path), spec));
      for (const unit of units.values()) {
        const s = stem(unit.path);
        if (s === target || s === `${target}/index`) return unit;
      }
      return undefined;
    }
    const segments = stem(spec)
      .replace(/^\.+/, "")
      .split(/[./\\]|::/)
      .filter(Boolean)
      .join("/");
    if (!segments) return undefined;
    let best: FileUnit | undefined;
    for (const unit of units.values()) {
      const s = stem(unit.path).replace(/\/__init__$/, "");
      if (s !== segments && !s.endsWith(`/${segments}`)) continue;
      // Several files may end alike: the one beside the caller wins.
      if (!best || posix.dirname(unit.path) === posix.dirname(this.unit.path)) best = unit;
    }
    return best;
  }

  private summaryCall(
    e: Extract<Expr, { kind: "call" }>,
    key: CallKey,
    receiver: Val | undefined,
    args: Val[],
  ): Val | undefined {
    if (this.analyzer.callDepth > MAX_CALL_DEPTH) return undefined;
    const candidates = this.callees(e, key, receiver, args.length);
    if (candidates.length === 0 || candidates.length > 3) return undefined;
    if (candidates.some((c) => c.unit.elided?.has(c.fn.span.end))) return undefined;
    let result: Val | undefined;
    this.analyzer.callDepth++;
    try {
      for (const c of candidates) {
        const summary = this.analyzer.summaryOf(c.fn, c.unit);
        const offset = c.fn.params[0]?.name === "self" ? 1 : 0;
        const callStep = this.step(e.span, `passed to ${c.fn.name}()`);
        let taints: Taint[] | undefined;
        for (const t of summary.returns) {
          if (t.origin.kind === "source") taints = mergeTaints(taints, [t]);
          else {
            const at = t.origin.index - offset;
            const arg = at < 0 ? receiver : args[at];
            const through = addStep(deepTaints(arg), callStep)?.map((a) => ({
              ...a,
              safe: new Set([...a.safe, ...t.safe]),
            }));
            taints = mergeTaints(taints, through);
          }
        }
        for (const sink of summary.sinks) {
          const at = sink.param - offset;
          const arg = at < 0 ? receiver : args[at];
          const incoming = deepTaints(arg)?.filter(
            (t) => !t.safe.has(sink.kind) && !sink.safe.has(sink.kind),
          );
          if (!incoming || incoming.length === 0) continue;
          for (const t of incoming) {
            const trace = [...t.trace, callStep, ...sink.trace.slice(1)];
            // A parameter of this function reaching the callee's sink is a sink of this function too.
            if (t.origin.kind === "param") {
              if (!this.quiet)
                this.paramSinks.push({
                  param: t.origin.index,
                  kind: sink.kind,
                  sink: sink.sink,
                  trace,
                  safe: t.safe,
                });
              continue;
            }
            const unit = this.analyzer.options.project?.units.get(sink.sink.file) ?? this.unit;
            this.emitTaint(sink.kind, t, [...trace, sink.sink], sink.sink.span, unit);
          }
        }
        const constant = taints ? undefined : summary.constant;
        result = join(
          result,
          withTaints(taints, {
            ...(constant ? { constant } : {}),
            ...(summary.facts ? { facts: summary.facts } : {}),
          }),
        );
      }
    } finally {
      this.analyzer.callDepth--;
    }
    return result ?? CLEAN;
  }

  private checkSink(kind: SinkKind, value: Val, span: Span, label: string): void {
    if (this.quiet) return;
    // JavaScript and Python loggers print an object or list escaped (util.inspect, repr): only
    // text built from input can forge a log line.
    const structured =
      kind === "log" && ESCAPED_STRUCTURES.has(this.unit.language) && (value.keys || value.items);
    const taints = structured ? value.taints : deepTaints(value);
    if (!taints) return;
    const sinkStep = this.step(span, `reaches ${label}`);
    for (const t of taints) {
      if (t.safe.has(kind) || t.origin.kind !== "param") continue;
      this.paramSinks.push({ param: t.origin.index, kind, sink: sinkStep, trace: t.trace, safe: t.safe });
    }
    // One finding per sink: input from outside the program wins over the operator's own.
    const reaching = taints.filter((t) => !t.safe.has(kind) && t.origin.kind === "source");
    const ordered = [...reaching.filter((t) => !this.isLocal(t)), ...reaching.filter((t) => this.isLocal(t))];
    for (const t of ordered) if (this.emitTaint(kind, t, [...t.trace, sinkStep], span, this.unit)) return;
  }

  private isLocal(t: Taint): boolean {
    return t.origin.kind === "source" && this.model.localSources.has(t.origin.label);
  }

  /** Reports a source reaching a sink; false when that is not worth a finding. */
  private emitTaint(kind: SinkKind, t: Taint, trace: TraceStep[], span: Span, unit: FileUnit): boolean {
    if (t.origin.kind !== "source") return false;
    const found = this.analyzer.options.taintRules.get(kind);
    if (!found?.languages.includes(unit.language)) return false;
    // The operator's own input (command line, environment, terminal) is still a weakness when the
    // program runs with rights its operator lacks, but a doubtful one.
    const rule: RuleMeta = this.isLocal(t)
      ? { ...found, confidence: "low", severity: LOWER_SEVERITY[found.severity] }
      : found;
    const source = t.trace[0];
    const where =
      source && source.file === unit.path ? ` (line ${unit.lines.position(source.span.start).line})` : "";
    this.analyzer.options.report({
      rule,
      unit,
      span,
      message: `${rule.message} Untrusted input from ${t.origin.label}${where} reaches this call.`,
      trace,
    });
    return true;
  }

  private hookContext(): HookContext {
    return {
      language: this.unit.language,
      functionName: this.fn.name,
      functionSpan: this.fn.span,
      assignTarget: this.assignTarget,
      source: this.unit.source,
    };
  }
}

function mutationRoot(e: Expr): Expr | undefined {
  let cur = e;
  while (cur.kind === "call" && cur.callee.kind === "member" && MUTATORS.has(cur.callee.property))
    cur = cur.callee.object;
  return cur.kind === "name" || cur.kind === "member" ? cur : undefined;
}

function isStringy(name: string): boolean {
  return /^(to|substr|trim|concat|format|replace|join|strip|lower|upper|decode|encode|split|slice)/i.test(
    name,
  );
}

function callFacts(args: Val[], keywords: Map<string, Val>, call: Extract<Expr, { kind: "call" }>) {
  return {
    argCount: args.length,
    keyword(name: string) {
      const v = keywords.get(name);
      const expr = call.keywords.find((k) => k.name === name)?.value;
      return v
        ? { constant: v.constant?.value, known: v.constant !== undefined, text: expr && exprPath(expr) }
        : undefined;
    },
    arg(index: number) {
      const v = args[index];
      const expr = call.args[index];
      return v
        ? {
            constant: v.constant?.value,
            known: v.constant !== undefined,
            isList: v.items !== undefined,
            text: expr && exprPath(expr),
            prefix: expr && leadingLiteral(expr),
            type: v.type,
            field(name: string) {
              const f = v.keys?.get(name);
              return f ? { constant: f.constant?.value, known: f.constant !== undefined } : undefined;
            },
            item(i: number) {
              const f = v.items?.[i];
              return f ? { constant: f.constant?.value, known: f.constant !== undefined } : undefined;
            },
          }
        : undefined;
    },
  };
}

type Lit = string | number | boolean | null;

function fold(op: string, a: Lit, b: Lit): Lit | undefined {
  if (typeof a === "number" && typeof b === "number") {
    switch (op) {
      case "+":
        return a + b;
      case "-":
        return a - b;
      case "*":
        return a * b;
      case "/":
        return b === 0 ? undefined : a / b;
      case "//":
        return b === 0 ? undefined : Math.floor(a / b);
      case "%":
        return b === 0 ? undefined : a % b;
    }
  }
  switch (op) {
    case "+":
    case ".":
      if (typeof a === "string" || typeof b === "string") return `${a}${b}`;
      return undefined;
    case "==":
    case "===":
    case "is":
      return a === b;
    case "!=":
    case "!==":
    case "<>":
      return a !== b;
    case "<":
      return a !== null && b !== null && a < b;
    case ">":
      return a !== null && b !== null && a > b;
    case "<=":
      return a !== null && b !== null && a <= b;
    case ">=":
      return a !== null && b !== null && a >= b;
    default:
      return undefined;
  }
}

/** Evaluates common string methods on constants, so conditions and switches on them are decided. */
function foldStringMethod(s: string, name: string, args: Lit[]): Lit | undefined {
  const [a, b] = args;
  switch (name) {
    case "charAt":
      return typeof a === "number" ? s.charAt(a) : undefined;
    case "substring":
    case "substr":
    case "slice":
      return typeof a === "number" ? s.substring(a, typeof b === "number" ? b : undefined) : undefined;
    case "toLowerCase":
    case "lower":
      return s.toLowerCase();
    case "toUpperCase":
    case "upper":
      return s.toUpperCase();
    case "trim":
    case "strip":
      return s.trim();
    case "length":
      return s.length;
    case "concat":
      return s + args.map(String).join("");
    case "startsWith":
    case "startswith":
      return typeof a === "string" ? s.startsWith(a) : undefined;
    case "endsWith":
    case "endswith":
      return typeof a === "string" ? s.endsWith(a) : undefined;
    case "contains":
    case "includes":
      return typeof a === "string" ? s.includes(a) : undefined;
    case "isEmpty":
      return s.length === 0;
    default:
      return undefined;
  }
}

/** The literal text a string expression starts with (`"https://x/" + id` starts with `https://x/`). */
function leadingLiteral(e: Expr): string | undefined {
  if (e.kind === "lit") return typeof e.value === "string" ? e.value : undefined;
  if (e.kind === "binary" && e.op === "+") return leadingLiteral(e.left);
  if (e.kind === "template") {
    const first = e.parts[0];
    return first ? leadingLiteral(first) : undefined;
  }
  return undefined;
}

/**
 * A request or redirect whose destination is fixed by a literal prefix cannot be pointed elsewhere
 * by the input: an absolute URL with its host and path separator, or a relative path.
 */
function fixedDestination(kind: SinkKind, e: Expr): boolean {
  if (kind !== "ssrf" && kind !== "redirect" && kind !== "path") return false;
  const literal = leadingLiteral(e);
  if (literal === undefined) return false;
  // A URL is not a file path; a Location header (PHP's header()) is read for its URL.
  if (kind === "path") return /^https?:\/\//i.test(literal);
  const prefix = kind === "redirect" ? literal.replace(/^\s*location\s*:\s*/i, "") : literal;
  if (/^https?:\/\/[^/?#@]+[/?#]/i.test(prefix)) return true;
  // A local path is never sent anywhere.
  if (kind === "ssrf" && /^(\/(?!\/)|\.)/.test(prefix)) return true;
  return kind === "redirect" && /^\/(?![/\\])/.test(prefix);
}

/** `require("crypto")` used directly as a receiver names the module. */
function requiredModule(e: Expr): string | undefined {
  if (e.kind !== "call" || e.callee.kind !== "name" || e.callee.name !== "require") return undefined;
  const arg = e.args[0];
  if (arg?.kind !== "lit" || typeof arg.value !== "string") return undefined;
  return arg.value.startsWith("node:") ? arg.value.slice(5) : arg.value;
}
