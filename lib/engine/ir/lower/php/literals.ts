import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span } from "../../ir";
import { unescapeText } from "../shapes";
import { type PhpContext, subscriptIndex } from "./context";

// PHP variables, strings (quoted, interpolated, concatenated), arrays and subscripts → IR.

export function subscript(node: SyntaxNode, cx: PhpContext, interpolated = false): Expr {
  const span = cx.span(node);
  const object = node.children.find((c) => c.named);
  const indexNode = subscriptIndex(node);
  if (!object) return cx.opaque(node);
  const base = cx.expr(object);
  if (!indexNode) return { kind: "index", object: base, index: cx.other(node), span };
  // Inside a string `$a[key]` is the string key "key".
  const index: Expr =
    interpolated && indexNode.type === "name"
      ? ir.lit(cx.text(indexNode), cx.span(indexNode))
      : cx.expr(indexNode);
  // `$_SERVER` entries differ in trust (headers and the URI are input; the document root is not).
  if (
    base.kind === "name" &&
    base.name === "_SERVER" &&
    index.kind === "lit" &&
    typeof index.value === "string"
  )
    return ir.member(base, index.value, span);
  return { kind: "index", object: base, index, span };
}

export function concatParts(node: SyntaxNode, cx: PhpContext): Expr[] {
  const parts: Expr[] = [];
  const stack: SyntaxNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as SyntaxNode;
    const op = childByField(n, "operator");
    if (n.type === "binary_expression" && op && cx.text(op) === ".") {
      const left = childByField(n, "left");
      const right = childByField(n, "right");
      if (right) stack.push(right);
      if (left) stack.push(left);
    } else parts.push(cx.expr(n));
  }
  return parts;
}

export function singleQuoted(node: SyntaxNode, cx: PhpContext): string {
  let out = "";
  for (const c of node.children) {
    if (c.type === "string_content" || c.type === "string_value") out += cx.text(c);
    else if (c.type === "escape_sequence") out += cx.text(c).slice(1);
  }
  return out;
}

/** A string's parts so far: the values before, the literal text since the last value. */
interface StringParts {
  parts: Expr[];
  literal: string;
  dynamic: boolean;
}

/** One part of a string: literal text, an escape, or an interpolated value. */
function stringPart(c: SyntaxNode, into: StringParts, span: Span, cx: PhpContext): void {
  if (c.type === "string_content" || c.type === "string_value") into.literal += cx.text(c);
  else if (c.type === "escape_sequence") into.literal += unescapeText(cx.text(c));
  else if (c.named && !/^heredoc_(start|end)$/.test(c.type)) {
    into.dynamic = true;
    if (into.literal) into.parts.push(ir.lit(into.literal, span));
    into.literal = "";
    into.parts.push(c.type === "subscript_expression" ? subscript(c, cx, true) : cx.expr(c));
  }
}

function stringParts(n: SyntaxNode, into: StringParts, span: Span, cx: PhpContext): void {
  for (const c of n.children) {
    if (c.type === "heredoc_body") stringParts(c, into, span, cx);
    else stringPart(c, into, span, cx);
  }
}

/** Double-quoted strings, heredocs and backticks: literal text and interpolated values. */
export function interpolated(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const s: StringParts = { parts: [], literal: "", dynamic: false };
  stringParts(node, s, span, cx);
  if (node.type === "heredoc") s.literal = s.literal.replace(/\n$/, "");
  if (!s.dynamic) return ir.lit(s.literal, span);
  if (s.literal) s.parts.push(ir.lit(s.literal, span));
  return { kind: "template", parts: s.parts, span };
}

/** `[...]` and `array(...)`: a list when no element has a key, otherwise a map (positions as keys). */
export function arrayLiteral(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const elements = node.children.filter((c) => c.type === "array_element_initializer");
  const keyed = elements.some((e) => e.children.some((c) => !c.named && cx.text(c) === "=>"));
  if (!keyed) {
    return {
      kind: "array",
      items: elements.map((e) => {
        const v = e.children.find((c) => c.named);
        return v ? cx.expr(v) : cx.other(e);
      }),
      span,
    };
  }
  const props: Array<{ key?: string; value: Expr }> = [];
  let position = 0;
  for (const e of elements) {
    const named = e.children.filter((c) => c.named);
    if (named.length >= 2) props.push(keyedElement(named, cx));
    else if (named[0]?.type === "variadic_unpacking") props.push({ value: cx.expr(named[0]) });
    else if (named[0]) props.push({ key: String(position++), value: cx.expr(named[0]) });
  }
  return { kind: "object", props, span };
}

/** `k => v`: the key as written (a literal's value or a name), and the value. */
function keyedElement(named: SyntaxNode[], cx: PhpContext): { key?: string; value: Expr } {
  const key = cx.expr(named[0] as SyntaxNode);
  const keyText = key.kind === "lit" ? String(key.value) : key.kind === "name" ? key.name : undefined;
  return { key: keyText, value: cx.expr(named[named.length - 1] as SyntaxNode) };
}
