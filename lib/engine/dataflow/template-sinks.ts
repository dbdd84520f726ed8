import type { FunctionIR, Span } from "../ir/ir";
import type { TemplateSinkModel } from "../models/template-sink";
import type { SinkKind } from "../models/types";
import type { Summary } from "./context";
import type { CompiledModel } from "./model-index";
import type { FileUnit, ProjectIndex } from "./resolve/project-index";

/** Parameter types whose value is spliced whole: a placeholder names no property of them. */
const SCALAR =
  /^(String|CharSequence|Object|int|long|Integer|Long|short|Short|double|Double|float|Float|boolean|Boolean|char|Character)$/;

type ParamSink = Summary["sinks"][number];

/**
 * The sinks a method's statement template gives its parameters (`TemplateSinkModel`): the template
 * in its annotations, reported at the placeholder, and the statements files hold for it, reported
 * at the method. Only a method without a body has its statement elsewhere.
 */
export function templateSinks(
  model: CompiledModel,
  fn: FunctionIR,
  unit: FileUnit,
  project: ProjectIndex | undefined,
): ParamSink[] {
  if (fn.body.length > 0 || !fn.className || model.templateSinks.length === 0) return [];
  const out: ParamSink[] = [];
  for (const template of model.templateSinks) {
    if (fn.annotations.some((a) => template.annotations.test(a))) {
      // The annotations come before the parameters: their text holds the template.
      const start = fn.span.start;
      const head = unit.source.slice(start, fn.params[0]?.span.start ?? fn.span.end);
      out.push(
        ...placeholderSinks(template, fn, unit, head, (at, length) => ({
          start: start + at,
          end: start + at + length,
        })),
      );
    }
    for (const statement of project?.statements?.get(`${fn.className}#${fn.name}`) ?? []) {
      const label = `${template.label} (${statement.path.split("/").pop()})`;
      out.push(...placeholderSinks({ ...template, label }, fn, unit, statement.text, () => fn.span));
    }
  }
  return out;
}

/** One sink per placeholder of the text that names a parameter (or the only one), at the span `where` gives. */
function placeholderSinks(
  template: TemplateSinkModel<SinkKind>,
  fn: FunctionIR,
  unit: FileUnit,
  text: string,
  where: (at: number, length: number) => Span,
): ParamSink[] {
  const out: ParamSink[] = [];
  const step = (span: Span, message: string) => ({ file: unit.path, span, message });
  for (const m of text.matchAll(template.placeholder)) {
    const target = placeholderTarget(template, fn, unit, m[1] ?? "");
    const param = target && fn.params[target.index];
    if (!target || !param) continue;
    out.push({
      param: target.index,
      ...(target.field ? { field: target.field } : {}),
      kind: template.kind,
      sink: step(where(m.index ?? 0, m[0].length), template.label),
      label: template.label,
      trace: [step(param.span, `parameter ${param.name}`)],
      safe: new Set(),
      built: true,
    });
  }
  return out;
}

/** The parameter a placeholder's name (`user.name`) reads, and the property of it. */
function placeholderTarget(
  template: TemplateSinkModel<SinkKind>,
  fn: FunctionIR,
  unit: FileUnit,
  name: string,
): { index: number; field?: string } | undefined {
  const [root = "", property] = name.split(".");
  const bound = boundParam(template, fn, unit, root);
  if (bound !== undefined) return { index: bound, field: property };
  const only = fn.params.length === 1 ? fn.params[0] : undefined;
  if (!only) return undefined;
  // The only parameter, unnamed by the placeholder, is an object whose property it names.
  return SCALAR.test(only.type ?? "") ? { index: 0 } : { index: 0, field: root };
}

/** The parameter a placeholder names: by its annotation's name for it, its own name, or `param1`/`arg0`. */
function boundParam(
  template: TemplateSinkModel<SinkKind>,
  fn: FunctionIR,
  unit: FileUnit,
  name: string,
): number | undefined {
  const byAnnotation = fn.params.findIndex(
    (p) => template.paramName.exec(unit.source.slice(p.span.start, p.span.end))?.[1] === name,
  );
  if (byAnnotation >= 0) return byAnnotation;
  const byName = fn.params.findIndex((p) => p.name === name);
  if (byName >= 0) return byName;
  const positional = /^(param|arg)(\d+)$/.exec(name);
  if (!positional) return undefined;
  const index = Number(positional[2]) - (positional[1] === "param" ? 1 : 0);
  return index >= 0 && index < fn.params.length ? index : undefined;
}
