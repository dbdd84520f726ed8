import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Stmt } from "../../ir";
import { type StmtRule, stmtTable } from "../context";
import type { StmtShape } from "../shapes";
import { applyBeforeCallbacks } from "./callbacks";
import { params, type RubyContext, type RubyState, statements, valueReturned } from "./context";
import { classObject } from "./objects";

/** Ruby statements → IR: one function per node type, found through `RUBY_STMTS`. */

const STMT_SHAPES = new Map<string, StmtShape>([
  ["break", "break"],
  ["next", "continue"],
  ["comment", "skip"],
  ["heredoc_body", "skip"],
  ["empty_statement", "skip"],
  ["undef", "skip"],
  ["alias", "skip"],
]);

/** A class or module: its methods are the class's, its other statements run at the top level. */
function classDeclaration(node: SyntaxNode, cx: RubyContext, outer: string | undefined): Stmt[] {
  const nameNode = childByField(node, "name");
  const name = nameNode ? cx.text(nameNode) : "<anonymous>";
  const qualified = outer ? `${outer}::${name}` : name;
  const superclass = childByField(node, "superclass");
  const superName = superclass?.children.find((c) => c.named);
  const supers = superName ? [cx.text(superName)] : [];
  const body = childByField(node, "body");
  const before = cx.functions.length;
  const outerFields = cx.state.fields;
  cx.state.fields = new Set();
  const stmts = body ? statements(body, cx, qualified) : [];
  cx.topLevel.push(...stmts);
  const own = cx.functions.slice(before).filter((f) => f.className === qualified);
  applyBeforeCallbacks(stmts, own);
  if (node.type === "class") {
    const simple = name.split("::").pop() ?? name;
    const methods = classObject(body, cx, simple, qualified, own);
    // Named as a class nested in its modules is (`class Mechanize::Download` as `Download`), as its methods look it up.
    cx.classes.push({ name: simple, supers, span: cx.span(node), methods, members: [...cx.state.fields] });
  }
  cx.state.fields = outerFields;
  return [];
}

/** A method, listed among the file's functions; its locals are its own. */
function method(node: SyntaxNode, cx: RubyContext, className: string | undefined): Stmt[] {
  const saved = cx.state.locals;
  const savedClass = cx.state.methodClass;
  cx.state.locals = new Set();
  cx.state.methodClass = className;
  const name = childByField(node, "name");
  const methodParams = params(childByField(node, "parameters"), cx);
  for (const p of methodParams) cx.state.locals.add(p.name);
  const body = childByField(node, "body");
  const fn: FunctionIR = {
    name: name ? cx.text(name) : "<anonymous>",
    className,
    params: methodParams,
    body: body ? valueReturned(statements(body, cx, className)) : [],
    annotations: [],
    span: cx.span(node),
  };
  cx.state.locals = saved;
  cx.state.methodClass = savedClass;
  cx.functions.push(fn);
  return [];
}

/** `if`/`unless`/`elsif`: an `elsif` is an `if` in the else branch; `unless` swaps the branches. */
function ifStatement(node: SyntaxNode, cx: RubyContext, className?: string): Stmt[] {
  const test = cx.exprOf(childByField(node, "condition"), node);
  const then = childByField(node, "consequence");
  const alt = childByField(node, "alternative");
  const whenTrue = then ? statements(then, cx, className) : [];
  let whenFalse: Stmt[] = [];
  if (alt) whenFalse = alt.type === "elsif" ? cx.stmt(alt, className) : statements(alt, cx, className);
  const span = cx.span(node);
  return node.type === "unless"
    ? [ir.ifStmt(test, whenFalse, whenTrue, span)]
    : [ir.ifStmt(test, whenTrue, whenFalse, span)];
}

function ifModifier(node: SyntaxNode, cx: RubyContext, className?: string): Stmt[] {
  const test = cx.exprOf(childByField(node, "condition"), node);
  const body = childByField(node, "body");
  const stmts = body ? cx.stmt(body, className) : [];
  const span = cx.span(node);
  return node.type === "unless_modifier"
    ? [ir.ifStmt(test, [], stmts, span)]
    : [ir.ifStmt(test, stmts, [], span)];
}

/** `while`/`until`, as statements or modifiers: `until c` is `while !c`. */
function whileStatement(node: SyntaxNode, cx: RubyContext, className?: string): Stmt[] {
  const span = cx.span(node);
  const cond = cx.exprOf(childByField(node, "condition"), node);
  const body = childByField(node, "body");
  const test: Expr = node.type.startsWith("until") ? { kind: "unary", op: "!", operand: cond, span } : cond;
  let stmts: Stmt[] = [];
  if (body) stmts = body.type === "do" ? statements(body, cx, className) : cx.stmt(body, className);
  return [ir.loopWhile(test, stmts, span)];
}

function forStatement(node: SyntaxNode, cx: RubyContext, className?: string): Stmt[] {
  const pattern = childByField(node, "pattern");
  const value = childByField(node, "value");
  const body = childByField(node, "body");
  if (pattern?.type === "identifier") cx.state.locals.add(cx.text(pattern));
  const target = pattern ? cx.expr(pattern) : cx.other(node);
  const iterable = value ? cx.expr(value.children.find((c) => c.named) ?? value) : cx.other(node);
  return [ir.loopEach(target, iterable, body ? statements(body, cx, className) : [], cx.span(node))];
}

/** `case x when a, b … else … end`; without a subject it is an if/elsif chain. */
function caseStatement(node: SyntaxNode, cx: RubyContext, className?: string): Stmt[] {
  const span = cx.span(node);
  const value = childByField(node, "value");
  const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
  for (const c of node.children) {
    if (c.type === "when") {
      const tests = c.children
        .filter((p) => p.field === "pattern")
        .map((p) => cx.expr(p.children.find((x) => x.named) ?? p));
      const body = childByField(c, "body");
      cases.push({ tests, body: [...(body ? statements(body, cx, className) : []), ir.jump("break", span)] });
    } else if (c.type === "else") cases.push({ tests: [], body: statements(c, cx, className) });
  }
  return [ir.switchStmt(value ? cx.expr(value) : ir.other([], span), cases, span)];
}

/** `rescue Error => e`: a handler binding `e`. */
function rescue(c: SyntaxNode, cx: RubyContext, className?: string): { name?: string; body: Stmt[] } {
  const n = childByField(c, "variable")?.children.find((x) => x.named);
  const b = childByField(c, "body");
  return { name: n ? cx.text(n) : undefined, body: b ? statements(b, cx, className) : [] };
}

/** `begin … rescue => e … else … ensure … end`: the `else` runs after the body, inside what is rescued. */
function begin(node: SyntaxNode, cx: RubyContext, className?: string): Stmt[] {
  const handlers: Array<{ name?: string; body: Stmt[] }> = [];
  const body: Stmt[] = [];
  let fin: Stmt[] = [];
  for (const c of node.children) {
    if (!c.named) continue;
    if (c.type === "rescue") handlers.push(rescue(c, cx, className));
    else if (c.type === "ensure") fin = statements(c, cx, className);
    else if (c.type === "else") body.push(...statements(c, cx, className));
    else body.push(...cx.stmt(c, className));
  }
  return [ir.tryStmt(body, handlers, fin, cx.span(node))];
}

function returnStatement(node: SyntaxNode, cx: RubyContext): Stmt[] {
  const v = node.children.find((c) => c.named);
  const value = v?.type === "argument_list" ? v.children.find((c) => c.named) : v;
  return [ir.exit("return", value ? cx.expr(value) : undefined, cx.span(node))];
}

/** Nodes whose named children are statements. */
const CONTAINERS = [
  "body_statement",
  "then",
  "else",
  "do",
  "parenthesized_statements",
  "begin_block",
  "end_block",
  "ERROR",
];

const container: StmtRule<RubyState> = (node, cx, className) => statements(node, cx, className);

/** The statement inside (`class << self … end`, `x rescue y`), if any. */
const bodyOf: StmtRule<RubyState> = (node, cx, className) => {
  const body = childByField(node, "body");
  return body ? cx.stmt(body, className) : [];
};

export const RUBY_STMTS = stmtTable<RubyState>(STMT_SHAPES, {
  class: classDeclaration,
  module: classDeclaration,
  singleton_class: (node, cx, className) => {
    const body = childByField(node, "body");
    return body ? statements(body, cx, className) : [];
  },
  method,
  singleton_method: method,
  if: ifStatement,
  unless: ifStatement,
  elsif: ifStatement,
  if_modifier: ifModifier,
  unless_modifier: ifModifier,
  while: whileStatement,
  until: whileStatement,
  while_modifier: whileStatement,
  until_modifier: whileStatement,
  for: forStatement,
  case: caseStatement,
  begin,
  ...Object.fromEntries(CONTAINERS.map((type) => [type, container])),
  return: returnStatement,
  rescue_modifier: bodyOf,
});

/** `raise` and `fail` are Kernel methods that throw (`raise Error, "msg" if bad`). */
const RAISES: ReadonlySet<string> = new Set(["raise", "fail"]);

function raises(node: SyntaxNode, cx: RubyContext): boolean {
  if (node.type === "identifier") return RAISES.has(cx.text(node)) && !cx.state.locals.has(cx.text(node));
  const method =
    node.type === "call" && !childByField(node, "receiver") ? childByField(node, "method") : undefined;
  return !!method && RAISES.has(cx.text(method));
}

/** Any other node is an expression; an assignment is the statement itself; a raise throws. */
export const otherStmt: StmtRule<RubyState> = (node, cx) =>
  raises(node, cx)
    ? [ir.exit("throw", cx.expr(node), cx.span(node))]
    : [ir.statementOf(cx.expr(node), cx.span(node))];
