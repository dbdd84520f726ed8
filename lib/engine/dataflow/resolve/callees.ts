import type { Expr, FunctionIR } from "../../ir/ir";
import type { CallKey } from "../call-patterns";
import type { Val } from "../values";
import { moduleUnit, packageUnits } from "./modules";
import type { Callee, ClassEntry, FileUnit, ProjectIndex } from "./project-index";

/** A type's own name, without its package, module or namespace (`java.util.List`, `Foo::Bar`). */
export const simpleName = (type: string): string => type.split(/\.|::|\\/).pop() ?? type;

/** Classes of a name, those of the calling file first: a name means the nearest declaration. */
export function classesNamed(project: ProjectIndex, name: string, from: FileUnit): ClassEntry[] {
  const all = project.classes.get(name) ?? [];
  if (all.length <= 1) return all;
  const local = all.filter((c) => c.unit === from);
  return local.length > 0 ? local : all;
}

/** The analysed classes of a class's hierarchy, nearest first, and every super type named along it. */
export interface Hierarchy {
  classes: readonly ClassEntry[];
  supers: readonly string[];
}

const hierarchies = new WeakMap<ProjectIndex, WeakMap<FileUnit, Map<string, Hierarchy>>>();

/**
 * The hierarchy of the class a name means from a file, each class name visited once; walked once
 * per file and name, as member reads ask for it again and again.
 */
export function hierarchyOf(project: ProjectIndex, name: string, from: FileUnit): Hierarchy {
  let byUnit = hierarchies.get(project);
  if (!byUnit) {
    byUnit = new WeakMap();
    hierarchies.set(project, byUnit);
  }
  let byName = byUnit.get(from);
  if (!byName) {
    byName = new Map();
    byUnit.set(from, byName);
  }
  let found = byName.get(name);
  if (!found) {
    found = walkHierarchy(project, name, from);
    byName.set(name, found);
  }
  return found;
}

function walkHierarchy(project: ProjectIndex, name: string, from: FileUnit): Hierarchy {
  const classes: ClassEntry[] = [];
  const supers: string[] = [];
  const visited = new Set<string>();
  let level = [name];
  while (level.length > 0 && visited.size < 32) {
    const next: string[] = [];
    for (const type of level) {
      if (visited.has(type)) continue;
      visited.add(type);
      for (const c of classesNamed(project, type, from)) {
        classes.push(c);
        supers.push(...c.supers);
        next.push(...c.supers.map(simpleName));
      }
    }
    level = next;
  }
  return { classes, supers };
}

/**
 * The methods named `name` a call on an instance of `type` runs: the class's own, else the nearest
 * super classes' (each class name visited once, so `class Codec(codecs.Codec)` does not loop);
 * when those have no body (an interface or abstract method), the overrides of the analysed
 * subclasses.
 */
function methodsOf(project: ProjectIndex, type: string, name: string, from: FileUnit): Callee[] {
  const visited = new Set<string>();
  let level = [simpleName(type)];
  const found: Callee[] = [];
  while (level.length > 0 && found.length === 0 && visited.size < 64)
    level = searchLevel(project, level, visited, name, from, found);
  if (found.length > 0 && found.every((c) => c.fn.body.length === 0)) {
    const overrides = subclassOverrides(project, simpleName(type), name);
    if (overrides.length > 0) return overrides;
    // An interface any type with the method meets: the analysed methods of that name, or none
    // (a library's type may be the one in the variable).
    if (from.traits.structuralInterfaces)
      return implementations(project, classesNamed(project, simpleName(type), from), name);
  }
  return found;
}

/** The methods named `name` of the analysed classes that have every method the interfaces list. */
function implementations(project: ProjectIndex, interfaces: ClassEntry[], name: string): Callee[] {
  const listed = new Set(interfaces.flatMap((i) => i.methods.map((m) => m.name)));
  const found: Callee[] = [];
  for (const list of project.classes.values())
    for (const c of list) {
      const own = new Set(c.methods.filter((m) => m.body.length > 0).map((m) => m.name));
      if ([...listed].every((m) => own.has(m))) found.push(...methodsNamed(c, name));
    }
  return found;
}

/** A class's methods named `name`, in declaration order. */
function methodsNamed(c: ClassEntry, name: string): Callee[] {
  return c.methods.filter((fn) => fn.name === name).map((fn) => ({ fn, unit: c.unit }));
}

/**
 * Adds to `found` the methods named `name` of the classes of one level of the hierarchy, each
 * class name searched once: the names of the next level up.
 */
function searchLevel(
  project: ProjectIndex,
  level: readonly string[],
  visited: Set<string>,
  name: string,
  from: FileUnit,
  found: Callee[],
): string[] {
  const next: string[] = [];
  for (const t of level) {
    if (visited.has(t)) continue;
    visited.add(t);
    for (const c of classesNamed(project, t, from)) {
      found.push(...methodsNamed(c, name));
      for (const s of c.supers) next.push(simpleName(s));
    }
  }
  return next;
}

/** The methods named `name` of the analysed classes that extend `base` directly. */
function subclassOverrides(project: ProjectIndex, base: string, name: string): Callee[] {
  const overrides: Callee[] = [];
  for (const list of project.classes.values())
    for (const c of list)
      if (c.supers.some((s) => simpleName(s) === base)) overrides.push(...methodsNamed(c, name));
  return overrides;
}

/** Calls of a constructor of the same object from a constructor. */
export const DELEGATIONS: ReadonlySet<string> = new Set(["this", "super", "base"]);

/**
 * The constructors of a class (written with its name), where the lowering lists the fields they
 * may set (Java, C#).
 */
export function constructorsOf(project: ProjectIndex, type: string, from: FileUnit): Callee[] {
  const name = simpleName(type);
  return classesNamed(project, name, from)
    .filter((c) => c.members)
    .flatMap((c) => c.methods.filter((m) => m.name === name).map((m) => ({ fn: m, unit: c.unit })));
}

/** Functions of a file that are not methods. */
function topLevelFunctions(project: ProjectIndex, unit: FileUnit, name: string): Callee[] {
  return project.topLevel.get(unit)?.get(name) ?? [];
}

/** The functions of that name in the module an import names; a package of folders (Go's) is every file of its folder. */
function moduleFunctions(project: ProjectIndex, from: FileUnit, spec: string, name: string): Callee[] {
  if (from.traits.packageFolders)
    return packageUnits(project, spec).flatMap((u) => topLevelFunctions(project, u, name));
  const target = moduleUnit(project, from, spec) ?? reexportedModule(project, from, spec);
  if (!target) return [];
  const named = topLevelFunctions(project, target, name);
  return named.length > 0 ? named : defaultExport(project, target);
}

/**
 * A module its package imports under a name (`services.ldap.bind_user()` where the package
 * `services` says `from . import simpleldap as ldap`): the module that import names.
 */
function reexportedModule(project: ProjectIndex, from: FileUnit, spec: string): FileUnit | undefined {
  const dot = spec.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const parent = moduleUnit(project, from, spec.slice(0, dot));
  const inner = parent?.module.imports.get(spec.slice(dot + 1));
  return parent && inner ? moduleUnit(project, parent, inner) : undefined;
}

/** The function a module exports whole (`module.exports = search`, `module.exports = function (q) {…}`). */
function defaultExport(project: ProjectIndex, unit: FileUnit): Callee[] {
  for (const s of unit.module.topLevel.body) {
    if (s.kind !== "assign" || s.target.kind !== "member" || s.target.property !== "exports") continue;
    if (s.target.object.kind !== "name" || s.target.object.name !== "module") continue;
    if (s.value.kind === "func") return [{ fn: s.value.fn, unit }];
    if (s.value.kind === "name") return topLevelFunctions(project, unit, s.value.name);
  }
  return [];
}

/** Where a call is made: the calling function and its file. */
export interface CallSite {
  project: ProjectIndex;
  fn: FunctionIR;
  unit: FileUnit;
}

/**
 * The analysed functions a call runs, or an empty list when it runs none (a library, or nothing
 * known): `this.m()`/`self.m()` and unqualified calls in a class run the class's methods,
 * `obj.m()` the methods of obj's type, imported names and `module.f()` the functions of the file
 * the import names; other plain calls the file's own function, else the one function of that
 * name in the project; a method call on an untyped receiver that is not input the one method of
 * that name.
 */
export function callees(
  site: CallSite,
  e: Extract<Expr, { kind: "call" }>,
  key: CallKey,
  receiver: Val | undefined,
  argCount: number,
): Callee[] {
  const { project, fn, unit } = site;
  const fits = fitsArguments(argCount);
  const callee = e.callee;
  // `new Bean(x)`: the class's constructors.
  if (key.receiverType === "new") return constructorsOf(project, key.name, unit).filter(fits);
  // `this(id, null)`, `super(message)` in a constructor: the class's own or its super class's.
  if (callee.kind === "name" && DELEGATIONS.has(callee.name) && fn.className)
    return delegationCallees(site, fn.className, callee.name).filter(fits);
  if (callee.kind === "member") return memberCallees(site, callee.object, key, receiver, fits);
  if (callee.kind !== "name") return [];
  return plainCallees(site, key, fits);
}

/** 1 when the function's first parameter is `self`, which the receiver fills, not an argument. */
export function selfOffset(fn: Callee["fn"]): number {
  return fn.params[0]?.name === "self" ? 1 : 0;
}

/**
 * Whether a function can take `argCount` arguments: all its parameters, those after `self`, or the
 * undefaulted ones; more where a parameter collects the others (`**kwargs`, `...args`).
 */
function fitsArguments(argCount: number): (c: Callee) => boolean {
  return (c) => {
    const own = c.fn.params.slice(selfOffset(c.fn));
    return (
      c.fn.params.length === argCount ||
      own.length === argCount ||
      (argCount < own.length && own.slice(argCount).every((p) => p.defaulted)) ||
      (argCount > own.length && own.some((p) => p.keywords || p.rest))
    );
  };
}

/** The constructors `this(…)` (the class's own) or `super(…)` (its super classes') may run. */
function delegationCallees(site: CallSite, className: string, delegation: string): Callee[] {
  const { project, unit } = site;
  const own = simpleName(className);
  const types =
    delegation === "this" ? [own] : classesNamed(project, own, unit).flatMap((c) => c.supers.map(simpleName));
  return types.flatMap((t) => constructorsOf(project, t, unit));
}

/** The functions a call `object.m(…)` runs. */
function memberCallees(
  site: CallSite,
  object: Expr,
  key: CallKey,
  receiver: Val | undefined,
  fits: (c: Callee) => boolean,
): Callee[] {
  const { project, fn, unit } = site;
  if (object.kind === "name" && (object.name === "this" || object.name === "self")) {
    return fn.className ? methodsOf(project, fn.className, key.name, unit).filter(fits) : [];
  }
  if (receiver?.type) return methodsOf(project, receiver.type, key.name, unit).filter(fits);
  if (key.receiverType && !callsFunction(project, key.receiverType))
    return namedTypeCallees(site, key.receiverType, key.name).filter(fits);
  // Input read from a source is data (a query dict, a string), not an object of an analysed class:
  // `request.GET.get("q")` is the dictionary's get, not a view's `get(self, request)`.
  if (receiver?.taints?.some((t) => t.origin.kind === "source")) return [];
  const methods = (project.functionsByName.get(key.name) ?? []).filter((c) => c.fn.className && fits(c));
  return methods.length === 1 || oneFamily(project, methods) ? methods : [];
}

/**
 * A receiver written as a bare name that no variable, import or class has, but a function of the
 * project does: a call of it without parentheses (Ruby's `uploader.delete(key)`), whose result is
 * an object of unknown type, not a type of that name.
 */
function callsFunction(project: ProjectIndex, receiverType: string): boolean {
  return project.functionsByName.has(receiverType) && !project.classes.has(simpleName(receiverType));
}

/**
 * Whether a few methods are one method overridden in a family of analysed classes (the classes
 * descend from one they share): an object of any of them may be the receiver, so each may run.
 */
function oneFamily(project: ProjectIndex, methods: Callee[]): boolean {
  if (methods.length < 2 || methods.length > 3) return false;
  const [first, ...rest] = methods.map((c) => ancestors(project, c));
  return [...(first ?? [])].some((a) => project.classes.has(a) && rest.every((s) => s.has(a)));
}

/** A method's class and the analysed classes it descends from, by simple name. */
function ancestors(project: ProjectIndex, { fn, unit }: Callee): Set<string> {
  const out = new Set<string>();
  let level = fn.className ? [simpleName(fn.className)] : [];
  while (level.length > 0 && out.size < 16) {
    const next: string[] = [];
    for (const type of level) {
      if (out.has(type)) continue;
      out.add(type);
      for (const c of classesNamed(project, type, unit)) next.push(...c.supers.map(simpleName));
    }
    level = next;
  }
  return out;
}

/** The functions `Type.m(…)` runs: the class's methods, else the module's functions. */
function namedTypeCallees({ project, unit }: CallSite, type: string, name: string): Callee[] {
  if (!project.classes.has(simpleName(type))) return moduleFunctions(project, unit, type, name);
  const methods = methodsOf(project, type, name, unit);
  // `Foo.new(x)` of a class that defines no `new` (Ruby) runs its constructor on a new object.
  return methods.length > 0 || name !== "new" ? methods : constructorsOf(project, type, unit);
}

/** The functions a plain call `f(…)` runs. */
function plainCallees(site: CallSite, key: CallKey, fits: (c: Callee) => boolean): Callee[] {
  const { project, fn, unit } = site;
  if (key.receiverType) return moduleFunctions(project, unit, key.receiverType, key.name).filter(fits);
  if (fn.className) {
    const own = methodsOf(project, fn.className, key.name, unit).filter(fits);
    if (own.length > 0) return own;
  }
  const local = topLevelFunctions(project, unit, key.name).filter(fits);
  if (local.length > 0) return local;
  const elsewhere = (project.functionsByName.get(key.name) ?? []).filter((c) => !c.fn.className && fits(c));
  return elsewhere.length === 1 ? elsewhere : [];
}
