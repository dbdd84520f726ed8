import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import type { JavaContext } from "./context";

/** One `case …:` group or `case … ->` rule: its tests (none for `default`) and its statements. */
function switchCase(group: SyntaxNode, cx: JavaContext, yields: boolean): { tests: Expr[]; body: Stmt[] } {
  const labels = group.children.filter((c) => c.type === "switch_label").map((c) => namedChildren(c));
  const isDefault = labels.some((values) => values.length === 0);
  const tests = labels.flat().map((v) => cx.expr(v));
  const rule = group.type === "switch_rule";
  const stmts: Stmt[] = [];
  for (const c of group.children) {
    if (c.type === "switch_label" || !c.named) continue;
    if (yields && rule && c.type === "expression_statement") {
      const value = c.children.find((x) => x.named);
      stmts.push(ir.exit("return", value ? cx.expr(value) : undefined, cx.span(c)));
    } else stmts.push(...cx.stmt(c));
  }
  // A rule (`case X -> ...`) never falls through.
  if (rule) stmts.push(ir.jump("break", cx.span(group)));
  return { tests: isDefault ? [] : tests, body: stmts };
}

/** `yields`: a switch expression, where a rule's expression (and `yield`) gives the value. */
export function switchStmt(node: SyntaxNode, cx: JavaContext, yields = false): Stmt {
  const body = childByField(node, "body");
  const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
  for (const group of body?.children ?? []) {
    if (group.type === "switch_block_statement_group" || group.type === "switch_rule")
      cases.push(switchCase(group, cx, yields));
  }
  return ir.switchStmt(cx.expr(childByField(node, "condition") ?? node), cases, cx.span(node));
}
