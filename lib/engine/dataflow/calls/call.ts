import type { Expr } from "../../ir/ir";
import { EMPTY_LIST_TYPE, EMPTY_MAP_TYPE } from "../../models/common/containers";
import type { SinkKind, SinkModel } from "../../models/types";
import { writeTarget } from "../assign";
import type { Frame } from "../context";
import { fixedBase } from "../destinations";
import { exprPath, fixedDestination } from "../expr-path";
import { recordParamCall } from "../param-calls";
import { passed, returnedFrom } from "../refine";
import { callees, simpleName } from "../resolve/callees";
import { checkSink } from "../sinks";
import { CLEAN, callInputs, deepTaints, join, type TraceStep, type Val, withTaints } from "../values";
import { callFacts, enclosing } from "./call-facts";
import { type CallExpr, callKey } from "./call-key";
import { recordFacts } from "./collections";
import type { CallInfo, Producer } from "./producers";
import * as produce from "./producers";

/**
 * What a call gives, asked of each producer in this order until one knows: the order is the
 * semantics (a source wins over everything, a model's knowledge over running code, running
 * analysed code over guessing, and an unknown call passes its inputs' taint through).
 */
export const PRODUCERS: ReadonlyArray<{ name: string; produce: Producer }> = [
  { name: "source", produce: produce.source },
  { name: "sanitizer", produce: produce.sanitizer },
  { name: "equals on constants", produce: produce.equalsFold },
  { name: "string method on a constant", produce: produce.stringMethodFold },
  { name: "single character", produce: produce.singleCharacter },
  { name: "clean method", produce: produce.cleanMethod },
  { name: "record lookup", produce: produce.lookup },
  { name: "collection factory", produce: produce.collectionFactory },
  { name: "callback", produce: produce.callback },
  { name: "function value", produce: produce.functionValue },
  { name: "record accessor", produce: produce.recordAccessor },
  { name: "record construction", produce: produce.recordConstruction },
  { name: "constructor", produce: produce.constructorCall },
  { name: "collection", produce: produce.collection },
  { name: "summary", produce: produce.summary },
  { name: "configuration default", produce: produce.configurationDefault },
  { name: "unknown call", produce: produce.unknownCall },
];

export function evalCall(f: Frame, e: CallExpr): Val {
  // An immediately called function (`(() => …)()`, a switch expression) runs here on its arguments.
  if (e.callee.kind === "func" && !f.separately.has(e.callee.fn)) {
    const args = e.args.map((a) => f.eval(a));
    return f.invoke({ fn: e.callee.fn, scope: f.scopes() }, args) ?? f.eval(e.callee);
  }
  const { key, path, receiver, member, alias } = callKey(f, e);
  const args = e.args.map((a) => f.eval(a));
  const keywords = evalKeywords(f, e);
  const event = { key, path, args, argExprs: e.args, keywords, receiver, span: e.span };
  f.ctx.hooks.onCall(event, f);
  recordParamCall(f, event);
  const call: CallInfo = {
    e,
    key,
    path,
    receiver,
    member,
    alias,
    args,
    keywords,
    returnType: f.model.returnTypeOf(key),
    all: () => callInputs(receiver, args, keywords),
  };
  callSinks(f, call);
  return afterCall(f, call, produced(f, call));
}

/** The call's keyword arguments by name, evaluated in the order written. */
function evalKeywords(f: Frame, e: CallExpr): Map<string, Val> {
  const keywords = new Map<string, Val>();
  for (const k of e.keywords) {
    const v = f.eval(k.value);
    keywords.set(k.name, v);
    // `f(**options)`: the dictionary's known entries are keyword arguments too.
    if (k.name === "**") spreadKeywords(keywords, v);
  }
  return keywords;
}

/** The known entries of a dictionary spread into the keywords, where no keyword of that name came first. */
function spreadKeywords(keywords: Map<string, Val>, v: Val): void {
  for (const [name, entry] of v.keys ?? []) if (!keywords.has(name)) keywords.set(name, entry);
}

/** What the first producer that knows the call gives (the last one, an unknown call, always knows). */
function produced(f: Frame, call: CallInfo): Val {
  let result: Val | undefined;
  for (const producer of PRODUCERS) {
    result = producer.produce(f, call);
    if (result) break;
  }
  return result as Val;
}

/** The sinks of the model the call is: each listed argument (or keyword, or the receiver) checked. */
function callSinks(f: Frame, call: CallInfo): void {
  const { e, key, receiver, alias, args, keywords } = call;
  const sinks = f.model.sinks.match(key);
  if (sinks.length === 0 || runsAnalysedMethod(f, call)) return;
  const via = alias && f.step(alias.span, `${alias.name} is ${exprPath(alias.callee) ?? "?"}`);
  let facts: ReturnType<typeof callFacts> | undefined;
  const factsOf = () => {
    facts ??= callFacts(args, keywords, e, enclosing(f), receiver);
    return facts;
  };
  for (const sink of sinks) {
    if (sink.within && !f.fn.annotations.includes(sink.within)) continue;
    if (sink.when && !sink.when(factsOf())) continue;
    checkPositions(f, call, sink, via);
    checkKeywords(f, call, sink, via);
  }
}

/**
 * Whether the call runs a method of an analysed class, its receiver being an object of one: the
 * method's own code (and the sinks its summary holds) decides, not a library's method of that
 * name (an application's `store.find(name)` is no MongoDB query).
 */
function runsAnalysedMethod(f: Frame, { e, key, receiver, args }: CallInfo): boolean {
  const project = f.ctx.project;
  if (!project || !key.receiverType || !project.classes.has(simpleName(key.receiverType))) return false;
  return callees({ project, fn: f.fn, unit: f.unit }, e, key, receiver, args.length).length > 0;
}

/** Each argument position the sink lists checked, unless the argument's destination is fixed in the code. */
function checkPositions(f: Frame, call: CallInfo, sink: SinkModel, via: TraceStep | undefined): void {
  const { e, receiver, args } = call;
  const positions = sink.args ?? args.map((_, i) => i);
  for (const pos of positions) {
    // The listed fields of a receiver are those set on it here; an object made elsewhere is not read.
    if (pos === "receiver" && sink.fields && !receiver?.keys) continue;
    const v = sinkQuery(sink, positionValue(call, pos));
    const argExpr = typeof pos === "number" ? e.args[pos] : undefined;
    if (v && !(argExpr && fixedArgument(f, sink.kind, argExpr)))
      checkSink(f, sink.kind, v, e.span, sink, via);
  }
}

/** The value at a sink's position: the receiver, the computed name of the member called, or an argument. */
function positionValue(
  { receiver, member, args }: CallInfo,
  pos: number | "receiver" | "member",
): Val | undefined {
  if (pos === "receiver") return receiver;
  return pos === "member" ? member : args[pos];
}

/** An argument whose destination the code fixes (a constant URL's host, a fixed base directory). */
function fixedArgument(f: Frame, kind: SinkKind, argExpr: Expr): boolean {
  return fixedDestination(kind, argExpr) || fixedBase(f, kind, argExpr);
}

/** Each keyword argument the sink lists checked; `*`: every keyword argument (a template's variables). */
function checkKeywords(
  f: Frame,
  { e, keywords }: CallInfo,
  sink: SinkModel,
  via: TraceStep | undefined,
): void {
  for (const k of sink.keywords ?? []) {
    const values = k === "*" ? [...keywords.values()] : [keywords.get(k)];
    for (const value of values) {
      const v = sinkQuery(sink, value);
      if (v) checkSink(f, sink.kind, v, e.span, sink, via);
    }
  }
}

/** What reaches the sink of an argument: the listed fields of an object, the query of bound values. */
function sinkQuery(sink: SinkModel, arg: Val | undefined): Val | undefined {
  const v = sink.fields && arg?.keys ? sinkFields(arg, sink.fields) : arg;
  if (!v) return v;
  if (sink.requires) return byMarker(v, sink.requires, true);
  if (sink.unless) return byMarker(v, sink.unless, false);
  return sink.binds ? boundQuery(v) : v;
}

/** Of values a call binds: a list's first item (the query text), a map of bound values nothing. */
function boundQuery(v: Val): Val | undefined {
  if (v.items) return v.items[0];
  return v.keys && !v.rest && !v.taints?.length ? undefined : v;
}

/** Only the taints of a value that carry a marker (`carried`), or only those that do not. */
function byMarker(v: Val, marker: string, carried: boolean): Val | undefined {
  const taints = deepTaints(v)?.filter((t) => t.safe.has(marker) === carried);
  return taints && taints.length > 0 ? withTaints(taints) : undefined;
}

/** The listed properties of an object argument, and whatever was spread into it. */
function sinkFields(arg: Val, fields: string[]): Val {
  return fields.reduce((v, k) => join(v, arg.keys?.get(k)), arg.rest ?? CLEAN);
}

/** What every call's value gets whoever produced it: its type when it makes an instance, facts, exits. */
function afterCall(f: Frame, call: CallInfo, produced: Val): Val {
  const { e, key, args } = call;
  const result = typed(f, call, produced);
  recordFacts(f, e, key.name, args);
  releaseFacts(f, call);
  // `Long.parseLong(id)` returned: it would have thrown unless `id` is a number.
  for (const guard of f.model.guards.match(key)) if (guard.fails === "throws") passed(f, e, guard);
  returnedFrom(f, e, key, call.receiver);
  if (f.model.exits.match(key).length > 0) {
    f.state.dead = true;
    f.state.owned = undefined;
  }
  return result;
}

/** The produced value with the type the call gives it: the model's, an analysed class's, a constructed one's. */
function typed(f: Frame, { key, args, returnType }: CallInfo, produced: Val): Val {
  let result = produced;
  // A call the model types keeps its type when analysed code of that name answered it.
  if (!result.type && returnType) result = { ...result, type: returnType };
  // Calling an analysed class by name (Python's `Shell()`) makes an instance of it.
  if (!key.hasReceiver && !result.type && f.ctx.project?.classes.has(key.name))
    result = { ...result, type: key.name };
  return key.receiverType === "new" ? constructed(key.name, args, result) : result;
}

/** A library object made with `new`: the types it was made with, and an empty collection's slots. */
function constructed(name: string, args: Val[], produced: Val): Val {
  let result = produced;
  // A library object remembers the types it was made with (`new Yaml(new SafeConstructor())`).
  if (!result.type) result = { ...result, type: name, facts: new Set(madeWith(args)) };
  // An empty collection is tracked slot by slot until something unknown is added to it.
  if (args.length === 0 && EMPTY_LIST_TYPE.test(name)) result = { ...result, items: [] };
  else if (args.length === 0 && EMPTY_MAP_TYPE.test(name)) result = { ...result, keys: new Map() };
  return result;
}

function madeWith(args: Val[]): string[] {
  return args.flatMap((a) => (a.type ? [`new(${a.type})`] : []));
}

/**
 * An object handed to a function of the analysed code may be configured there
 * (`setFeatures(factory)`): what was known of the calls made on it no longer holds.
 */
function releaseFacts(f: Frame, { e, key, receiver, args }: CallInfo): void {
  if (!e.args.some((a, i) => a.kind === "name" && args[i]?.facts)) return;
  // Without the file's index (at mini) a plain call or a call on `this` is taken for such a function.
  const project = f.ctx.project;
  const analysed = project
    ? callees({ project, fn: f.fn, unit: f.unit }, e, key, receiver, args.length).length > 0
    : !key.hasReceiver ||
      (e.callee.kind === "member" && e.callee.object.kind === "name" && e.callee.object.name === "this");
  if (!analysed) return;
  for (const a of e.args) {
    if (a.kind !== "name") continue;
    const current = f.state.env.get(a.name) ?? (f.members().has(a.name) ? f.lookup(a.name) : undefined);
    if (current?.facts) writeTarget(f, a, { ...current, facts: undefined });
  }
}
