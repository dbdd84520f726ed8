import { INVOKERS, STRING_RESULT_METHOD } from "../../models/common/containers";
import type { CallbackModel, CallFacts, SanitizerModel } from "../../models/types";
import { element, store } from "../assign";
import { type CallKey, callKeyOf } from "../call-patterns";
import type { Frame } from "../context";
import { foldStringMethod } from "../fold";
import { sourceValue } from "../member-sources";
import { callees, classesNamed } from "../resolve/callees";
import { applySummary, summaryCall } from "../summaries";
import { unseenResult } from "../unseen-names";
import {
  builtPart,
  CLEAN,
  callInputs,
  constant,
  deepTaints,
  isTainted,
  join,
  mergeTaints,
  notLeading,
  sanitize,
  templatePrefix,
  type Val,
  withTaints,
} from "../values";
import { callFacts, enclosing } from "./call-facts";
import type { CallExpr, KeyedCall } from "./call-key";
import { collectionCall } from "./collections";

/** A call with its arguments evaluated, as the producers see it. */
export interface CallInfo {
  e: CallExpr;
  key: CallKey;
  /** The callee as written (`request.getParameter`). */
  path: string;
  receiver?: Val;
  /** For `object[name](…)`, the name's value. */
  member?: Val;
  /** The variable the callee was called through (calls/call-key.ts). */
  alias?: KeyedCall["alias"];
  args: Val[];
  keywords: Map<string, Val>;
  /** The type the model says the call returns. */
  returnType?: string;
  /** The taints of the receiver and of every argument, as a new value at each call. */
  all(): Val;
}

/** One way of knowing what a call gives; undefined leaves the call to the next producer. */
export type Producer = (f: Frame, call: CallInfo) => Val | undefined;

/** `getProperty(key, default)`: a configuration default is what the code runs with when the setting is absent. */
const configDefault = (c: CallInfo): Val | undefined =>
  c.key.name === "getProperty" && c.args.length === 2 && c.args[1]?.constant && !isTainted(c.args[0])
    ? c.args[1]
    : undefined;

/** A source of the model (`request.getParameter(…)`): untrusted input. */
export const source: Producer = (f, c) => {
  const candidates = f.model.sources.match(c.key);
  if (candidates.length === 0) return undefined;
  const facts = callFacts(c.args, c.keywords, c.e);
  const found = candidates.find(
    (s) => (!s.within || f.fn.annotations.includes(s.within)) && (!s.when || s.when(facts)),
  );
  if (!found || readsRemoteInput(f, found.label, c)) return undefined;
  const value: Val = { ...sourceValue(f, found.label, c.e.span, `${c.path}(…)`), type: c.returnType };
  // A system property keeps its (local) taint beside its default.
  const fallback = configDefault(c);
  return fallback ? { ...value, constant: fallback.constant } : value;
};

/**
 * A local reader of a stream that holds remote input already (`request.getReader().readLine()`,
 * `fgets($body)` of `php://input`) passes that input on, which its own label would hide.
 */
function readsRemoteInput(f: Frame, label: string, c: CallInfo): boolean {
  const local = (l: string) => f.model.localSources.has(l) || f.model.quietSources.has(l);
  if (!local(label)) return false;
  return (deepTaints(c.all()) ?? []).some(
    (t) => t.origin.kind === "source" && t.origin.unseen === undefined && !local(t.origin.label),
  );
}

/**
 * The module whose default export a plain call calls (`sanitize(x)` after
 * `const sanitize = require("sanitize-filename")`): a model may name the module, whatever the
 * local name, before the local name is tried.
 */
function defaultImport(f: Frame, e: CallInfo["e"]): string | undefined {
  if (e.callee.kind !== "name" || f.isKnownName(e.callee.name)) return undefined;
  const module = f.unit.module.imports.get(e.callee.name);
  return module && !module.includes(".") ? module : undefined;
}

/** A sanitizer of the model: the arguments' taints, made safe for its sink kinds. */
export const sanitizer: Producer = (f, c) => {
  const module = defaultImport(f, c.e);
  const byModule = module ? f.model.sanitizers.match(callKeyOf(module, false)) : [];
  const byName = byModule.length > 0 ? byModule : f.model.sanitizers.match(c.key);
  const candidates = byName.length > 0 ? byName : namedLike(f, c);
  if (candidates.length === 0) return undefined;
  const facts = callFacts(c.args, c.keywords, c.e, enclosing(f));
  for (const s of candidates) {
    const made = sanitized(s, facts, c);
    if (made) return made;
  }
  return undefined;
};

/** What one sanitizer makes of the call, or undefined where it does not apply. */
function sanitized(s: SanitizerModel, facts: CallFacts, c: CallInfo): Val | undefined {
  if (s.when && !s.when(facts)) return undefined;
  const kinds = s.kindsOf ? s.kindsOf(facts) : s.kinds;
  if (s.kindsOf && kinds.length === 0) return undefined;
  const marks = s.marksOf ? s.marksOf(facts) : s.marks;
  // Marks the call decides are for input: a constant is folded as the string method it is.
  if (s.marksOf && (marks?.length === 0 || !isTainted(c.all()))) return undefined;
  return { ...sanitize(c.all(), kinds, marks), type: s.returns ?? c.returnType };
}

/** Sanitizers by function name (a framework's route helpers), unless the analysed code defines the function. */
function namedLike(f: Frame, c: CallInfo): readonly SanitizerModel[] {
  if (c.key.hasReceiver || f.model.sanitizerFunctions.length === 0) return [];
  const found = f.model.sanitizerFunctions.filter((s) => s.functions?.test(c.key.name));
  const project = f.ctx.project;
  if (found.length === 0 || !project) return found;
  return callees({ project, fn: f.fn, unit: f.unit }, c.e, c.key, undefined, c.args.length).length > 0
    ? []
    : found;
}

/** `"a".equals("b")` on constants. */
export const equalsFold: Producer = (_f, { key, receiver, args }) => {
  if ((key.name !== "equals" && key.name !== "equalsIgnoreCase") || !receiver?.constant || !args[0]?.constant)
    return undefined;
  const a = String(receiver.constant.value);
  const b = String(args[0].constant.value);
  return constant(key.name === "equals" ? a === b : a.toLowerCase() === b.toLowerCase());
};

/** A string method on constants (`"ABC".toLowerCase()`), so conditions on it are decided. */
export const stringMethodFold: Producer = (_f, { key, receiver, args }) => {
  if (
    typeof receiver?.constant?.value !== "string" ||
    isTainted(receiver) ||
    !args.every((a) => a.constant && !isTainted(a))
  )
    return undefined;
  const folded = foldStringMethod(
    receiver.constant.value,
    key.name,
    args.map((a) => a.constant?.value ?? null),
  );
  return folded === undefined ? undefined : constant(folded);
};

/**
 * One character of a text (`name.substring(0, 1)`, `name.charAt(0)`, `name.substr(0, 1)`): too short
 * to hold markup, a query's syntax or a path.
 */
export const singleCharacter: Producer = (_f, { key, receiver, args }) => {
  if (!key.hasReceiver || !isTainted(receiver)) return undefined;
  const [a, b] = args.map((x) => (isTainted(x) ? undefined : x.constant?.value));
  const one =
    (key.name === "charAt" && args.length <= 1) ||
    (key.name === "substring" && typeof a === "number" && typeof b === "number" && Math.abs(b - a) <= 1) ||
    (key.name === "substr" && typeof b === "number" && b <= 1);
  return one ? { type: "String" } : undefined;
};

/**
 * A method the model knows gives nothing of its input (`size`, `hashCode`), unless the call runs a
 * method of the analysed code of that name (`repo.find(name)`), whose own body says what it does.
 */
export const cleanMethod: Producer = (f, c) =>
  f.model.cleanMethods.has(c.key.name) && !runsOwnCode(f, c) ? { type: c.returnType } : undefined;

/** Whether the call runs a method of the analysed code, whose own body then says what it gives. */
function runsOwnCode(f: Frame, c: CallInfo): boolean {
  const project = f.ctx.project;
  if (!project || !c.receiver || isText(c.receiver)) return false;
  const site = { project, fn: f.fn, unit: f.unit };
  return callees(site, c.e, c.key, c.receiver, c.args.length).length > 0;
}

/** A record looked up (`Post.find(id)`): what the receiver carries, none of the arguments' taint. */
export const lookup: Producer = (f, c) => {
  const { key } = c;
  const finder =
    f.model.lookups.match(key).length > 0 ||
    (key.hasReceiver && f.model.lookupMethods.some((r) => r.test(key.name)));
  // A manager's methods (Django's `objects`) answer with records whoever wrote them.
  const manager = f.model.lookupReceivers.some(
    (r) => key.receiverName === r.receiver && !r.except.test(key.name),
  );
  return (finder && !runsOwnCode(f, c)) || manager
    ? { taints: deepTaints(c.receiver), type: c.returnType }
    : undefined;
};

/** `List.of(a, b)`, `Map.of(k, v)`: a collection tracked slot by slot. */
export const collectionFactory: Producer = (f, c) => {
  const factory = f.model.factories.match(c.key)[0];
  if (!factory) return undefined;
  if (factory.layout === "items") return { items: [...c.args], type: c.returnType };
  let built: Val = { keys: new Map(), type: c.returnType };
  for (let i = 0; i + 1 < c.args.length; i += 2) built = store(built, c.args[i] as Val, c.args[i + 1] as Val);
  return built;
};

/** `list.map(f)`, `promise.then(f)`: the function runs on what the call has, its return is the result. */
export const callback: Producer = (f, { key, receiver, args, keywords }) => {
  const at = (p: number | string) => (typeof p === "number" ? args[p] : keywords.get(p));
  for (const cb of f.model.callbacks.match(key)) {
    const fn = at(cb.fn);
    const over = cb.over === "receiver" ? receiver : at(cb.over);
    if (!fn?.fn || !over) continue;
    const returned = f.invoke(fn, callbackArgs(cb, over));
    if (!returned) return undefined;
    switch (cb.result) {
      case "list":
        return { rest: returned };
      case "return":
        return returned;
      case "source":
        return over;
      case "either":
        return join(over, returned);
      case "none":
        return CLEAN;
    }
  }
  return undefined;
};

/** What a callback is given: each element of what the call has, that value itself, or its items spread. */
function callbackArgs(cb: CallbackModel, over: Val): Val[] {
  return cb.applies === "spread"
    ? (over.items ?? [element(over)])
    : [cb.applies === "each" ? element(over) : over];
}

/** A function value the call runs: a local closure by name, a lambda receiver, a closure property. */
function calledValue(f: Frame, { e, key, receiver }: CallInfo): Val | undefined {
  if (e.callee.kind === "name") {
    const found = f.lookup(e.callee.name);
    return found?.fn && !f.separately.has(found.fn) ? found : undefined;
  }
  if (!receiver) return undefined;
  const slot = receiver.keys?.get(key.name);
  if (slot?.fn) return slot;
  return receiver.fn && INVOKERS.has(key.name) ? receiver : undefined;
}

/** `later.get()`, `f.apply(x)`, `f(x)`: a function value runs on the arguments. */
export const functionValue: Producer = (f, c) => {
  const fn = calledValue(f, c);
  if (!fn) return undefined;
  const { key, receiver, args } = c;
  const thisFirst = f.unit.traits.thisArgCalls;
  const passed =
    fn === receiver && thisFirst && key.name === "call"
      ? args.slice(1)
      : fn === receiver && thisFirst && key.name === "apply"
        ? [element(args[1] ?? CLEAN)]
        : args;
  return f.invoke(fn, passed);
};

/** A record's accessor (`point.x()`) reads its field. */
export const recordAccessor: Producer = (f, { e, key, receiver, args }) =>
  args.length === 0 && f.unit.traits.recordAccessors && e.callee.kind === "member"
    ? receiver?.keys?.get(key.name)
    : undefined;

/** `new Point(x, y)` of a record, `Point(x=1)` of a dataclass: an object with those fields. */
export const recordConstruction: Producer = (f, { key, args, keywords }) => {
  const project = f.ctx.project;
  if (!project || (key.hasReceiver && key.receiverType !== "new")) return undefined;
  const cls = classesNamed(project, key.name, f.unit)[0];
  if (!cls?.fields || cls.methods.some((m) => m.name === "__init__" || m.name === key.name)) return undefined;
  const keys = new Map<string, Val>();
  cls.fields.forEach((field, i) => {
    keys.set(field.name, args[i] ?? keywords.get(field.name) ?? (field.value ? f.eval(field.value) : CLEAN));
  });
  return { type: key.name, keys, facts: new Set() };
};

/**
 * `Cmd("ping", x)` of a class with a constructor (`__init__`) and no base class: an object with
 * the fields the constructor sets, from the arguments given by position or by name.
 */
export const constructorCall: Producer = (f, { e, key, args, keywords }) => {
  const project = f.ctx.project;
  if (!project || e.callee.kind !== "name" || f.ctx.callDepth > f.ctx.maxCallDepth) return undefined;
  const cls = classesNamed(project, key.name, f.unit)[0];
  const init = cls?.methods.find((m) => m.name === "__init__");
  // A base class's constructor may keep the arguments in fields this one does not name.
  if (!cls || !init || cls.supers.some((s) => s !== "object") || cls.unit.elided?.has(init.span.end))
    return undefined;
  const named = init.params.slice(1).map((p, i) => args[i] ?? keywords.get(p.name) ?? CLEAN);
  return { ...applySummary(f, e, { fn: init, unit: cls.unit }, undefined, named), type: key.name };
};

/** A call on a tracked collection (`map.get("k")`, `list.add(x)`). */
export const collection: Producer = (f, c) => collectionCall(f, c.e, c.key.name, c.receiver, c.args);

/** A call into analysed functions, through their summaries. */
export const summary: Producer = (f, c) => summaryCall(f, c.e, c.key, c.receiver, c.args, c.keywords);

/** `getProperty(key, default)` of anything but a source: the default. */
export const configurationDefault: Producer = (_f, c) => configDefault(c);

/**
 * What a wrapper gives back of its first argument: a literal stays one, and a library function
 * that function (`util.promisify(fs.readFile)` reads files).
 */
function wrappedArgument(f: Frame, key: CallKey, first: Val | undefined): Val | undefined {
  if (!first || !(first.constant || first.ref) || isTainted(first)) return undefined;
  return f.model.wrappers.match(key).length > 0 ? first : undefined;
}

/** Anything else: a library call passes its inputs' taint through. */
export const unknownCall: Producer = (f, { e, key, receiver, args, keywords, returnType }) => {
  const wrapped = wrappedArgument(f, key, args[0]);
  if (wrapped) return wrapped;
  // `text.replace(old, new)`: the text searched for is taken out of the result, not put in (a
  // module's function, Go's `strings.Replace(s, old, new, n)`, takes the text first).
  const replacing =
    args.length >= 2 &&
    REPLACE.test(key.name) &&
    !!key.receiverName &&
    !f.unit.module.imports.has(key.receiverName);
  const inputs = replacing ? [CLEAN, ...args.slice(1)] : args;
  // Both give a value of their own, which is completed in place.
  const result = formatted(receiver, inputs, keywords) ?? callInputs(receiver, inputs, keywords);
  // What a call gives may not start as its input did (`hash.slice(1)`).
  if (result.taints) result.taints = notLeading(result.taints);
  const type =
    returnType ?? (isTainted(result) && STRING_RESULT_METHOD.test(key.name) ? "String" : undefined);
  if (type) result.type = type;
  if (returnType || key.receiverType === "new") result.facts = new Set();
  if (receiver?.facts && /^(new|create|get)/.test(key.name) && key.receiverType !== "new")
    result.facts = receiver.facts;
  const unseen = unseenResult(f, e);
  if (unseen) result.taints = mergeTaints(result.taints, unseen.taints);
  return result;
};

const REPLACE = /^(replace|replaceAll|Replace|replaceFirst)$/;

/** A literal that is text to write into (a URL, a path, a template), not a name or a word. */
const isText = (v: Val | undefined): v is Val & { constant: { value: string } } =>
  typeof v?.constant?.value === "string" && !isTainted(v) && /[^\w\s-]/.test(v.constant.value);

/**
 * A call that writes its tainted arguments into text given beside them
 * (`String.Format("https://{0}/api", host)`, `"http://{}/".format(host)`, `new Uri(baseUri, "/api")`)
 * gives text built around them. A template given first (as the receiver or the first argument)
 * whose text before any placeholder names a host leaves them no choice of where a request goes.
 */
function formatted(receiver: Val | undefined, args: Val[], keywords: Map<string, Val>): Val | undefined {
  if (!args.some(isTainted) || !(isText(receiver) || args.some(isText))) return undefined;
  const template = isText(receiver) ? receiver : isText(args[0]) ? args[0] : undefined;
  const prefix = templatePrefix(template?.constant.value);
  let taints = receiver && deepTaints(receiver);
  for (const a of args) taints = mergeTaints(taints, builtPart(deepTaints(a), prefix));
  for (const v of keywords.values()) taints = mergeTaints(taints, deepTaints(v));
  return withTaints(taints);
}
