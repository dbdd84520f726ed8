import type { CallKey } from "./call-patterns";
import type { CallExpr } from "./calls/call-key";
import { type Frame, MAX_CALL_DEPTH } from "./context";
import { callees } from "./resolve/callees";
import { emitFlow } from "./sinks";
import { addStep, CLEAN, deepTaints, join, mergeTaints, type Taint, type Val, withTaints } from "./values";

/**
 * A call into analysed functions applies what their summaries say: the arguments' taints they
 * return, the constant or facts they give, and the sinks their parameters reach.
 */
export function summaryCall(
  f: Frame,
  e: CallExpr,
  key: CallKey,
  receiver: Val | undefined,
  args: Val[],
): Val | undefined {
  const project = f.ctx.project;
  if (!project || f.ctx.callDepth > MAX_CALL_DEPTH) return undefined;
  const candidates = callees({ project, fn: f.fn, unit: f.unit }, e, key, receiver, args.length);
  if (candidates.length === 0 || candidates.length > 3) return undefined;
  if (candidates.some((c) => c.unit.elided?.has(c.fn.span.end))) return undefined;
  let result: Val | undefined;
  f.ctx.callDepth++;
  try {
    for (const c of candidates) {
      const summary = f.ctx.summaryOf(c.fn, c.unit);
      const offset = c.fn.params[0]?.name === "self" ? 1 : 0;
      const callStep = f.step(e.span, `passed to ${c.fn.name}()`);
      let taints: Taint[] | undefined;
      for (const t of summary.returns) {
        if (t.origin.kind === "source") taints = mergeTaints(taints, [t]);
        else {
          const at = t.origin.index - offset;
          const arg = at < 0 ? receiver : args[at];
          const through = addStep(deepTaints(arg), callStep)?.map((a) => ({
            ...a,
            safe: new Set([...a.safe, ...t.safe]),
          }));
          taints = mergeTaints(taints, through);
        }
      }
      for (const sink of summary.sinks) {
        const at = sink.param - offset;
        const arg = at < 0 ? receiver : args[at];
        const incoming = deepTaints(arg)?.filter((t) => !t.safe.has(sink.kind) && !sink.safe.has(sink.kind));
        if (!incoming || incoming.length === 0) continue;
        for (const t of incoming) {
          const trace = [...t.trace, callStep, ...sink.trace.slice(1)];
          // A parameter of this function reaching the callee's sink is a sink of this function too.
          if (t.origin.kind === "param") {
            if (!f.quiet)
              f.paramSinks.push({
                param: t.origin.index,
                kind: sink.kind,
                sink: sink.sink,
                trace,
                safe: t.safe,
              });
            continue;
          }
          const unit = project.units.get(sink.sink.file) ?? f.unit;
          emitFlow(f, sink.kind, t, [...trace, sink.sink], sink.sink.span, unit);
        }
      }
      const constant = taints ? undefined : summary.constant;
      result = join(
        result,
        withTaints(taints, {
          ...(constant ? { constant } : {}),
          ...(summary.facts ? { facts: summary.facts } : {}),
        }),
      );
    }
  } finally {
    f.ctx.callDepth--;
  }
  return result ?? CLEAN;
}
