import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import { type StmtRule, stmtTable } from "../context";
import type { StmtShape } from "../shapes";
import { extraction } from "./calls";
import { block, body, type CFamilyContext, type CFamilyState, declaredName } from "./context";
import { define, func } from "./declarations";
import { declaration } from "./variables";

/** C and C++ statements → IR: one function per node type, found through `C_FAMILY_STMTS`. */

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["co_return_statement", "return"],
  ["throw_statement", "throw"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["comment", "skip"],
  ["goto_statement", "skip"],
  ["type_definition", "skip"],
  ["struct_specifier", "skip"],
  ["enum_specifier", "skip"],
  ["union_specifier", "skip"],
  ["class_specifier", "skip"],
  ["preproc_include", "skip"],
  ["preproc_call", "skip"],
  ["preproc_function_def", "skip"],
  ["preproc_directive", "skip"],
  ["alias_declaration", "skip"],
  ["using_declaration", "skip"],
  ["namespace_alias_definition", "skip"],
  ["static_assert_declaration", "skip"],
  ["preproc_arg", "skip"],
  ["identifier", "skip"],
  ["primitive_type", "skip"],
  ["type_identifier", "skip"],
]);

function exprOrDeclaration(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  if (node.type === "declaration") return declaration(node, cx.state.arrays, cx);
  return [ir.statementOf(cx.expr(node), cx.span(node))];
}

function condition(node: SyntaxNode | undefined, cx: CFamilyContext): Expr {
  if (!node) return ir.other([], { start: 0, end: 0 });
  if (node.type === "condition_clause") {
    const value = childByField(node, "value") ?? node.children.find((c) => c.named);
    return value ? cx.expr(value) : cx.other(node);
  }
  return cx.expr(node);
}

function compound(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  return [ir.block(block(node, cx), cx.span(node))];
}

function localDeclaration(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  return declaration(node, cx.state.arrays, cx);
}

/** A shift whose value is discarded is a stream extraction (`in >> a >> b;`). */
function isExtraction(node: SyntaxNode, cx: CFamilyContext): boolean {
  return node.type === "binary_expression" && cx.text(childByField(node, "operator") ?? node) === ">>";
}

function expressionStatement(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const span = cx.span(node);
  const e = node.children.find((c) => c.named && c.type !== "comment");
  if (!e) return [];
  if (isExtraction(e, cx)) return [ir.exprStmt(extraction(e, cx), span)];
  const lowered = cx.expr(e);
  if (lowered.kind !== "assign") return [ir.exprStmt(lowered, span)];
  // A buffer written in place keeps its declared size.
  const length = lowered.target.kind === "name" ? cx.state.arrays.get(lowered.target.name) : undefined;
  return [{ ...lowered, kind: "assign", declaredType: length === undefined ? undefined : `char[${length}]` }];
}

function ifStatement(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const alt = childByField(node, "alternative");
  const altBody = alt?.type === "else_clause" ? alt.children.find((c) => c.named) : alt;
  return [
    ir.ifStmt(
      condition(childByField(node, "condition"), cx),
      body(childByField(node, "consequence"), cx),
      altBody ? block(altBody, cx) : [],
      cx.span(node),
    ),
  ];
}

function whileStatement(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  return [
    ir.loopWhile(
      condition(childByField(node, "condition"), cx),
      body(childByField(node, "body"), cx),
      cx.span(node),
    ),
  ];
}

function doStatement(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const span = cx.span(node);
  const loopBody = body(childByField(node, "body"), cx);
  return [
    ir.block(loopBody, span),
    ir.loopWhile(condition(childByField(node, "condition"), cx), loopBody, span),
  ];
}

function forStatement(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const init = childByField(node, "initializer");
  const cond = childByField(node, "condition");
  const update = childByField(node, "update");
  return [
    ...(init ? exprOrDeclaration(init, cx) : []),
    ir.loopWhile(
      cond ? cx.expr(cond) : undefined,
      body(childByField(node, "body"), cx),
      cx.span(node),
      update ? exprOrDeclaration(update, cx) : [],
    ),
  ];
}

function forRange(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const span = cx.span(node);
  const d = childByField(node, "declarator");
  const n = d ? declaredName(d) : undefined;
  const right = childByField(node, "right");
  return [
    ir.loopEach(
      ir.name(n ? cx.text(n) : "_", n ? cx.span(n) : span),
      right ? cx.expr(right) : cx.other(node),
      body(childByField(node, "body"), cx),
      span,
    ),
  ];
}

function switchStatement(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
  for (const c of childByField(node, "body")?.children ?? []) {
    if (c.type !== "case_statement") continue;
    const value = childByField(c, "value");
    const caseBody: Stmt[] = [];
    for (const s of c.children) if (s.named && s.field !== "value") caseBody.push(...cx.stmt(s));
    cases.push({ tests: value ? [cx.expr(value)] : [], body: caseBody });
  }
  return [ir.switchStmt(condition(childByField(node, "condition"), cx), cases, cx.span(node))];
}

function labeled(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const inner = node.children.filter((c) => c.named && c.type !== "statement_identifier");
  return inner.flatMap((c) => cx.stmt(c));
}

/** A catch clause: the name its parameter declares, and its body. */
function handler(clause: SyntaxNode, cx: CFamilyContext): { name: string | undefined; body: Stmt[] } {
  const p = childByField(clause, "parameters");
  const decl = p?.children.find((x) => x.type === "parameter_declaration");
  const d = decl ? childByField(decl, "declarator") : undefined;
  const n = d ? declaredName(d) : undefined;
  return { name: n ? cx.text(n) : undefined, body: body(childByField(clause, "body"), cx) };
}

function tryStatement(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const handlers = node.children.filter((c) => c.type === "catch_clause").map((c) => handler(c, cx));
  return [ir.tryStmt(body(childByField(node, "body"), cx), handlers, [], cx.span(node))];
}

function functionDefinition(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  cx.functions.push(func(node, undefined, cx));
  return [];
}

/** `#if … #else … #endif` compiles one of its alternatives, as a branch is taken: lowered as one. */
function preprocBranch(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  const alternative = childByField(node, "alternative");
  const code = node.children
    .filter((c) => c.named && c.field !== "name" && c.field !== "alternative")
    .flatMap((c) => cx.stmt(c));
  return alternative
    ? [ir.ifStmt(ir.other([], cx.span(node)), code, cx.stmt(alternative), cx.span(node))]
    : code;
}

/** `#else`, or code the grammar could not parse: its statements in place. */
function inPlace(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  return node.children.filter((c) => c.named && c.field !== "name").flatMap((c) => cx.stmt(c));
}

function preprocDef(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  define(node, cx);
  return [];
}

export const C_FAMILY_STMTS: ReadonlyMap<string, StmtRule<CFamilyState>> = stmtTable(STMT_SHAPES, {
  compound_statement: compound,
  declaration: localDeclaration,
  expression_statement: expressionStatement,
  if_statement: ifStatement,
  while_statement: whileStatement,
  do_statement: doStatement,
  for_statement: forStatement,
  for_range_loop: forRange,
  switch_statement: switchStatement,
  labeled_statement: labeled,
  try_statement: tryStatement,
  function_definition: functionDefinition,
  preproc_ifdef: preprocBranch,
  preproc_if: preprocBranch,
  preproc_elif: preprocBranch,
  preproc_elifdef: preprocBranch,
  preproc_else: inPlace,
  ERROR: inPlace,
  preproc_def: preprocDef,
});
