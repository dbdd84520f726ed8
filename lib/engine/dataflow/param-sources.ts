import type { ParamIR } from "../ir/ir";
import type { Frame } from "./context";
import { classesNamed } from "./resolve/callees";
import { CLEAN, type Taint, type Val } from "./values";

/** Parameters a route receives that are not request input: the object itself and the request. */
const NOT_INPUT = new Set(["self", "request"]);

/**
 * The value a framework binds to a parameter of an entry point (a route's path parameter, an
 * annotated `@RequestParam`, a FastAPI `Query()`), or undefined when the parameter is not bound
 * from the request: an injected one or one of a type the input is converted to is not; one typed with a
 * model class of the analysed files is an object of untrusted fields, each clean when its declared
 * type is such a type (`count: int`).
 */
export function boundParam(f: Frame, p: ParamIR): Val | undefined {
  const model = f.model;
  if (p.annotations.some((a) => model.injectedAnnotations.has(a))) return undefined;
  const annotated = p.annotations.find((a) => model.paramAnnotations.has(a));
  const route =
    !annotated &&
    !NOT_INPUT.has(p.name) &&
    model.routeDecorators.some((r) => f.fn.annotations.some((a) => r.test(a)));
  if (!annotated && !route) return undefined;
  const label = annotated ? `@${annotated} parameter` : routeLabel(f);
  // A local source the threat model leaves out (`main`'s `argv`, a Click option) binds a clean value.
  if (model.quietSources.has(label)) return { type: p.type };
  if (converted(f, p.type)) return undefined;
  const safe = safeKinds(f, annotated, route);
  const taint: Taint = {
    origin: { kind: "source", label },
    trace: [f.step(p.span, `untrusted input: parameter ${p.name}`)],
    safe,
  };
  return withFields(f, p, taint);
}

/** Whether values of this type are converted from the input, which they cannot then carry. */
function converted(f: Frame, type: string | undefined): boolean {
  return !!type && f.model.notInputTypes.some((r) => r.test(type) || r.test(plainType(type)));
}

/** Kinds the binding cannot harm: a path segment is a string, never a query object. */
function safeKinds(f: Frame, annotated: string | undefined, route: boolean): Set<string> {
  const { model } = f;
  const safe = new Set(annotated ? model.paramSafeFor.get(annotated) : undefined);
  if (route)
    for (const [r, kinds] of model.routeSafeFor)
      if (f.fn.annotations.some((a) => r.test(a))) for (const k of kinds) safe.add(k);
  return safe;
}

/** The bound value; of a model class of the analysed files, with a field per declared field. */
function withFields(f: Frame, p: ParamIR, taint: Taint): Val {
  const value: Val = { type: p.type, taints: [taint] };
  const project = f.ctx.project;
  const typeName = p.type && plainType(p.type).split(".").pop();
  const fields = project && typeName ? classesNamed(project, typeName, f.unit)[0]?.fields : undefined;
  if (!fields) return value;
  const keys = new Map<string, Val>();
  for (const field of fields) keys.set(field.name, converted(f, field.type) ? CLEAN : { taints: [taint] });
  return { ...value, keys };
}

/**
 * A route's parameter, or when only a local source's decorators mark the function (a Click
 * command's options), that source's input.
 */
function routeLabel(f: Frame): string {
  const marks = (r: RegExp) => f.fn.annotations.some((a) => r.test(a));
  const local = f.model.localRoutes.find(([r]) => marks(r));
  const remote = f.model.routeDecorators.some((r) => marks(r) && !f.model.localRoutes.some(([l]) => l === r));
  return local && !remote ? local[1] : "route parameter";
}

/** The type a declaration names, without its optionality or metadata (`Annotated[int, Query()]`: `int`). */
function plainType(type: string): string {
  const t = type.replace(/\s+/g, "");
  const wrapped = /^(?:Annotated|Optional)\[([^,\]]+)/.exec(t);
  if (wrapped) return wrapped[1] as string;
  return t.replace(/\|None$|^None\|/, "");
}
