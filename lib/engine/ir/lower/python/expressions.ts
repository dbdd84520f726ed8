import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR } from "../../ir";
import { exprTable } from "../context";
import { type ExprShape, indexAccess, unescapeText } from "../shapes";
import { call } from "./calls";
import type { PythonContext, PythonState } from "./context";

/** Python expressions → IR: one function per node type, found through `PYTHON_EXPRS`. */

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["integer", "number"],
  ["float", "number"],
  ["true", "true"],
  ["false", "false"],
  ["none", "null"],
  ["parenthesized_expression", "inner"],
  ["await", "inner"],
  ["as_pattern_target", "inner"],
]);

function attribute(node: SyntaxNode, cx: PythonContext): Expr {
  const object = childByField(node, "object");
  const attr = childByField(node, "attribute");
  if (!object || !attr) return cx.opaque(node);
  const span = cx.span(node);
  // PyCryptodome's modes (`AES.MODE_ECB`) are constants: literals, so rules see them through variables.
  const setting =
    object.type === "identifier" ? cx.constantMember(cx.text(object), cx.text(attr), span) : undefined;
  if (setting) return setting;
  return ir.member(cx.expr(object), cx.text(attr), span);
}

function assignment(node: SyntaxNode, cx: PythonContext): Expr {
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  if (!left) return cx.opaque(node);
  const opNode = childByField(node, "operator");
  const op = node.type === "augmented_assignment" && opNode ? cx.text(opNode).slice(0, -1) : undefined;
  return {
    kind: "assign",
    target: cx.expr(left),
    value: right ? cx.expr(right) : cx.other(node),
    op,
    span: cx.span(node),
  };
}

/** `if (m := pattern.match(text)):` assigns as it tests. */
function namedExpression(node: SyntaxNode, cx: PythonContext): Expr {
  const name = childByField(node, "name");
  const value = childByField(node, "value");
  if (!name || !value) return cx.opaque(node);
  return { kind: "assign", target: cx.expr(name), value: cx.expr(value), span: cx.span(node) };
}

function binaryOperator(node: SyntaxNode, cx: PythonContext): Expr {
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  const op = childByField(node, "operator");
  if (!left || !right || !op) return cx.opaque(node);
  const opText = cx.text(op);
  return {
    kind: "binary",
    op: opText === "and" ? "&&" : opText === "or" ? "||" : opText,
    left: cx.expr(left),
    right: cx.expr(right),
    span: cx.span(node),
  };
}

/** Comparison operators as the other languages write them (`is` is `==`); `not in` as written. */
const COMPARISONS = new Map([
  ["is not", "!="],
  ["is", "=="],
]);

function comparisonOperator(node: SyntaxNode, cx: PythonContext): Expr {
  const operands = namedChildren(node);
  const ops = node.children.filter((c) => !c.named).map((c) => cx.text(c));
  if (operands.length !== 2 || ops.length < 1) return cx.opaque(node);
  const op = ops.join(" ");
  return {
    kind: "binary",
    op: COMPARISONS.get(op) ?? op,
    left: cx.expr(operands[0] as SyntaxNode),
    right: cx.expr(operands[1] as SyntaxNode),
    span: cx.span(node),
  };
}

function notOperator(node: SyntaxNode, cx: PythonContext): Expr {
  const arg = childByField(node, "argument");
  return arg ? { kind: "unary", op: "!", operand: cx.expr(arg), span: cx.span(node) } : cx.opaque(node);
}

function unaryOperator(node: SyntaxNode, cx: PythonContext): Expr {
  const arg = childByField(node, "argument");
  const op = childByField(node, "operator");
  return arg && op
    ? { kind: "unary", op: cx.text(op), operand: cx.expr(arg), span: cx.span(node) }
    : cx.opaque(node);
}

/** `a if test else b`. */
function conditionalExpression(node: SyntaxNode, cx: PythonContext): Expr {
  const parts = namedChildren(node);
  if (parts.length !== 3) return cx.opaque(node);
  return {
    kind: "cond",
    test: cx.expr(parts[1] as SyntaxNode),
    whenTrue: cx.expr(parts[0] as SyntaxNode),
    whenFalse: cx.expr(parts[2] as SyntaxNode),
    span: cx.span(node),
  };
}

/** A raw string (`r"..."`, `rb"..."`) keeps its backslashes. */
function isRaw(node: SyntaxNode, cx: PythonContext): boolean {
  const start = node.children.find((c) => c.type === "string_start");
  return (
    !!start &&
    cx
      .text(start)
      .replace(/['"]+$/, "")
      .toLowerCase()
      .includes("r")
  );
}

/** The text a part of a string adds to its literal: its content or escape, else nothing. */
function stringText(c: SyntaxNode, raw: boolean, cx: PythonContext): string {
  if (c.type !== "string_content" && c.type !== "escape_sequence") return "";
  const t = cx.text(c);
  return raw ? t : unescapeText(t);
}

/** A string: a literal, or a template of its literal parts and interpolations (f-strings). */
function stringLiteral(node: SyntaxNode, cx: PythonContext): Expr {
  const span = cx.span(node);
  const raw = isRaw(node, cx);
  const parts: Expr[] = [];
  let literal = "";
  let hasInterpolation = false;
  for (const c of node.children) {
    if (c.type !== "interpolation") {
      literal += stringText(c, raw, cx);
      continue;
    }
    hasInterpolation = true;
    if (literal) parts.push(ir.lit(literal, span));
    literal = "";
    const inner = childByField(c, "expression") ?? c.children.find((x) => x.named);
    if (inner) parts.push(cx.expr(inner));
  }
  if (!hasInterpolation) return ir.lit(literal, span);
  if (literal) parts.push(ir.lit(literal, span));
  return { kind: "template", parts, span };
}

function concatenatedString(node: SyntaxNode, cx: PythonContext): Expr {
  return { kind: "template", parts: namedChildren(node).map((c) => cx.expr(c)), span: cx.span(node) };
}

/** Lists, tuples, sets and the targets of unpacking. */
function sequence(node: SyntaxNode, cx: PythonContext): Expr {
  return { kind: "array", items: namedChildren(node).map((c) => cx.expr(c)), span: cx.span(node) };
}

/** A `key: value` pair by its constant key, or a `**spread` without one. */
function dictionaryEntry(p: SyntaxNode, cx: PythonContext): { key?: string; value: Expr } | undefined {
  if (p.type !== "pair") return p.named && p.type !== "comment" ? { value: cx.expr(p) } : undefined;
  const k = childByField(p, "key");
  const v = childByField(p, "value");
  const key = k ? cx.expr(k) : undefined;
  if (!v) return undefined;
  return { key: key?.kind === "lit" ? String(key.value) : undefined, value: cx.expr(v) };
}

function dictionary(node: SyntaxNode, cx: PythonContext): Expr {
  const props: Array<{ key?: string; value: Expr }> = [];
  for (const p of node.children) {
    const entry = dictionaryEntry(p, cx);
    if (entry) props.push(entry);
  }
  return { kind: "object", props, span: cx.span(node) };
}

function comprehension(node: SyntaxNode, cx: PythonContext): Expr {
  const clauses: Array<{ target: Expr; iterable: Expr } | { test: Expr }> = [];
  for (const c of node.children) {
    if (c.type === "for_in_clause") {
      const left = childByField(c, "left");
      const right = childByField(c, "right");
      if (left && right) clauses.push({ target: cx.expr(left), iterable: cx.expr(right) });
    } else if (c.type === "if_clause") {
      const test = c.children.find((x) => x.named);
      if (test) clauses.push({ test: cx.expr(test) });
    }
  }
  const body = childByField(node, "body");
  if (!body) return cx.opaque(node);
  return { kind: "comprehension", clauses, value: cx.expr(body), span: cx.span(node) };
}

function lambda(node: SyntaxNode, cx: PythonContext): Expr {
  const span = cx.span(node);
  const params: ParamIR[] = [];
  for (const p of childByField(node, "parameters")?.children ?? []) {
    if (p.type === "identifier") params.push({ name: cx.text(p), annotations: [], span: cx.span(p) });
  }
  const body = childByField(node, "body");
  const fn: FunctionIR = {
    name: "<lambda>",
    params,
    body: body ? [ir.exit("return", cx.expr(body), cx.span(body))] : [],
    annotations: [],
    span,
  };
  return ir.funcExpr(fn, span);
}

export const PYTHON_EXPRS = exprTable<PythonState>(EXPR_SHAPES, {
  attribute,
  subscript: (node, cx) => indexAccess(node, cx, "value", "subscript"),
  call,
  assignment,
  augmented_assignment: assignment,
  named_expression: namedExpression,
  binary_operator: binaryOperator,
  boolean_operator: binaryOperator,
  comparison_operator: comparisonOperator,
  not_operator: notOperator,
  unary_operator: unaryOperator,
  conditional_expression: conditionalExpression,
  string: stringLiteral,
  concatenated_string: concatenatedString,
  list: sequence,
  tuple: sequence,
  set: sequence,
  expression_list: sequence,
  pattern_list: sequence,
  tuple_pattern: sequence,
  list_pattern: sequence,
  dictionary,
  list_comprehension: comprehension,
  set_comprehension: comprehension,
  generator_expression: comprehension,
  dictionary_comprehension: comprehension,
  lambda,
});
