import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import { block, type PythonContext } from "./context";

/**
 * Binds the names a pattern node captures to the part of the matched value they match, appending
 * the assignments to `out`; one function per pattern node type.
 */
type PatternRule = (p: SyntaxNode, parts: SyntaxNode[], value: Expr, out: Stmt[], cx: PythonContext) => void;

/** `name = value` at the pattern `p`, unless the name is `_`. */
function bind(p: SyntaxNode, id: SyntaxNode | undefined, value: Expr, out: Stmt[], cx: PythonContext): void {
  const text = id ? cx.text(id) : "_";
  const span = cx.span(p);
  if (text !== "_" && /^\w+$/.test(text)) out.push(ir.assign(ir.name(text, span), value, span));
}

function at(value: Expr, key: Expr, span: Expr["span"]): Expr {
  return { kind: "index", object: value, index: key, span };
}

const anyOf: PatternRule = (_p, parts, value, out, cx) => {
  for (const c of parts) bindPattern(c, value, out, cx);
};

const asPattern: PatternRule = (p, parts, value, out, cx) => {
  for (const c of parts) if (c.type === "case_pattern") bindPattern(c, value, out, cx);
  bind(
    p,
    parts.findLast((c) => c.type === "identifier"),
    value,
    out,
    cx,
  );
};

const dictPattern: PatternRule = (p, parts, value, out, cx) => {
  const span = cx.span(p);
  for (let i = 0; i < parts.length; i++) {
    const c = parts[i] as SyntaxNode;
    if (c.field === "value") continue;
    if (c.type === "splat_pattern")
      bind(
        p,
        c.children.find((x) => x.named),
        value,
        out,
        cx,
      );
    const v = parts[i + 1];
    if (c.field === "key" && v?.field === "value") bindPattern(v, at(value, cx.expr(c), span), out, cx);
  }
};

const sequencePattern: PatternRule = (p, parts, value, out, cx) => {
  const span = cx.span(p);
  parts.forEach((c, i) => {
    bindPattern(c, at(value, ir.lit(i, span), span), out, cx);
  });
};

/** `case int(n):` matches an int only: n is the value as that type; `case P(x=v)` reads `value.x`. */
const classPattern: PatternRule = (p, parts, value, out, cx) => {
  const span = cx.span(p);
  const cls = parts[0]?.type === "dotted_name" ? cx.text(parts[0]) : "";
  const typed = /^(int|float|bool|complex)$/.test(cls) ? ir.call(ir.name(cls, span), [value], span) : value;
  for (const c of parts) {
    const k = c.type === "case_pattern" ? c.children.find((x) => x.named) : undefined;
    if (k?.type === "keyword_pattern") {
      const [attr, pattern] = k.children.filter((x) => x.named);
      if (attr && pattern) bindPattern(pattern, ir.member(value, cx.text(attr), span), out, cx);
    } else if (c.type === "case_pattern") bindPattern(c, typed, out, cx);
  }
};

const PATTERNS = new Map<string, PatternRule>([
  ["case_pattern", anyOf],
  ["union_pattern", anyOf],
  [
    "dotted_name",
    (p, parts, value, out, cx) => {
      if (parts.length === 1) bind(p, parts[0], value, out, cx);
    },
  ],
  ["splat_pattern", (p, parts, value, out, cx) => bind(p, parts[0], value, out, cx)],
  ["as_pattern", asPattern],
  ["dict_pattern", dictPattern],
  ["list_pattern", sequencePattern],
  ["tuple_pattern", sequencePattern],
  ["class_pattern", classPattern],
]);

function bindPattern(p: SyntaxNode, value: Expr, out: Stmt[], cx: PythonContext): void {
  PATTERNS.get(p.type)?.(
    p,
    p.children.filter((c) => c.named),
    value,
    out,
    cx,
  );
}

/**
 * `match subject:` as a chain of cases that may each be taken; a case binds the names its
 * pattern captures to the parts of the subject they match (`case {"cmd": cmd}:` reads `subject["cmd"]`).
 */
export function matchStatement(node: SyntaxNode, cx: PythonContext, className?: string): Stmt[] {
  const span = cx.span(node);
  const subjectNode = childByField(node, "subject");
  if (!subjectNode) return [];
  let subject = cx.expr(subjectNode);
  const out: Stmt[] = [];
  if (subject.kind !== "name" && subject.kind !== "member") {
    out.push(ir.assign(ir.name("$match", span), subject, span));
    subject = ir.name("$match", span);
  }
  let chain: Stmt[] = [];
  const clauses = (childByField(node, "body")?.children ?? []).filter((c) => c.type === "case_clause");
  for (const clause of clauses.reverse()) {
    const binds: Stmt[] = [];
    for (const p of clause.children) if (p.type === "case_pattern") bindPattern(p, subject, binds, cx);
    const guard = childByField(clause, "guard")?.children.find((c) => c.named);
    const body = block(childByField(clause, "consequence"), cx, className);
    const taken = guard ? [ir.ifStmt(cx.expr(guard), body, [], span)] : body;
    chain = [ir.ifStmt(cx.opaque(clause), [...binds, ...taken], chain, span)];
  }
  return [...out, ...chain];
}
