import { childByField, type SyntaxNode } from "../../parse/syntax";
import { exit, jump, lit, member, name } from "../build";
import type { Expr, Span, Stmt } from "../ir";

/**
 * Expression node types that need no code of their own: the name as written, a literal, the one
 * inner expression (parentheses), the shared binary/unary/assignment/conditional shapes, or an
 * unknown value (`unknown` drops the parts, `opaque` keeps them).
 */
export type ExprShape =
  | "name"
  | "true"
  | "false"
  | "null"
  | "number"
  | "inner"
  | "binary"
  | "unary"
  | "assign"
  | "conditional"
  | "unknown"
  | "opaque";

/** Statement node types that need no code of their own; `skip` lowers to nothing (comments). */
export type StmtShape = "break" | "continue" | "return" | "throw" | "skip";

/** What the shared shapes need of a file's lowering context. */
export interface ShapeContext {
  text(node: SyntaxNode): string;
  span(node: SyntaxNode): Span;
  other(node: SyntaxNode, parts?: Expr[]): Expr;
  opaque(node: SyntaxNode): Expr;
  exprOf(node: SyntaxNode | undefined, parent: SyntaxNode): Expr;
  expr(node: SyntaxNode): Expr;
}

/** A number literal's type letters (`10L`, `1.5f`, `7u`). */
const TYPE_LETTERS = "lLfFdDuU";

/** `left = right` or `left op= right`; a compound assignment keeps only its arithmetic operator. */
function assignment(node: SyntaxNode, cx: ShapeContext): Expr {
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  const op = cx.text(childByField(node, "operator") ?? node);
  if (!left || !right) return cx.opaque(node);
  return {
    kind: "assign",
    target: cx.expr(left),
    value: cx.expr(right),
    op: op === "=" ? undefined : op.slice(0, -1),
    span: cx.span(node),
  };
}

/** `left operator right`, the operator kept as written. */
export function binary(node: SyntaxNode, cx: ShapeContext): Expr {
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  const op = childByField(node, "operator");
  if (!left || !right || !op) return cx.opaque(node);
  return {
    kind: "binary",
    op: cx.text(op),
    left: cx.expr(left),
    right: cx.expr(right),
    span: cx.span(node),
  };
}

/** `operator operand`, the operator kept as written; grammars name the operand differently. */
export function unary(node: SyntaxNode, cx: ShapeContext, operandField = "operand"): Expr {
  const operand = childByField(node, operandField);
  const op = childByField(node, "operator");
  if (!operand || !op) return cx.opaque(node);
  return { kind: "unary", op: cx.text(op), operand: cx.expr(operand), span: cx.span(node) };
}

/** `object[index]` where both parts are fields of the node. */
export function indexAccess(
  node: SyntaxNode,
  cx: ShapeContext,
  objectField: string,
  indexField: string,
): Expr {
  const object = childByField(node, objectField);
  const index = childByField(node, indexField);
  if (!object || !index) return cx.opaque(node);
  return { kind: "index", object: cx.expr(object), index: cx.expr(index), span: cx.span(node) };
}

/** `object.property` where both parts are fields of the node. */
export function memberAccess(
  node: SyntaxNode,
  cx: ShapeContext,
  objectField: string,
  propertyField: string,
): Expr {
  const object = childByField(node, objectField);
  const property = childByField(node, propertyField);
  if (!object || !property) return cx.opaque(node);
  return member(cx.expr(object), cx.text(property), cx.span(node));
}

/** `condition ? consequence : alternative` from the grammar's `condition`/`consequence`/`alternative` fields. */
function conditional(node: SyntaxNode, cx: ShapeContext): Expr {
  return {
    kind: "cond",
    test: cx.exprOf(childByField(node, "condition"), node),
    whenTrue: cx.exprOf(childByField(node, "consequence"), node),
    whenFalse: cx.exprOf(childByField(node, "alternative"), node),
    span: cx.span(node),
  };
}

/** The one named child (parentheses, `await`), else the node as an unknown value. */
function inner(node: SyntaxNode, cx: ShapeContext): Expr {
  const child = node.children.find((c) => c.named);
  return child ? cx.expr(child) : cx.other(node);
}

function numberLiteral(node: SyntaxNode, cx: ShapeContext): Expr {
  const text = cx.text(node);
  // Most literals are plain digits: the replacements run only on those that need them.
  const raw = text.includes("_") ? text.replace(/_/g, "") : text;
  const cleaned = TYPE_LETTERS.includes(raw.at(-1) ?? "") ? raw.replace(/[lLfFdDuU]+$/, "") : raw;
  const value = /^0[xX]/.test(cleaned) ? Number.parseInt(cleaned, 16) : Number(cleaned);
  return Number.isNaN(value) ? cx.other(node) : { kind: "lit", value, span: cx.span(node) };
}

/** `return x` / `throw x`: the value is the statement's first named child that is not a comment. */
function exitStatement(node: SyntaxNode, cx: ShapeContext, kind: "return" | "throw"): Stmt {
  const value = node.children.find((c) => c.named && !c.type.endsWith("comment"));
  return exit(kind, value ? cx.expr(value) : undefined, cx.span(node));
}

/** Decodes the common escapes; exotic ones only matter for display, not for analysis. */
export function unescapeText(raw: string): string {
  if (!raw.includes("\\")) return raw;
  return raw.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
    switch (e[0]) {
      case "n":
        return "\n";
      case "r":
        return "\r";
      case "t":
        return "\t";
      case "0":
        return "\0";
      case "u":
      case "x":
        return e.length > 1 ? String.fromCharCode(Number.parseInt(e.slice(1), 16)) : e;
      default:
        return e;
    }
  });
}

/** Strips a type down to its simple name: `java.util.List<String>` → `List`. */
export function simpleType(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const noGenerics = text
    .replace(/<.*$/s, "")
    .replace(/\[\]/g, "")
    .replace(/[?*&\s]/g, "");
  const last = noGenerics.split(/\.|::|\\/).pop();
  return last || undefined;
}

type ShapeRule<T> = (node: SyntaxNode, cx: ShapeContext) => T;

/** The rule of each expression shape. */
const EXPR_SHAPE_RULES: Record<ExprShape, ShapeRule<Expr>> = {
  name: (node, cx) => name(cx.text(node), cx.span(node)),
  true: (node, cx) => lit(true, cx.span(node)),
  false: (node, cx) => lit(false, cx.span(node)),
  null: (node, cx) => lit(null, cx.span(node)),
  number: numberLiteral,
  inner,
  binary,
  unary: (node, cx) => unary(node, cx),
  assign: assignment,
  conditional,
  unknown: (node, cx) => cx.other(node),
  opaque: (node, cx) => cx.opaque(node),
};

const STMT_SHAPE_RULES: Record<StmtShape, ShapeRule<Stmt[]>> = {
  break: (node, cx) => [jump("break", cx.span(node))],
  continue: (node, cx) => [jump("continue", cx.span(node))],
  return: (node, cx) => [exitStatement(node, cx, "return")],
  throw: (node, cx) => [exitStatement(node, cx, "throw")],
  skip: () => [],
};

/** The rule of each shaped expression node type. */
export function shapeExprRules(shapes: ReadonlyMap<string, ExprShape>): Array<[string, ShapeRule<Expr>]> {
  return [...shapes].map(([type, shape]) => [type, EXPR_SHAPE_RULES[shape]]);
}

export function shapeStmtRules(shapes: ReadonlyMap<string, StmtShape>): Array<[string, ShapeRule<Stmt[]>]> {
  return [...shapes].map(([type, shape]) => [type, STMT_SHAPE_RULES[shape]]);
}
