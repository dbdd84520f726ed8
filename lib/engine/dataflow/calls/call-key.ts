import type { Expr, Span } from "../../ir/ir";
import { type CallKey, callKeyOf } from "../call-patterns";
import type { Frame } from "../context";
import { exprPath, requiredModule } from "../expr-path";
import { memberSource } from "../member-sources";
import { classesNamed } from "../resolve/callees";
import type { FileUnit, ProjectIndex } from "../resolve/project-index";
import { CLEAN, type Val } from "../values";

export type CallExpr = Extract<Expr, { kind: "call" }>;

/** A call's key for the model, its callee as written, and the receiver's value. */
export interface KeyedCall {
  key: CallKey;
  path: string;
  receiver?: Val;
  /** For `object[name](…)`, the name's value. */
  member?: Val;
  /** The variable the callee was called through and where it was set (`run = os.system`). */
  alias?: { name: string; span: Span; callee: Expr };
}

export function callKey(f: Frame, e: CallExpr): KeyedCall {
  const callee = throughRef(f, e.callee);
  const keyed = keyOf(f, e, callee);
  if (callee === e.callee) return keyed;
  const name = exprPath(e.callee.kind === "member" ? e.callee.object : e.callee) ?? "?";
  const through = callee.kind === "member" && e.callee.kind === "member" ? callee.object : callee;
  return { ...keyed, alias: { name, span: through.span, callee: through } };
}

function keyOf(f: Frame, e: CallExpr, callee: Expr): KeyedCall {
  if (e.isNew) {
    const path = exprPath(callee) ?? "?";
    const type = sharedAlias(f, path) ?? path;
    return {
      key: callKeyOf(type.slice(type.lastIndexOf(".") + 1), true, "new", fromModule(f, path)),
      path: `new ${path}`,
    };
  }
  if (callee.kind === "name") return nameKey(f, callee.name);
  if (callee.kind === "member") return memberKey(f, callee);
  // `window[name](…)`: a member picked by a computed name, keyed `[]` on the object's path.
  if (callee.kind === "index") {
    const receiverPath = exprPath(callee.object);
    const receiver = f.eval(callee.object);
    const member = f.eval(callee.index);
    return {
      key: callKeyOf("[]", true, receiver.type ?? receiverPath, receiverPath),
      path: `${receiverPath ?? "?"}[]`,
      receiver,
      member,
    };
  }
  f.eval(callee);
  return { key: callKeyOf("?", false), path: "?" };
}

/**
 * The type a name another file aliases for the whole project stands for (`global using Cmd =
 * System.Data.SqlClient.SqlCommand;`), a generic one without its arguments.
 */
function sharedAlias(f: Frame, name: string): string | undefined {
  const project = f.ctx.project;
  if (!project || name.includes(".") || project.classes.has(name) || f.unit.module.imports.has(name))
    return undefined;
  return project.sharedImports.get(name)?.replace(/<.*$/s, "");
}

/** A relative module path with no member after it (`./search`, `../lib/db.js`). */
const WHOLE_RELATIVE_MODULE = /^\.\.?\/(?:[^/]*\/)*(?:[^./]+|[^/]+\.[cm]?[jt]sx?)$/;

/** A plain call `f(…)`: an imported member is keyed on its module. */
function nameKey(f: Frame, name: string): KeyedCall {
  const imported = f.isKnownName(name) ? undefined : f.unit.module.imports.get(name);
  // A whole module of the project called as a function (`const find = require("./search")`): its
  // export, keyed on that and not on the local name, which a library's method may share (`find`).
  if (imported && WHOLE_RELATIVE_MODULE.test(imported))
    return { key: callKeyOf("module.exports", true, imported), path: imported };
  if (imported?.includes(".")) {
    const dot = imported.lastIndexOf(".");
    return {
      key: callKeyOf(imported.slice(dot + 1), true, imported.slice(0, dot)),
      path: imported,
    };
  }
  return { key: callKeyOf(name, false), path: name };
}

/** A method call `object.m(…)`, keyed on the receiver's type where it is known. */
function memberKey(f: Frame, callee: Extract<Expr, { kind: "member" }>): KeyedCall {
  // A module or object named without being defined (`subprocess.run`, `cursor.execute` in a
  // snippet) is a library's: the value of the receiver is not input (unseen-names.ts).
  const receiver =
    callee.object.kind === "name"
      ? (f.lookup(callee.object.name) ?? memberSource(f, callee.object.name, callee.object.span) ?? CLEAN)
      : f.eval(callee.object);
  const receiverPath = exprPath(callee.object);
  let receiverType = receiver.type ?? requiredModule(callee.object);
  if (!receiverType && receiverPath && callee.object.kind !== "call")
    receiverType = undefinedRootType(f, receiverPath) ?? receiverType;
  const path = `${receiverPath ?? "?"}.${callee.property}`;
  return {
    key: callKeyOf(
      callee.property,
      true,
      receiverType,
      receiverPath?.slice(receiverPath.lastIndexOf(".") + 1),
      librarySupers(f, receiverType),
    ),
    path,
    receiver,
  };
}

/**
 * The types an analysed class `type` extends or embeds that no analysed class declares, named
 * through the imports of its file (`beego.Controller` → `github.com/astaxie/beego.Controller`), its
 * own supers' too; undefined when it has none.
 */
export function librarySupers(f: Frame, type: string | undefined): string[] | undefined {
  const project = f.ctx.project;
  if (!type || !project?.classes.has(type)) return undefined;
  const out: string[] = [];
  collectSupers(project, f.unit, type, new Set(), out);
  return out.length > 0 ? out : undefined;
}

/** Adds the library supers of the analysed class `name` to `out`, through its analysed supers. */
function collectSupers(
  project: ProjectIndex,
  unit: FileUnit,
  name: string,
  seen: Set<string>,
  out: string[],
): void {
  if (seen.has(name)) return;
  seen.add(name);
  for (const c of classesNamed(project, name, unit))
    for (const s of c.supers) {
      const simple = s.slice(s.lastIndexOf(".") + 1);
      if (project.classes.has(simple)) collectSupers(project, c.unit, simple, seen, out);
      else out.push(qualified(c.unit, s));
    }
}

/** A type named in a file, its root resolved through the file's imports (`from ldap_ext import LDAP`). */
function qualified(unit: FileUnit, type: string): string {
  const dot = type.indexOf(".");
  if (dot < 0) return unit.module.imports.get(type) ?? type;
  const imported = unit.module.imports.get(type.slice(0, dot));
  return imported ? imported + type.slice(dot) : type;
}

/**
 * The key of a method `name` of `object`, whose value is `base`, without evaluating it again: its
 * type is the value's, else the one its path names when the root is not a variable (an indexer
 * `Request["id"]` is `Request#offsetGet`). Only a typed receiver gets a key.
 */
export function receiverKey(f: Frame, object: Expr, base: Val, name: string): CallKey {
  const path = exprPath(object);
  const type = base.type ?? (path && object.kind !== "call" ? undefinedRootType(f, path) : undefined);
  return callKeyOf(name, true, type, path?.slice(path.lastIndexOf(".") + 1), librarySupers(f, type));
}

/**
 * The type a receiver path names when its root is not a variable: the import it resolves to, or
 * the path itself where the language reads such a root as a type; undefined otherwise.
 */
function undefinedRootType(f: Frame, receiverPath: string): string | undefined {
  const dot = receiverPath.indexOf(".");
  const root = dot < 0 ? receiverPath : receiverPath.slice(0, dot);
  if (f.isKnownName(root)) return undefined;
  const resolved = f.unit.module.imports.get(root);
  // How the language reads a root that is neither a variable nor an import (LanguageTraits.unknownRoot).
  const rule = f.unit.traits.unknownRoot ?? "type";
  const namesType =
    rule === "type" || (rule === "capitalised" && (/^[A-Z]/.test(root) || receiverPath.includes(".")));
  if (resolved) return resolved + receiverPath.slice(root.length);
  return namesType ? receiverPath : undefined;
}

/** A callee named through a variable that holds an imported module or member: that module or member. */
function throughRef(f: Frame, callee: Expr): Expr {
  if (callee.kind === "name") return f.lookup(callee.name)?.ref ?? callee;
  if (callee.kind === "member" && callee.object.kind === "name") {
    const ref = f.lookup(callee.object.name)?.ref;
    if (ref) return { ...callee, object: ref };
  }
  return callee;
}

/** The module an imported class comes from: `new expat.Parser()` or `new Parser()` after `require("node-expat")`. */
function fromModule(f: Frame, path: string): string | undefined {
  const root = path.split(".")[0] as string;
  const imported = f.isKnownName(root) ? undefined : f.unit.module.imports.get(root);
  if (!imported) return undefined;
  const full = imported + path.slice(root.length);
  return full.slice(0, full.lastIndexOf(".")) || undefined;
}
