import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../../ir";
import { block, type PythonContext } from "./context";

/** A FastAPI dependency (`Depends(common_params)`) and the parameters it fills. */
export const DEPENDENCY = /^(Depends|Security)$/;

/** The function a `Depends(fn)` default or an `Annotated[T, Depends(fn)]` type names. */
function dependencyOf(
  value: SyntaxNode | undefined,
  typeText: string | undefined,
  cx: PythonContext,
): string | undefined {
  if (value?.type === "call") {
    const first = namedChildren(childByField(value, "arguments") ?? value)[0];
    if (first?.type === "identifier") return cx.text(first);
    // `Depends()` builds the parameter's own type.
    return !first && typeText && /^\w+$/.test(typeText) ? typeText : undefined;
  }
  return typeText
    ? /^Annotated\[.*?,\s*[\w.]*(?:Depends|Security)\((\w+)\s*[,)]/s.exec(typeText)?.[1]
    : undefined;
}

/** One parameter of a `def`; one filled by a dependency is noted in the state with it. */
function parameter(p: SyntaxNode, cx: PythonContext): ParamIR | undefined {
  const id =
    p.type === "identifier"
      ? p
      : (childByField(p, "name") ?? p.children.find((c) => c.type === "identifier"));
  if (!id) return undefined;
  const type = childByField(p, "type");
  const value = childByField(p, "value");
  // A default that is a call names how a framework binds the parameter (`q: str = Query(None)`,
  // `db = Depends(get_db)`): it is kept as the parameter's annotation.
  const binder = value?.type === "call" ? childByField(value, "function") : undefined;
  const typeText = type ? cx.text(type) : undefined;
  // So does a call in `Annotated[Session, Depends(get_db)]`.
  const metadata = typeText ? /^Annotated\[.*?,\s*([\w.]+)\(/s.exec(typeText)?.[1] : undefined;
  const by = binder ? cx.text(binder) : metadata;
  const param: ParamIR = {
    name: cx.text(id),
    type: typeText,
    annotations: by ? [by.split(".").pop() as string] : [],
    defaulted: value || /splat_pattern$/.test(p.type) ? true : undefined,
    keywords: p.type === "dictionary_splat_pattern" ? true : undefined,
    rest: p.type === "list_splat_pattern" ? true : undefined,
    span: cx.span(p),
  };
  const dependency = dependencyOf(value, typeText, cx);
  if (dependency && DEPENDENCY.test(param.annotations[0] ?? ""))
    cx.state.dependents.push({ param, dependency });
  return param;
}

export function functionDef(
  node: SyntaxNode,
  cx: PythonContext,
  decorators: string[],
  className?: string,
): FunctionIR {
  const name = childByField(node, "name");
  const params: ParamIR[] = [];
  for (const p of childByField(node, "parameters")?.children ?? []) {
    const param = p.named ? parameter(p, cx) : undefined;
    if (param) params.push(param);
  }
  cx.state.depth++;
  const body = block(childByField(node, "body"), cx);
  cx.state.depth--;
  return {
    name: name ? cx.text(name) : "<lambda>",
    className,
    params,
    body,
    annotations: decorators,
    span: cx.span(node),
  };
}

export function defineFunction(
  node: SyntaxNode,
  cx: PythonContext,
  decorators: string[],
  className?: string,
): Stmt[] {
  const fn = functionDef(node, cx, decorators, className);
  // Nested functions are analysed where they are defined, with the enclosing scope.
  if (className === undefined && cx.state.depth === 0) cx.functions.push(fn);
  return [ir.funcDef(fn, cx.span(node))];
}

type Field = { name: string; value?: Expr; type?: string };

/** `name: str` and `name: str = "x"` in a class body. */
function classFields(body: SyntaxNode | undefined, cx: PythonContext): Field[] {
  const out: Field[] = [];
  for (const c of body?.children ?? []) {
    const a = c.type === "expression_statement" ? c.children.find((x) => x.named) : undefined;
    const type = a?.type === "assignment" ? childByField(a, "type") : undefined;
    if (!a || !type) continue;
    const left = childByField(a, "left");
    const right = childByField(a, "right");
    if (left?.type === "identifier")
      out.push({ name: cx.text(left), value: right ? cx.expr(right) : undefined, type: cx.text(type) });
  }
  return out;
}

/** The methods of a class body, each listed as a function of the file too. */
function methods(body: SyntaxNode | undefined, cx: PythonContext, className: string): FunctionIR[] {
  const out: FunctionIR[] = [];
  for (const c of body?.children ?? []) {
    const def = c.type === "decorated_definition" ? childByField(c, "definition") : c;
    if (def?.type !== "function_definition") continue;
    const decorators =
      c.type === "decorated_definition"
        ? c.children.filter((d) => d.type === "decorator").map((d) => cx.text(d).slice(1))
        : [];
    const fn = functionDef(def, cx, decorators, className);
    cx.functions.push(fn);
    out.push(fn);
  }
  return out;
}

export function classDefinition(node: SyntaxNode, cx: PythonContext): Stmt[] {
  const name = cx.text(childByField(node, "name") ?? node);
  const superclasses = childByField(node, "superclasses");
  const supers = superclasses ? namedChildren(superclasses).map((s) => cx.text(s)) : [];
  const body = childByField(node, "body");
  const classMethods = methods(body, cx, name);
  const bases = supers.map((s) => s.split(".").pop() as string);
  // A dataclass (or a model or named tuple) is built from its annotated fields, in order.
  const fieldsByDeclaration =
    cx.state.classDecorators.some((d) => /(^|\.)(dataclass|define|frozen|attrs|s)$/.test(d)) ||
    bases.some((b) => b === "BaseModel" || b === "NamedTuple");
  cx.state.classDecorators = [];
  const fields = fieldsByDeclaration ? classFields(body, cx) : undefined;
  cx.classes.push({ name, supers: bases, span: cx.span(node), methods: classMethods, fields });
  return [];
}
