import type { Expr, FunctionIR, Span } from "../ir/ir";
import type { CallKey } from "./call-patterns";
import type { Frame } from "./context";
import { importsMatching } from "./imported-modules";
import type { CompiledModel } from "./model-index";
import type { Val } from "./values";

const OPERATOR_INPUT: Val = Object.freeze({ operator: true });

function sourceLabel(f: Frame, path: string): string | undefined {
  const marked = f.model.markedMembers.get(path);
  if (marked && f.fn.annotations.includes(marked[0])) return marked[1];
  for (const [pattern, mark, label] of f.model.markedPatterns)
    if (f.fn.annotations.includes(mark) && pattern.test(path)) return label;
  return (
    exactLabel(f, path) ??
    f.model.memberPrefixes.find(
      ([prefix, , imports]) => path.startsWith(prefix) && (!imports || importsOne(f, imports)),
    )?.[1]
  );
}

function importsOne(f: Frame, pattern: RegExp): boolean {
  return importsMatching(f.unit.module, f.unit.path, pattern);
}

/** The source a member path names exactly; a framework's only where the module imports it. */
function exactLabel(f: Frame, path: string): string | undefined {
  const label = f.model.memberSources.get(path);
  if (label) return label;
  const imported = f.model.importedMembers.get(path);
  if (!imported) return undefined;
  return imported.find(([pattern]) => importsOne(f, pattern))?.[1];
}

/** The object a parameter holds by its type or its function's decorator (`requestParams`), if any. */
export function requestParamObject(fn: FunctionIR, model: CompiledModel, name: string): string | undefined {
  const params = fn.params;
  const index = params.findIndex((p) => p.name === name);
  if (index < 0) return undefined;
  const param = params[index];
  const first = params[0]?.name === "self" || params[0]?.name === "cls" ? 1 : 0;
  for (const r of model.requestParams) {
    if (r.types && param?.type && r.types.test(param.type)) return r.object;
    if (r.decorators && index === first && fn.annotations.some((a) => r.decorators?.test(a))) return r.object;
  }
  return undefined;
}

/**
 * The source a member path names, also when written through its module (`flask.request.args`, an
 * alias `req.args` of `from flask import request as req`) or as the object's own (`self.request.GET`
 * in a class-based view).
 */
function memberSourceLabel(f: Frame, path: string): string | undefined {
  const dot = path.indexOf(".");
  const root = dot < 0 ? path : path.slice(0, dot);
  const imported = dot < 0 || f.isKnownName(root) ? undefined : f.unit.module.imports.get(root);
  const resolved = imported && `${imported}${path.slice(dot)}`;
  // The module a name comes from says whose input it is (`from flask import request`), before the
  // label of a path frameworks share (`request.path`).
  const direct = (resolved && exactLabel(f, resolved)) || sourceLabel(f, path);
  if (direct || dot < 0) return direct;
  const rest = path.slice(dot + 1);
  if (root === "self") return sourceLabel(f, rest);
  const object = requestParamObject(f.fn, f.model, root);
  if (object) return sourceLabel(f, `${object}.${rest}`);
  if (!resolved) return undefined;
  return (
    sourceLabel(f, rest) ??
    sourceLabel(f, resolved) ??
    sourceLabel(f, resolved.slice(resolved.indexOf(".") + 1))
  );
}

/** Whether a member path names a source (no value built, for checks that only ask). */
export function isMemberSource(f: Frame, path: string): boolean {
  return memberSourceLabel(f, path) !== undefined;
}

/**
 * Input of the source `label`, read at `span` as `what`; the model says which sinks it cannot reach.
 * A local source the threat model leaves out gives a clean value: no flow, no trace.
 */
export function sourceValue(f: Frame, label: string, span: Span, what: string): Val {
  if (f.model.quietSources.has(label)) return OPERATOR_INPUT;
  return {
    taints: [
      {
        origin: { kind: "source", label },
        trace: [f.step(span, `untrusted input: ${what}`)],
        safe: new Set(f.model.safeFor.get(label)),
      },
    ],
  };
}

export function memberSource(f: Frame, path: string, span: Span): Val | undefined {
  const label = memberSourceLabel(f, path);
  return label ? sourceValue(f, label, span, path) : undefined;
}

/**
 * An element of an object that answers indexing itself (PHP's ArrayAccess: `$request['id']` calls
 * `offsetGet`; C#'s indexer `Request["id"]`): a source when the model lists that method of the
 * object's type, known from its value or, for a root that is no variable, from its name.
 */
export function elementSource(f: Frame, key: CallKey, base: Val, span: Span): Val | undefined {
  if (!key.receiverType || base.keys || base.items) return undefined;
  const found = f.model.sources.match(key).find((s) => !s.within && !s.when);
  return found ? sourceValue(f, found.label, span, `an element of ${key.receiverType}`) : undefined;
}

/**
 * The type a name that no variable, parameter or field of the analysed code holds is known by, as
 * the model's type hints say: an object the code uses but declares where the analysis does not
 * look (a Web Forms control, declared in the page's generated designer file).
 */
export function undeclaredType(f: Frame, e: Expr): string | undefined {
  return e.kind === "name" && !f.isKnownName(e.name) ? f.model.hintedType(e.name) : undefined;
}
