import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span, Stmt } from "../../ir";
import { ifChain, type StmtRule, stmtTable } from "../context";
import type { StmtShape } from "../shapes";
import { block, echo, exprList, type PhpContext, type PhpState, stmts, varName } from "./context";
import { classDecl, constants, functionDef, useDeclaration } from "./declarations";

/** PHP statements → IR: one function per node type, found through `PHP_STMTS`. */

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["declare_statement", "skip"],
  ["comment", "skip"],
  ["text", "skip"],
  ["empty_statement", "skip"],
  ["goto_statement", "skip"],
  ["named_label_statement", "skip"],
]);

/** The values of `echo a, b;` and `exit(x);`. */
function sequence(node: SyntaxNode, cx: PhpContext): Expr[] {
  return namedChildren(node).flatMap((c) => exprList(c, cx));
}

function switchStmt(node: SyntaxNode, cx: PhpContext): Stmt {
  const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
  for (const c of childByField(node, "body")?.children ?? []) {
    if (c.type !== "case_statement" && c.type !== "default_statement") continue;
    const value = childByField(c, "value");
    const body = c.children.filter((x) => x.named && x.field !== "value");
    cases.push({ tests: value ? [cx.expr(value)] : [], body: stmts(body, cx) });
  }
  return ir.switchStmt(cx.expr(childByField(node, "condition") ?? node), cases, cx.span(node));
}

function foreach(node: SyntaxNode, cx: PhpContext): Stmt {
  const parts = node.children.filter((c) => c.named && c.field !== "body" && c.type !== "comment");
  const iterable = parts[0];
  const binding = parts[1];
  const body = block(childByField(node, "body"), cx);
  const iterableExpr = iterable ? cx.expr(iterable) : cx.other(node);
  let target: Expr = cx.other(node);
  if (binding?.type === "pair") {
    const [k, v] = namedChildren(binding);
    if (v) target = cx.expr(v.type === "by_ref" ? (v.children.find((c) => c.named) ?? v) : v);
    // A key of an input array is input too; of any other array it carries what the array carries.
    if (k) body.unshift(ir.assign(cx.expr(k), ir.other([iterableExpr], cx.span(k)), cx.span(k)));
  } else if (binding) {
    target = cx.expr(
      binding.type === "by_ref" ? (binding.children.find((c) => c.named) ?? binding) : binding,
    );
  }
  return ir.loopEach(target, iterableExpr, body, cx.span(node));
}

/** `[$a, 'k' => $b] = $x` reads each target's own slot; a call on the right is evaluated once. */
function destructure(left: SyntaxNode, right: SyntaxNode, span: Span, cx: PhpContext): Stmt[] {
  return destructureFrom(left, cx.expr(right), span, cx);
}

function destructureFrom(left: SyntaxNode, value: Expr, span: Span, cx: PhpContext): Stmt[] {
  const out: Stmt[] = [];
  let source = value;
  if (source.kind !== "name" && source.kind !== "array") {
    const tmp: Expr = ir.name(`list@${left.start}`, span);
    out.push(ir.assign(tmp, source, span));
    source = tmp;
  }
  let position = 0;
  let key: Expr | undefined;
  for (const c of left.children) {
    if (!c.named || c.type === "comment") continue;
    if (nextIsArrow(left, c, cx)) {
      key = cx.expr(c);
      continue;
    }
    const index: Expr = key ?? ir.lit(position++, cx.span(c));
    key = undefined;
    const value = slot(source, index, cx.span(c));
    if (c.type === "list_literal") out.push(...destructureFrom(c, value, span, cx));
    else out.push(ir.assign(cx.expr(c), value, span));
  }
  return out;
}

function slot(source: Expr, index: Expr, span: Span): Expr {
  if (source.kind === "array" && index.kind === "lit" && typeof index.value === "number")
    return source.items[index.value] ?? ir.lit(null, span);
  return { kind: "index", object: source, index, span };
}

function nextIsArrow(parent: SyntaxNode, child: SyntaxNode, cx: PhpContext): boolean {
  const i = parent.children.indexOf(child);
  const next = parent.children[i + 1];
  return !!next && !next.named && cx.text(next) === "=>";
}

/** An expression statement; `list(...) = $x` assigns each target its slot. */
function expressionStatement(node: SyntaxNode, cx: PhpContext): Stmt[] {
  const span = cx.span(node);
  const e = node.children.find((c) => c.named && c.type !== "comment");
  if (!e) return [];
  if (e.type === "throw_expression") {
    const v = e.children.find((c) => c.named);
    return [ir.exit("throw", v ? cx.expr(v) : undefined, span)];
  }
  if (e.type === "assignment_expression" || e.type === "reference_assignment_expression") {
    const left = childByField(e, "left");
    const right = childByField(e, "right");
    if (left?.type === "list_literal" && right) return destructure(left, right, span, cx);
  }
  return [ir.statementOf(cx.expr(e), span)];
}

function staticDeclaration(node: SyntaxNode, cx: PhpContext): Stmt[] {
  return node.children
    .filter((c) => c.type === "static_variable_declaration")
    .map((d) => {
      const n = childByField(d, "name") ?? d;
      const v = childByField(d, "value");
      return ir.assign(cx.expr(n), v ? cx.expr(v) : ir.lit(null, cx.span(d)), cx.span(d));
    });
}

function forStatement(node: SyntaxNode, cx: PhpContext): Stmt[] {
  const part = (field: string) =>
    node.children.filter((c) => c.field === field).flatMap((c) => exprList(c, cx));
  const init = part("initialize").map((e) => ir.statementOf(e, e.span));
  const cond = part("condition");
  return [
    ...init,
    ir.loopWhile(
      cond[cond.length - 1],
      block(childByField(node, "body"), cx),
      cx.span(node),
      part("update").map((e) => ir.statementOf(e, e.span)),
    ),
  ];
}

function tryStatement(node: SyntaxNode, cx: PhpContext): Stmt[] {
  const handlers = node.children
    .filter((c) => c.type === "catch_clause")
    .map((c) => {
      const n = childByField(c, "name");
      return { name: n ? varName(n, cx) : undefined, body: block(childByField(c, "body"), cx) };
    });
  const fin = node.children.find((c) => c.type === "finally_clause");
  return [
    ir.tryStmt(
      block(childByField(node, "body"), cx),
      handlers,
      fin ? block(childByField(fin, "body"), cx) : [],
      cx.span(node),
    ),
  ];
}

/** A declaration that lowers into the module's lists and leaves no statement. */
function declaration(declare: (node: SyntaxNode, cx: PhpContext) => void): StmtRule<PhpState> {
  return (node, cx) => {
    declare(node, cx);
    return [];
  };
}

export const PHP_STMTS = stmtTable<PhpState>(STMT_SHAPES, {
  expression_statement: expressionStatement,
  echo_statement: (node, cx) => [echo("echo", sequence(node, cx), cx.span(node))],
  exit_statement: (node, cx) => {
    const span = cx.span(node);
    return [echo("exit", sequence(node, cx), span), { kind: "return", span }];
  },
  unset_statement: (node, cx) =>
    namedChildren(node).map((c) => ir.assign(cx.expr(c), ir.lit(null, cx.span(c)), cx.span(node))),
  // A global's value is set elsewhere: known to exist, unknown in content.
  global_declaration: (node, cx) =>
    namedChildren(node).map((c) => ir.assign(cx.expr(c), ir.other([], cx.span(c)), cx.span(node))),
  function_static_declaration: staticDeclaration,
  compound_statement: (node, cx) => [ir.block(block(node, cx), cx.span(node))],
  colon_block: (node, cx) => [ir.block(block(node, cx), cx.span(node))],
  if_statement: (node, cx) => [ifChain(node, "body", block, cx)],
  switch_statement: (node, cx) => [switchStmt(node, cx)],
  while_statement: (node, cx) => [
    ir.loopWhile(
      cx.expr(childByField(node, "condition") ?? node),
      block(childByField(node, "body"), cx),
      cx.span(node),
    ),
  ],
  do_statement: (node, cx) => {
    const body = childByField(node, "body");
    return ir.loopDoWhile(
      block(body, cx),
      cx.expr(childByField(node, "condition") ?? node),
      block(body, cx),
      cx.span(node),
    );
  },
  for_statement: forStatement,
  foreach_statement: (node, cx) => [foreach(node, cx)],
  try_statement: tryStatement,
  function_definition: (node, cx) => {
    const fn = functionDef(node, childByField(node, "name"), cx);
    cx.functions.push(fn);
    return [ir.funcDef(fn, cx.span(node))];
  },
  class_declaration: declaration(classDecl),
  interface_declaration: declaration(classDecl),
  trait_declaration: declaration(classDecl),
  enum_declaration: declaration(classDecl),
  const_declaration: declaration((node, cx) => constants(node, undefined, cx)),
  namespace_definition: (node, cx) => {
    const body = childByField(node, "body");
    return body ? block(body, cx) : [];
  },
  namespace_use_declaration: declaration(useDeclaration),
  ERROR: (node, cx) => stmts(node.children, cx),
});
