import type { Expr, Stmt } from "../ir/ir";
import { nestedBodies } from "../ir/walk";
import type { SinkKind } from "../models/types";
import type { Frame } from "./context";
import { assigns, intersect } from "./guard-subjects";
import { refine } from "./refine";
import { cloneState } from "./state";
import { isTainted, truthiness, type Val } from "./values";

/**
 * A return whose value may be truthy proves what its condition proves (`return HOST.test(h)`,
 * `return RE.fullmatch(h) is not None`) plus what the checks before it did (`if not ok: return
 * False` … `return True`). The function's guards are what every such return proves of a parameter
 * the body never reassigns; a return that proves nothing of one clears it.
 */
export function recordReturnGuards(f: Frame, value: Expr | undefined, returned: Val): void {
  if (!value || truthiness(returned) === false || f.returnGuards === null) return;
  const params = f.fn.params
    .map((p, index) => ({ name: p.name, index }))
    .filter((p) => !assigns(f.fn.body, p.name));
  if (params.length === 0) {
    f.returnGuards = null;
    return;
  }
  const entry = f.state;
  // A literal (`return True` after the checks) proves nothing more than the state already holds.
  const proves = value.kind !== "lit";
  if (proves) f.state = cloneState(entry);
  const proven = new Map<number, readonly SinkKind[] | "all">();
  try {
    if (proves) refine(f, value, true);
    for (const p of params) {
      const kinds = provenOf(f, p);
      if (kinds) proven.set(p.index, kinds);
    }
  } finally {
    f.state = entry;
  }
  const before = f.returnGuards;
  f.returnGuards = before === undefined ? proven : intersect(before, proven);
  if (f.returnGuards.size === 0) f.returnGuards = null;
}

/**
 * Returning at all proves what the state proves of the parameters the body never reassigns, at
 * each return and at the end of the body: a function that raises unless its checks pass
 * (`if not HOST.fullmatch(host): raise ValueError(...)`) validates its arguments where a call of
 * it returns. Only a function that raises itself says so: one that converts its argument
 * (`return str(int(value))`) gives the checked value back and leaves the argument as it was.
 */
export function recordExitGuards(f: Frame): void {
  if (f.exitGuards === null) return;
  let raising = RAISES.get(f.fn.body);
  if (raising === undefined) {
    raising = raises(f.fn.body);
    RAISES.set(f.fn.body, raising);
  }
  if (!raising) {
    f.exitGuards = null;
    return;
  }
  const proven = new Map<number, readonly SinkKind[] | "all">();
  f.fn.params.forEach((p, index) => {
    if (assigns(f.fn.body, p.name)) return;
    const kinds = provenOf(f, { name: p.name, index });
    if (kinds) proven.set(index, kinds);
  });
  f.exitGuards = f.exitGuards === undefined ? proven : intersect(f.exitGuards, proven);
  if (f.exitGuards.size === 0) f.exitGuards = null;
}

/** Whether each function body raises, found once per body. */
const RAISES = new WeakMap<readonly Stmt[], boolean>();

/** Whether a body raises or throws, outside the functions it defines. */
function raises(body: readonly Stmt[]): boolean {
  return body.some((s) => s.kind === "throw" || nestedBodies(s).some(raises));
}

/**
 * What the state proves of a parameter: everything when it holds no input, else the kinds every
 * taint the parameter itself brought is safe for.
 */
function provenOf(f: Frame, p: { name: string; index: number }): readonly SinkKind[] | "all" | undefined {
  const v = f.state.env.get(p.name);
  const own = (v?.taints ?? []).filter((t) => t.origin.kind === "param" && t.origin.index === p.index);
  if (v && own.length === 0 && !isTainted(v)) return "all";
  if (own.length === 0) return undefined;
  const kinds = [...(own[0]?.safe ?? [])].filter((k) => own.every((t) => t.safe.has(k))) as SinkKind[];
  return kinds.length > 0 ? kinds : undefined;
}
