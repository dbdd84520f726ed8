import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import { stmtTable } from "../context";
import type { StmtShape } from "../shapes";
import { assignment, callStmt, varDecl } from "./assignment";
import { block, exprList, type GoContext } from "./context";

/** Go statements → IR: one function per node type, found through `GO_STMTS`. */

const STMT_SHAPES = new Map<string, StmtShape>([
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["comment", "skip"],
  ["empty_statement", "skip"],
  ["fallthrough_statement", "skip"],
  ["goto_statement", "skip"],
  ["type_declaration", "skip"],
]);

/** `x++`, `x--`: the variable becomes an unknown number. */
function incDec(node: SyntaxNode, cx: GoContext): Stmt[] {
  const target = node.children.find((c) => c.named);
  if (!target) return [];
  const span = cx.span(node);
  return [ir.assign(cx.expr(target), ir.other([], span), span)];
}

/** An expression statement, `go f(x)`, `defer f(x)`. */
function callStatement(node: SyntaxNode, cx: GoContext): Stmt[] {
  const e = node.children.find((c) => c.named && c.type !== "comment");
  return e ? callStmt(e, cx.span(node), cx) : [];
}

function ifStatement(node: SyntaxNode, cx: GoContext): Stmt[] {
  const init = childByField(node, "initializer");
  const alt = childByField(node, "alternative");
  const prefix = init ? cx.stmt(init) : [];
  const test = cx.expr(childByField(node, "condition") ?? node);
  const whenTrue = block(childByField(node, "consequence"), cx);
  return [...prefix, ir.ifStmt(test, whenTrue, alt ? block(alt, cx) : [], cx.span(node))];
}

function caseBody(c: SyntaxNode, cx: GoContext): Stmt[] {
  return c.children
    .filter((x) => x.named && x.field !== "value" && x.field !== "type" && x.field !== "communication")
    .flatMap((x) => block(x, cx));
}

/** `switch { case cond: ... }` is an if/else chain. */
function conditionChain(clauses: SyntaxNode[], cx: GoContext): Stmt[] {
  const fallback = clauses.find((c) => c.type === "default_case");
  let chain: Stmt[] = fallback ? caseBody(fallback, cx) : [];
  for (let i = clauses.length - 1; i >= 0; i--) {
    const c = clauses[i] as SyntaxNode;
    if (c.type === "default_case") continue;
    const span = cx.span(c);
    const tests = exprList(childByField(c, "value") ?? c, cx);
    const test = tests.reduce((a, b) => ({ kind: "binary", op: "||", left: a, right: b, span }));
    chain = [ir.ifStmt(test, caseBody(c, cx), chain, span)];
  }
  return chain;
}

function switchStatement(node: SyntaxNode, cx: GoContext): Stmt[] {
  const init = childByField(node, "initializer");
  const value = childByField(node, "value");
  const clauses = node.children.filter((c) => c.type === "expression_case" || c.type === "default_case");
  const prefix = init ? cx.stmt(init) : [];
  if (!value) return [...prefix, ...conditionChain(clauses, cx)];
  const cases = clauses.map((c) => {
    const body = caseBody(c, cx);
    // Go cases end with an implicit break unless they fall through.
    const falls = c.children.some(
      (x) => x.type === "statement_list" && x.children.some((s) => s.type === "fallthrough_statement"),
    );
    if (!falls) body.push(ir.jump("break", cx.span(c)));
    const v = childByField(c, "value");
    return { tests: c.type === "default_case" || !v ? [] : exprList(v, cx), body };
  });
  return [...prefix, ir.switchStmt(cx.expr(value), cases, cx.span(node))];
}

/** Cases whose tests are unknown, each ending with a break. */
function unknownCases(
  node: SyntaxNode,
  types: string[],
  cx: GoContext,
): Array<{ tests: Expr[]; body: Stmt[] }> {
  const span = cx.span(node);
  return node.children
    .filter((c) => types.includes(c.type))
    .map((c) => ({ tests: [] as Expr[], body: [...caseBody(c, cx), ir.jump("break", span) as Stmt] }));
}

/** `switch v := x.(type)`: `v` is `x` in every case. */
function typeSwitch(node: SyntaxNode, cx: GoContext): Stmt[] {
  const span = cx.span(node);
  const alias = childByField(node, "alias");
  const value = childByField(node, "value");
  const out: Stmt[] = [];
  const init = childByField(node, "initializer");
  if (init) out.push(...cx.stmt(init));
  if (alias && value) {
    for (const a of namedChildren(alias)) out.push(ir.assign(cx.expr(a), cx.expr(value), span));
  }
  const cases = unknownCases(node, ["type_case", "default_case"], cx);
  out.push(ir.switchStmt(ir.other(value ? [cx.expr(value)] : [], span), cases, span));
  return out;
}

function selectStatement(node: SyntaxNode, cx: GoContext): Stmt[] {
  const span = cx.span(node);
  return [
    ir.switchStmt(ir.other([], span), unknownCases(node, ["communication_case", "default_case"], cx), span),
  ];
}

/** `for k, v := range xs`: indexes and keys are bound clean (positions or the map's own keys); `v` is an element. */
function rangeLoop(clause: SyntaxNode, body: Stmt[], node: SyntaxNode, cx: GoContext): Stmt[] {
  const span = cx.span(node);
  const left = childByField(clause, "left");
  const right = childByField(clause, "right");
  const iterable = right ? cx.expr(right) : cx.other(clause);
  const [first, second] = left ? namedChildren(left) : [];
  if (first && cx.text(first) !== "_") body.unshift(ir.assign(cx.expr(first), ir.other([], span), span));
  const each = second && cx.text(second) !== "_" ? { target: cx.expr(second), iterable } : undefined;
  return [{ kind: "loop", each, test: each ? undefined : iterable, body, update: [], span }];
}

function forStatement(node: SyntaxNode, cx: GoContext): Stmt[] {
  const span = cx.span(node);
  const body = block(childByField(node, "body"), cx);
  const clause = node.children.find((c) => c.named && c.field !== "body");
  if (!clause) return [ir.loopWhile(undefined, body, span)];
  if (clause.type === "range_clause") return rangeLoop(clause, body, node, cx);
  if (clause.type !== "for_clause") return [ir.loopWhile(cx.expr(clause), body, span)];
  const init = childByField(clause, "initializer");
  const cond = childByField(clause, "condition");
  const update = childByField(clause, "update");
  const prefix = init ? cx.stmt(init) : [];
  const test = cond ? cx.expr(cond) : undefined;
  return [...prefix, ir.loopWhile(test, body, span, update ? cx.stmt(update) : [])];
}

function returnStatement(node: SyntaxNode, cx: GoContext): Stmt[] {
  const span = cx.span(node);
  const list = node.children.find((c) => c.named);
  if (!list) return [{ kind: "return", span }];
  const values = exprList(list, cx);
  const value: Expr = values.length === 1 ? (values[0] as Expr) : { kind: "array", items: values, span };
  return [ir.exit("return", value, span)];
}

export const GO_STMTS = stmtTable<undefined>(STMT_SHAPES, {
  block: (node, cx) => [ir.block(block(node, cx), cx.span(node))],
  statement_list: (node, cx) => [ir.block(block(node, cx), cx.span(node))],
  short_var_declaration: assignment,
  assignment_statement: assignment,
  var_declaration: varDecl,
  const_declaration: varDecl,
  inc_statement: incDec,
  dec_statement: incDec,
  expression_statement: callStatement,
  go_statement: callStatement,
  defer_statement: callStatement,
  if_statement: ifStatement,
  expression_switch_statement: switchStatement,
  type_switch_statement: typeSwitch,
  select_statement: selectStatement,
  for_statement: forStatement,
  return_statement: returnStatement,
  labeled_statement: (node, cx) =>
    node.children.filter((c) => c.named && c.field !== "label").flatMap((c) => cx.stmt(c)),
  send_statement: (node, cx) => {
    const value = childByField(node, "value");
    return value ? [ir.exprStmt(cx.expr(value), cx.span(node))] : [];
  },
  ERROR: (node, cx) => node.children.filter((c) => c.named).flatMap((c) => cx.stmt(c)),
});
