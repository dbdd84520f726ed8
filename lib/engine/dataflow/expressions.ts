import type { Expr } from "../ir/ir";
import { assign, assignStmt, element, read } from "./assign";
import { callKeyOf } from "./call-patterns";
import { evalCall } from "./calls/call";
import { librarySupers, receiverKey } from "./calls/call-key";
import type { Frame } from "./context";
import { onFixedBase } from "./destinations";
import { accessPath, exprPath } from "./expr-path";
import { binaryValue } from "./fold";
import { elementSource, memberSource, undeclaredType } from "./member-sources";
import { refine } from "./refine";
import { hierarchyOf, simpleName } from "./resolve/callees";
import { isLocal } from "./sinks";
import { cloneState, joinStates } from "./state";
import { unseenInput } from "./unseen-names";
import {
  addStep,
  afterText,
  builtPart,
  CLEAN,
  constant,
  deepTaints,
  fieldTaints,
  isTainted,
  join,
  mergeTaints,
  notLeading,
  type Taint,
  truthiness,
  type Val,
  withTaints,
} from "./values";

/** Evaluates without reporting: used to re-read values for refinement. */
export function evalQuiet(f: Frame, e: Expr): Val {
  switch (e.kind) {
    case "name":
      return f.lookup(e.name) ?? CLEAN;
    case "member":
      return member(f, e, true);
    case "index":
      return read(f.evalQuiet(e.object), f.evalQuiet(e.index));
    case "lit":
      return constant(e.value);
    default:
      return f.eval(e);
  }
}

export function evalExpr(f: Frame, e: Expr): Val {
  switch (e.kind) {
    case "lit":
      return constant(e.value);
    case "name":
      return nameValue(f, e);
    case "member":
      return member(f, e, false);
    case "index": {
      const confined = confinedPath(f, e);
      if (confined) return confined;
      return indexed(f, e);
    }
    case "call":
      return evalCall(f, e);
    case "binary":
      return binaryExpr(f, e);
    case "unary":
      return unaryExpr(f, e);
    case "cond":
      return condExpr(f, e);
    case "template":
      return templateExpr(f, e);
    case "array":
      return { items: e.items.map((i) => f.eval(i)) };
    case "object":
      return objectExpr(f, e);
    case "func":
      if (!f.separately.has(e.fn)) f.closure(e.fn);
      return { fn: e.fn, scope: f.scopes() };
    case "comprehension":
      return comprehension(f, e);
    case "assign": {
      assignStmt(f, e.target, e.value, e.op, e.span);
      return f.evalQuiet(e.target);
    }
    case "other": {
      let taints: Taint[] | undefined;
      for (const p of e.parts) taints = mergeTaints(taints, deepTaints(f.eval(p)));
      return withTaints(taints);
    }
  }
}

/** A name's value here, else a source it names, else input the analysed code never defines. */
function nameValue(f: Frame, e: Extract<Expr, { kind: "name" }>): Val {
  const v = f.lookup(e.name);
  if (v) return v;
  return (
    memberSource(f, e.name, e.span) ??
    unseenInput(f, e.name, e.span) ??
    (f.unit.module.imports.has(e.name) ? { ref: e } : CLEAN)
  );
}

function unaryExpr(f: Frame, e: Extract<Expr, { kind: "unary" }>): Val {
  const v = f.eval(e.operand);
  if (e.op === "!" || e.op === "not") {
    const t = truthiness(v);
    return t === undefined ? CLEAN : constant(!t);
  }
  if (e.op === "-" && typeof v.constant?.value === "number") return constant(-v.constant.value);
  if (e.op === "+" || e.op === "-" || e.op === "~") return CLEAN;
  return v;
}

/** `c ? a : b`: the arm a known condition picks, else both arms. */
function condExpr(f: Frame, e: Extract<Expr, { kind: "cond" }>): Val {
  const t = truthiness(f.eval(e.test));
  if (t === true) return f.eval(e.whenTrue);
  if (t === false) return f.eval(e.whenFalse);
  return arms(f, e.test, e.whenTrue, e.whenFalse);
}

/** A template or interpolated string: its constant text while every part so far is constant. */
function templateExpr(f: Frame, e: Extract<Expr, { kind: "template" }>): Val {
  let taints: Taint[] | undefined;
  let text = "";
  let allConst = true;
  const built = e.parts.filter((p) => !(p.kind === "lit" && p.value === "")).length > 1;
  for (const p of e.parts) {
    const v = f.eval(p);
    taints = mergeTaints(taints, templatePart(v, text, allConst, built));
    if (v.constant && !isTainted(v)) text += String(v.constant.value);
    else allConst = false;
  }
  if (allConst) return constant(text);
  return onFixedBase(f, e, withTaints(taints, { type: "String" }));
}

/** The taints a template's part adds after the constant `text` before it (while `allConst`). */
function templatePart(v: Val, text: string, allConst: boolean, built: boolean): Taint[] | undefined {
  // The literal text before a part decides whether it sits inside quotes.
  const leading = text === "" && allConst;
  const own = afterText(leading ? deepTaints(v) : notLeading(deepTaints(v)), text === "" ? undefined : text);
  if (!built) return own;
  return builtPart(own, allConst ? text : undefined);
}

function objectExpr(f: Frame, e: Extract<Expr, { kind: "object" }>): Val {
  const keys = new Map<string, Val>();
  let rest: Val | undefined;
  for (const p of e.props) {
    const v = f.eval(p.value);
    // The trace shows where input enters a structure (a response's `body`, a prop object).
    if (p.key !== undefined)
      keys.set(
        p.key,
        isTainted(v) ? { ...v, taints: addStep(v.taints, f.step(p.value.span, `put into ${p.key}`)) } : v,
      );
    else rest = spread(keys, rest, v);
  }
  const value: Val = { keys, rest, type: e.type };
  f.ctx.hooks.onObject({ type: e.type, props: keys, propExprs: e.props, span: e.span }, f);
  return value;
}

/** Spreads `v` into an object literal's `keys`; returns what the object may hold besides them. */
function spread(keys: Map<string, Val>, rest: Val | undefined, v: Val): Val | undefined {
  if (v.keys) {
    // A spread object (`{ ...defaults, a: 1 }`) copies its known properties in order.
    for (const [k, x] of v.keys) keys.set(k, x);
    return v.rest || v.taints ? join(rest, join(v.rest, withTaints(v.taints))) : rest;
  }
  // An unknown spread may overwrite any property written before it.
  for (const [k, x] of keys) keys.set(k, join(x, v));
  return join(rest, v);
}

function comprehension(f: Frame, e: Extract<Expr, { kind: "comprehension" }>): Val {
  const entry = f.state;
  f.state = cloneState(entry);
  for (const c of e.clauses) {
    if ("test" in c) {
      f.eval(c.test);
      refine(f, c.test, true);
    } else assign(f, c.target, element(f.eval(c.iterable)), e.span);
  }
  const value = f.eval(e.value);
  // Its variables do not outlive it.
  f.state = entry;
  return { rest: value };
}

/** `allowed.has(x) ? x : "a"`: each arm runs where its condition is known, as in an `if`. */
function arms(f: Frame, test: Expr, whenTrue: Expr, whenFalse: Expr): Val {
  const entry = f.state;
  f.state = cloneState(entry);
  refine(f, test, true);
  const a = f.eval(whenTrue);
  const afterTrue = f.state;
  f.state = cloneState(entry);
  refine(f, test, false);
  const b = f.eval(whenFalse);
  f.state = joinStates([afterTrue, f.state]);
  return join(a, b);
}

/** What a check proved of the place `e` reads, while it holds (see `State.paths`). */
function confinedPath(f: Frame, e: Expr): Val | undefined {
  const paths = f.state.paths;
  if (!paths) return undefined;
  const path = accessPath(e);
  return path === undefined ? undefined : paths.get(path);
}

function member(f: Frame, e: Extract<Expr, { kind: "member" }>, quiet: boolean): Val {
  const known = confinedPath(f, e) ?? sourceMember(f, e);
  if (known) return known;
  const base = quiet ? f.evalQuiet(e.object) : f.eval(e.object);
  if (base.ref) return { ref: { ...e, object: base.ref } };
  // A member of a typed object named by its type (`{ body }: Request`, `route: ActivatedRoute`, Go's
  // `Request.URL`), whatever the variable is called.
  const type = base.type ?? undeclaredType(f, e.object);
  const typed = type && memberSource(f, `${type}.${e.property}`, e.span);
  if (typed) return typed;
  const slot = base.keys?.get(e.property);
  if (slot) return slot;
  // A field the class declares (`private route: ActivatedRoute`), read in another method.
  const field = e.object.kind === "name" && e.object.name === "this" && f.lookup(`this.${e.property}`);
  if (field) return field;
  return unwrittenMember(f, base, e);
}

/** A member the code did not write where it is read: what its object carries, with its type. */
function unwrittenMember(f: Frame, base: Val, e: Extract<Expr, { kind: "member" }>): Val {
  // A field an analysed class declares with a type (`shutdownAt atomic.Pointer[time.Time]`): its
  // methods are that type's, not a project method that happens to share a name.
  const declared = base.type ? declaredFieldType(f, base.type, e.property) : undefined;
  const fieldType = declared ? { type: declared } : undefined;
  if (base.keys && !isTainted(base) && !base.rest) return fieldType ?? CLEAN;
  if (e.property === "length" || e.property === "size") return CLEAN;
  if (base.operator) return base;
  // `{ ...req.query }.x`: a property not written in place may come from what was spread.
  return withTaints(
    fieldTaints(mergeTaints(base.taints, base.rest?.taints), e.property),
    fieldType ?? propertyType(f, base, e),
  );
}

/** A property of a known type (`context.Request` is an `HttpRequest`), as the model gives it. */
function propertyType(
  f: Frame,
  base: Val,
  e: Extract<Expr, { kind: "member" }>,
): Pick<Val, "type"> | undefined {
  const key = base.type && callKeyOf(e.property, true, base.type, undefined, librarySupers(f, base.type));
  const type = key ? f.model.returnTypeOf(key) : undefined;
  return type ? { type } : undefined;
}

/**
 * The type a field is declared with in an analysed class of that name, or in a class it extends
 * (`@property Template $template` on a base class), if any.
 */
function declaredFieldType(f: Frame, type: string, field: string): string | undefined {
  const project = f.ctx.project;
  const name = simpleName(type.replace(/^[*&]+/, ""));
  if (!project || !name) return undefined;
  for (const c of hierarchyOf(project, name, f.unit).classes) {
    const found = (c.fields ?? c.properties)?.find((x) => x.name === field)?.type;
    if (found) return found;
  }
  return undefined;
}

/** A member a model names as a source (`req.body`), unless the code wrote it itself. */
function sourceMember(f: Frame, e: Extract<Expr, { kind: "member" }>): Val | undefined {
  const path = exprPath(e);
  if (!path) return undefined;
  const source = memberSource(f, path, e.span);
  // A member the code wrote itself (`$scope.total = 0`) holds what it wrote.
  if (source) return f.evalQuiet(e.object).keys?.get(e.property) ?? source;
  return undefined;
}

/** `a[i]`: an entry of the operator's own settings (`os.environ["ALG"]`) is one of them. */
function indexed(f: Frame, e: Extract<Expr, { kind: "index" }>): Val {
  const base = f.eval(e.object);
  const index = f.eval(e.index);
  return (
    elementSource(f, receiverKey(f, e.object, base, "offsetGet"), base, e.span) ??
    (base.operator ? base : read(base, index))
  );
}

function binaryExpr(f: Frame, e: Extract<Expr, { kind: "binary" }>): Val {
  const left = f.eval(e.left);
  if (e.op === "&&" || e.op === "||") {
    const t = truthiness(left);
    if (e.op === "&&" && t === false) return left;
    if (e.op === "||" && t === true) return left;
    const right = f.eval(e.right);
    if (t !== undefined) return right;
    return withDefault(f, e.op, left, right) ?? join(left, right);
  }
  const right = f.eval(e.right);
  const value = withDefault(f, e.op, left, right) ?? binaryValue(e.op, left, right);
  return e.op === "+" || e.op === "." || e.op === ".." ? onFixedBase(f, e, value) : value;
}

/**
 * `process.env.ALG || "aes-256-gcm"`: a setting of the environment falls back to a constant, the
 * value the code runs with when the setting is absent (as `getProperty(key, default)` does).
 */
function withDefault(f: Frame, op: string, setting: Val, fallback: Val): Val | undefined {
  if (op !== "||" && op !== "??") return undefined;
  if (!fallback.constant || isTainted(fallback) || setting.constant) return undefined;
  const operator =
    setting.operator || (setting.taints?.length && setting.taints.every((t) => isLocal(f.model, t)));
  if (!operator) return undefined;
  return { ...join(setting, fallback), constant: fallback.constant };
}
