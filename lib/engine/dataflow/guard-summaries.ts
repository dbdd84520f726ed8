import type { Expr } from "../ir/ir";
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
