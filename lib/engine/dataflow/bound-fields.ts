import type { FunctionIR } from "../ir/ir";
import type { CompiledModel } from "./model-index";
import { hierarchyOf, simpleName } from "./resolve/callees";
import type { ClassEntry, FileUnit, ProjectIndex } from "./resolve/project-index";
import type { Val } from "./values";

// Objects a framework fills from the request before it calls their methods (a Struts 2 action's
// properties, set through its setters from the request parameters of the same name).

/** A setter's property: `setAddress` sets `address`. */
function property(method: string): string | undefined {
  const m = /^set([A-Z])(\w*)$/.exec(method);
  return m ? `${(m[1] as string).toLowerCase()}${m[2]}` : undefined;
}

/**
 * The fields a class's methods start with untrusted because the framework binds them from the
 * request: a class with a bound super type at any depth of the analysed classes, each field of it
 * or its supers that a one-parameter setter of a bound type sets.
 */
export function boundFields(
  project: ProjectIndex | undefined,
  model: CompiledModel,
  unit: FileUnit,
  className: string,
): Map<string, Val> | undefined {
  if (!project || model.boundObjects.length === 0) return undefined;
  const chain = hierarchyOf(project, simpleName(className), unit);
  const bound = model.boundObjects.find((b) => chain.supers.some((s) => b.supers.test(s)));
  if (!bound) return undefined;
  const fields = new Map<string, Val>();
  for (const c of chain.classes)
    for (const m of c.methods) {
      const name = boundProperty(c, m, bound);
      if (!name) continue;
      const trace = [{ file: c.unit.path, span: m.span, message: `untrusted input: property ${name}` }];
      fields.set(name, {
        taints: [{ origin: { kind: "source", label: bound.label }, trace, safe: new Set() }],
      });
    }
  return fields.size > 0 ? fields : undefined;
}

/** The field a method sets as a bound property: a one-parameter setter of a bound type, of a field of the class. */
function boundProperty(c: ClassEntry, m: FunctionIR, bound: CompiledModel["boundObjects"][number]) {
  const name = property(m.name);
  const type = m.params.length === 1 ? m.params[0]?.type : undefined;
  if (!name || !type || !c.members?.includes(name) || bound.except?.test(name)) return undefined;
  return bound.types.test(type) ? name : undefined;
}
