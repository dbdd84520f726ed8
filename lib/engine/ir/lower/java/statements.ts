import { childByField, childrenByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Stmt } from "../../ir";
import { stmtTable } from "../context";
import { type StmtShape, simpleType } from "../shapes";
import { args, block, type JavaContext } from "./context";
import { typeDeclaration } from "./declarations";
import { switchStmt } from "./switch";

/** Java statements → IR: one function per node type, found through `JAVA_STMTS`. */

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["yield_statement", "return"],
  ["throw_statement", "throw"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["line_comment", "skip"],
  ["block_comment", "skip"],
  ["assert_statement", "skip"],
  [";", "skip"],
]);

/** A declared type, none for `var`: the variable's type is then its value's. */
function declared(typeText: string): string | undefined {
  return typeText === "var" ? undefined : simpleType(typeText);
}

function localVariables(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const typeText = cx.text(childByField(node, "type") ?? node);
  // An array keeps its brackets: `byte[]` holds text (`input.getBytes()`), a `byte` does not.
  const simple = declared(typeText);
  const declaredType = simple && typeText.includes("[") ? `${simple}[]` : simple;
  return childrenByField(node, "declarator").map((d): Stmt => {
    const n = childByField(d, "name") ?? d;
    const v = childByField(d, "value");
    const value = v ? cx.expr(v) : ir.other([], cx.span(d));
    return ir.assign(ir.name(cx.text(n), cx.span(n)), value, cx.span(d), { declaredType });
  });
}

/** `super(message)`, `this(id, null)`: another constructor runs on the same object. */
function constructorInvocation(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const span = cx.span(node);
  const which = childByField(node, "constructor");
  const callee = ir.name(which ? cx.text(which) : "super", which ? cx.span(which) : span);
  return [ir.exprStmt(ir.call(callee, args(childByField(node, "arguments"), cx), span), span)];
}

function expressionStatement(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const e = node.children.find((c) => c.named);
  return e ? [ir.statementOf(cx.expr(e), cx.span(node))] : [];
}

function ifStatement(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const alt = childByField(node, "alternative");
  const test = cx.expr(childByField(node, "condition") ?? node);
  const whenTrue = block(childByField(node, "consequence") ?? node, cx);
  return [ir.ifStmt(test, whenTrue, alt ? block(alt, cx) : [], cx.span(node))];
}

function whileStatement(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const test = cx.expr(childByField(node, "condition") ?? node);
  return [ir.loopWhile(test, block(childByField(node, "body") ?? node, cx), cx.span(node))];
}

function doStatement(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const first = block(childByField(node, "body") ?? node, cx);
  const test = cx.expr(childByField(node, "condition") ?? node);
  return ir.loopDoWhile(first, test, block(childByField(node, "body") ?? node, cx), cx.span(node));
}

function forStatement(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const init = childrenByField(node, "init").flatMap((i) =>
    i.type === "local_variable_declaration"
      ? cx.stmt(i)
      : cx.stmt({ ...i, type: "expression_statement", children: [i] }),
  );
  const cond = childByField(node, "condition");
  const test = cond ? cx.expr(cond) : undefined;
  const body = block(childByField(node, "body") ?? node, cx);
  const update = childrenByField(node, "update").map((u) => ir.exprStmt(cx.expr(u), cx.span(u)));
  return [...init, ir.loopWhile(test, body, cx.span(node), update)];
}

function enhancedFor(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const n = childByField(node, "name") ?? node;
  const iterable = cx.expr(childByField(node, "value") ?? node);
  const body = block(childByField(node, "body") ?? node, cx);
  return [ir.loopEach(ir.name(cx.text(n), cx.span(n)), iterable, body, cx.span(node))];
}

/** try-with-resources: the resources are assigned first, inside the protected body. */
function resources(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const out: Stmt[] = [];
  for (const r of childByField(node, "resources")?.children ?? []) {
    if (r.type !== "resource") continue;
    const n = childByField(r, "name");
    const v = childByField(r, "value");
    if (n && v) {
      const declaredType = declared(cx.text(childByField(r, "type") ?? r));
      out.push(ir.assign(ir.name(cx.text(n), cx.span(n)), cx.expr(v), cx.span(r), { declaredType }));
    } else out.push(ir.exprStmt(cx.expr(r.children.find((c) => c.named) ?? r), cx.span(node)));
  }
  return out;
}

function tryStatement(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const opened = resources(node, cx);
  const handlers = node.children
    .filter((c) => c.type === "catch_clause")
    .map((c) => {
      const param = c.children.find((p) => p.type === "catch_formal_parameter");
      const pn = param ? childByField(param, "name") : undefined;
      return { name: pn ? cx.text(pn) : undefined, body: block(childByField(c, "body") ?? c, cx) };
    });
  const fin = node.children.find((c) => c.type === "finally_clause");
  const finBlock = fin?.children.find((c) => c.type === "block");
  const body = [...opened, ...block(childByField(node, "body") ?? node, cx)];
  return [ir.tryStmt(body, handlers, finBlock ? block(finBlock, cx) : [], cx.span(node))];
}

function labeled(node: SyntaxNode, cx: JavaContext): Stmt[] {
  const inner = node.children.filter((c) => c.named);
  const last = inner[inner.length - 1];
  return last ? cx.stmt(last) : [];
}

function localClass(node: SyntaxNode, cx: JavaContext): Stmt[] {
  typeDeclaration(node, cx);
  return [];
}

export const JAVA_STMTS = stmtTable<undefined>(STMT_SHAPES, {
  block: (node, cx) => [ir.block(block(node, cx), cx.span(node))],
  static_initializer: (node, cx) => [ir.block(block(node, cx), cx.span(node))],
  local_variable_declaration: localVariables,
  explicit_constructor_invocation: constructorInvocation,
  expression_statement: expressionStatement,
  if_statement: ifStatement,
  while_statement: whileStatement,
  do_statement: doStatement,
  for_statement: forStatement,
  enhanced_for_statement: enhancedFor,
  switch_expression: (node, cx) => [switchStmt(node, cx)],
  switch_statement: (node, cx) => [switchStmt(node, cx)],
  try_statement: tryStatement,
  try_with_resources_statement: tryStatement,
  synchronized_statement: (node, cx) =>
    block(childByField(node, "body") ?? node.children[node.children.length - 1] ?? node, cx),
  labeled_statement: labeled,
  local_class_declaration: localClass,
  class_declaration: localClass,
});
