import type { Expr, Stmt } from "../ir/ir";
import { nestedBodies } from "../ir/walk";
import type { GuardModel, SinkKind } from "../models/types";
import type { CallKey } from "./call-patterns";
import { type CallExpr, callKey } from "./calls/call-key";
import type { Frame, ReturnGuards } from "./context";
import { exprPath, fixedPrefix } from "./expr-path";
import { callees, selfOffset } from "./resolve/callees";
import type { Callee } from "./resolve/project-index";
import { isTainted, type Val } from "./values";

/**
 * What a guard's call checks: the operand the model names, or, when a call the model lists made
 * it (`NAME.matcher(name)`, `os.path.realpath(path)`, in place or in a variable the function sets
 * once), that call's first argument (`through`: the call made what its model requires of it).
 */
export function guardSubject(
  f: Frame,
  e: CallExpr,
  guard: GuardModel,
): { expr: Expr; through: boolean } | undefined {
  const written =
    guard.subject === "receiver" && e.callee.kind === "member"
      ? e.callee.object
      : guard.subject === "arg1"
        ? e.args[1]
        : (e.keywords.find((k) => k.name === guard.keyword)?.value ?? e.args[0]);
  if (!written || (guard.anchored && !anchored(f, e, guard, guard.anchored))) return undefined;
  if (!guard.through) return { expr: written, through: false };
  const made = madeBy(f, written);
  const checked =
    made?.kind === "call" ? (made.args[guard.throughArg ?? 0] ?? convertedFrom(made)) : undefined;
  return made?.kind === "call" && checked && guard.through.includes(callKey(f, made).key.name)
    ? { expr: checked, through: true }
    : { expr: written, through: false };
}

/** What made the checked value: itself, or what the variable holding it was set to once. */
function madeBy(f: Frame, written: Expr): Expr | undefined {
  const made = written.kind === "name" ? assignedValue(f.fn.body, written.name) : written;
  // A call's several results are kept in a temporary before each is named (Go's `rel, err := …`).
  return made?.kind === "name" ? assignedValue(f.fn.body, made.name) : made;
}

/**
 * The variable a method without arguments was called on, through the calls without arguments
 * that converted it first: `file` of `file.toPath().normalize()`.
 */
function convertedFrom(call: CallExpr): Expr | undefined {
  let e: Expr = call;
  while (e.kind === "call" && e.args.length === 0 && e.callee.kind === "member") e = e.callee.object;
  return e !== call && (e.kind === "name" || e.kind === "member") && exprPath(e) ? e : undefined;
}

/** Whether the operand the guard does not confine (its pattern) is a constant the model accepts. */
function anchored(f: Frame, e: CallExpr, guard: GuardModel, pattern: RegExp): boolean {
  // A package's function takes the text first and the pattern after it (Go's `strings.HasPrefix(x, "..")`).
  const other =
    guard.subject === "receiver"
      ? e.args[0]
      : guard.subject === "arg0" && e.args.length > 1
        ? e.args[1]
        : e.callee.kind === "member"
          ? e.callee.object
          : undefined;
  const v = other && f.evalQuiet(other);
  const text = v?.constant?.value;
  return !!v && !isTainted(v) && typeof text === "string" && pattern.test(text);
}

/**
 * The sink kinds a prefix check confines: those for which text starting with the constant prefix
 * goes where the prefix says (a host and a path separator, a local path that is not `//`).
 */
export function prefixKinds(
  f: Frame,
  e: CallExpr,
  at: "arg0" | "arg1",
  kinds: readonly SinkKind[] | "all",
): SinkKind[] {
  const operand = at === "arg1" ? e.args[1] : e.args[0];
  const v = operand && f.evalQuiet(operand);
  const text = v?.constant?.value;
  if (!v || isTainted(v) || typeof text !== "string" || text.length < 2 || kinds === "all") return [];
  return kinds.filter((k) => fixedPrefix(k, text));
}

/** The value a function's single assignment to a name gives it, searched through its blocks. */
export function assignedValue(body: Stmt[], name: string): Expr | undefined {
  const found = indexOf(body).assigned.get(name);
  return found?.length === 1 ? found[0]?.value : undefined;
}

/** Whether a function's body assigns the name anywhere, a loop's variable included. */
export function assigns(body: Stmt[], name: string): boolean {
  return indexOf(body).assigned.has(name) || indexOf(body).loopNames.has(name);
}

/**
 * The call whose error a name holds where `at` tests it: Go's `_, err := strconv.Atoi(id)` (the
 * results kept in a temporary, then each name assigned) or `err := check(x)` (the call run as a
 * statement, the name assigned an opaque value), the latest such assignment before `at`.
 */
export function erringCall(body: Stmt[], name: string, at: number): CallExpr | undefined {
  let found: CallExpr | undefined;
  for (const a of indexOf(body).assigned.get(name) ?? []) if (a.start < at) found = a.erring;
  return found;
}

interface Assignment {
  value: Expr;
  start: number;
  /** The call of the statement before, when the assignment keeps an outcome of it (see erringCall). */
  erring?: CallExpr;
}

/** A function body's assignments by name, in order, made once per body: guards ask often. */
const INDEX = new WeakMap<Stmt[], { assigned: Map<string, Assignment[]>; loopNames: Set<string> }>();

function indexOf(body: Stmt[]): { assigned: Map<string, Assignment[]>; loopNames: Set<string> } {
  const known = INDEX.get(body);
  if (known) return known;
  const assigned = new Map<string, Assignment[]>();
  const loopNames = new Set<string>();
  const visit = (stmts: Stmt[]) => {
    stmts.forEach((s, i) => {
      if (s.kind === "assign" && s.target.kind === "name") {
        const list = assigned.get(s.target.name) ?? [];
        list.push({ value: s.value, start: s.span.start, erring: callBefore(stmts, i) });
        assigned.set(s.target.name, list);
      }
      if (s.kind === "loop" && s.each?.target.kind === "name") loopNames.add(s.each.target.name);
      for (const inner of nestedBodies(s)) visit(inner);
    });
  };
  visit(body);
  const index = { assigned, loopNames };
  INDEX.set(body, index);
  return index;
}

/** The call of the statements just before an error's assignment, over the other results' assignments. */
function callBefore(stmts: Stmt[], index: number): CallExpr | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const s = stmts[i];
    if (s?.kind === "expr") return callOf(s.expr);
    if (s?.kind !== "assign") return undefined;
    if (isResults(s.target)) return callOf(s.value);
    if (!isResults(s.value)) return undefined;
  }
  return undefined;
}

/** The temporary a call's several results are kept in (`results@…`) before each name is assigned. */
function isResults(e: Expr): boolean {
  return e.kind === "name" && e.name.startsWith("results@");
}

function callOf(e: Expr): CallExpr | undefined {
  return e.kind === "call" ? e : undefined;
}

/**
 * The arguments a call of analysed functions confines where its result holds: a validator the
 * project defines (`if (!validHost(host)) return;`) acts at its call sites as the guard it wraps.
 */
export function callGuards(
  f: Frame,
  e: Extract<Expr, { kind: "call" }>,
): Array<{ arg: Expr; kinds: readonly SinkKind[] | "all" }> {
  const project = f.ctx.project;
  if (!project) return [];
  const key = callKey(f, e);
  if (!project.functionsByName.has(key.key.name)) return [];
  const receiver = e.callee.kind === "member" ? f.evalQuiet(e.callee.object) : undefined;
  return provenArguments(f, e, key.key, receiver, "guards");
}

/**
 * What a call of analysed functions proves of its arguments, by what their summaries prove where
 * they return a truthy value (`guards`) or return at all (`exitGuards`).
 */
export function provenArguments(
  f: Frame,
  e: Extract<Expr, { kind: "call" }>,
  key: CallKey,
  receiver: Val | undefined,
  which: "guards" | "exitGuards",
): Array<{ arg: Expr; kinds: readonly SinkKind[] | "all" }> {
  const project = f.ctx.project;
  if (!project || f.ctx.callDepth > f.ctx.maxCallDepth) return [];
  // Most calls are the library's: only a name the analysed code defines is looked up.
  if (key.receiverType === "new" || !project.functionsByName.has(key.name)) return [];
  const candidates = callees({ project, fn: f.fn, unit: f.unit }, e, key, receiver, e.args.length);
  if (candidates.length === 0 || candidates.length > 3) return [];
  const found = commonGuards(f, candidates, which);
  if (!found) return [];
  const out: Array<{ arg: Expr; kinds: readonly SinkKind[] | "all" }> = [];
  for (const [index, kinds] of found.common ?? []) {
    const arg = e.args[index - found.offset];
    if (arg) out.push({ arg, kinds });
  }
  return out;
}

/**
 * What the summaries of every candidate prove of their parameters, and how many parameters come
 * before the call's arguments (a method's `self`); nothing when one of them proves nothing.
 */
function commonGuards(
  f: Frame,
  candidates: Callee[],
  which: "guards" | "exitGuards",
): { common: ReturnGuards | undefined; offset: number } | undefined {
  let common: ReturnGuards | undefined;
  let offset = 0;
  for (const c of candidates) {
    const guards = summaryGuards(f, c, which);
    if (!guards) return undefined;
    offset = selfOffset(c.fn);
    common = common ? intersect(common, guards) : guards;
  }
  return { common, offset };
}

/** The guards of a candidate's summary, made one call deeper. */
function summaryGuards(f: Frame, c: Callee, which: "guards" | "exitGuards"): ReturnGuards | undefined {
  f.ctx.callDepth++;
  try {
    return f.ctx.summaryOf(c.fn, c.unit)[which];
  } finally {
    f.ctx.callDepth--;
  }
}

/** What two proofs both give, parameter by parameter. */
export function intersect(a: ReturnGuards, b: ReturnGuards): Map<number, readonly SinkKind[] | "all"> {
  const out = new Map<number, readonly SinkKind[] | "all">();
  for (const [index, kinds] of a) {
    const other = b.get(index);
    if (!other) continue;
    if (kinds === "all") out.set(index, other);
    else if (other === "all") out.set(index, kinds);
    else {
      const both = kinds.filter((k) => other.includes(k));
      if (both.length > 0) out.set(index, both);
    }
  }
  return out;
}
