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

type DeclaredTypes = Map<string, string | null>;

/** Records one declaration of a name, with its written type if it has one. */
type Declare = (name: string, type: string | undefined) => void;

/** A call `receiver.method(…)` found in the file, before its receiver's type is read. */
interface MemberCall {
  receiver: Expr;
  method: string;
}

/**
 * The file's member calls on receivers of one known type. A name counts as typed only when every
 * declaration of it in the file (field, parameter, local, lambda parameter) gives the same type,
 * so no scope can give it another; an untyped binding makes it unknown. One walk per file.
 */
export function typedCalls(unit: FileUnit): TypedCall[] {
  if (unit.traits.namedClassCalls) return classCalls(unit);
  if (!unit.traits.declaredSubtypes) return [];
  const types: DeclaredTypes = new Map();
  const declare: Declare = (name, type) => {
    const known = type && type !== "var" && !TYPE_VARIABLE.test(type) ? type : null;
    const before = types.get(name);
    types.set(name, before === undefined || before === known ? known : null);
  };
  for (const g of unit.module.globals) declare(g.name, g.type);
  for (const match of unit.source.matchAll(PATTERN_BINDING)) declare(match[1] as string, undefined);
  const calls = memberCalls(unit, declare);
  const fields = fieldTypes(unit);
  const out: TypedCall[] = [];
  for (const { receiver, method } of calls) {
    if (!writtenAsMember(unit.source, receiver, method)) continue;
    const type = receiverType(receiver, types, fields);
    if (type) out.push({ method, type });
  }
  return out;
}

/** The file's calls on a class or module named by its constant (`Kernel.open`, `::File.open`). */
function classCalls(unit: FileUnit): TypedCall[] {
  const out: TypedCall[] = [];
  for (const { receiver, method } of memberCalls(unit, () => undefined)) {
    if (receiver.kind !== "name" || !/^(?:::)?[A-Z]/.test(receiver.name)) continue;
    if (writtenAsMember(unit.source, receiver, method))
      out.push({ method, type: receiver.name.replace(/^::/, "") });
  }
  return out;
}

/** The file's member calls, in walk order, declaring every binding met on the way. */
function memberCalls(unit: FileUnit, declare: Declare): MemberCall[] {
  const calls: MemberCall[] = [];
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
    declareBindings(node, declare);
    if (node.kind === "call" && node.callee.kind === "member" && !node.isNew)
      calls.push({ receiver: node.callee.object, method: node.callee.property });
    for (const child of children(node)) visit(child);
  };
  for (const fn of functions) visitFunction(fn);
  return calls;
}

/** Declares the names a statement binds: a typed local, a loop variable, a caught exception. */
function declareBindings(node: Stmt | Expr, declare: Declare): void {
  if (node.kind === "assign" && "declaredType" in node && node.target.kind === "name")
    declare(node.target.name, node.declaredType);
  if (node.kind === "loop" && node.each?.target.kind === "name") declare(node.each.target.name, undefined);
  if (node.kind === "try") for (const h of node.handlers) if (h.name) declare(h.name, undefined);
}

/** The type of each field of the file, null where its declarations disagree or name a type variable. */
function fieldTypes(unit: FileUnit): DeclaredTypes {
  const types: DeclaredTypes = new Map();
  for (const g of unit.module.globals) {
    const before = types.get(g.name);
    const known = g.type && !TYPE_VARIABLE.test(g.type) ? g.type : null;
    types.set(g.name, before === undefined || before === known ? known : null);
  }
  return types;
}

/** Only a call written as `receiver.method` is an occurrence of the name in the text. */
function writtenAsMember(source: string, receiver: Expr, method: string): boolean {
  const after = source.slice(receiver.span.end, receiver.span.end + method.length + 40);
  return new RegExp(`^\\s*\\.\\s*${method.replace(/\$/g, "\\$")}(?![\\w$])`).test(after);
}

/** The declared type of a receiver that is a name (`dao`) or one of this object's fields (`this.dao`). */
function receiverType(
  receiver: Expr,
  types: DeclaredTypes,
  fields: DeclaredTypes,
): string | null | undefined {
  if (receiver.kind === "name") return types.get(receiver.name);
  if (receiver.kind === "member" && receiver.object.kind === "name" && receiver.object.name === "this")
    return fields.get(receiver.property);
  return undefined;
}

/** The expressions and statements directly inside a node, whatever its shape. */
export function children(node: Stmt | Expr): Array<Stmt | Expr> {
  const out: Array<Stmt | Expr> = [];
  for (const [key, value] of Object.entries(node))
    if (key !== "span" && key !== "fn") collectNodes(value, out);
  return out;
}

/** Adds the nodes in `value` to `out`, looking through arrays and plain records but not spans. */
function collectNodes(value: unknown, out: Array<Stmt | Expr>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectNodes(v, out);
    return;
  }
  if (!value || typeof value !== "object") return;
  if ("kind" in value && "span" in value) out.push(value as Stmt | Expr);
  else if (!("start" in value)) for (const v of Object.values(value)) collectNodes(v, out);
}
