import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import { type ExprRule, exprTable } from "../context";
import { type ExprShape, unescapeText } from "../shapes";
import { args, block, type CSharpContext, params, typeName as typeNameOf, withBranches } from "./context";

/** C# expressions → IR: one function per node type, found through `CSHARP_EXPRS`. */

/** The .NET types behind C#'s keyword aliases, so `int.Parse` is `Int32.Parse`. */
const PREDEFINED = new Map([
  ["int", "Int32"],
  ["long", "Int64"],
  ["short", "Int16"],
  ["byte", "Byte"],
  ["sbyte", "SByte"],
  ["uint", "UInt32"],
  ["ulong", "UInt64"],
  ["ushort", "UInt16"],
  ["bool", "Boolean"],
  ["string", "String"],
  ["double", "Double"],
  ["float", "Single"],
  ["decimal", "Decimal"],
  ["object", "Object"],
  ["char", "Char"],
]);

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["binary_expression", "binary"],
  ["conditional_expression", "conditional"],
  ["null_literal", "null"],
  ["integer_literal", "number"],
  ["real_literal", "number"],
  ["typeof_expression", "unknown"],
  ["sizeof_expression", "unknown"],
  ["default_expression", "unknown"],
  ["is_expression", "unknown"],
  ["is_pattern_expression", "unknown"],
  ["parenthesized_expression", "inner"],
  ["checked_expression", "inner"],
  ["await_expression", "inner"],
  ["ref_expression", "inner"],
]);

function memberName(node: SyntaxNode, cx: CSharpContext): string {
  if (node.type === "generic_name") {
    const id = node.children.find((c) => c.type === "identifier");
    return id ? cx.text(id) : cx.text(node);
  }
  return cx.text(node);
}

function qualifiedName(node: SyntaxNode, cx: CSharpContext): Expr {
  const span = cx.span(node);
  const parts = cx
    .text(node)
    .replace(/^global::/, "")
    .replace(/<.*$/s, "")
    .split(".");
  let e: Expr = ir.name(parts[0] as string, span);
  for (const p of parts.slice(1)) e = ir.member(e, p, span);
  return e;
}

function memberAccess(node: SyntaxNode, cx: CSharpContext): Expr {
  const object = childByField(node, "expression");
  const name = childByField(node, "name");
  if (!object || !name) return cx.opaque(node);
  const span = cx.span(node);
  const property = memberName(name, cx);
  // The type may be written with its namespace (`System.Net.SecurityProtocolType.Tls`).
  const typeNode = object.type === "member_access_expression" ? childByField(object, "name") : object;
  const setting =
    typeNode?.type === "identifier" ? cx.constantMember(cx.text(typeNode), property, span) : undefined;
  return setting ?? ir.member(cx.expr(object), property, span);
}

/** `a?.b`, `a?.b.c`, `a?[i]`: the binding part applied to the object. */
function binding(object: Expr, node: SyntaxNode, cx: CSharpContext): Expr {
  const span = cx.span(node);
  if (node.type === "member_binding_expression") {
    const name = childByField(node, "name") ?? node.children.find((c) => c.named);
    return ir.member(object, name ? memberName(name, cx) : "?", span);
  }
  if (node.type === "element_binding_expression") {
    const arg = node.children
      .find((c) => c.type === "bracketed_argument_list")
      ?.children.find((c) => c.named);
    return { kind: "index", object, index: arg ? cx.expr(arg) : cx.other(node), span };
  }
  return ir.other([object, cx.expr(node)], span);
}

function conditionalAccess(node: SyntaxNode, cx: CSharpContext): Expr {
  const object = childByField(node, "condition");
  const bound = node.children.find((c) => c.named && c.field !== "condition");
  if (!object || !bound) return cx.opaque(node);
  return binding(cx.expr(object), bound, cx);
}

function invocation(node: SyntaxNode, cx: CSharpContext): Expr {
  const fn = childByField(node, "function");
  const given = args(childByField(node, "arguments"), cx);
  const callee = fn ? cx.expr(fn) : cx.other(node);
  return ir.call(callee, given.args, cx.span(node), { keywords: given.keywords });
}

/** An initialised member (`P = v`) by its name, any other initialiser without one. */
function initializerProp(c: SyntaxNode, cx: CSharpContext): { key?: string; value: Expr } {
  if (c.type === "assignment_expression") {
    const left = childByField(c, "left");
    const right = childByField(c, "right");
    if (left?.type === "identifier" && right) return { key: cx.text(left), value: cx.expr(right) };
  }
  return { value: cx.expr(c) };
}

/**
 * `new T(args) { P = v }`: the constructor call, and an object holding the initialised members
 * (so `Secure = false` or `Arguments = input` can be read later); the call stays in the object.
 */
function creation(node: SyntaxNode, cx: CSharpContext): Expr {
  const span = cx.span(node);
  const type = childByField(node, "type");
  const typeName = typeNameOf(type ? cx.text(type) : undefined, cx) ?? "Object";
  const given = args(
    childByField(node, "arguments") ?? node.children.find((c) => c.type === "argument_list"),
    cx,
  );
  const call: Expr = ir.call(ir.name(typeName, type ? cx.span(type) : span), given.args, span, {
    keywords: given.keywords,
    isNew: true,
  });
  const init =
    childByField(node, "initializer") ?? node.children.find((c) => c.type === "initializer_expression");
  if (!init) return call;
  const props: Array<{ key?: string; value: Expr }> = [{ value: call }];
  for (const c of init.children) if (c.named) props.push(initializerProp(c, cx));
  return { kind: "object", type: typeName, props, span };
}

function arrayCreation(node: SyntaxNode, cx: CSharpContext): Expr {
  const init = node.children.find((c) => c.type === "initializer_expression");
  return init ? cx.expr(init) : { kind: "array", items: [], span: cx.span(node) };
}

function elementAccess(node: SyntaxNode, cx: CSharpContext): Expr {
  const object = childByField(node, "expression");
  const index = childByField(node, "subscript")?.children.find((c) => c.type === "argument");
  const value = index?.children.find((c) => c.named && c.field !== "name");
  if (!object || !value) return cx.opaque(node);
  return { kind: "index", object: cx.expr(object), index: cx.expr(value), span: cx.span(node) };
}

function assignment(node: SyntaxNode, cx: CSharpContext): Expr {
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  const op = cx.text(childByField(node, "operator") ?? node);
  if (!left || !right) return cx.opaque(node);
  const value = cx.expr(right);
  // Subscribing a handler to an event (`Callback += (…) => true`) installs that handler.
  const subscribes = op === "+=" && value.kind === "func";
  return {
    kind: "assign",
    target: cx.expr(left),
    value,
    op: op === "=" || subscribes ? undefined : op.slice(0, -1),
    span: cx.span(node),
  };
}

function prefixUnary(node: SyntaxNode, cx: CSharpContext): Expr {
  const operand = node.children.find((c) => c.named);
  const op = node.children.find((c) => !c.named);
  if (!operand || !op) return cx.opaque(node);
  if (op.type === "++" || op.type === "--") return cx.other(node);
  return { kind: "unary", op: cx.text(op), operand: cx.expr(operand), span: cx.span(node) };
}

/** `x!` (null-forgiving) is the value itself; `x++` is arithmetic. */
function postfixUnary(node: SyntaxNode, cx: CSharpContext): Expr {
  const operand = node.children.find((c) => c.named);
  const op = node.children.find((c) => !c.named);
  return operand && op?.type === "!" ? cx.expr(operand) : cx.other(node);
}

function stringValue(node: SyntaxNode, cx: CSharpContext): string {
  const raw = cx.text(node);
  if (node.type === "verbatim_string_literal") return raw.slice(2, -1).replace(/""/g, '"');
  if (node.type === "raw_string_literal") return raw.replace(/^"+/, "").replace(/"+$/, "");
  return unescapeText(raw.slice(1, -1));
}

/** `$"a{x}b"` builds a string from its parts. */
function interpolated(node: SyntaxNode, cx: CSharpContext): Expr {
  const verbatim = /@/.test(cx.text(node.children[0] ?? node));
  const parts: Expr[] = [];
  for (const c of node.children) {
    if (c.type === "string_content" || c.type === "escape_sequence") {
      const t = cx.text(c);
      parts.push(ir.lit(verbatim ? t : unescapeText(t), cx.span(c)));
    } else if (c.type === "interpolation") {
      const e = c.children.find((x) => x.named && !/^interpolation_/.test(x.type));
      if (e) parts.push(cx.expr(e));
    }
  }
  return { kind: "template", parts, span: cx.span(node) };
}

function lambda(node: SyntaxNode, cx: CSharpContext): Expr {
  const span = cx.span(node);
  const p = childByField(node, "parameters") ?? node.children.find((c) => c.type === "parameter_list");
  const lambdaParams =
    p?.type === "identifier" ? [{ name: cx.text(p), annotations: [], span: cx.span(p) }] : params(p, cx);
  const body = childByField(node, "body") ?? node.children.find((c) => c.type === "block");
  let stmts: Stmt[] = [];
  if (body)
    stmts = body.type === "block" ? block(body, cx) : [ir.exit("return", cx.expr(body), cx.span(body))];
  return ir.funcExpr({ name: "<lambda>", params: lambdaParams, body: stmts, annotations: [], span }, span);
}

/** The value of a child other than the one named (`name:` of an argument, `type` of a cast). */
function valueInside(node: SyntaxNode, cx: CSharpContext, value: SyntaxNode | undefined): Expr {
  return value ? cx.expr(value) : cx.other(node);
}

const thisName: ExprRule<undefined> = (node, cx) => ir.name("this", cx.span(node));
const literal: ExprRule<undefined> = (node, cx) => ir.lit(stringValue(node, cx), cx.span(node));
const sequence: ExprRule<undefined> = (node, cx) => ({
  kind: "array",
  items: namedChildren(node).map((c) => cx.expr(c)),
  span: cx.span(node),
});

/** `#if` inside an expression: the value of any of its branches, not its condition. */
const preprocessorBranch: ExprRule<undefined> = (node, cx) =>
  cx.other(
    node,
    withBranches([node]).map((c) => cx.expr(c)),
  );

export const CSHARP_EXPRS = exprTable<undefined>(EXPR_SHAPES, {
  predefined_type: (node, cx) => ir.name(PREDEFINED.get(cx.text(node)) ?? cx.text(node), cx.span(node)),
  this: thisName,
  this_expression: thisName,
  base: thisName,
  generic_name: (node, cx) => ir.name(memberName(node, cx), cx.span(node)),
  qualified_name: qualifiedName,
  alias_qualified_name: qualifiedName,
  member_access_expression: memberAccess,
  conditional_access_expression: conditionalAccess,
  invocation_expression: invocation,
  object_creation_expression: creation,
  implicit_object_creation_expression: creation,
  array_creation_expression: arrayCreation,
  implicit_array_creation_expression: arrayCreation,
  stackalloc_expression: arrayCreation,
  initializer_expression: sequence,
  collection_expression: sequence,
  element_access_expression: elementAccess,
  assignment_expression: assignment,
  prefix_unary_expression: prefixUnary,
  postfix_unary_expression: postfixUnary,
  cast_expression: (node, cx) => valueInside(node, cx, childByField(node, "value")),
  as_expression: (node, cx) =>
    valueInside(node, cx, childByField(node, "left") ?? node.children.find((c) => c.named)),
  string_literal: literal,
  verbatim_string_literal: literal,
  raw_string_literal: literal,
  character_literal: literal,
  interpolated_string_expression: interpolated,
  boolean_literal: (node, cx) => ir.lit(cx.text(node) === "true", cx.span(node)),
  preproc_if: preprocessorBranch,
  lambda_expression: lambda,
  anonymous_method_expression: lambda,
  declaration_expression: (node, cx) => {
    const n = childByField(node, "name");
    return n ? ir.name(cx.text(n), cx.span(node)) : cx.other(node);
  },
  argument: (node, cx) =>
    valueInside(
      node,
      cx,
      node.children.find((c) => c.named && c.field !== "name"),
    ),
});
