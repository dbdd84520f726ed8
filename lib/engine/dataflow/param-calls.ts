import type { Frame, ParamCall } from "./context";
import type { CallEvent } from "./hooks";
import type { Val } from "./values";

/**
 * Calls whose arguments are the function's own parameters, as given (`getInstance(algorithm)`):
 * what a syntactic rule judges there depends on what each caller passes. A function's summary
 * keeps them, and a call that passes a constant replays the event with it, at the inner call and
 * in the callee's context, so `digest("MD5", data)` is judged as `getInstance("MD5")` would be.
 */

/** The parameter a value is, unchanged (no constant, no text built around it, not a field of it). */
function bareParam(v: Val | undefined): number | undefined {
  const only = v?.taints?.length === 1 ? v.taints[0] : undefined;
  if (!only || v?.constant !== undefined || only.built || only.origin.kind !== "param") return undefined;
  return only.origin.index >= 0 && only.origin.field === undefined ? only.origin.index : undefined;
}

/** Keeps a call of a summary run whose arguments include bare parameters. */
export function recordParamCall(f: Frame, event: CallEvent): void {
  if (!f.paramCalls || f.quiet) return;
  const params: Array<readonly [number, number]> = [];
  event.args.forEach((a, i) => {
    const p = bareParam(a);
    if (p !== undefined) params.push([i, p]);
  });
  if (params.length > 0) f.paramCalls.push({ event, context: f.context(), unit: f.unit, params });
}

/**
 * At a call of a summarised function: each kept call replayed with the constants this call passes
 * (`offset` 1 when the callee's first parameter is `self`); what this call passes on from its own
 * parameters is kept in its summary in turn.
 */
export function replayParamCalls(f: Frame, calls: readonly ParamCall[], given: Val[], offset: number): void {
  if (f.quiet) return;
  for (const call of calls) replayParamCall(f, call, given, offset);
}

function replayParamCall(f: Frame, call: ParamCall, given: Val[], offset: number): void {
  const args = [...call.event.args];
  const carried: Array<readonly [number, number]> = [];
  let replaced = false;
  for (const [arg, param] of call.params) {
    const value = given[param - offset];
    if (value?.constant !== undefined && !value.taints) {
      args[arg] = value;
      replaced = true;
      continue;
    }
    const outer = bareParam(value);
    if (outer !== undefined) carried.push([arg, outer]);
  }
  const event = replaced ? { ...call.event, args } : call.event;
  if (replaced) f.ctx.hooks.onCall(event, { unit: call.unit, context: () => call.context });
  if (carried.length > 0) f.paramCalls?.push({ ...call, event, params: carried });
}
