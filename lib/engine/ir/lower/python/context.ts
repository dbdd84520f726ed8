import type { SyntaxNode } from "../../../parse/syntax";
import type { ParamIR, Stmt } from "../../ir";
import type { LowerContext } from "../context";

/** What the Python lowering of one file keeps from one node to the next. */
export interface PythonState {
  /** How deep in function bodies the node being lowered is: only outermost functions are listed. */
  depth: number;
  /** Decorators of the class definition being lowered. */
  classDecorators: string[];
  /** Parameters filled by a dependency named here, with that dependency's name. */
  dependents: Array<{ param: ParamIR; dependency: string }>;
}

export type PythonContext = LowerContext<PythonState>;

export function pythonState(): PythonState {
  return { depth: 0, classDecorators: [], dependents: [] };
}

/** The statements of a `block` node; any other node is one statement. */
export function block(node: SyntaxNode | undefined, cx: PythonContext, className?: string): Stmt[] {
  if (!node) return [];
  if (node.type !== "block") return cx.stmt(node, className);
  const out: Stmt[] = [];
  for (const c of node.children) if (c.named) out.push(...cx.stmt(c, className));
  return out;
}
