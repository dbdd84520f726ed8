import type { Expr, FunctionIR, Stmt } from "../ir/ir";
import type { FileUnit } from "./resolve/project-index";

// A method call whose receiver has a declared type names that type's method: `jdbcTemplate.query(…)`
// with `JdbcTemplate jdbcTemplate` calls JdbcTemplate's `query`, not a DAO's `query` of the same
// name, unless the DAO's class is that type or one of its subtypes. Only languages whose subtyping
// is declared are read (LanguageTraits.declaredSubtypes).

/** A call `receiver.method(…)` whose receiver's declared type is known. */
export interface TypedCall {
  method: string;
  type: string;
}

/** A type variable (`T`, `E2`) stands for any type, an analysed class included. */
const TYPE_VARIABLE = /^[A-Z][A-Z0-9]?$/;

/** Names bound by a pattern (`o instanceof UserDao d`, `case UserDao d ->`), which the IR does not declare. */
const PATTERN_BINDING = /\b(?:instanceof|case)\s+(?:final\s+)?[\w.$]+(?:<[^>]*>)?\s+([A-Za-z_$][\w$]*)/g;

/**
 * The file's member calls on receivers of one known type. A name counts as typed only when every
 * declaration of it in the file (field, parameter, local, lambda parameter) gives the same type,
 * so no scope can give it another; an untyped binding makes it unknown. One walk per file.
 */
export function typedCalls(unit: FileUnit): TypedCall[] {
  if (!unit.traits.declaredSubtypes) return [];
  const types = new Map<string, string | null>();
  const declare = (name: string, type: string | undefined) => {
    const known = type && type !== "var" && !TYPE_VARIABLE.test(type) ? type : null;
    const before = types.get(name);
    types.set(name, before === undefined || before === known ? known : null);
  };
  for (const g of unit.module.globals) declare(g.name, g.type);
  for (const match of unit.source.matchAll(PATTERN_BINDING)) declare(match[1] as string, undefined);
  const calls: Array<{ receiver: Expr; method: string }> = [];
  const functions = [unit.module.topLevel, ...unit.module.functions];
  const seen = new Set<FunctionIR>();
  const visitFunction = (fn: FunctionIR) => {
    if (seen.has(fn)) return;
    seen.add(fn);
    for (const p of fn.params) declare(p.name, p.type);
    for (const s of fn.body) visit(s);
  };
  const visit = (node: Stmt | Expr) => {
    if (node.kind === "func") return visitFunction(node.fn);
    if (node.kind === "assign" && "declaredType" in node && node.target.kind === "name")
      declare(node.target.name, node.declaredType);
    if (node.kind === "loop" && node.each?.target.kind === "name") declare(node.each.target.name, undefined);
    if (node.kind === "try") for (const h of node.handlers) if (h.name) declare(h.name, undefined);
    if (node.kind === "call" && node.callee.kind === "member" && !node.isNew)
      calls.push({ receiver: node.callee.object, method: node.callee.property });
    for (const child of children(node)) visit(child);
  };
  for (const fn of functions) visitFunction(fn);
  const fieldTypes = new Map<string, string | null>();
  for (const g of unit.module.globals) {
    const before = fieldTypes.get(g.name);
    const known = g.type && !TYPE_VARIABLE.test(g.type) ? g.type : null;
    fieldTypes.set(g.name, before === undefined || before === known ? known : null);
  }
  const out: TypedCall[] = [];
  for (const { receiver, method } of calls) {
    // Only a call written as `receiver.method` is an occurrence of the name in the text.
    const after = unit.source.slice(receiver.span.end, receiver.span.end + method.length + 40);
    if (!new RegExp(`^\\s*\\.\\s*${method.replace(/\$/g, "\\$")}(?![\\w$])`).test(after)) continue;
    const type =
      receiver.kind === "name"
        ? types.get(receiver.name)
        : receiver.kind === "member" && receiver.object.kind === "name" && receiver.object.name === "this"
          ? fieldTypes.get(receiver.property)
          : undefined;
    if (type) out.push({ method, type });
  }
  return out;
}

/** The expressions and statements directly inside a node, whatever its shape. */
function children(node: Stmt | Expr): Array<Stmt | Expr> {
  const out: Array<Stmt | Expr> = [];
  const collect = (value: unknown) => {
    if (Array.isArray(value)) for (const v of value) collect(v);
    else if (value && typeof value === "object") {
      if ("kind" in value && "span" in value) out.push(value as Stmt | Expr);
      else if (!("start" in value)) for (const v of Object.values(value)) collect(v);
    }
  };
  for (const [key, value] of Object.entries(node)) if (key !== "span" && key !== "fn") collect(value);
  return out;
}
