import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr } from "../../ir";
import { type ExprRule, exprTable } from "../context";
import { type ExprShape, indexAccess, memberAccess, unescapeText } from "../shapes";
import { classDecl } from "./classes";
import { type JavaScriptContext, type JavaScriptState, propertyKey, stringText } from "./context";
import { functionIR } from "./functions";
import { bind } from "./patterns";

/** JavaScript expressions → IR: one function per node type, found through `JAVASCRIPT_EXPRS`. */

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["this", "name"],
  ["super", "name"],
  ["shorthand_property_identifier", "name"],
  ["property_identifier", "name"],
  ["undefined", "null"],
  ["null", "null"],
  ["true", "true"],
  ["false", "false"],
  ["number", "number"],
  ["binary_expression", "binary"],
  ["ternary_expression", "conditional"],
  ["update_expression", "unknown"],
]);

function templatePart(c: SyntaxNode, cx: JavaScriptContext): Expr | undefined {
  if (c.type === "string_fragment") return ir.lit(cx.text(c), cx.span(c));
  if (c.type === "escape_sequence") return ir.lit(unescapeText(cx.text(c)), cx.span(c));
  if (c.type !== "template_substitution") return undefined;
  const inner = c.children.find((x) => x.named);
  return inner ? cx.expr(inner) : undefined;
}

function templateString(node: SyntaxNode, cx: JavaScriptContext): Expr {
  const span = cx.span(node);
  const parts: Expr[] = [];
  for (const c of node.children) {
    const part = templatePart(c, cx);
    if (part) parts.push(part);
  }
  if (parts.every((p) => p.kind === "lit"))
    return ir.lit(parts.map((p) => (p.kind === "lit" ? String(p.value) : "")).join(""), span);
  return { kind: "template", parts, span };
}

function callExpression(node: SyntaxNode, cx: JavaScriptContext): Expr {
  const span = cx.span(node);
  const fn = childByField(node, "function");
  const argsNode = childByField(node, "arguments");
  if (argsNode?.type === "template_string") {
    // A tagged template (sql`...`) passes its parts to the tag, which decides how to quote them.
    return ir.call(fn ? cx.expr(fn) : cx.other(node), [cx.expr(argsNode)], span, {
      keywords: [{ name: "$tagged", value: ir.lit(true, span) }],
    });
  }
  // `import(name)` loads a module as `require(name)` does.
  const callee = fn?.type === "import" ? ir.name("import", cx.span(fn)) : fn ? cx.expr(fn) : undefined;
  const args = argsNode ? namedChildren(argsNode).map((a) => cx.expr(a)) : [];
  return ir.call(callee ?? cx.other(node), args, span);
}

function newExpression(node: SyntaxNode, cx: JavaScriptContext): Expr {
  const ctor = childByField(node, "constructor");
  const argsNode = childByField(node, "arguments");
  const callee = ctor ? cx.expr(ctor) : cx.other(node);
  const args = argsNode ? namedChildren(argsNode).map((a) => cx.expr(a)) : [];
  return ir.call(callee, args, cx.span(node), { isNew: true });
}

function assignment(node: SyntaxNode, cx: JavaScriptContext): Expr {
  const span = cx.span(node);
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  if (!left || !right) return cx.opaque(node);
  const op =
    node.type === "augmented_assignment_expression"
      ? cx.text(childByField(node, "operator") ?? node).slice(0, -1)
      : undefined;
  if (left.type !== "object_pattern" && left.type !== "array_pattern")
    return { kind: "assign", target: cx.expr(left), value: cx.expr(right), op, span };
  const stmts = bind(left, cx.expr(right), span, cx);
  const first = stmts[0];
  if (stmts.length === 1 && first?.kind === "assign") return ir.assignExpr(first.target, first.value, span);
  return cx.other(node, [cx.expr(right)]);
}

function unary(node: SyntaxNode, cx: JavaScriptContext): Expr {
  const arg = childByField(node, "argument");
  const op = childByField(node, "operator");
  if (!arg || !op) return cx.opaque(node);
  const opText = cx.text(op);
  if (opText === "typeof" || opText === "void" || opText === "delete") return cx.other(node);
  return { kind: "unary", op: opText, operand: cx.expr(arg), span: cx.span(node) };
}

/** Parentheses, `await`, a type assertion, a spread: the value inside, its types left out. */
const inner: ExprRule<JavaScriptState> = (node, cx) => {
  const value = node.children.find(
    (c) =>
      c.named &&
      c.type !== "type_annotation" &&
      c.type !== "type_arguments" &&
      !c.type.endsWith("_type") &&
      c.type !== "type_identifier",
  );
  return value ? cx.expr(value) : cx.other(node);
};

function sequence(node: SyntaxNode, cx: JavaScriptContext): Expr {
  const parts = namedChildren(node);
  const last = parts[parts.length - 1];
  return last ? cx.expr(last) : cx.other(node);
}

function property(p: SyntaxNode, cx: JavaScriptContext): { key?: string; value: Expr } | undefined {
  if (p.type === "pair") {
    const k = childByField(p, "key");
    const v = childByField(p, "value");
    if (!k || !v) return undefined;
    const key = propertyKey(k, cx);
    return { key: key.startsWith("[") ? undefined : key, value: cx.expr(v) };
  }
  if (p.type === "shorthand_property_identifier") return { key: cx.text(p), value: cx.expr(p) };
  if (p.type === "spread_element") return { value: cx.expr(p) };
  if (p.type !== "method_definition") return undefined;
  // `{ find(parent, args) { … } }`: a property holding a function named after its key.
  const k = childByField(p, "name");
  const fn = functionIR(p, cx);
  return { key: k ? propertyKey(k, cx) : undefined, value: ir.funcExpr(fn, cx.span(p)) };
}

function object(node: SyntaxNode, cx: JavaScriptContext): Expr {
  const props: Array<{ key?: string; value: Expr }> = [];
  for (const p of node.children) {
    const prop = property(p, cx);
    if (prop) props.push(prop);
  }
  return { kind: "object", props, span: cx.span(node) };
}

/** `<div dangerouslySetInnerHTML={{ __html: x }} />` is modelled as a call of `jsx.<attribute>`. */
function jsxAttribute(node: SyntaxNode, cx: JavaScriptContext): Expr {
  const span = cx.span(node);
  const [name, value] = namedChildren(node);
  if (!name || !value) return cx.opaque(node);
  return ir.call(ir.member(ir.name("jsx", span), cx.text(name), span), [cx.expr(value)], span);
}

const func: ExprRule<JavaScriptState> = (node, cx) => ir.funcExpr(functionIR(node, cx), cx.span(node));

export const JAVASCRIPT_EXPRS = exprTable<JavaScriptState>(EXPR_SHAPES, {
  string: (node, cx) => ir.lit(stringText(node, cx), cx.span(node)),
  template_string: templateString,
  member_expression: (node, cx) => memberAccess(node, cx, "object", "property"),
  subscript_expression: (node, cx) => indexAccess(node, cx, "object", "index"),
  call_expression: callExpression,
  new_expression: newExpression,
  assignment_expression: assignment,
  augmented_assignment_expression: assignment,
  unary_expression: unary,
  parenthesized_expression: inner,
  await_expression: inner,
  non_null_expression: inner,
  as_expression: inner,
  satisfies_expression: inner,
  type_assertion: inner,
  spread_element: inner,
  jsx_expression: inner,
  sequence_expression: sequence,
  array: (node, cx) => ({
    kind: "array",
    items: namedChildren(node).map((c) => cx.expr(c)),
    span: cx.span(node),
  }),
  object,
  arrow_function: func,
  function_expression: func,
  function: func,
  generator_function: func,
  jsx_attribute: jsxAttribute,
  class: (node, cx) => {
    classDecl(node, cx);
    return cx.other(node);
  },
  // Kept as its source text so that sanitizer conditions can read the pattern.
  regex: (node, cx) => ir.lit(cx.text(node), cx.span(node)),
});
