import type { SyntaxNode } from "../../../parse/syntax";
import type { ParamIR } from "../../ir";
import { expressionStmt, type LanguageRules, opaqueExpr } from "../context";
import { type PythonContext, type PythonState, pythonState } from "./context";
import { DEPENDENCY } from "./definitions";
import { PYTHON_EXPRS } from "./expressions";
import { PYTHON_STMTS } from "./statements";

/** The mark of a dependency whose own parameters are bound as a route's are. */
const REQUEST_DEPENDENCY = "FastApiDependency";

/**
 * A dependency with parameters of its own that no further dependency fills has them bound from
 * the request (`def common_params(q: str, skip: int = 0)`): what it gives the route is input, so
 * the parameter it fills is no longer marked as injected, and the dependency is marked as a route.
 */
function markRequestDependencies(cx: PythonContext): void {
  const bound = (params: ParamIR[]) =>
    params.some((p) => p.name !== "self" && !p.annotations.some((a) => DEPENDENCY.test(a)));
  for (const { param, dependency } of cx.state.dependents) {
    const fn = cx.functions.find((f) => f.name === dependency && !f.className);
    // A class (`filters: ItemFilter = Depends()`) is built from the request by its fields or constructor.
    const cls = fn ? undefined : cx.classes.find((c) => c.name === dependency);
    const init = cls?.methods.find((m) => m.name === "__init__");
    const readsRequest = fn ? bound(fn.params) : !!cls && (!!cls.fields?.length || bound(init?.params ?? []));
    if (!readsRequest) continue;
    param.annotations = param.annotations.filter((a) => !DEPENDENCY.test(a));
    if (fn && !fn.annotations.includes(REQUEST_DEPENDENCY)) fn.annotations.push(REQUEST_DEPENDENCY);
  }
}

/** The module's statements; a name assigned once at the top level is a constant global. */
function lowerModule(root: SyntaxNode, cx: PythonContext): void {
  const assignedAtTop = new Map<string, number>();
  for (const node of root.children) {
    if (!node.named) continue;
    const stmts = cx.stmt(node, undefined);
    cx.topLevel.push(...stmts);
    for (const s of stmts) {
      if (s.kind !== "assign" || s.target.kind !== "name") continue;
      assignedAtTop.set(s.target.name, (assignedAtTop.get(s.target.name) ?? 0) + 1);
      cx.globals.push({ name: s.target.name, value: s.value, constant: true, span: s.span });
    }
  }
  for (const g of cx.globals) g.constant = assignedAtTop.get(g.name) === 1;
  markRequestDependencies(cx);
}

/** Python: the module and its classes and functions, one rule per node type. */
export const PYTHON_RULES: LanguageRules<PythonState> = {
  exprs: PYTHON_EXPRS,
  stmts: PYTHON_STMTS,
  otherExpr: opaqueExpr,
  otherStmt: expressionStmt,
  state: pythonState,
  module: lowerModule,
};
