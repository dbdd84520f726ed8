import type { Expr, FunctionIR, Span, Stmt } from "../ir/ir";
import type { SinkKind } from "../models/types";
import type { CallEvent, EventSite, FlowHooks, HookContext, TaintFlow } from "./hooks";
import type { CompiledModel } from "./model-index";
import type { FileUnit, ProjectIndex } from "./resolve/project-index";
import type { State } from "./state";
import type { Taint, TraceStep, Val } from "./values";

// The interfaces the evaluation steps work against: what a file's analysis offers a function run,
// and what a function run offers the steps (statements, expressions, calls). The classes that
// implement them (analyzer.ts, frame.ts) import the steps; the steps import only these.

/**
 * A function value is run inline (where it is defined, and on its arguments where it is called) at
 * most this many times per analysis; later calls are treated as unknown calls. Without it, local
 * functions calling each other (a library's private helpers) are re-run at every call site down to
 * the level's call depth: exponential in the depth. The analysis of a bundle of helpers grows with it
 * (each run runs the helpers it calls); 8 finds what 16 found on every corpus at half the work.
 */
export const MAX_INLINE_RUNS = 8;

/** A field a method leaves set on its object, in terms of its parameters. */
export interface FieldWrite {
  value: Val;
  /** Set on every path that returns: the call replaces the receiver's field. */
  always: boolean;
}

/** What a truthy result of a function proves of its parameters: by index, the sink kinds each is safe for. */
export type ReturnGuards = ReadonlyMap<number, readonly SinkKind[] | "all">;

/** What a function does with its arguments, for its callers (same file at `standard`, any at `ultra`). */
export interface Summary {
  returns: Taint[];
  /** The constant every return gives, when it gives one (`String algorithm() { return "AES"; }`). */
  constant?: Val["constant"];
  /** A constructor's fields when it ends (`self.exe = exe`), in terms of its parameters. */
  fields?: ReadonlyMap<string, Val>;
  /** The class of the object made and returned field by field (`fields`) by a method that is no constructor. */
  made?: string;
  /** The fields a Python method sets on `self` from its parameters (a setter's `self.cmd = cmd`). */
  selfSets?: ReadonlyMap<string, Val>;
  /** The fields a method leaves set on its object (`this.name = name`), in terms of its parameters. */
  sets?: ReadonlyMap<string, FieldWrite>;
  /** Every return gives the object itself (`return this;`, a fluent setter or builder). */
  returnsSelf?: boolean;
  /** Calls made on the object it returns (`cookie.setSecure(true)` in a cookie-building helper). */
  facts?: ReadonlySet<string>;
  /** What a truthy result proves of its parameters: the function is a validator (guard-summaries.ts). */
  guards?: ReturnGuards;
  /** What its returning at all proves (the checks that raise otherwise): the function validates as a statement. */
  exitGuards?: ReturnGuards;
  /** Calls made with its parameters as given, replayed where a caller passes constants. */
  paramCalls?: readonly ParamCall[];
  sinks: Array<{
    param: number;
    /** Only this field of the parameter reaches the sink. */
    field?: string;
    kind: SinkKind;
    sink: TraceStep;
    /** What the sink is, for a caller's finding (`a database query`). */
    label: string;
    trace: TraceStep[];
    safe: ReadonlySet<string>;
    /** What reaches the sink is text built around the parameter, not the parameter as given. */
    built?: boolean;
    /** The sink trusts every caller (see OpenSink). */
    open?: boolean;
    /** Input carrying this marker does not reach it (the model's `unless`), from any caller. */
    unless?: string;
    /**
     * Where a finding is reported when the flow went through one of several functions a call may
     * run (a field's, an interface's): that function's own step toward the sink.
     */
    reportAt?: { step: TraceStep; unit: FileUnit };
  }>;
}

/** A call made with the function's own parameters as arguments (see param-calls.ts). */
export interface ParamCall {
  event: CallEvent;
  /** The callee's context where the call is made, for the rules that judge it. */
  context: HookContext;
  unit: FileUnit;
  /** Argument position → the function's parameter it is. */
  params: ReadonlyArray<readonly [number, number]>;
}

/** Constructors that fill `this` (PHP, JavaScript); Java's and C#'s are named after their class. */
export const CONSTRUCTORS: ReadonlySet<string> = new Set(["__construct", "constructor"]);

/** One analysis of the files of a language: the model, the hooks, and the caches shared by its runs. */
export interface AnalysisContext {
  readonly model: CompiledModel;
  /** The files calls resolve into: the analysed file itself at standard, every file of the language at ultra. */
  readonly project?: ProjectIndex;
  readonly hooks: FlowHooks;
  callDepth: number;
  /** Calls nest at most this deep (summaries, function values): the level's `callDepth`. */
  readonly maxCallDepth: number;
  /** Whether a function value may run inline once more (counts the run when it may). */
  mayInline(fn: FunctionIR): boolean;
  /** Throws BudgetExceeded once the current file's time budget is spent; cheap to call often. */
  checkBudget(): void;
  globals(unit: FileUnit): Map<string, Val>;
  summaryOf(fn: FunctionIR, unit: FileUnit): Summary;
  /** The fields a framework binds or a class's constructor fills with untrusted input, for its other methods to read. */
  constructorFields(unit: FileUnit, className: string): Map<string, Val> | undefined;
  /** A name no analysed code defines reaching a sink: reported once every file is read (unseen-names.ts). */
  unseenFlow(flow: TaintFlow): void;
  /** A call no analysed function of the file answers, with its arguments (open-params.ts, file by file). */
  unresolvedCall(name: string, args: Val[]): void;
}

/** One run of one function: its variables, what it returns, and the steps that evaluate it. */
export interface Frame extends EventSite {
  readonly ctx: AnalysisContext;
  readonly model: CompiledModel;
  readonly fn: FunctionIR;
  /** Functions analysed on their own, not inline where they are defined. */
  readonly separately: Set<FunctionIR>;
  /** Re-reading values (globals, refinement): nothing is reported. */
  readonly quiet: boolean;
  state: State;
  returnVal: Val | undefined;
  readonly paramSinks: Summary["sinks"];
  /** Records a sink its parameters reach, once however many paths reach it (see FunctionRun). */
  addParamSink(sink: Summary["sinks"][number]): void;
  /** In a run that makes a summary, the calls made with its parameters as given. */
  readonly paramCalls: ParamCall[] | undefined;
  /** What its truthy returns prove so far; null once nothing, or in a run that is no summary. */
  returnGuards: ReturnGuards | null | undefined;
  /** What returning at all proves so far (guard-summaries.ts); null as returnGuards. */
  exitGuards: ReturnGuards | null | undefined;
  /** Per enclosing loop or switch, the states its `break`s leave with. */
  readonly breakStates: State[][];
  /** The last name of the path the current statement assigns (for the hooks). */
  assignTarget: string | undefined;
  block(stmts: Stmt[]): void;
  eval(e: Expr): Val;
  /** Evaluates without reporting: used to re-read values for refinement. */
  evalQuiet(e: Expr): Val;
  step(span: Span, message: string): TraceStep;
  lookup(name: string): Val | undefined;
  isKnownName(name: string): boolean;
  /** The scopes a closure made here reads: the enclosing ones and this function's variables. */
  scopes(): Map<string, Val>[];
  /** Runs a function defined here where it is defined. */
  closure(fn: FunctionIR): void;
  /** Runs a function value (a lambda, closure or local function) on arguments, in the scopes it captured. */
  invoke(f: Val, args: Val[]): Val | undefined;
  /** The instance fields the function's code may name without `this.`. */
  members(): ReadonlySet<string>;
  /** The function returns here (giving `returned`): what its object holds is one of its exits. */
  recordExit(returned?: Expr): void;
}
