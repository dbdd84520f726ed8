import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import { type StmtRule, stmtTable } from "../context";
import type { StmtShape } from "../shapes";
import {
  block,
  blockOf,
  branchCode,
  type CSharpContext,
  exprStmt,
  isBranch,
  variableDeclaration,
} from "./context";
import { method } from "./declarations";

/** C# statements → IR: one function per node type, found through `CSHARP_STMTS`. */

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["yield_statement", "return"],
  ["throw_statement", "throw"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["comment", "skip"],
  ["empty_statement", "skip"],
  ["goto_statement", "skip"],
  ["preproc_region", "skip"],
  ["preproc_endregion", "skip"],
]);

function declaration(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const decl = node.children.find((c) => c.type === "variable_declaration");
  return decl ? variableDeclaration(decl, cx) : [];
}

function expressionStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const e = node.children.find((c) => c.named);
  if (!e) return [];
  return [ir.statementOf(cx.expr(e), cx.span(node))];
}

function ifStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const alt = childByField(node, "alternative");
  const test = cx.exprOf(childByField(node, "condition"), node);
  const whenTrue = blockOf(childByField(node, "consequence"), cx);
  return [ir.ifStmt(test, whenTrue, alt ? block(alt, cx) : [], cx.span(node))];
}

function whileStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const test = cx.exprOf(childByField(node, "condition"), node);
  return [ir.loopWhile(test, blockOf(childByField(node, "body"), cx), cx.span(node))];
}

function doStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const span = cx.span(node);
  const body = blockOf(childByField(node, "body"), cx);
  return [ir.block(body, span), ir.loopWhile(cx.exprOf(childByField(node, "condition"), node), body, span)];
}

function forStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const init: Stmt[] = [];
  const update: Stmt[] = [];
  for (const c of node.children) {
    if (c.field === "initializer")
      init.push(...(c.type === "variable_declaration" ? variableDeclaration(c, cx) : exprStmt(c, cx)));
    else if (c.field === "update") update.push(...exprStmt(c, cx));
  }
  const cond = childByField(node, "condition");
  const test = cond ? cx.expr(cond) : undefined;
  return [...init, ir.loopWhile(test, blockOf(childByField(node, "body"), cx), cx.span(node), update)];
}

function foreachStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  const target = left ? cx.expr(left) : cx.other(node);
  const iterable = right ? cx.expr(right) : cx.other(node);
  return [ir.loopEach(target, iterable, blockOf(childByField(node, "body"), cx), cx.span(node))];
}

/**
 * `#if … #elif … #else … #endif` among statements: a build compiles one of its branches, as a
 * branch is taken, so each is lowered as one; the code of an `#if` without `#else` is lowered in place.
 */
function preprocessorBranch(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const code = branchCode(node).flatMap((c) => cx.stmt(c));
  const next = childByField(node, "alternative");
  if (!next) return code;
  const span = cx.span(node);
  return [ir.ifStmt(ir.other([], span), code, cx.stmt(next), span)];
}

/** What a part of a section other than a statement tests: a pattern, a label's values, else an unknown value. */
function labelTests(c: SyntaxNode, cx: CSharpContext): Expr[] {
  if (c.type === "constant_pattern") return [cx.expr(c.children.find((x) => x.named) ?? c)];
  if (c.type === "case_switch_label") return namedChildren(c).map((x) => cx.expr(x));
  if (c.type === "default_switch_label" || c.type === "comment" || c.type === "when_clause") return [];
  return [cx.other(c)];
}

/** One `case …:` section: its tests (none for `default`) and its statements. */
function switchSection(section: SyntaxNode, cx: CSharpContext): { tests: Expr[]; body: Stmt[] } {
  const tests: Expr[] = [];
  const body: Stmt[] = [];
  const isDefault = section.children.some(
    (c) => (!c.named && c.type === "default") || c.type === "default_switch_label",
  );
  for (const c of section.children) {
    if (!c.named) continue;
    if (/_statement$|^block$/.test(c.type) || isBranch(c)) body.push(...cx.stmt(c));
    else tests.push(...labelTests(c, cx));
  }
  return { tests: isDefault ? [] : tests, body };
}

function switchStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const cases = (childByField(node, "body")?.children ?? [])
    .filter((section) => section.type === "switch_section")
    .map((section) => switchSection(section, cx));
  return [ir.switchStmt(cx.exprOf(childByField(node, "value"), node), cases, cx.span(node))];
}

function tryStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const handlers = node.children
    .filter((c) => c.type === "catch_clause")
    .map((c) => {
      const decl = c.children.find((x) => x.type === "catch_declaration");
      const n = decl ? childByField(decl, "name") : undefined;
      return { name: n ? cx.text(n) : undefined, body: blockOf(childByField(c, "body"), cx) };
    });
  const fin = node.children.find((c) => c.type === "finally_clause");
  const finBlock = fin?.children.find((c) => c.type === "block");
  const body = blockOf(childByField(node, "body"), cx);
  return [ir.tryStmt(body, handlers, finBlock ? block(finBlock, cx) : [], cx.span(node))];
}

/** `using (var r = …) { … }`: the resources are assigned, then the body runs. */
function usingStatement(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const head: Stmt[] = [];
  for (const c of node.children) {
    if (c.type === "variable_declaration") head.push(...variableDeclaration(c, cx));
    else if (c.named && c.field !== "body" && c.type !== "block") head.push(...exprStmt(c, cx));
  }
  return [
    ...head,
    ...blockOf(childByField(node, "body") ?? node.children.find((c) => c.type === "block"), cx),
  ];
}

/** `lock (x) { … }` and the like: the body. */
const guarded: StmtRule<undefined> = (node, cx) => {
  const body = node.children.filter((c) => c.named).pop();
  return body ? block(body, cx) : [];
};

export const CSHARP_STMTS = stmtTable<undefined>(STMT_SHAPES, {
  block: (node, cx) => [ir.block(block(node, cx), cx.span(node))],
  local_declaration_statement: declaration,
  using_declaration: declaration,
  expression_statement: expressionStatement,
  if_statement: ifStatement,
  while_statement: whileStatement,
  do_statement: doStatement,
  for_statement: forStatement,
  foreach_statement: foreachStatement,
  switch_statement: switchStatement,
  try_statement: tryStatement,
  using_statement: usingStatement,
  lock_statement: guarded,
  checked_statement: guarded,
  unsafe_statement: guarded,
  fixed_statement: guarded,
  labeled_statement: (node, cx) => {
    const inner = node.children.filter((c) => c.named).pop();
    return inner ? cx.stmt(inner) : [];
  },
  local_function_statement: (node, cx) => [ir.funcDef(method(node, cx, undefined), cx.span(node))],
  preproc_if: preprocessorBranch,
  preproc_elif: preprocessorBranch,
  preproc_else: preprocessorBranch,
  ERROR: (node, cx) => node.children.filter((c) => c.named).flatMap((c) => cx.stmt(c)),
});
