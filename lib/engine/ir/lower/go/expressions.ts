import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr } from "../../ir";
import { exprTable } from "../context";
import { type ExprShape, indexAccess, simpleType, unescapeText } from "../shapes";
import { funcIR, type GoContext, stringValue } from "./context";

/** Go expressions → IR: one function per node type, found through `GO_EXPRS`. */

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["field_identifier", "name"],
  ["package_identifier", "name"],
  ["type_identifier", "name"],
  ["true", "true"],
  ["false", "false"],
  ["nil", "null"],
  ["int_literal", "number"],
  ["float_literal", "number"],
  ["binary_expression", "binary"],
  ["literal_element", "inner"],
]);

const SEQUENCE_TYPES = /^(map_type|slice_type|array_type|implicit_length_array_type)$/;

const LIST_TYPES = /^(slice_type|array_type|implicit_length_array_type)$/;

function selector(node: SyntaxNode, cx: GoContext): Expr {
  const operand = childByField(node, "operand");
  const field = childByField(node, "field");
  if (!operand || !field) return cx.opaque(node);
  const span = cx.span(node);
  const setting =
    operand.type === "identifier" ? cx.constantMember(cx.text(operand), cx.text(field), span) : undefined;
  return setting ?? ir.member(cx.expr(operand), cx.text(field), span);
}

function slice(node: SyntaxNode, cx: GoContext): Expr {
  const operand = childByField(node, "operand");
  return operand ? cx.other(node, [cx.expr(operand)]) : cx.opaque(node);
}

function callExpression(node: SyntaxNode, cx: GoContext): Expr {
  const fn = childByField(node, "function");
  // `new(TLSConfig)`: an empty object of that type, whose fields have declared types.
  const made =
    fn && cx.text(fn) === "new" ? childByField(node, "arguments")?.children.find((c) => c.named) : undefined;
  if (made && /_type$|^type_identifier$/.test(made.type))
    return { kind: "object", type: simpleType(cx.text(made)), props: [], span: cx.span(node) };
  const args: Expr[] = [];
  for (const a of childByField(node, "arguments")?.children ?? []) {
    // `make([]T, n)` and `new(T)` take a type, not a value.
    if (a.named && a.type !== "comment" && !/_type$|^type_identifier$/.test(a.type)) args.push(cx.expr(a));
  }
  return ir.call(fn ? cx.expr(fn) : cx.other(node), args, cx.span(node));
}

/** A conversion, assertion or parentheses: the value inside. */
function operandOf(node: SyntaxNode, cx: GoContext): Expr {
  const operand = childByField(node, "operand") ?? node.children.find((c) => c.named && c.field !== "type");
  return operand ? cx.expr(operand) : cx.other(node);
}

function unary(node: SyntaxNode, cx: GoContext): Expr {
  const operand = childByField(node, "operand");
  const op = childByField(node, "operator");
  if (!operand || !op) return cx.opaque(node);
  const opText = cx.text(op);
  // Taking an address or dereferencing keeps the value; receiving from a channel is unknown.
  if (opText === "&" || opText === "*" || opText === "<-") return cx.expr(operand);
  return { kind: "unary", op: opText === "^" ? "~" : opText, operand: cx.expr(operand), span: cx.span(node) };
}

/** The key of a keyed element: a field name as written, else a constant key's value. */
function elementKey(k: SyntaxNode | undefined, cx: GoContext): string | undefined {
  const keyNode = k?.type === "literal_element" ? k.children.find((c) => c.named) : k;
  if (keyNode?.type === "identifier" || keyNode?.type === "field_identifier") return cx.text(keyNode);
  if (!keyNode) return undefined;
  const ke = cx.expr(keyNode);
  return ke.kind === "lit" ? String(ke.value) : undefined;
}

function literalValue(body: SyntaxNode, cx: GoContext, type: string | undefined, typeKind?: string): Expr {
  const span = cx.span(body);
  const elements = body.children.filter((c) => c.named && c.type !== "comment");
  const keyed = elements.some((e) => e.type === "keyed_element");
  if (!keyed && (LIST_TYPES.test(typeKind ?? "") || !type))
    return { kind: "array", items: elements.map((e) => cx.expr(e)), span };
  const props: Array<{ key?: string; value: Expr }> = [];
  elements.forEach((e, i) => {
    if (e.type !== "keyed_element") {
      props.push({ key: String(i), value: cx.expr(e) });
      return;
    }
    const k = childByField(e, "key");
    const v = childByField(e, "value");
    if (v) props.push({ key: elementKey(k, cx), value: cx.expr(v) });
  });
  return { kind: "object", type, props, span };
}

/** `T{...}`: a struct or map with keys (an object event rules can inspect), or a slice. */
function composite(node: SyntaxNode, cx: GoContext): Expr {
  const typeNode = childByField(node, "type");
  const body = childByField(node, "body");
  const type = typeNode && !SEQUENCE_TYPES.test(typeNode.type) ? simpleType(cx.text(typeNode)) : undefined;
  if (!body) return { kind: "object", type, props: [], span: cx.span(node) };
  return literalValue(body, cx, type, typeNode?.type);
}

export const GO_EXPRS = exprTable<undefined>(EXPR_SHAPES, {
  interpreted_string_literal: (node, cx) => ir.lit(stringValue(node, cx), cx.span(node)),
  raw_string_literal: (node, cx) => ir.lit(stringValue(node, cx), cx.span(node)),
  rune_literal: (node, cx) => ir.lit(unescapeText(cx.text(node).slice(1, -1)), cx.span(node)),
  selector_expression: selector,
  index_expression: (node, cx) => indexAccess(node, cx, "operand", "index"),
  slice_expression: slice,
  call_expression: callExpression,
  type_conversion_expression: operandOf,
  type_assertion_expression: operandOf,
  parenthesized_expression: operandOf,
  unary_expression: unary,
  composite_literal: composite,
  func_literal: (node, cx) => ir.funcExpr(funcIR(node, cx, "<lambda>", undefined), cx.span(node)),
  literal_value: (node, cx) => literalValue(node, cx, undefined),
});
