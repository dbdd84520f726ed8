import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr } from "../../ir";
import { type ExprRule, exprTable } from "../context";
import { type ExprShape, simpleType, unary, unescapeText } from "../shapes";
import { call } from "./calls";
import { args, body, type CFamilyContext, type CFamilyState } from "./context";
import { params } from "./declarations";

/** C and C++ expressions → IR: one function per node type, found through `C_FAMILY_EXPRS`. */

export { writesThroughArgument } from "./calls";

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["number_literal", "number"],
  ["true", "true"],
  ["false", "false"],
  ["null", "null"],
  ["nullptr", "null"],
  ["assignment_expression", "assign"],
  ["binary_expression", "binary"],
  ["conditional_expression", "conditional"],
  ["update_expression", "unknown"],
]);

function identifier(node: SyntaxNode, cx: CFamilyContext): Expr {
  const text = cx.text(node);
  return text === "NULL" ? ir.lit(null, cx.span(node)) : ir.name(text, cx.span(node));
}

/** `std::strcpy` → `std.strcpy`, so qualified names resolve like member paths; `::f` is `f`. */
function qualified(node: SyntaxNode, cx: CFamilyContext): Expr {
  const text = cx.text(node);
  const span = cx.span(node);
  const parts = text
    .replace(/<[^<>]*(<[^<>]*>[^<>]*)*>/g, "")
    .split("::")
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  let e: Expr = ir.name(parts[0] ?? text, span);
  for (const p of parts.slice(1)) e = ir.member(e, p, span);
  return e;
}

function concatenatedValue(node: SyntaxNode, cx: CFamilyContext): string | undefined {
  let out = "";
  for (const c of node.children) {
    if (!c.named) continue;
    const part = stringValue(c, cx);
    if (part === undefined) return undefined;
    out += part;
  }
  return out;
}

/** The text of a string or character literal, its escapes decoded; undefined for any other node. */
export function stringValue(node: SyntaxNode, cx: CFamilyContext): string | undefined {
  if (node.type === "concatenated_string") return concatenatedValue(node, cx);
  if (node.type === "raw_string_literal") {
    const content = node.children.find((c) => c.type === "raw_string_content");
    return content ? cx.text(content) : "";
  }
  if (node.type !== "string_literal" && node.type !== "char_literal") return undefined;
  const raw = cx.text(node);
  const quote = node.type === "char_literal" ? "'" : '"';
  const open = raw.indexOf(quote);
  const close = raw.lastIndexOf(quote);
  if (open === -1 || close <= open) return undefined;
  return unescapeText(raw.slice(open + 1, close));
}

function stringLiteral(node: SyntaxNode, cx: CFamilyContext): Expr {
  const value = stringValue(node, cx);
  return value === undefined ? cx.opaque(node) : ir.lit(value, cx.span(node));
}

function field(node: SyntaxNode, cx: CFamilyContext): Expr {
  const object = childByField(node, "argument");
  const property = childByField(node, "field");
  if (!object || !property) return cx.opaque(node);
  const name = cx.text(childByField(property, "name") ?? property);
  return ir.member(cx.expr(object), name, cx.span(node));
}

function subscript(node: SyntaxNode, cx: CFamilyContext): Expr {
  const object = childByField(node, "argument");
  const index =
    childByField(node, "index") ??
    childByField(node, "indices")?.children.find((c) => c.named && c.type !== "comment");
  if (!object || !index) return cx.opaque(node);
  return { kind: "index", object: cx.expr(object), index: cx.expr(index), span: cx.span(node) };
}

/** Taking an address or dereferencing keeps the value's flow: `&buf` and `*p` are the data. */
function pointer(node: SyntaxNode, cx: CFamilyContext): Expr {
  const operand = childByField(node, "argument");
  return operand ? cx.expr(operand) : cx.opaque(node);
}

function parenthesized(node: SyntaxNode, cx: CFamilyContext): Expr {
  const inner = node.children.find((c) => c.named && c.type !== "comment");
  return inner ? cx.expr(inner) : cx.other(node);
}

function cast(node: SyntaxNode, cx: CFamilyContext): Expr {
  const value = childByField(node, "value");
  return value ? cx.expr(value) : cx.other(node);
}

/** The size of a byte array declared in scope, or of a string literal: a known constant. */
function knownSize(operand: SyntaxNode | undefined, cx: CFamilyContext): number | undefined {
  if (operand?.type === "identifier") return cx.state.arrays.get(cx.text(operand));
  if (operand?.type === "string_literal") {
    const s = stringValue(operand, cx);
    if (s !== undefined) return s.length + 1;
  }
  return undefined;
}

function sizeofExpr(node: SyntaxNode, cx: CFamilyContext): Expr {
  const span = cx.span(node);
  let operand = childByField(node, "value") ?? childByField(node, "type");
  while (operand?.type === "parenthesized_expression") operand = operand.children.find((c) => c.named);
  const size = knownSize(operand, cx);
  if (size !== undefined) return ir.lit(size, span);
  return ir.call(
    ir.name("sizeof", span),
    operand && operand.type !== "type_descriptor" ? [cx.expr(operand)] : [],
    span,
  );
}

function newExpression(node: SyntaxNode, cx: CFamilyContext): Expr {
  const span = cx.span(node);
  const type = childByField(node, "type");
  const argsNode = childByField(node, "arguments");
  return ir.call(
    ir.name(simpleType(type ? cx.text(type) : undefined) ?? "Object", span),
    argsNode ? args(argsNode, cx) : [],
    span,
    { isNew: true },
  );
}

/** `delete p` and `delete[] p` release what p points to, as `free(p)` does: a call named delete. */
function deleteExpression(node: SyntaxNode, cx: CFamilyContext): Expr {
  const span = cx.span(node);
  const operand = node.children.filter((c) => c.named && c.type !== "comment").pop();
  return ir.call(ir.name("delete", span), operand ? [cx.expr(operand)] : [], span);
}

function lambda(node: SyntaxNode, cx: CFamilyContext): Expr {
  const declarator = childByField(node, "declarator");
  const span = cx.span(node);
  return ir.funcExpr(
    {
      name: "<lambda>",
      params: params(declarator ? childByField(declarator, "parameters") : undefined, cx),
      body: body(childByField(node, "body"), cx),
      annotations: [],
      span,
    },
    span,
  );
}

function thisExpr(node: SyntaxNode, cx: CFamilyContext): Expr {
  return ir.name("this", cx.span(node));
}

function initializerList(node: SyntaxNode, cx: CFamilyContext): Expr {
  return { kind: "array", items: namedChildren(node).map((c) => cx.expr(c)), span: cx.span(node) };
}

export const C_FAMILY_EXPRS: ReadonlyMap<string, ExprRule<CFamilyState>> = exprTable(EXPR_SHAPES, {
  identifier,
  field_identifier: identifier,
  namespace_identifier: identifier,
  type_identifier: identifier,
  this: thisExpr,
  qualified_identifier: qualified,
  template_function: qualified,
  template_type: qualified,
  string_literal: stringLiteral,
  raw_string_literal: stringLiteral,
  char_literal: stringLiteral,
  concatenated_string: stringLiteral,
  call_expression: call,
  field_expression: field,
  subscript_expression: subscript,
  unary_expression: (node, cx) => unary(node, cx, "argument"),
  pointer_expression: pointer,
  parenthesized_expression: parenthesized,
  cast_expression: cast,
  sizeof_expression: sizeofExpr,
  initializer_list: initializerList,
  new_expression: newExpression,
  delete_expression: deleteExpression,
  lambda_expression: lambda,
});
