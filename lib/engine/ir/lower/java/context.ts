import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import type { Expr, Stmt } from "../../ir";
import type { LowerContext } from "../context";

/** Java keeps no state of its own between nodes: the module's lists are all it builds. */
export type JavaContext = LowerContext<undefined>;

const BLOCK_TYPES = ["block", "constructor_body", "static_initializer"];

/** The statements of a block (a method's, a constructor's, a static initialiser); any other node is one statement. */
export function block(node: SyntaxNode, cx: JavaContext): Stmt[] {
  return cx.statementsIn(node, BLOCK_TYPES);
}

/** A call's arguments. */
export function args(node: SyntaxNode | undefined, cx: JavaContext): Expr[] {
  if (!node) return [];
  return namedChildren(node).map((c) => cx.expr(c));
}

/** The annotations (simple names) and modifier keywords of a declaration. */
export function annotations(node: SyntaxNode, cx: JavaContext): string[] {
  const modifiers = node.children.find((c) => c.type === "modifiers");
  if (!modifiers) return [];
  const out: string[] = [];
  for (const m of modifiers.children) {
    if (m.type === "annotation" || m.type === "marker_annotation") {
      const name = childByField(m, "name");
      if (name) out.push(cx.text(name).split(".").pop() as string);
    } else if (!m.named) out.push(cx.text(m));
  }
  return out;
}
