import { posix } from "node:path";
import type { Expr, FunctionIR, Stmt } from "../../ir/ir";
import { nestedBodies } from "../../ir/walk";
import { packageUnits } from "./modules";
import type { Callee, FileUnit, ProjectIndex } from "./project-index";

/**
 * Functions the analysed code stores in a field declared by one of its classes, by field name: an
 * object literal's entry (`Sink{Handler: run}`), an assignment (`s.Handler = run`), or the
 * function literal a function of the code returns, stored from its call
 * (`s.Handler = Generic(s)`). A call through such a field (`s.Handler(mode, input)`) that
 * resolves to no method runs them: the value went through tables and globals the flow does not
 * follow, but only these functions can be in the field.
 */
export function storedFunctions(project: ProjectIndex, field: string): Callee[] {
  let byField = cache.get(project);
  if (!byField) {
    byField = indexStored(project);
    cache.set(project, byField);
  }
  return byField.get(field) ?? [];
}

const cache = new WeakMap<ProjectIndex, Map<string, Callee[]>>();

/** Where a stored value is read: the file, and the function's earlier assignments to plain names. */
interface Scope {
  project: ProjectIndex;
  unit: FileUnit;
  locals: Map<string, Expr>;
}

function indexStored(project: ProjectIndex): Map<string, Callee[]> {
  const declared = new Set<string>();
  for (const list of project.classes.values())
    for (const c of list) for (const f of c.fields ?? []) declared.add(f.name);
  const byField = new Map<string, Callee[]>();
  const add = (field: string, found: Callee[]) => {
    if (!declared.has(field) || found.length === 0) return;
    const list = byField.get(field) ?? [];
    for (const c of found) if (!list.some((k) => k.fn === c.fn)) list.push(c);
    byField.set(field, list);
  };
  for (const unit of project.units.values()) {
    const fns = [unit.module.topLevel, ...unit.module.functions];
    for (const g of unit.module.globals) visitExpr(g.value, { project, unit, locals: new Map() }, add);
    for (const fn of fns) visitBody(fn.body, { project, unit, locals: new Map() }, add);
  }
  return byField;
}

type Add = (field: string, found: Callee[]) => void;

function visitBody(body: Stmt[], scope: Scope, add: Add): void {
  for (const s of body) visitStmt(s, scope, add);
}

function visitStmt(s: Stmt, scope: Scope, add: Add): void {
  if (s.kind === "assign") {
    if (s.target.kind === "name") scope.locals.set(s.target.name, s.value);
    if (s.target.kind === "member") add(s.target.property, valueFunctions(s.value, scope, 0));
    visitExpr(s.value, scope, add);
  } else if (s.kind === "expr") visitExpr(s.expr, scope, add);
  else if ((s.kind === "return" || s.kind === "throw") && s.value) visitExpr(s.value, scope, add);
  else if (s.kind === "func") visitBody(s.fn.body, { ...scope, locals: new Map() }, add);
  else for (const body of nestedBodies(s)) visitBody(body, scope, add);
}

/** Object literals' entries and function literals, wherever they are written in an expression. */
function visitExpr(e: Expr, scope: Scope, add: Add): void {
  if (e.kind === "object") {
    for (const p of e.props) {
      if (p.key) add(p.key, valueFunctions(p.value, scope, 0));
      visitExpr(p.value, scope, add);
    }
  } else if (e.kind === "array") for (const item of e.items) visitExpr(item, scope, add);
  else if (e.kind === "call") for (const a of e.args) visitExpr(a, scope, add);
  else if (e.kind === "func") visitBody(e.fn.body, { ...scope, locals: new Map() }, add);
}

/** The functions of the analysed code a stored value is: a literal, a named function, or what a call returns. */
function valueFunctions(value: Expr, scope: Scope, depth: number): Callee[] {
  if (depth > 2) return [];
  switch (value.kind) {
    case "func":
      return [{ fn: value.fn, unit: scope.unit }];
    case "name": {
      const local = scope.locals.get(value.name);
      return local ? valueFunctions(local, scope, depth + 1) : namedFunctions(scope, undefined, value.name);
    }
    case "member":
      if (value.object.kind === "object" && value.object.type)
        return methodValues(scope, value.object.type, value.property);
      return value.object.kind === "name" ? namedFunctions(scope, value.object.name, value.property) : [];
    case "call": {
      const callee = value.callee;
      const called =
        callee.kind === "name"
          ? namedFunctions(scope, undefined, callee.name)
          : callee.kind === "member" && callee.object.kind === "name"
            ? namedFunctions(scope, callee.object.name, callee.property)
            : [];
      return called.flatMap((c) => returnedLiterals(c.fn.body).map((fn) => ({ fn, unit: c.unit })));
    }
    default:
      return [];
  }
}

/**
 * The functions (not methods) a name stands for: the file's own, the package's where a package is
 * a folder, or those of the package an import names (`pkg.Run`).
 */
function namedFunctions(scope: Scope, qualifier: string | undefined, name: string): Callee[] {
  const { project, unit } = scope;
  const plain = (c: Callee) => !c.fn.className;
  if (qualifier) {
    const spec = unit.module.imports.get(qualifier);
    if (!spec || !unit.traits.packageFolders) return [];
    return packageUnits(project, spec).flatMap((u) => project.topLevel.get(u)?.get(name) ?? []);
  }
  const own = project.topLevel.get(unit)?.get(name) ?? [];
  if (own.length > 0 || !unit.traits.packageFolders) return own.filter(plain);
  const dir = posix.dirname(unit.path);
  return (project.functionsByName.get(name) ?? []).filter(
    (c) => plain(c) && posix.dirname(c.unit.path) === dir,
  );
}

/** A method taken as a value from a new object (`sqliteInj{}.execHandler`): its class's method of that name. */
function methodValues(scope: Scope, type: string, name: string): Callee[] {
  return (scope.project.classes.get(type) ?? []).flatMap((c) =>
    c.methods.filter((m) => m.name === name).map((fn) => ({ fn, unit: c.unit })),
  );
}

/** The function literal a return gives, alone or as the first of several values (Go's `return fn, nil`). */
function returnedLiteral(value: Expr | undefined): FunctionIR | undefined {
  const first = value?.kind === "array" ? value.items[0] : value;
  return first?.kind === "func" ? first.fn : undefined;
}

/** The function literals a function returns, at any depth of its own statements. */
function returnedLiterals(body: Stmt[]): FunctionIR[] {
  const found: FunctionIR[] = [];
  const walk = (stmts: Stmt[]) => {
    for (const s of stmts) {
      const literal = s.kind === "return" ? returnedLiteral(s.value) : undefined;
      if (literal) found.push(literal);
      else if (s.kind !== "func") for (const inner of nestedBodies(s)) walk(inner);
    }
  };
  walk(body);
  return found;
}
