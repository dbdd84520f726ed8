import type { Expr, FunctionIR, Literal, Span, Stmt } from "./ir";

/**
 * The statement and expression shapes every lowering builds, made in one place so a language's
 * lowering says which syntax becomes which shape, not how the shape is spelled.
 */

export function lit(value: Literal, span: Span): ExprOf<"lit"> {
  return { kind: "lit", value, span };
}

/** One variant of the expression union, so a built node keeps its own fields' types. */
type ExprOf<K extends Expr["kind"]> = Extract<Expr, { kind: K }>;

export function name(name: string, span: Span): ExprOf<"name"> {
  return { kind: "name", name, span };
}

export function member(object: Expr, property: string, span: Span): ExprOf<"member"> {
  return { kind: "member", object, property, span };
}

/** `a.b.c` as nested member accesses on the name `a`, all with one span. */
export function dotted(path: string, span: Span): Expr {
  const parts = path.split(".");
  let e: Expr = name(parts[0] as string, span);
  for (const p of parts.slice(1)) e = member(e, p, span);
  return e;
}

export function call(
  callee: Expr,
  args: Expr[],
  span: Span,
  options: { keywords?: Array<{ name: string; value: Expr }>; isNew?: boolean } = {},
): ExprOf<"call"> {
  return {
    kind: "call",
    callee,
    args,
    keywords: options.keywords ?? [],
    isNew: options.isNew ?? false,
    span,
  };
}

export function other(parts: Expr[], span: Span): Expr {
  return { kind: "other", parts, span };
}

export function funcExpr(fn: FunctionIR, span: Span): Expr {
  return { kind: "func", fn, span };
}

/**
 * A function value called in place (a switch expression, an IIFE-like block with `return`s);
 * `className` when it runs with a method's object (Ruby's `x = if …` in a method).
 */
export function callInPlace(fnName: string, body: Stmt[], span: Span, className?: string): Expr {
  return call(funcExpr({ name: fnName, className, params: [], body, annotations: [], span }, span), [], span);
}

export function exprStmt(expr: Expr, span: Span): Stmt {
  return { kind: "expr", expr, span };
}

export function assign(
  target: Expr,
  value: Expr,
  span: Span,
  extra: { op?: string; declaredType?: string } = {},
): Stmt {
  return { kind: "assign", target, value, ...extra, span };
}

/** An expression statement, or the assignment itself when the expression is one. */
export function statementOf(expr: Expr, span: Span): Stmt {
  return expr.kind === "assign" ? { ...expr, kind: "assign" } : exprStmt(expr, span);
}

export function block(body: Stmt[], span: Span): Stmt {
  return { kind: "block", body, span };
}

export function ifStmt(test: Expr, whenTrue: Stmt[], whenFalse: Stmt[], span: Span): Stmt {
  return { kind: "if", test, whenTrue, whenFalse, span };
}

/** `while (test)` (no test: forever), with the statements a `for` runs after each pass. */
export function loopWhile(test: Expr | undefined, body: Stmt[], span: Span, update: Stmt[] = []): Stmt {
  return { kind: "loop", test, body, update, span };
}

/** `for target in iterable`. */
export function loopEach(target: Expr, iterable: Expr, body: Stmt[], span: Span): Stmt {
  return { kind: "loop", each: { target, iterable }, body, update: [], span };
}

/** `do body while (test)`: the body once (`first`), then the loop; the body is lowered twice. */
export function loopDoWhile(first: Stmt[], test: Expr, body: Stmt[], span: Span): Stmt[] {
  return [...first, loopWhile(test, body, span)];
}

export function jump(kind: "break" | "continue", span: Span): Stmt {
  return { kind, span };
}

export function exit(kind: "return" | "throw", value: Expr | undefined, span: Span): Stmt {
  return { kind, value, span };
}

export function tryStmt(
  body: Stmt[],
  handlers: Array<{ name?: string; body: Stmt[] }>,
  fin: Stmt[],
  span: Span,
): Stmt {
  return { kind: "try", body, handlers, finally: fin, span };
}

export function switchStmt(subject: Expr, cases: Array<{ tests: Expr[]; body: Stmt[] }>, span: Span): Stmt {
  return { kind: "switch", subject, cases, span };
}

/** A function defined by a statement (`def f(): ...` inside a body). */
export function funcDef(fn: FunctionIR, span: Span): Stmt {
  return { kind: "func", fn, span };
}

/** An assignment used as a value (`x = y` inside an expression, a walrus, a PHP `list()` target). */
export function assignExpr(target: Expr, value: Expr, span: Span): ExprOf<"assign"> {
  return { kind: "assign", target, value, span };
}
