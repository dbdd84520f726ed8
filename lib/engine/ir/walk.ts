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

/** The variables a body assigns by name, in its own statements and those nested in them (not in functions it defines). */
export function assignedNames(body: Stmt[]): Set<string> {
  const out = new Set<string>();
  const visit = (list: Stmt[]) => {
    for (const s of list) {
      if (s.kind === "assign" && s.target.kind === "name") out.add(s.target.name);
      for (const inner of nestedBodies(s)) visit(inner);
    }
  };
  visit(body);
  return out;
}
