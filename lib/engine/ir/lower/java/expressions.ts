import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, ParamIR, Stmt } from "../../ir";
import { exprTable } from "../context";
import { type ExprShape, indexAccess, memberAccess, simpleType, unescapeText } from "../shapes";
import { args, block, type JavaContext } from "./context";
import { type ClassMembers, classBody } from "./declarations";
import { switchStmt } from "./switch";

/** Java expressions → IR: one function per node type, found through `JAVA_EXPRS`. */

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["this", "name"],
  ["super", "name"],
  ["true", "true"],
  ["false", "false"],
  ["null_literal", "null"],
  ["decimal_integer_literal", "number"],
  ["hex_integer_literal", "number"],
  ["octal_integer_literal", "number"],
  ["binary_integer_literal", "number"],
  ["decimal_floating_point_literal", "number"],
  ["hex_floating_point_literal", "number"],
  ["parenthesized_expression", "inner"],
  ["assignment_expression", "assign"],
  ["binary_expression", "binary"],
  ["ternary_expression", "conditional"],
  ["unary_expression", "unary"],
  ["instanceof_expression", "unknown"],
  ["class_literal", "unknown"],
  ["method_reference", "unknown"],
  ["update_expression", "unknown"],
]);

function methodInvocation(node: SyntaxNode, cx: JavaContext): Expr {
  const span = cx.span(node);
  const object = childByField(node, "object");
  const nameNode = childByField(node, "name");
  const nameText = nameNode ? cx.text(nameNode) : "";
  const callee: Expr = object
    ? ir.member(cx.expr(object), nameText, span)
    : ir.name(nameText, nameNode ? cx.span(nameNode) : span);
  return ir.call(callee, args(childByField(node, "arguments"), cx), span);
}

/** `new T(…)`; an anonymous class body is a class of its own extending T. */
function objectCreation(node: SyntaxNode, cx: JavaContext): Expr {
  const span = cx.span(node);
  const type = childByField(node, "type");
  const typeName = simpleType(type ? cx.text(type) : undefined) ?? "Object";
  const anonymous = node.children.find((c) => c.type === "class_body");
  if (anonymous) {
    const anonName = `${typeName}$anon@${node.start}`;
    const declared: ClassMembers = { methods: [], members: [], declared: [] };
    classBody(anonymous, cx, anonName, declared);
    const { methods, members } = declared;
    cx.classes.push({ name: anonName, supers: [typeName], span, methods, members });
  }
  const outer = node.children.find((c) => c.named && c.field === undefined && c.type !== "class_body");
  const given = args(childByField(node, "arguments"), cx);
  return ir.call(
    ir.name(typeName, type ? cx.span(type) : span),
    outer && outer.type !== "type_arguments" ? [cx.expr(outer), ...given] : given,
    span,
    { isNew: true },
  );
}

function arrayCreation(node: SyntaxNode, cx: JavaContext): Expr {
  const value = childByField(node, "value");
  return value ? cx.expr(value) : { kind: "array", items: [], span: cx.span(node) };
}

function cast(node: SyntaxNode, cx: JavaContext): Expr {
  const value = childByField(node, "value");
  return value ? cx.expr(value) : cx.other(node);
}

function stringLiteral(node: SyntaxNode, cx: JavaContext): Expr {
  const raw = cx.text(node);
  const value =
    node.type === "text_block" ? raw.slice(3, -3).replace(/^[^\n]*\n/, "") : unescapeText(raw.slice(1, -1));
  return ir.lit(value, cx.span(node));
}

function lambdaParams(p: SyntaxNode | undefined, cx: JavaContext): ParamIR[] {
  if (!p) return [];
  if (p.type === "identifier") return [{ name: cx.text(p), annotations: [], span: cx.span(p) }];
  const params: ParamIR[] = [];
  for (const c of p.children) {
    if (c.type === "identifier") params.push({ name: cx.text(c), annotations: [], span: cx.span(c) });
    else if (c.type === "formal_parameter") {
      const n = childByField(c, "name");
      params.push({
        name: n ? cx.text(n) : "_",
        type: simpleType(cx.text(childByField(c, "type") ?? c)),
        annotations: [],
        span: cx.span(c),
      });
    }
  }
  return params;
}

function lambda(node: SyntaxNode, cx: JavaContext): Expr {
  const params = lambdaParams(childByField(node, "parameters"), cx);
  const body = childByField(node, "body");
  let stmts: Stmt[] = [];
  if (body)
    stmts = body.type === "block" ? block(body, cx) : [ir.exit("return", cx.expr(body), cx.span(body))];
  const span = cx.span(node);
  return ir.funcExpr({ name: "<lambda>", params, body: stmts, annotations: [], span }, span);
}

export const JAVA_EXPRS = exprTable<undefined>(EXPR_SHAPES, {
  field_access: (node, cx) => memberAccess(node, cx, "object", "field"),
  scoped_identifier: (node, cx) => ir.dotted(cx.text(node), cx.span(node)),
  method_invocation: methodInvocation,
  object_creation_expression: objectCreation,
  array_creation_expression: arrayCreation,
  array_initializer: (node, cx) => ({
    kind: "array",
    items: namedChildren(node).map((c) => cx.expr(c)),
    span: cx.span(node),
  }),
  array_access: (node, cx) => indexAccess(node, cx, "array", "index"),
  cast_expression: cast,
  string_literal: stringLiteral,
  text_block: stringLiteral,
  character_literal: (node, cx) => ir.lit(unescapeText(cx.text(node).slice(1, -1)), cx.span(node)),
  lambda_expression: lambda,
  // A switch expression is a function called in place: `yield` and a rule's expression return its value.
  switch_expression: (node, cx) => ir.callInPlace("<switch>", [switchStmt(node, cx, true)], cx.span(node)),
});
