import { childByField, type SyntaxNode } from "../../../parse/syntax";
import type { Expr, Stmt } from "../../ir";
import type { LowerContext } from "../context";
import { unescapeText } from "../shapes";

/** What the JavaScript lowering of one file keeps from one node to the next. */
export interface JavaScriptState {
  /** How deep in function bodies the node being lowered is: only outermost functions are listed. */
  depth: number;
}

export type JavaScriptContext = LowerContext<JavaScriptState>;

const BLOCK_TYPES = ["statement_block", "class_static_block"];

export function block(node: SyntaxNode | undefined, cx: JavaScriptContext): Stmt[] {
  return cx.statementsIn(node, BLOCK_TYPES);
}

/** The text of a string literal, its escapes decoded. */
export function stringText(node: SyntaxNode, cx: JavaScriptContext): string {
  let out = "";
  for (const c of node.children) {
    if (c.type === "string_fragment") out += cx.text(c);
    else if (c.type === "escape_sequence") out += unescapeText(cx.text(c));
  }
  return out;
}

/** A property's key as written; a computed one other than a string is `[…]`. */
export function propertyKey(node: SyntaxNode, cx: JavaScriptContext): string {
  if (node.type === "string") return stringText(node, cx);
  if (node.type === "computed_property_name") {
    const inner = node.children.find((c) => c.named);
    return inner?.type === "string" ? stringText(inner, cx) : `[${cx.text(node)}]`;
  }
  return cx.text(node);
}

/** `{ v = "none" } = o` and `f(x = "a")`: the value, or the default when it is missing. */
export function orDefault(value: Expr, pattern: SyntaxNode, cx: JavaScriptContext): Expr {
  const right = childByField(pattern, "right");
  return right
    ? { kind: "binary", op: "??", left: value, right: cx.expr(right), span: cx.span(pattern) }
    : value;
}

/** `@Query() q`, `@Controller("cats")`: the names the decorators call. */
export function decoratorNames(nodes: SyntaxNode[], cx: JavaScriptContext): string[] {
  const names: string[] = [];
  for (const d of nodes) {
    if (d.type !== "decorator") continue;
    const e = d.children.find((c) => c.named);
    const callee = e?.type === "call_expression" ? childByField(e, "function") : e;
    const text = callee ? cx.text(callee) : "";
    if (text) names.push(text.slice(text.lastIndexOf(".") + 1));
  }
  return names;
}
