import type { Expr, FunctionIR, Span, Stmt } from "../ir/ir";
import { assignedNames } from "../ir/walk";
import {
  type AnalysisContext,
  CONSTRUCTORS,
  type Frame,
  type ParamCall,
  type ReturnGuards,
  type Summary,
} from "./context";
import { evalExpr, evalQuiet } from "./expressions";
import { classMembers, readField } from "./fields";
import { recordExitGuards } from "./guard-summaries";
import type { HookContext } from "./hooks";
import type { CompiledModel } from "./model-index";
import { boundParam } from "./param-sources";
import type { FileUnit } from "./resolve/project-index";
import { newState, type State } from "./state";
import { execBlock } from "./statements";
import { CLEAN, join, type TraceStep, type Val } from "./values";

/** The names each closure assigns, read once per function: a closure runs at each of its calls. */
const assignedByFunction = new WeakMap<FunctionIR, ReadonlySet<string>>();
function assignedIn(fn: FunctionIR): ReadonlySet<string> {
  let names = assignedByFunction.get(fn);
  if (!names) {
    names = assignedNames(fn.body);
    assignedByFunction.set(fn, names);
  }
  return names;
}

/** One run of one function (or of a file's top level): its variables, returns and parameter sinks. */
export class FunctionRun implements Frame {
  state: State = newState(new Map(), false);
  returnVal: Val | undefined;
  readonly paramSinks: Summary["sinks"] = [];
  private readonly paramSinkKeys = new Set<string>();
  readonly paramCalls: ParamCall[] | undefined;
  returnGuards: ReturnGuards | null | undefined;
  exitGuards: ReturnGuards | null | undefined;
  /** The object (`this`) as each return leaves it. */
  readonly exits: Val[] = [];
  /** The fields the constructor filled, as this method started with them (not the method's own writes). */
  seeded: ReadonlyMap<string, Val> | undefined;
  /** Whether every return with a value gives the object itself; undefined before the first. */
  returnsSelf: boolean | undefined;
  readonly breakStates: State[][] = [];
  assignTarget: string | undefined;
  readonly model: CompiledModel;

  constructor(
    readonly ctx: AnalysisContext,
    readonly unit: FileUnit,
    readonly fn: FunctionIR,
    readonly separately: Set<FunctionIR>,
    private readonly outer: ReadonlyArray<Map<string, Val>> | undefined,
    private readonly paramTaints: boolean,
    readonly quiet = false,
    /** Values of the arguments when a function value is called. */
    private readonly args?: Val[],
  ) {
    this.model = ctx.model;
    this.returnGuards = paramTaints ? undefined : null;
    this.exitGuards = paramTaints ? undefined : null;
    this.paramCalls = paramTaints ? [] : undefined;
  }

  run(): void {
    this.fn.params.forEach((p, index) => {
      let v: Val = p.type ? { type: p.type } : {};
      const bound = boundParam(this, p);
      if (bound) {
        v = bound;
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
        // Its step stands where a parameter's does: a caller replaces it with its own.
        taints: [
          {
            origin: { kind: "param", index: -1 },
            trace: [this.step(this.fn.span, "the object")],
            safe: new Set(),
          },
        ],
      });
    this.seedFields();
    this.seedCaptured();
    execBlock(this, this.fn.body);
    if (!this.state.dead) {
      this.recordExit();
      recordExitGuards(this);
    }
  }

  recordExit(returned?: Expr): void {
    const name = this.fn.receiver?.name ?? "this";
    const self = this.fn.className ? this.state.env.get(name) : undefined;
    if (!self) return;
    this.exits.push(self);
    if (returned)
      this.returnsSelf = this.returnsSelf !== false && returned.kind === "name" && returned.name === name;
  }

  members(): ReadonlySet<string> {
    return classMembers(this.ctx.project, this.fn, this.unit);
  }

  /** A method starts with the fields its class's constructor filled with input. */
  private seedFields(): void {
    const className = this.fn.className;
    if (!className || this.quiet) return;
    if (this.fn.name === className || CONSTRUCTORS.has(this.fn.name)) return;
    const fields = this.ctx.constructorFields(this.unit, className);
    if (!fields) return;
    const self = this.state.env.get("this");
    this.seeded = fields;
    this.state.env.set("this", { ...self, keys: new Map([...fields, ...(self?.keys ?? [])]) });
  }

  /**
   * A closure that assigns a variable it captured (`if (!url) { url = "/"; }` in a callback) starts
   * from the captured value: after a branch that does not assign it, the variable still holds it.
   */
  private seedCaptured(): void {
    if (!this.outer) return;
    for (const name of assignedIn(this.fn)) {
      if (this.state.env.has(name)) continue;
      const captured = this.outer.findLast((scope) => scope.has(name))?.get(name);
      if (captured) this.state.env.set(name, captured);
    }
  }

  step(span: Span, message: string): TraceStep {
    return { file: this.unit.path, span, message };
  }

  lookup(name: string): Val | undefined {
    const local = this.state.env.get(name);
    if (local) return local;
    if (this.outer) {
      for (let i = this.outer.length - 1; i >= 0; i--) {
        const v = this.outer[i]?.get(name);
        if (v) return v;
      }
    }
    const declared = this.quiet ? undefined : this.ctx.globals(this.unit).get(name);
    // A bare instance field of the method's class reads the object's field.
    if (this.members().has(name)) {
      const field = readField(this.state.env.get("this"), name, declared);
      if (field) return field;
    }
    if (this.quiet) return undefined;
    const global = declared ?? this.ctx.globals(this.unit).get(`this.${name}`);
    if (global) return global;
    // A function of the file named as a value (`pool.submit(worker, x)`): a callback runs it.
    const fn = this.ctx.project?.topLevel.get(this.unit)?.get(name)?.[0]?.fn;
    return fn ? { fn, scope: [] } : undefined;
  }

  isKnownName(name: string): boolean {
    if (this.state.env.has(name)) return true;
    if (this.outer?.some((m) => m.has(name))) return true;
    if (name === "this" || name === "self") return true;
    return !this.quiet && this.ctx.globals(this.unit).has(name);
  }

  block(stmts: Stmt[]): void {
    execBlock(this, stmts);
  }

  eval(e: Expr): Val {
    return evalExpr(this, e);
  }

  evalQuiet(e: Expr): Val {
    return evalQuiet(this, e);
  }

  /**
   * A parameter reaching one sink the same way along several paths is one sink of the summary (the
   * first path's trace): kept per path, a chain of helpers multiplied them at every call (a
   * million entries in one summary of a command runner called from many places).
   */
  addParamSink(s: Summary["sinks"][number]): void {
    const key = [
      s.param,
      s.field,
      s.kind,
      `${s.sink.file}:${s.sink.span.start}`,
      [...s.safe].sort().join(","),
      s.built,
      s.open,
      s.unless,
      s.reportAt && `${s.reportAt.step.file}:${s.reportAt.step.span.start}`,
    ].join("|");
    if (this.paramSinkKeys.has(key)) return;
    this.paramSinkKeys.add(key);
    this.paramSinks.push(s);
  }

  scopes(): Map<string, Val>[] {
    return [...(this.outer ?? []), this.state.env];
  }

  closure(fn: FunctionIR): void {
    // Counted with the inline runs: a function nested in helpers otherwise ran again at every run
    // of each function around it, on top of its own runs (a bundle's helpers ran 50 times each).
    if (!this.ctx.mayInline(fn)) return;
    const outer = this.scopes();
    const run = new FunctionRun(this.ctx, this.unit, fn, this.separately, outer, false, this.quiet);
    run.run();
    for (const s of run.paramSinks) this.addParamSink(s);
    this.absorb(run);
  }

  invoke(f: Val, args: Val[]): Val | undefined {
    if (!f.fn || this.ctx.callDepth > this.ctx.maxCallDepth || !this.ctx.mayInline(f.fn)) return undefined;
    this.ctx.callDepth++;
    try {
      const outer = f.scope ?? this.scopes();
      const run = new FunctionRun(this.ctx, this.unit, f.fn, this.separately, outer, false, this.quiet, args);
      run.run();
      for (const s of run.paramSinks) this.addParamSink(s);
      this.absorb(run);
      return run.returnVal ?? CLEAN;
    } finally {
      this.ctx.callDepth--;
    }
  }

  /**
   * A variable of this run that a closure assigned may hold what it wrote (`body += chunk` in a
   * listener, `found = x` in a loop's callback): the closure may run, so its input joins the value.
   */
  private absorb(run: FunctionRun): void {
    for (const [name, v] of run.state.env) {
      if (!v.taints || run.fn.params.some((p) => p.name === name)) continue;
      const mine = this.state.env.get(name);
      if (mine !== undefined && mine !== v) this.state.env.set(name, join(mine, v));
    }
  }

  context(): HookContext {
    return {
      language: this.unit.language,
      functionName: this.fn.name,
      functionSpan: this.fn.span,
      assignTarget: this.assignTarget,
      source: this.unit.source,
      projectFiles: this.ctx.project?.declaring,
    };
  }
}
