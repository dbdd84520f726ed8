import type { Span } from "../ir/ir";
import type { OpenSink, SinkKind } from "../models/types";
import type { Frame } from "./context";
import type { TaintFlow } from "./hooks";
import type { CompiledModel } from "./model-index";
import { takesUnknownInput } from "./open-params";
import type { FileUnit } from "./resolve/project-index";
import { deepTaints, type Taint, type TraceStep, type Val } from "./values";

/** Whether a taint comes from the operator's own input (command line, environment, terminal). */
export function isLocal(model: CompiledModel, t: Taint): boolean {
  return t.origin.kind === "source" && model.localSources.has(t.origin.label);
}

/**
 * A value reaching a sink: a parameter's taint makes it a sink of the function (for its summary),
 * a source's taint is a flow for the hooks.
 */
export function checkSink(
  f: Frame,
  kind: SinkKind,
  value: Val,
  span: Span,
  sink: OpenSink,
  via?: TraceStep,
): void {
  if (f.quiet) return;
  // Only text built from input can forge a log line where loggers escape structures.
  const structured = kind === "log" && f.unit.traits.escapedLogStructures && (value.keys || value.items);
  const taints = structured ? value.taints : deepTaints(value);
  if (!taints) return;
  const sinkStep = f.step(span, `reaches ${sink.label}`);
  for (const t of taints) {
    if (t.safe.has(kind) || t.origin.kind !== "param") continue;
    f.addParamSink({
      param: t.origin.index,
      field: t.origin.field,
      kind,
      sink: sinkStep,
      label: sink.label,
      trace: via ? [...t.trace, via] : t.trace,
      safe: t.safe,
      built: t.built,
      open: sink.open,
      unless: sink.unless,
    });
  }
  // One finding per sink: input from outside the program wins over the operator's own, and both
  // over input of unknown origin, which only injections report.
  const reaching = taints.filter((t) => !t.safe.has(kind) && t.origin.kind === "source");
  const local = (t: Taint) => isLocal(f.model, t);
  const unseen = (t: Taint) => t.origin.kind === "source" && t.origin.unseen !== undefined;
  const ordered = [
    ...reaching.filter((t) => !local(t) && !unseen(t)),
    ...reaching.filter(local),
    ...reaching.filter(unseen),
  ];
  const steps = via ? [via, sinkStep] : [sinkStep];
  for (const t of ordered) if (emitFlow(f, kind, t, [...t.trace, ...steps], span, f.unit, sink)) return;
}

/** Hands a source reaching a sink to the hooks; false when that is not worth a finding. */
export function emitFlow(
  f: Frame,
  kind: SinkKind,
  taint: Taint,
  trace: TraceStep[],
  span: Span,
  unit: FileUnit,
  sink: { built?: boolean; open?: boolean },
  through?: TaintFlow["through"],
): boolean {
  if (taint.origin.kind !== "source") return false;
  if (taint.origin.unseen !== undefined) {
    if (!takesUnknownInput(kind, taint.built || sink.built, sink.open)) return false;
    f.ctx.unseenFlow({ kind, taint, trace, span, unit, local: false, callerInput: true, through });
    return true;
  }
  return f.ctx.hooks.onFlow({ kind, taint, trace, span, unit, local: isLocal(f.model, taint), through });
}
