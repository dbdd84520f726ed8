import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span, Stmt } from "../../ir";
import { type JavaScriptContext, orDefault, propertyKey } from "./context";

/** Binds the names of one kind of pattern node to the parts of `value` they read. */
type PatternRule = (
  pattern: SyntaxNode,
  value: Expr,
  span: Span,
  declaredType: string | undefined,
  cx: JavaScriptContext,
) => Stmt[];

function innerOf(pattern: SyntaxNode): SyntaxNode | undefined {
  return pattern.children.find((c) => c.named);
}

/** One entry of an object pattern: `id`, `name: n`, `v = "none"`, `...rest`. */
function objectEntry(
  p: SyntaxNode,
  value: Expr,
  span: Span,
  declaredType: string | undefined,
  cx: JavaScriptContext,
): Stmt[] {
  if (p.type === "shorthand_property_identifier_pattern") {
    const target = ir.name(cx.text(p), cx.span(p));
    return [{ kind: "assign", target, value: ir.member(value, cx.text(p), cx.span(p)), declaredType, span }];
  }
  if (p.type === "pair_pattern") {
    const k = childByField(p, "key");
    const v = childByField(p, "value");
    return k && v ? bind(v, ir.member(value, propertyKey(k, cx), cx.span(p)), span, cx, declaredType) : [];
  }
  if (p.type === "object_assignment_pattern") {
    const left = childByField(p, "left");
    if (!left) return [];
    const read: Expr = ir.member(value, cx.text(left), cx.span(p));
    return bind(left, orDefault(read, p, cx), span, cx, declaredType);
  }
  const inner = p.type === "rest_pattern" ? innerOf(p) : undefined;
  return inner ? bind(inner, value, span, cx, declaredType) : [];
}

const objectPattern: PatternRule = (pattern, value, span, declaredType, cx) =>
  pattern.children.flatMap((p) => objectEntry(p, value, span, declaredType, cx));

const arrayPattern: PatternRule = (pattern, value, span, declaredType, cx) => {
  const out: Stmt[] = [];
  let i = 0;
  for (const p of pattern.children) {
    if (!p.named) continue;
    const index: Expr = { kind: "index", object: value, index: ir.lit(i, span), span };
    out.push(...bind(p, p.type === "rest_pattern" ? value : index, span, cx, declaredType));
    i++;
  }
  return out;
};

const PATTERNS = new Map<string, PatternRule>([
  ["object_pattern", objectPattern],
  ["array_pattern", arrayPattern],
  [
    "assignment_pattern",
    (pattern, value, span, declaredType, cx) => {
      const left = childByField(pattern, "left");
      return left ? bind(left, orDefault(value, pattern, cx), span, cx, declaredType) : [];
    },
  ],
  [
    "rest_pattern",
    (pattern, value, span, declaredType, cx) => {
      const inner = innerOf(pattern);
      return inner ? bind(inner, value, span, cx, declaredType) : [];
    },
  ],
  [
    "shorthand_property_identifier_pattern",
    (pattern, value, span, declaredType, cx) => [
      { kind: "assign", target: ir.name(cx.text(pattern), cx.span(pattern)), value, declaredType, span },
    ],
  ],
]);

/** Assigns to a name or destructuring pattern: `{ id, name: n } = v` reads `v.id` and `v.name`. */
export function bind(
  pattern: SyntaxNode,
  value: Expr,
  span: Span,
  cx: JavaScriptContext,
  declaredType?: string,
): Stmt[] {
  const rule = PATTERNS.get(pattern.type);
  if (rule) return rule(pattern, value, span, declaredType, cx);
  return [{ kind: "assign", target: cx.expr(pattern), value, declaredType, span }];
}
