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

const BLOCK_TYPES = ["block"];

/** The statements of a `block` node; any other node is one statement. */
export function block(node: SyntaxNode | undefined, cx: PythonContext, className?: string): Stmt[] {
  return cx.statementsIn(node, BLOCK_TYPES, className);
}
