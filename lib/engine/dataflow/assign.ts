import { member, name } from "../ir/build";
import type { Expr, Literal, Span } from "../ir/ir";
import type { AssignSinkModel } from "../models/types";
import type { Frame } from "./context";
import { fixedBase, onFixedBase } from "./destinations";
import { accessPath, exprPath, fixedDestination, leadingLiteral } from "./expr-path";
import { binaryValue } from "./fold";
import { undeclaredType } from "./member-sources";
import { checkSink } from "./sinks";
import {
  addStep,
  CLEAN,
  changedInPlace,
  constant,
  deepTaints,
  isTainted,
  join,
  sanitize,
  type Val,
  withTaints,
} from "./values";

/** `target op= value` (or a declaration with a type): evaluates and assigns. */
export function assignStmt(
  f: Frame,
  target: Expr,
  valueExpr: Expr,
  op: string | undefined,
  span: Span,
  declaredType?: string,
): void {
  const previous = f.assignTarget;
  const path = exprPath(target);
  f.assignTarget = path?.slice(path.lastIndexOf(".") + 1);
  let value = f.eval(valueExpr);
  f.assignTarget = previous;
  if (op) value = binaryValue(op, f.eval(target), value);
  // `url += "?q=" + q` appends to what `url` held, as `url = url + …` does.
  if (op === "+" || op === "." || op === "..")
    value = onFixedBase(f, { kind: "binary", op, left: target, right: valueExpr, span }, value);
  if (declaredType && f.unit.traits.numberTypes?.test(declaredType))
    value = value.constant ? { type: declaredType, constant: value.constant } : { type: declaredType };
  else if (declaredType && !value.type) value = { ...value, type: declaredType };
  assign(f, target, value, span, op ? undefined : valueExpr);
}

/** `written`: the expression assigned, when the value is that expression's (a destination is judged by its text). */
export function assign(f: Frame, target: Expr, value: Val, span: Span, written?: Expr): void {
  const name = exprPath(target) ?? "value";
  const traced = isTainted(value)
    ? { ...value, taints: addStep(value.taints, f.step(span, `assigned to ${name}`)) }
    : value;
  if (target.kind === "member") {
    // `req.session.user = x` writes into the container as `req.session["user"] = x` does.
    const objectType = f.evalQuiet(target.object).type;
    const on = { property: target.property, type: objectType ?? undeclaredType(f, target.object) };
    assignSinks(f, on, exprPath(target.object), traced, span, constant(target.property), written);
    f.ctx.hooks.onAssign({ path: name, property: target.property, value, span, objectType }, f);
  } else if (target.kind === "index") {
    const container = exprPath(target.object);
    const index = f.evalQuiet(target.index);
    if (container) assignSinks(f, undefined, container, traced, span, index, written);
    const element = { container: f.evalQuiet(target.object), index };
    f.ctx.hooks.onAssign({ path: name, property: "", value, span, element }, f);
  } else if (target.kind === "array" || target.kind === "object") {
    const items = target.kind === "array" ? target.items : target.props.map((p) => p.value);
    items.forEach((t, i) => {
      assign(f, t, read(value, constant(i)), span);
    });
    return;
  }
  writeTarget(f, target, traced);
}

function assignSinks(
  f: Frame,
  on: { property: string; type?: string } | undefined,
  container: string | undefined,
  value: Val,
  span: Span,
  key?: Val,
  written?: Expr,
): void {
  for (const sink of f.model.assignSinks) {
    // `location.href = "/search?q=" + q` stays on the site, as a redirect call's argument does.
    if (written && (fixedDestination(sink.kind, written) || fixedBase(f, sink.kind, written))) continue;
    if (on && sink.property === on.property && onSinkObject(sink, container, on.type))
      checkPropertySink(f, sink, value, span, written);
    if (container !== undefined && onSinkIndex(sink, container, key)) {
      checkSink(f, sink.kind, value, span, sink);
      // An attribute name chosen by the input crosses the boundary as much as its value.
      if (key && sink.kind === "trust-boundary") checkSink(f, sink.kind, key, span, sink);
    }
  }
}

/** A write to the sink's property reaches it when the sink has no condition or the condition holds. */
function checkPropertySink(f: Frame, sink: AssignSinkModel, value: Val, span: Span, written?: Expr): void {
  // The condition is asked only of input (it may read the function's text).
  if (!sink.when || (deepTaints(value) && sink.when(writtenFacts(f, value, span, written))))
    checkSink(f, sink.kind, value, span, sink);
}

/** Whether a property written on `container` is on the sink's object (any object when it names none). */
function onSinkObject(
  sink: AssignSinkModel,
  container: string | undefined,
  type: string | undefined,
): boolean {
  if (sink.objectType !== undefined && !sameType(sink.objectType, type)) return false;
  return sink.object === undefined || container === sink.object || !!container?.endsWith(`.${sink.object}`);
}

/** A type written short or qualified (`Label`, `System.Web.UI.WebControls.Label`). */
function sameType(short: string, type: string | undefined): boolean {
  return type === short || !!type?.endsWith(`.${short}`);
}

/** Whether a slot `container[key]` is the sink's collection (and key, when it names one). */
function onSinkIndex(sink: AssignSinkModel, container: string, key: Val | undefined): boolean {
  return (
    sink.index !== undefined &&
    (container === sink.index || container.endsWith(`.${sink.index}`)) &&
    (sink.key === undefined || String(key?.constant?.value).toLowerCase() === sink.key.toLowerCase())
  );
}

/**
 * What an assignment sink's condition sees of the value written (its shape, leading text and
 * maker) and of the function's text before it.
 */
function writtenFacts(f: Frame, value: Val, span: Span, written: Expr | undefined) {
  return {
    structured: value.keys !== undefined || value.items !== undefined,
    prefix: written && leadingLiteral(written),
    madeBy: written?.kind === "call" ? exprPath(written.callee) : undefined,
    get before() {
      return f.unit.source.slice(f.fn.span.start, span.start);
    },
  };
}

/** Whether the expression is an imported module's name (`flask` in `flask.session["k"] = v`). */
function importedModule(f: Frame, e: Expr): boolean {
  return e.kind === "name" && !f.isKnownName(e.name) && f.unit.module.imports.has(e.name);
}

/** The query or fragment of a URL object (`url.search = …`): it cannot move the URL to another host. */
const URL_TAILS = new Set(["search", "hash"]);

/**
 * Stores a value into a variable, field or collection slot (a strong update: it replaces). A write
 * into an imported module's member is not a local: the name keeps naming the module.
 */
export function writeTarget(f: Frame, target: Expr, value: Val): void {
  if (f.state.paths) forgetPaths(f, target);
  if ((target.kind === "member" || target.kind === "index") && importedModule(f, target.object)) return;
  switch (target.kind) {
    case "name":
      // A bare instance field (no local of that name) is the object's field.
      if (!f.state.env.has(target.name) && f.state.env.has("this") && f.members().has(target.name)) {
        writeTarget(f, member(name("this", target.span), target.name, target.span), value);
        return;
      }
      f.state.env.set(target.name, value);
      return;
    case "member": {
      const base = f.evalQuiet(target.object);
      if (base.type === "URL" && URL_TAILS.has(target.property) && isTainted(value))
        value = sanitize(value, ["redirect", "ssrf"]);
      if (base.keys && f.state.owned?.has(base)) {
        base.keys.set(target.property, value);
        changedInPlace();
        return;
      }
      const keys = new Map(base.keys ?? []);
      keys.set(target.property, value);
      const updated: Val = { ...base, keys };
      writeTarget(f, target.object, updated);
      f.state.owned ??= new Set();
      f.state.owned.add(updated);
      return;
    }
    case "index": {
      const base = f.evalQuiet(target.object);
      const key = f.evalQuiet(target.index);
      writeTarget(f, target.object, store(base, key, value));
      return;
    }
    default:
      return;
  }
}

/** A write to a place ends what checks proved of it and of everything read through it. */
function forgetPaths(f: Frame, target: Expr): void {
  const written = accessPath(target) ?? exprPath(target)?.replace(/\[\]$/, "");
  if (written === undefined) return;
  for (const path of f.state.paths?.keys() ?? [])
    if (path === written || path.startsWith(`${written}.`) || path.startsWith(`${written}[`))
      f.state.paths?.delete(path);
}

/** A collection with a value stored at a key: a constant key writes exactly that slot. */
export function store(base: Val, key: Val, value: Val): Val {
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
export function read(base: Val, key: Val): Val {
  const k = key.constant?.value;
  const whole = base.taints ? withTaints(base.taints) : undefined;
  const ch = constantChar(base, key);
  if (ch !== undefined) return constant(ch);
  if (k !== undefined && !isTainted(key)) return readSlot(base, k, whole);
  return element(base);
}

/** The character of a constant string at a constant index (negative from the end), if there is one. */
function constantChar(base: Val, key: Val): string | undefined {
  const k = key.constant?.value;
  const text = base.constant?.value;
  if (typeof text !== "string" || typeof k !== "number" || isTainted(base) || isTainted(key))
    return undefined;
  return text[k < 0 ? text.length + k : k];
}

/** The slot at constant key `k` (negative from the end of a list), joined with the collection's own taint. */
function readSlot(base: Val, k: Literal, whole: Val | undefined): Val {
  if (typeof k === "number" && base.items) {
    const item = base.items[k < 0 ? base.items.length + k : k];
    return join(item ?? base.rest, whole);
  }
  const slot = base.keys?.get(String(k));
  if (slot) return join(slot, whole);
  if (base.keys || base.items) return join(base.rest, whole);
  return join(base.rest, withTaints(deepTaints(base)));
}

/** Any element of a collection (what a loop over it sees). */
export function element(base: Val): Val {
  let out: Val | undefined = base.taints ? withTaints(base.taints) : undefined;
  for (const v of base.keys?.values() ?? []) out = join(out, v);
  for (const v of base.items ?? []) out = join(out, v);
  out = join(out, base.rest);
  return out ?? CLEAN;
}
