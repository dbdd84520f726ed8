import { childByField, childrenByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../../ir";
import { nestedBodies } from "../../walk";
import type { LowerContext } from "../context";
import { simpleType, unescapeText } from "../shapes";

/** Go keeps no state of its own between nodes: the module's lists are all it builds. */
export type GoContext = LowerContext<undefined>;

const BLOCK_TYPES = ["block", "statement_list"];

export function block(node: SyntaxNode | undefined, cx: GoContext): Stmt[] {
  return cx.statementsIn(node, BLOCK_TYPES);
}

/** `a, b` as its expressions; a single expression as a list of one. */
export function exprList(node: SyntaxNode, cx: GoContext): Expr[] {
  if (node.type === "expression_list") return namedChildren(node).map((c) => cx.expr(c));
  return [cx.expr(node)];
}

export function stringValue(node: SyntaxNode, cx: GoContext): string {
  const raw = cx.text(node);
  if (node.type === "raw_string_literal") return raw.slice(1, -1);
  return unescapeText(raw.slice(1, -1));
}

/** Whether a call is given an address (`&x`). */
export function hasAddressArg(call: SyntaxNode, cx: GoContext): boolean {
  return (childByField(call, "arguments")?.children ?? []).some(
    (a) => a.type === "unary_expression" && cx.text(childByField(a, "operator") ?? a) === "&",
  );
}

export function params(list: SyntaxNode | undefined, cx: GoContext): ParamIR[] {
  const out: ParamIR[] = [];
  for (const p of list?.children ?? []) {
    if (p.type !== "parameter_declaration" && p.type !== "variadic_parameter_declaration") continue;
    const typeNode = childByField(p, "type");
    const type = typeNode ? simpleType(cx.text(typeNode)) : undefined;
    const names = childrenByField(p, "name");
    if (names.length === 0) out.push({ name: "_", type, annotations: [], span: cx.span(p) });
    for (const n of names) out.push({ name: cx.text(n), type, annotations: [], span: cx.span(n) });
  }
  return out;
}

/** The type of what a function gives: of several results (`(FirewallClient, error)`), the first, which holds the data. */
function resultType(result: SyntaxNode | undefined, cx: GoContext): string | undefined {
  if (result?.type === "parameter_list") return params(result, cx)[0]?.type;
  return result ? simpleType(cx.text(result)) : undefined;
}

/**
 * A bare `return` in a function with named results (`func f() (arg map[string]any, ok bool)`)
 * returns those variables as they are then. It is lowered as a return of the first, which holds
 * the data as a call's first result does (see `resultType`; the others report an outcome, or are
 * given apart: `query, args`). Function literals inside are expressions, with returns of their
 * own, and are not entered.
 */
function returnNamedResult(body: Stmt[], result: ParamIR): void {
  for (const s of body) {
    if (s.kind === "return" && !s.value) s.value = ir.name(result.name, s.span);
    for (const inner of nestedBodies(s)) returnNamedResult(inner, result);
  }
}

/** A function, method or function literal; `prologue` binds a method's receiver. */
export function funcIR(
  node: SyntaxNode,
  cx: GoContext,
  name: string,
  className: string | undefined,
  prologue: Stmt[] = [],
): FunctionIR {
  const result = childByField(node, "result");
  const body = [...prologue, ...block(childByField(node, "body"), cx)];
  const first = result?.type === "parameter_list" ? params(result, cx)[0] : undefined;
  if (first && first.name !== "_") returnNamedResult(body, first);
  return {
    name,
    className,
    params: params(childByField(node, "parameters"), cx),
    body,
    annotations: [],
    returnType: resultType(result, cx),
    span: cx.span(node),
  };
}
