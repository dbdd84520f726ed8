import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import type { FunctionIR, ParamIR } from "../../ir";
import { PythonStatements } from "./statements";

/** A FastAPI dependency (`Depends(common_params)`) and the parameters it fills. */
const DEPENDENCY = /^(Depends|Security)$/;

/** The mark of such a dependency: its own parameters are bound as a route's are. */
const REQUEST_DEPENDENCY = "FastApiDependency";

/** Python: the module and its classes and functions. */
export class PythonLowering extends PythonStatements {
  /** Parameters filled by a dependency named here, with that dependency's name. */
  private readonly dependents: Array<{ param: ParamIR; dependency: string }> = [];

  lowerModule(root: SyntaxNode): void {
    for (const node of root.children) {
      if (!node.named) continue;
      const stmts = this.stmt(node, undefined);
      this.topLevel.push(...stmts);
      for (const s of stmts) {
        if (s.kind === "assign" && s.target.kind === "name") {
          this.assignedAtTop.set(s.target.name, (this.assignedAtTop.get(s.target.name) ?? 0) + 1);
          this.globals.push({ name: s.target.name, value: s.value, constant: true, span: s.span });
        }
      }
    }
    for (const g of this.globals) g.constant = this.assignedAtTop.get(g.name) === 1;
    this.markRequestDependencies();
  }

  /**
   * A dependency with parameters of its own that no further dependency fills has them bound from
   * the request (`def common_params(q: str, skip: int = 0)`): what it gives the route is input, so
   * the parameter it fills is no longer marked as injected, and the dependency is marked as a route.
   */
  private markRequestDependencies(): void {
    const bound = (params: ParamIR[]) =>
      params.some((p) => p.name !== "self" && !p.annotations.some((a) => DEPENDENCY.test(a)));
    for (const { param, dependency } of this.dependents) {
      const fn = this.functions.find((f) => f.name === dependency && !f.className);
      // A class (`filters: ItemFilter = Depends()`) is built from the request by its fields or constructor.
      const cls = fn ? undefined : this.classes.find((c) => c.name === dependency);
      const init = cls?.methods.find((m) => m.name === "__init__");
      const readsRequest = fn
        ? bound(fn.params)
        : !!cls && (!!cls.fields?.length || bound(init?.params ?? []));
      if (!readsRequest) continue;
      param.annotations = param.annotations.filter((a) => !DEPENDENCY.test(a));
      if (fn && !fn.annotations.includes(REQUEST_DEPENDENCY)) fn.annotations.push(REQUEST_DEPENDENCY);
    }
  }

  protected functionDef(node: SyntaxNode, decorators: string[], className?: string): FunctionIR {
    const name = childByField(node, "name");
    const params: ParamIR[] = [];
    for (const p of childByField(node, "parameters")?.children ?? []) {
      if (!p.named) continue;
      let id: SyntaxNode | undefined = p;
      if (p.type !== "identifier")
        id = childByField(p, "name") ?? p.children.find((c) => c.type === "identifier");
      const type = childByField(p, "type");
      const value = childByField(p, "value");
      // A default that is a call names how a framework binds the parameter (`q: str = Query(None)`,
      // `db = Depends(get_db)`): it is kept as the parameter's annotation.
      const binder = value?.type === "call" ? childByField(value, "function") : undefined;
      const typeText = type ? this.text(type) : undefined;
      // So does a call in `Annotated[Session, Depends(get_db)]`.
      const metadata = typeText ? /^Annotated\[.*?,\s*([\w.]+)\(/s.exec(typeText)?.[1] : undefined;
      const by = binder ? this.text(binder) : metadata;
      if (id) {
        const param: ParamIR = {
          name: this.text(id),
          type: typeText,
          annotations: by ? [by.split(".").pop() as string] : [],
          defaulted: value ? true : undefined,
          span: this.span(p),
        };
        params.push(param);
        const dependency = this.dependencyOf(value, typeText);
        if (dependency && DEPENDENCY.test(param.annotations[0] ?? ""))
          this.dependents.push({ param, dependency });
      }
    }
    this.depth++;
    const body = this.block(childByField(node, "body"));
    this.depth--;
    return {
      name: name ? this.text(name) : "<lambda>",
      className,
      params,
      body,
      annotations: decorators,
      span: this.span(node),
    };
  }

  /** The function a `Depends(fn)` default or an `Annotated[T, Depends(fn)]` type names. */
  private dependencyOf(value: SyntaxNode | undefined, typeText: string | undefined): string | undefined {
    if (value?.type === "call") {
      const first = namedChildren(childByField(value, "arguments") ?? value)[0];
      if (first?.type === "identifier") return this.text(first);
      // `Depends()` builds the parameter's own type.
      return !first && typeText && /^\w+$/.test(typeText) ? typeText : undefined;
    }
    return typeText
      ? /^Annotated\[.*?,\s*[\w.]*(?:Depends|Security)\((\w+)\s*[,)]/s.exec(typeText)?.[1]
      : undefined;
  }
}
