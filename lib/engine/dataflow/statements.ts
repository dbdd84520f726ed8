import type { Stmt } from "../ir/ir";
import type { ReturnSinkModel, ValueFacts } from "../models/types";
import { assign, assignStmt, element } from "./assign";
import type { Frame } from "./context";
import { exprPath, fixedDestination, leadingLiteral } from "./expr-path";
import { recordExitGuards, recordReturnGuards } from "./guard-summaries";
import { importsMatching } from "./imported-modules";
import { pin, refine } from "./refine";
import { checkSink } from "./sinks";
import { cloneState, joinBranches, joinStates, type State } from "./state";
import { addStep, CLEAN, isTainted, join, truthiness, type Val } from "./values";

export function execBlock(f: Frame, stmts: Stmt[]): void {
  for (const s of stmts) {
    if (f.state.dead) return;
    f.ctx.checkBudget();
    execStmt(f, s);
  }
}

function execStmt(f: Frame, s: Stmt): void {
  switch (s.kind) {
    case "assign":
      assignStmt(f, s.target, s.value, s.op, s.span, s.declaredType);
      return;
    case "expr":
      f.eval(s.expr);
      return;
    case "if":
      ifStmt(f, s);
      return;
    case "loop":
      loop(f, s);
      return;
    case "switch":
      switchStmt(f, s);
      return;
    case "return":
      returnStmt(f, s);
      return;
    case "throw":
      if (s.value) f.eval(s.value);
      f.state.dead = true;
      return;
    case "break":
    case "continue":
      if (s.kind === "break") f.breakStates[f.breakStates.length - 1]?.push(cloneState(f.state));
      f.state.dead = true;
      return;
    case "try":
      tryStmt(f, s);
      return;
    case "block":
      execBlock(f, s.body);
      return;
    case "func":
      if (!f.separately.has(s.fn)) {
        f.state.env.set(s.fn.name, { fn: s.fn, scope: f.scopes() });
        f.closure(s.fn);
      }
      return;
  }
}

/** The `Content-Type` response headers (`{"Content-Type": "application/json"}`) declare, when written. */
function contentType(headers: Val | undefined): string | undefined {
  for (const [k, v] of headers?.keys ?? []) {
    const type = v.constant?.value;
    if (k.toLowerCase() === "content-type" && typeof type === "string") return type;
  }
  return undefined;
}

/** Response headers that declare a type other than a page. */
function declaredNotHtml(headers: Val | undefined): boolean {
  const type = contentType(headers);
  return type !== undefined && !/html|xml|svg/i.test(type);
}

function valueFacts(v: Val): ValueFacts {
  return {
    constant: v.constant?.value,
    key: (name) => {
      const entry = v.keys?.get(name);
      return entry && valueFacts(entry);
    },
  };
}

/** Whether what the function returns is the sink's: a decorated function, or one with a marked or typed parameter. */
function returnsTo(fn: Frame["fn"], sink: ReturnSinkModel): boolean {
  const { decorators, paramMarks, paramTypes } = sink;
  const marked = (a: string) => !!decorators?.test(a) || !!paramMarks?.test(a);
  return (
    (!!decorators && fn.annotations.some((a) => decorators.test(a))) ||
    fn.params.some((p) => p.annotations.some(marked) || (!!paramTypes && !!p.type && paramTypes.test(p.type)))
  );
}

/** A property of a returned object by its dotted path, names compared in any case (`headers.Location`). */
function fieldAt(v: Val, path: string): Val | undefined {
  let cur: Val | undefined = v;
  for (const name of path.split(".")) {
    const wanted = name.toLowerCase();
    cur = cur?.keys && [...cur.keys].find(([k]) => k.toLowerCase() === wanted)?.[1];
  }
  return cur;
}

/** A returned object whose `headers` give a `Content-Type` the pattern matches. */
function namesContentType(v: Val, type: RegExp): boolean {
  return type.test(contentType(v.keys?.get("headers")) ?? "");
}

function returnStmt(f: Frame, s: Return): void {
  const v = s.value ? f.eval(s.value) : CLEAN;
  for (const sink of f.model.returnSinks) if (returnSinkApplies(f, sink, v)) checkReturnSink(f, s, v, sink);
  recordReturnGuards(f, s.value, v);
  recordExitGuards(f);
  const traced = isTainted(v) ? { ...v, taints: addStep(v.taints, f.step(s.span, "returned")) } : v;
  f.returnVal = f.returnVal === undefined ? traced : join(f.returnVal, traced);
  f.recordExit(s.value ?? undefined);
  f.state.dead = true;
  f.state.owned = undefined;
}

type Return = Extract<Stmt, { kind: "return" }>;

/** Whether a return sink is this function's, for this value, in a file importing its module. */
function returnSinkApplies(f: Frame, sink: ReturnSinkModel, v: Val): boolean {
  return (
    returnsTo(f.fn, sink) &&
    !(sink.when && !sink.when(valueFacts(v))) &&
    importsMatching(f.unit.module, f.unit.path, sink.imports)
  );
}

/** Checks what the return hands the sink: its string body or the field the sink names. */
function checkReturnSink(f: Frame, s: Return, v: Val, sink: ReturnSinkModel): void {
  // `return html, 200`: the tuple's first item is the body.
  const tupleBody = sink.tupleBody && s.value?.kind === "array" ? s.value.items[0] : undefined;
  const sunk = sunkValue(v, returnedBody(v, !!tupleBody), sink);
  if (!sunk || (sink.contentType && !namesContentType(v, sink.contentType))) return;
  // A returned string is judged by its leading literal; a returned object's field is not.
  const text = sink.field ? undefined : (tupleBody ?? s.value);
  if (sink.prefix && !(text && sink.prefix.test(leadingLiteral(text) ?? ""))) return;
  if (!(text && fixedDestination(sink.kind, text))) checkSink(f, sink.kind, sunk, s.span, sink);
}

/** The body a return gives: a tuple's first item unless its headers declare a type other than a page. */
function returnedBody(v: Val, tuple: boolean): Val | undefined {
  if (!tuple) return v;
  return declaredNotHtml(v.items?.[2]) ? undefined : v.items?.[0];
}

/** What reaches a return sink: the returned object's field it names, or else a string body. */
function sunkValue(v: Val, body: Val | undefined, sink: ReturnSinkModel): Val | undefined {
  if (sink.field) return fieldAt(v, sink.field);
  return body?.type === "String" ? body : undefined;
}

function tryStmt(f: Frame, s: Extract<Stmt, { kind: "try" }>): void {
  const entry = cloneState(f.state);
  execBlock(f, s.body);
  const afterBody = f.state;
  const ends: State[] = [afterBody];
  for (const h of s.handlers) {
    f.state = joinStates([entry, afterBody]);
    f.state.dead = false;
    if (h.name) f.state.env.set(h.name, CLEAN);
    execBlock(f, h.body);
    ends.push(f.state);
  }
  f.state = joinStates(ends);
  if (s.finally.length > 0) {
    const wasDead = f.state.dead;
    f.state.dead = false;
    execBlock(f, s.finally);
    f.state.dead = f.state.dead || wasDead;
  }
}

function ifStmt(f: Frame, s: Extract<Stmt, { kind: "if" }>): void {
  const test = f.eval(s.test);
  const known = truthiness(test);
  if (known === true) {
    execBlock(f, s.whenTrue);
    return;
  }
  if (known === false) {
    execBlock(f, s.whenFalse);
    return;
  }
  const entry = f.state;
  f.state = cloneState(entry);
  refine(f, s.test, true);
  execBlock(f, s.whenTrue);
  const afterThen = f.state;
  // Nothing reads the entry state after the branches: the else branch goes on in it.
  f.state = entry;
  refine(f, s.test, false);
  execBlock(f, s.whenFalse);
  f.state = joinBranches(afterThen, f.state);
}

function loop(f: Frame, s: Extract<Stmt, { kind: "loop" }>): void {
  if (s.test && truthiness(f.eval(s.test)) === false) return;
  const entry = cloneState(f.state);
  const breaks: State[] = [];
  f.breakStates.push(breaks);
  for (let i = 0; i < 2; i++) {
    if (s.each) {
      const iterable = f.eval(s.each.iterable);
      assign(f, s.each.target, element(iterable), s.span);
    }
    execBlock(f, s.body);
    f.state.dead = false;
    execBlock(f, s.update);
    f.state = joinStates([entry, f.state]);
  }
  f.breakStates.pop();
  f.state = joinStates([f.state, ...breaks]);
}

function switchStmt(f: Frame, s: Switch): void {
  const subject = f.eval(s.subject);
  const breaks: State[] = [];
  f.breakStates.push(breaks);
  if (subject.constant && !isTainted(subject)) {
    matchingCases(f, s, subject);
    f.breakStates.pop();
    f.state = joinStates([f.state, ...breaks]);
    return;
  }
  const ends = everyCase(f, s);
  f.breakStates.pop();
  f.state = joinStates([...ends, ...breaks]);
}

type Switch = Extract<Stmt, { kind: "switch" }>;

/** A constant subject: the cases run from the one it matches (or the default) on, falling through. */
function matchingCases(f: Frame, s: Switch, subject: Val): void {
  let start = s.cases.findIndex((c) =>
    c.tests.some((t) => f.eval(t).constant?.value === subject.constant?.value),
  );
  if (start === -1) start = s.cases.findIndex((c) => c.tests.length === 0);
  if (start !== -1)
    for (let i = start; i < s.cases.length && !f.state.dead; i++) execBlock(f, s.cases[i]?.body ?? []);
}

/** Any other subject: each case runs on its own copy of the entry state; the states they end in. */
function everyCase(f: Frame, s: Switch): State[] {
  const entry = f.state;
  const ends: State[] = [];
  let hasDefault = false;
  for (const c of s.cases) {
    if (c.tests.length === 0) hasDefault = true;
    f.state = cloneState(entry);
    const tests = c.tests.map((t) => f.evalQuiet(t));
    pinSubject(f, s, tests);
    execBlock(f, c.body);
    ends.push(f.state);
  }
  // Without a default the subject may match no case: the state before the switch goes on.
  if (!hasDefault) ends.push(entry);
  return ends;
}

/** Inside `case "a", "b":` the subject is one of those constants (an allow-list switch). */
function pinSubject(f: Frame, s: Switch, tests: Val[]): void {
  if (tests.length > 0 && tests.every((t) => t.constant && !isTainted(t)) && exprPath(s.subject))
    pin(
      f,
      s.subject,
      tests.reduce((a, b) => join(a, b)),
    );
}
