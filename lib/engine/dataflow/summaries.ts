import type { Expr, FunctionIR } from "../ir/ir";
import { store, writeTarget } from "./assign";
import type { CallKey } from "./call-patterns";
import type { CallExpr } from "./calls/call-key";
import type { Frame, Summary } from "./context";
import { exprPath } from "./expr-path";
import { fluent, handsOn, writeFields } from "./fields";
import { memberSource } from "./member-sources";
import { replayParamCalls } from "./param-calls";
import { callees, DELEGATIONS, selfOffset } from "./resolve/callees";
import type { Callee, ProjectIndex } from "./resolve/project-index";
import { storedFunctions } from "./resolve/stored-functions";
import { emitFlow } from "./sinks";
import {
  addStep,
  CLEAN,
  constant,
  deepTaints,
  fieldTaints,
  isTainted,
  join,
  MAX_TRACE,
  mergeTaints,
  type Taint,
  type TraceStep,
  type Val,
  withTaints,
} from "./values";

/**
 * A call into analysed functions applies what their summaries say: the arguments' taints they
 * return, the constant or facts they give, and the sinks their parameters reach.
 */
export function summaryCall(
  f: Frame,
  e: CallExpr,
  key: CallKey,
  receiver: Val | undefined,
  args: Val[],
  keywords: ReadonlyMap<string, Val> = NO_KEYWORDS,
): Val | undefined {
  const project = f.ctx.project;
  if (!project || f.ctx.callDepth > f.ctx.maxCallDepth) return undefined;
  const arity = args.length + keywords.size;
  const candidates = callees({ project, fn: f.fn, unit: f.unit }, e, key, receiver, arity);
  if (candidates.length === 0) {
    if (!f.quiet) f.ctx.unresolvedCall(key.name, args);
    return storedCall(f, project, e, key, receiver, args);
  }
  if (candidates.length > 3) return undefined;
  if (candidates.some((c) => c.unit.elided?.has(c.fn.span.end))) return undefined;
  const weak = candidates.length > 1;
  // An interface's methods found by name alone (structural interfaces): each one is code of its own.
  const dispatched = weak && !!f.unit.traits.structuralInterfaces;
  const result = applyEach(f, e, candidates, receiver, args, weak, dispatched, keywords) ?? CLEAN;
  return e.isNew ? result : declaredResult(result, candidates);
}

/** The candidates' summaries applied at the call, their results joined. */
function applyEach(
  f: Frame,
  e: CallExpr,
  candidates: Callee[],
  receiver: Val | undefined,
  args: Val[],
  weak: boolean,
  dispatched: boolean,
  keywords: ReadonlyMap<string, Val> = NO_KEYWORDS,
): Val | undefined {
  let result: Val | undefined;
  for (const c of candidates) {
    const bound = withKeywords(c.fn, withRest(c.fn, args), keywords);
    result = join(result, applySummary(f, e, c, receiver, bound, weak, dispatched));
  }
  return result;
}

const NO_KEYWORDS: ReadonlyMap<string, Val> = new Map();

/** The arguments from a `...args` (`*args`) parameter's position on, as the one list it receives. */
function withRest(fn: FunctionIR, args: Val[]): Val[] {
  const at = fn.params.slice(selfOffset(fn)).findIndex((p) => p.rest);
  if (at < 0 || args.length <= at) return args;
  const items = args.slice(at);
  const taints = items.reduce<Taint[] | undefined>((t, v) => mergeTaints(t, deepTaints(v)), undefined);
  return [...args.slice(0, at), taints ? { items, taints } : { items }];
}

/**
 * The arguments by position with those given by name (`run(cmd: x)`, `run(cmd=x)`) put where the
 * function's parameter of that name is.
 */
function withKeywords(fn: FunctionIR, args: Val[], keywords: ReadonlyMap<string, Val>): Val[] {
  if (keywords.size === 0) return args;
  const params = fn.params.slice(selfOffset(fn));
  const bound = [...args];
  const rest = new Map(keywords);
  params.forEach((p, i) => {
    const v = keywords.get(p.name);
    if (!v || p.keywords || bound[i] !== undefined) return;
    bound[i] = v;
    rest.delete(p.name);
  });
  // The others are the keys of the dictionary (hash) a `**kwargs` parameter collects.
  const collector = params.findIndex((p) => p.keywords);
  if (collector >= 0 && rest.size > 0) bound[collector] = { keys: rest };
  for (let i = 0; i < bound.length; i++) bound[i] ??= CLEAN;
  return bound;
}

/** Functions a call through a field may run, at most this many (each applied as one of several). */
const MAX_STORED = 12;

/**
 * `s.Handler(mode, input)` where no method answers: the functions the analysed code stores in a
 * field of that name (`stored-functions.ts`), each one's summary applied as a possibility.
 */
function storedCall(
  f: Frame,
  project: ProjectIndex,
  e: CallExpr,
  key: CallKey,
  receiver: Val | undefined,
  args: Val[],
): Val | undefined {
  if (e.callee.kind !== "member" || !key.hasReceiver) return undefined;
  // A package's function (`http.Get`) or input's own method is no field of the analysed code.
  if (key.receiverName && f.unit.module.imports.has(key.receiverName)) return undefined;
  if (receiver?.taints?.some((t) => t.origin.kind === "source")) return undefined;
  const stored = storedFunctions(project, key.name).filter(
    (c) => c.fn.params.length === args.length && !c.unit.elided?.has(c.fn.span.end),
  );
  if (stored.length === 0 || stored.length > MAX_STORED) return undefined;
  return applyEach(f, e, stored, undefined, args, true, true);
}

/**
 * The result typed as the callees declare it (`Connection getConnection()`), so calls on it match
 * the library's models (`connection.prepareStatement(sql)`), when the summary gave it no type.
 */
function declaredResult(result: Val, candidates: Callee[]): Val {
  const declared = candidates[0]?.fn.returnType;
  // Input it returns keeps its own shape: the type is for objects the program gets from its helpers.
  if (result.type || isTainted(result) || !declared || declared === "void") return result;
  return candidates.every((c) => c.fn.returnType === declared) ? { ...result, type: declared } : result;
}

/**
 * One callee's summary applied at a call: the sinks its parameters reach are checked with the
 * arguments, and its result is made of the arguments' taints it returns (a constructor's, of the
 * fields it sets, as an object).
 */
export function applySummary(
  f: Frame,
  e: CallExpr,
  c: Callee,
  given: Val | undefined,
  args: Val[],
  weak = false,
  dispatched = false,
): Val {
  const project = f.ctx.project;
  // `m()` in a method calls it on the same object.
  const receiver =
    given ?? (e.callee.kind === "name" && !e.isNew && c.fn.className ? f.lookup("this") : undefined);
  f.ctx.callDepth++;
  try {
    const summary = f.ctx.summaryOf(c.fn, c.unit);
    const offset = selfOffset(c.fn);
    const callStep = f.step(e.span, `passed to ${c.fn.name}()`);
    const at: AppliedSummary = {
      f,
      e,
      project,
      summary,
      receiver,
      args,
      offset,
      callStep,
      callee: c.fn.name,
      dispatched: dispatched ? c : undefined,
    };
    for (const sink of summary.sinks) checkParamSink(at, sink);
    if (summary.paramCalls) replayParamCalls(f, summary.paramCalls, args, offset);
    applySelfSets(at);
    const substitute = (returned: Taint[]) => substituted(at, returned);
    const self =
      summary.sets && receiver
        ? writeFields(f, e, receiver, summary.sets, substitute, weak, c.fn.receiver?.copied)
        : receiver;
    // A constructor called from another on the same object sets that object's fields.
    const delegation = e.callee.kind === "name" && DELEGATIONS.has(e.callee.name);
    if (summary.fields && !delegation) return constructed(at, c, summary.fields);
    // A fluent method (`return this;`) gives its object as the call left it.
    if (summary.returnsSelf && self) return fluent(e, self);
    return returnedValue(at);
  } finally {
    f.ctx.callDepth--;
  }
}

/** One callee's summary at one call, and how the callee's parameters map to the call's arguments. */
interface AppliedSummary {
  f: Frame;
  e: CallExpr;
  project: Frame["ctx"]["project"];
  summary: Summary;
  receiver: Val | undefined;
  args: Val[];
  /** 1 when the callee's first parameter is `self`, which the receiver fills. */
  offset: number;
  callStep: TraceStep;
  /** The called function's name. */
  callee: string;
  /**
   * Run as one of several functions the call may run that the code does not tie to it by name or
   * type (the functions stored in the field called, an interface's implementations).
   */
  dispatched: Callee | undefined;
}

type SummarySink = Summary["sinks"][number];

/** The value the call gives a parameter of the callee (the receiver for `self`), or the field of it the summary names. */
function argumentOf(at: AppliedSummary, index: number, field: string | undefined): Val | undefined {
  const pos = index - at.offset;
  return fieldOf(at.f, pos < 0 ? at.receiver : at.args[pos], pos < 0 ? undefined : at.e.args[pos], field);
}

/** Taints a summary gives in terms of its parameters, in terms of this call's arguments. */
function substituted(at: AppliedSummary, returned: Taint[]): Taint[] | undefined {
  let taints: Taint[] | undefined;
  for (const t of returned) {
    if (t.origin.kind === "source") taints = mergeTaints(taints, [t]);
    else {
      const through = addStep(deepTaints(argumentOf(at, t.origin.index, t.origin.field)), at.callStep)?.map(
        (a) => ({
          ...a,
          trace: withInnerSteps(a.trace, t.trace),
          safe: new Set([...a.safe, ...t.safe]),
          built: a.built || t.built,
        }),
      );
      taints = mergeTaints(taints, through);
    }
  }
  return taints;
}

/** Steps inside a callee a value it gives back keeps: the last ones, where it was made from the parameter. */
const INNER_STEPS = 2;

/**
 * The trace of an argument given back by a callee, with the last steps it took inside (the join
 * that made a path, the function of a table that returned it), while the trace has room.
 */
function withInnerSteps(outer: TraceStep[], inner: TraceStep[]): TraceStep[] {
  const room = Math.min(INNER_STEPS, MAX_TRACE - outer.length);
  return room > 0 && inner.length > 0 ? [...outer, ...inner.slice(-room)] : outer;
}

/** Checks a sink a parameter of the callee reaches with what the call passes that parameter. */
function checkParamSink(at: AppliedSummary, sink: SummarySink): void {
  const arg = argumentOf(at, sink.param, sink.field);
  const incoming = deepTaints(arg)?.filter(
    (t) => !t.safe.has(sink.kind) && !sink.safe.has(sink.kind) && !(sink.unless && t.safe.has(sink.unless)),
  );
  if (!incoming || incoming.length === 0) return;
  for (const t of incoming) reachSink(at, sink, t);
}

/** A taint passed into the callee reaching its sink: a flow, or a sink of the caller's own parameter. */
function reachSink(at: AppliedSummary, sink: SummarySink, t: Taint): void {
  const { f } = at;
  const trace = [...t.trace, at.callStep, ...sink.trace.slice(1)];
  const reportAt = sink.reportAt ?? dispatchedStep(at, sink);
  // A parameter of this function reaching the callee's sink is a sink of this function too.
  if (t.origin.kind === "param") {
    if (!f.quiet)
      f.addParamSink({
        param: t.origin.index,
        field: t.origin.field,
        kind: sink.kind,
        sink: sink.sink,
        label: sink.label,
        trace,
        safe: t.safe,
        built: t.built || sink.built,
        open: sink.open,
        unless: sink.unless,
        reportAt,
      });
    return;
  }
  // Reported at the call, where the input enters the helper: that is the code to fix or to
  // review, and each caller passing input is a weakness of its own. The trace goes on to the sink.
  const sinkUnit = at.project?.units.get(sink.sink.file) ?? f.unit;
  const through = {
    callee: at.callee,
    label: sink.label,
    file: sink.sink.file,
    line: sinkUnit.lines.position(sink.sink.span.start).line,
  };
  // A function reached through a field or an interface is one of several handlers: its sink is
  // the code to fix, and each such function reaching one is a finding of its own.
  const span = reportAt?.step.span ?? at.e.span;
  emitFlow(f, sink.kind, t, [...trace, sink.sink], span, reportAt?.unit ?? f.unit, sink, through);
}

/**
 * Of a function run as one of several the call may run, its last step toward the sink inside its
 * own code: its sink, or its call of the helper that has one.
 */
function dispatchedStep(at: AppliedSummary, sink: SummarySink): SummarySink["reportAt"] {
  const c = at.dispatched;
  if (!c) return undefined;
  const inside = (s: TraceStep) =>
    s.file === c.unit.path && s.span.start >= c.fn.span.start && s.span.end <= c.fn.span.end;
  const step = [...sink.trace, sink.sink].filter(inside).pop();
  return step && { step, unit: c.unit };
}

/** A setter called on a variable or field (`runner.set(cmd)`) leaves its values in that object. */
function applySelfSets(at: AppliedSummary): void {
  const { f, e, summary, receiver } = at;
  const object = e.callee.kind === "member" ? e.callee.object : undefined;
  if (!summary.selfSets || at.offset !== 1 || !(object?.kind === "name" || object?.kind === "member")) return;
  let updated = receiver ?? CLEAN;
  for (const [name, v] of summary.selfSets) {
    const taints = substituted(at, deepTaints(v) ?? []);
    if (taints) updated = store(updated, constant(name), withTaints(taints));
  }
  if (updated !== (receiver ?? CLEAN)) writeTarget(f, object, updated);
}

/** What the callee returns: the arguments' taints it returns, else its constant, with the facts it gives. */
function returnedValue(at: AppliedSummary): Val {
  const { summary } = at;
  const taints = substituted(at, summary.returns);
  const known = taints ? undefined : summary.constant;
  return withTaints(taints, {
    ...(known ? { constant: known } : {}),
    ...(summary.facts ? { facts: summary.facts } : {}),
  });
}

/** The object a constructor makes: the fields it sets, in terms of the call's arguments. */
function constructed(at: AppliedSummary, c: Callee, fields: NonNullable<Summary["fields"]>): Val {
  const keys = new Map<string, Val>();
  for (const [name, v] of fields) {
    const taints = substituted(at, deepTaints(v) ?? []);
    keys.set(name, taints ? withTaints(taints) : v.constant ? { constant: v.constant } : CLEAN);
  }
  // A constructor that hands its arguments to a base class outside the analysed code
  // (`super(message)`) may keep them there.
  const kept = at.project && handsOn(at.project, c) ? at.args.map((a) => deepTaints(a)) : [];
  const type = at.summary.made ? { type: at.summary.made } : {};
  return withTaints(kept.reduce(mergeTaints, undefined), { keys, facts: new Set(), ...type });
}

/**
 * The field of an argument a callee read (`job.host` of `run(job)`), as a member read there gives
 * it; the request object passed whole (`helper(request)` reading `req.args`) gives the source that
 * member names.
 */
function fieldOf(
  f: Frame,
  arg: Val | undefined,
  argExpr: Expr | undefined,
  field: string | undefined,
): Val | undefined {
  if (!field) return arg;
  const slot = arg?.keys?.get(field);
  if (slot) return slot;
  const path = argExpr && exprPath(argExpr);
  // What the member names here wins over a caller's own parameter: a view given Django's request
  // by the framework passes `request`, and the helper's `request.GET` is that request's input.
  const source = path ? memberSource(f, `${path}.${field}`, argExpr.span) : undefined;
  if (source) return source;
  if (arg?.keys && !isTainted(arg) && !arg.rest) return CLEAN;
  // An object's other fields are not this one; a parameter's taint names the field read of it.
  if (arg?.keys) return withTaints(fieldTaints(mergeTaints(arg.taints, deepTaints(arg.rest)), field));
  return arg && withTaints(fieldTaints(deepTaints(arg), field));
}
