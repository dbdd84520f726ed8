import type { Expr, Stmt } from "../ir/ir";
import type { SinkKind } from "../models/types";
import type { Frame } from "./context";
import { intersect } from "./guard-subjects";
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
  const entry = f.state;
  f.state = cloneState(entry);
  const proven = new Map<number, readonly SinkKind[] | "all">();
  try {
    refine(f, value, true);
    for (const p of params) {
      const v = f.state.env.get(p.name);
      const own = (v?.taints ?? []).filter((t) => t.origin.kind === "param" && t.origin.index === p.index);
      if (v && own.length === 0 && !isTainted(v)) proven.set(p.index, "all");
      else if (own.length > 0) {
        const kinds = [...(own[0]?.safe ?? [])].filter((k) => own.every((t) => t.safe.has(k))) as SinkKind[];
        if (kinds.length > 0) proven.set(p.index, kinds);
      }
    }
  } finally {
    f.state = entry;
  }
  const before = f.returnGuards;
  f.returnGuards = before === undefined ? proven : intersect(before, proven);
  if (f.returnGuards.size === 0) f.returnGuards = null;
}

/** Whether a function's body assigns the name anywhere (a reassigned parameter is not what the caller passed). */
function assigns(body: Stmt[], name: string): boolean {
  return body.some((s) => {
    switch (s.kind) {
      case "assign":
        return s.target.kind === "name" && s.target.name === name;
      case "if":
        return assigns(s.whenTrue, name) || assigns(s.whenFalse, name);
      case "loop":
        return (s.each?.target.kind === "name" && s.each.target.name === name) || assigns(s.body, name);
      case "block":
        return assigns(s.body, name);
      case "switch":
        return s.cases.some((c) => assigns(c.body, name));
      case "try":
        return (
          assigns(s.body, name) || s.handlers.some((h) => assigns(h.body, name)) || assigns(s.finally, name)
        );
      default:
        return false;
    }
  });
}
