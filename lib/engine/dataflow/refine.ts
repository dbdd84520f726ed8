import { call, member } from "../ir/build";
import type { Expr } from "../ir/ir";
import type { GuardModel, SinkKind } from "../models/types";
import { writeTarget } from "./assign";
import type { CallKey } from "./call-patterns";
import { type CallExpr, callKey } from "./calls/call-key";
import type { Frame } from "./context";
import { accessPath, exprPath } from "./expr-path";
import {
  assignedValue,
  callGuards,
  erringCall,
  guardSubject,
  prefixKinds,
  provenArguments,
} from "./guard-subjects";
import { isMemberSource } from "./member-sources";
import { cloneState, joinBranches } from "./state";
import { isTainted, join, sanitize, type Val } from "./values";

/** The flag checks being followed (see `refine`), so a check that tests its own flag ends. */
const following = new Set<Expr>();

/** Applies what a condition proves about a variable in the branch where it holds. */
export function refine(f: Frame, test: Expr, holds: boolean): void {
  if (test.kind === "unary" && (test.op === "!" || test.op === "not")) {
    refine(f, test.operand, !holds);
    return;
  }
  if (test.kind === "binary") refineBinary(f, test, holds);
  else if (test.kind === "name") refineFlag(f, test, holds);
  else if (test.kind === "call") refineCall(f, test, holds);
}

type Binary = Extract<Expr, { kind: "binary" }>;

/** What a logical operator, a comparison or a membership test proves, each in its turn. */
function refineBinary(f: Frame, test: Binary, holds: boolean): void {
  if (test.op === "=~" || test.op === "!~") {
    refineMatch(f, test, holds);
    return;
  }
  refineLogical(f, test, holds);
  const eq = test.op === "==" || test.op === "===";
  const compares = eq || test.op === "!=" || test.op === "!==";
  if (equalSides(test.op, holds)) refineEqualSides(f, test);
  if (compares) {
    refineCallComparison(f, test, eq === holds);
    noError(f, test, eq === holds);
  }
  if ((test.op === "in" && holds) || (test.op === "not in" && !holds)) refineMembership(f, test);
  if (compares && eq === holds) confineComparedUrls(f, test);
}

/** Ruby's `x =~ /re/` and `x !~ /re/` are calls of the method `=~`. */
function refineMatch(f: Frame, test: Binary, holds: boolean): void {
  const match = call(member(test.left, "=~", test.span), [test.right], test.span);
  refine(f, match, test.op === "=~" ? holds : !holds);
}

/** Whether a comparison proves its sides equal: `x == y` holding, or `x != y` failing. */
function equalSides(op: string, holds: boolean): boolean {
  if (op === "==" || op === "===" || op === "equals") return holds;
  return (op === "!=" || op === "!==") && !holds;
}

/** `x == y` holding: each side is the other where that one is a constant. */
function refineEqualSides(f: Frame, test: Binary): void {
  refineEquals(f, test.left, test.right);
  refineEquals(f, test.right, test.left);
}

/** `a && b` holding (or `a || b` failing) proves both operands; the other way round, one of them. */
function refineLogical(f: Frame, test: Binary, holds: boolean): void {
  if ((test.op === "&&" && holds) || (test.op === "||" && !holds)) {
    refine(f, test.left, holds);
    refine(f, test.right, holds);
  } else if (test.op === "&&" || test.op === "||") {
    // `x == "a" || x == "b"` (or `!(x != "a" && x != "b")`): x is one of the constants.
    const pin = pinned(f, test, holds);
    if (pin) writeTarget(f, pin.target, pin.value);
    else either(f, test.left, test.right, holds);
  }
}

/** `strpos($p, $base) === 0`, `preg_match(...) !== 1`: the call decides the comparison. */
function refineCallComparison(f: Frame, test: Binary, equal: boolean): void {
  const [callSide, constSide] = test.left.kind === "call" ? [test.left, test.right] : [test.right, test.left];
  const c = callSide.kind === "call" && constSide.kind === "lit" ? constSide.value : undefined;
  if (c !== undefined) refine(f, callSide, c === false || c === null ? !equal : equal);
}

/** `x in ALLOWED` holding: x is one of a constant container's entries, so it carries no input. */
function refineMembership(f: Frame, test: Binary): void {
  const container = f.evalQuiet(test.right);
  if (!isTainted(container) && (container.items || container.keys || container.constant)) {
    confine(f, test.left, "all");
    confineUrl(f, test.left, DESTINATIONS);
  }
}

/** A host found equal to a constant: the URL it was read from goes where the constant says. */
function confineComparedUrls(f: Frame, test: Binary): void {
  for (const [side, other] of [
    [test.left, test.right],
    [test.right, test.left],
  ] as const) {
    const known = f.evalQuiet(other);
    if (known.constant && !isTainted(known)) confineUrl(f, side, DESTINATIONS);
  }
}

/** `ok = is_safe_url(next); if ok:`: a flag holds what the check it was assigned from proves. */
function refineFlag(f: Frame, test: Extract<Expr, { kind: "name" }>, holds: boolean): void {
  // A value found false is empty (`""`, `None`, an empty list): it carries no input.
  if (!holds) confine(f, test, "all");
  const check = assignedValue(f.fn.body, test.name);
  // Evaluating the check may test the flag again (`ok = f(ok ? a : b)`): each check is followed once.
  if (check?.kind !== "call" || following.has(check)) return;
  following.add(check);
  try {
    refine(f, check, holds);
  } finally {
    following.delete(check);
  }
}

/** What a call proves where it holds (or, for a negated guard, where it fails). */
function refineCall(f: Frame, test: CallExpr, holds: boolean): void {
  // `bool(m)`, `Boolean(m)`: the value's truth is the argument's.
  const [only] = test.args;
  if (test.callee.kind === "name" && TO_BOOLEAN.has(test.callee.name) && only && test.args.length === 1) {
    refine(f, only, holds);
    return;
  }
  const key = callKey(f, test);
  if (!holds) {
    negatedGuards(f, test, key.key);
    return;
  }
  if (refineEveryCharacter(f, test)) return;
  if (key.key.name === "equals" || key.key.name === "equalsIgnoreCase") refineEqualsCall(f, test);
  for (const guard of f.model.guards.match(key.key))
    if (!guard.negated && guard.fails !== "error") passed(f, test, guard);
  for (const { arg, kinds } of callGuards(f, test)) confine(f, arg, kinds);
}

/** Characters that spell no syntax in any sink: letters, digits, `_` and `-`. */
const PLAIN_CHARACTERS = /^[A-Za-z0-9_-]*$/;

/**
 * `all(c in ALLOWED for c in name)` holding, ALLOWED a constant of plain characters (letters,
 * digits, `_`, `-`): every character of `name` is one of them, so no sink reads syntax in it.
 */
function refineEveryCharacter(f: Frame, test: CallExpr): boolean {
  const [each] = test.args;
  if (test.callee.kind !== "name" || test.callee.name !== "all" || each?.kind !== "comprehension")
    return false;
  const [clause, ...more] = each.clauses;
  const check = each.value;
  if (!clause || !("target" in clause) || more.length > 0 || clause.target.kind !== "name") return false;
  if (check.kind !== "binary" || check.op !== "in" || check.left.kind !== "name") return false;
  if (check.left.name !== clause.target.name) return false;
  const allowed = f.evalQuiet(check.right);
  const chars = allowed.constant?.value;
  if (isTainted(allowed) || typeof chars !== "string" || !PLAIN_CHARACTERS.test(chars)) return false;
  confine(f, clause.iterable, "all");
  return true;
}

/** A call found false passes the guards that confine where it is false (`isNaN(n)`). */
function negatedGuards(f: Frame, test: CallExpr, key: CallKey): void {
  for (const guard of f.model.guards.match(key)) if (guard.negated) passed(f, test, guard);
}

/** `a.equals(b)` holding: each side is the other where that one is a constant. */
function refineEqualsCall(f: Frame, test: CallExpr): void {
  const recv = test.callee.kind === "member" ? test.callee.object : undefined;
  const arg = test.args[0];
  if (recv && arg) {
    refineEquals(f, recv, arg);
    refineEquals(f, arg, recv);
  }
}

/** Confines what a guard's call checks, where the call passed it (or, for `fails`, after it). */
export function passed(f: Frame, e: CallExpr, guard: GuardModel): void {
  const subject = guardSubject(f, e, guard);
  const kinds = guard.prefix ? prefixKinds(f, e, guard.prefix, guard.kinds) : guard.kinds;
  if (!subject || kinds.length === 0) return;
  // Checked through the call that normalises it, the value needs no mark of its own.
  const requires = subject.through && !guard.throughKeeps ? undefined : guard.requires;
  confine(f, subject.expr, kinds, requires);
  if (!requires) confineUrl(f, subject.expr, kinds);
}

/**
 * A guard on a URL's host (`allowed.includes(u.hostname)`) decides where the URL goes: the text
 * parsed and the parsed URL itself are confined as destinations.
 */
function confineUrl(f: Frame, subject: Expr, kinds: readonly SinkKind[] | "all"): void {
  const url = hostOf(f, subject);
  if (!url || subject.kind !== "member") return;
  const destinations = kinds === "all" ? DESTINATIONS : DESTINATIONS.filter((k) => kinds.includes(k));
  if (destinations.length === 0) return;
  confine(f, url, destinations);
  if (subject.object.kind === "name") confine(f, subject.object, destinations);
}

/**
 * `a and b` failing (or `a or b` holding) means one of them does: each is applied to its own copy of
 * the state and the copies are joined, so what both prove holds (`(next or not ajax) and not
 * is_safe_url(next)` failing leaves `next` empty or checked).
 */
function either(f: Frame, left: Expr, right: Expr, holds: boolean): void {
  const entry = f.state;
  f.state = cloneState(entry);
  refine(f, left, holds);
  const first = f.state;
  // Nothing reads the entry state afterwards: the second operand goes on in it.
  f.state = entry;
  refine(f, right, holds);
  f.state = joinBranches(first, f.state);
}

/**
 * `err == nil` holding (or `err != nil` failing) after Go's `_, err := strconv.Atoi(id)`: the call
 * that returned the error succeeded, so what it checks is confined.
 */
function noError(f: Frame, test: Extract<Expr, { kind: "binary" }>, isNil: boolean): void {
  if (!isNil) return;
  const nil = (e: Expr) => e.kind === "lit" && e.value === null;
  const err = nil(test.right) ? test.left : nil(test.left) ? test.right : undefined;
  const made = err?.kind === "name" ? erringCall(f.fn.body, err.name, test.span.start) : undefined;
  if (!made) return;
  for (const guard of f.model.guards.match(callKey(f, made).key))
    if (guard.fails === "error") passed(f, made, guard);
}

/** A variable pinned to known constants, by its path, with their join. */
interface Pin {
  target: Expr;
  path: string;
  value: Val;
}

/** The variable a condition pins to known constants where it holds, and their join. */
function pinned(f: Frame, test: Expr, holds: boolean): Pin | undefined {
  if (test.kind === "unary" && (test.op === "!" || test.op === "not")) return pinned(f, test.operand, !holds);
  if (test.kind !== "binary") return undefined;
  const eq = test.op === "==" || test.op === "===";
  if ((eq && holds) || ((test.op === "!=" || test.op === "!==") && !holds)) return pinnedEqual(f, test);
  if ((test.op === "||" && holds) || (test.op === "&&" && !holds)) return pinnedEither(f, test, holds);
  return undefined;
}

/** `x == "a"` holding: the side that is a variable, pinned to the other side's constant. */
function pinnedEqual(f: Frame, test: Binary): Pin | undefined {
  for (const [variable, other] of [
    [test.left, test.right],
    [test.right, test.left],
  ] as const) {
    const v = f.evalQuiet(other);
    const path = exprPath(variable);
    if (path && variable.kind !== "call" && v.constant && !isTainted(v))
      return { target: variable, path, value: v };
  }
  return undefined;
}

/** `x == "a" || x == "b"` holding: both operands pin the same variable, to either constant. */
function pinnedEither(f: Frame, test: Binary, holds: boolean): Pin | undefined {
  const a = pinned(f, test.left, holds);
  const b = a && pinned(f, test.right, holds);
  return a && b && a.path === b.path ? { ...a, value: join(a.value, b.value) } : undefined;
}

function refineEquals(f: Frame, variable: Expr, other: Expr): void {
  const v = f.evalQuiet(other);
  if (v.constant && !isTainted(v)) pin(f, variable, v);
}

/**
 * Where a check holds, `variable` is `v` (the constant it equals, or itself confined). Input read
 * by its path (`params[:mode] == "list"`, `case params[:mode]`) holds it there, not written into
 * the request, whose other parts stay input.
 */
export function pin(f: Frame, variable: Expr, v: Val): void {
  const path = readsSource(f, variable) ? accessPath(variable) : undefined;
  if (!path) {
    writeTarget(f, variable, v);
    return;
  }
  f.state.paths ??= new Map();
  f.state.paths.set(path, v);
}

/**
 * A call of an analysed function that raises unless its checks pass (`validate_name(name)`) has
 * returned: its arguments are what those checks proved.
 */
export function returnedFrom(f: Frame, e: CallExpr, key: CallKey, receiver: Val | undefined): void {
  for (const { arg, kinds } of provenArguments(f, e, key, receiver, "exitGuards")) confine(f, arg, kinds);
}

function confine(f: Frame, subject: Expr, kinds: readonly SinkKind[] | "all", requires?: string): void {
  const current = f.evalQuiet(subject);
  if (!isTainted(current)) return;
  if (requires && !(current.taints ?? []).every((t) => t.safe.has(requires))) return;
  // Input read by its path (`req.query.id`) is confined by path, held only where every joined
  // branch checked it: written into the request object, a check made in one branch would outlive
  // the join.
  pin(f, subject, sanitize(current, kinds));
}

/**
 * Whether `e` reads input by its path: a source (`request.args["mode"]`) or a member of a
 * parameter (a handler's `req.query.id`), rather than a member of an object the function built.
 */
function readsSource(f: Frame, e: Expr): boolean {
  const read = e.kind === "index" ? e.object : e;
  // An element of a source named bare (Ruby's `params[:id]`).
  if (read.kind === "name" && e.kind === "index") return isMemberSource(f, read.name);
  if (read.kind !== "member") return false;
  let root: Expr = read;
  while (root.kind === "member" || root.kind === "index") root = root.object;
  if (root.kind === "name" && f.fn.params.some((p) => p.name === root.name)) return true;
  const path = exprPath(read);
  return !!path && isMemberSource(f, path);
}

const TO_BOOLEAN: ReadonlySet<string> = new Set(["bool", "Boolean"]);

/** Where a URL sends a request or a browser: what a check of its host confines. */
const DESTINATIONS: SinkKind[] = ["redirect", "ssrf"];
const URL_PARSERS =
  /^(urlparse|urlsplit|urllib\.parse\.urlparse|urllib\.parse\.urlsplit|parse\.urlparse|parse\.urlsplit|url_parse|werkzeug\.urls\.url_parse|urls\.url_parse)$/;

/**
 * The URL whose host an expression reads: `urlparse(url).netloc` (or Werkzeug's `url_parse`),
 * `new URL(url).origin`, or `parsed.hostname` where the function assigned `parsed = urlparse(url)`.
 */
function hostOf(f: Frame, e: Expr): Expr | undefined {
  if (e.kind !== "member" || !/^(netloc|hostname|host|origin)$/.test(e.property)) return undefined;
  const parsed = e.object.kind === "name" ? assignedValue(f.fn.body, e.object.name) : e.object;
  if (parsed?.kind !== "call") return undefined;
  const callee = exprPath(parsed.callee);
  // JavaScript's `new URL(text)`.
  const parser = parsed.isNew ? callee === "URL" : !!callee && URL_PARSERS.test(callee);
  return parser ? parsed.args[0] : undefined;
}
