import type { Stmt } from "./ir";

/** The statement lists a statement holds (branches, loop and block bodies, cases, try parts), in order. */
export function nestedBodies(s: Stmt): Stmt[][] {
  switch (s.kind) {
    case "if":
      return [s.whenTrue, s.whenFalse];
    case "loop":
    case "block":
      return [s.body];
    case "switch":
      return s.cases.map((c) => c.body);
    case "try":
      return [s.body, ...s.handlers.map((h) => h.body), s.finally];
    default:
      return [];
  }
}
