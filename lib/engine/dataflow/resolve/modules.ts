import { posix } from "node:path";
import type { FileUnit, ProjectIndex } from "./project-index";

/**
 * The analysed file an import names: a relative JavaScript path from this file's folder, else the
 * file (or package folder) whose path ends with the module's segments (`pkg.util` → `pkg/util.py`).
 */
export function moduleUnit(project: ProjectIndex, from: FileUnit, spec: string): FileUnit | undefined {
  let known = project.modules.get(from);
  if (!known) {
    known = new Map();
    project.modules.set(from, known);
  }
  if (!known.has(spec)) known.set(spec, findModule(spec, project.units, from));
  return known.get(spec);
}

function findModule(spec: string, units: Map<string, FileUnit>, from: FileUnit): FileUnit | undefined {
  const stem = (p: string) => p.replace(/\.[cm]?[jt]sx?$|\.py$/, "");
  if (/^\.\.?\//.test(spec)) {
    const target = stem(posix.join(posix.dirname(from.path), spec));
    for (const unit of units.values()) {
      const s = stem(unit.path);
      if (s === target || s === `${target}/index`) return unit;
    }
    return undefined;
  }
  const segments = stem(spec)
    .replace(/^\.+/, "")
    .split(/[./\\]|::/)
    .filter(Boolean)
    .join("/");
  if (!segments) return undefined;
  let best: FileUnit | undefined;
  for (const unit of units.values()) {
    const s = stem(unit.path).replace(/\/__init__$/, "");
    if (s !== segments && !s.endsWith(`/${segments}`)) continue;
    // Several files may end alike: the one beside the caller wins.
    if (!best || posix.dirname(unit.path) === posix.dirname(from.path)) best = unit;
  }
  return best;
}

/**
 * The files of the package an import path names where a package is a folder (Go's): a package is a folder, found by the longest
 * run of trailing path segments a folder of the analysed files ends with
 * (`github.com/acme/shop/internal/db` → `internal/db/*.go`, whatever the module is called). Where
 * the project's imports name some folders whole, the module paths they start with are known, and
 * a folder matched only in part is the package only for an import under one of them: the project's
 * `utils/copier` is not `github.com/jinzhu/copier`.
 */
export function packageUnits(project: ProjectIndex, spec: string): FileUnit[] {
  const { byFolder, modules } = packagesOf(project);
  const wanted = spec.split("/").filter(Boolean);
  let best: FileUnit[] = [];
  let bestLength = 0;
  let whole = false;
  for (const [dir, units] of byFolder) {
    const have = dir === "." ? [] : dir.split("/");
    let n = 0;
    while (
      n < have.length &&
      n < wanted.length &&
      have[have.length - 1 - n] === wanted[wanted.length - 1 - n]
    )
      n++;
    if (n > bestLength) {
      best = units;
      bestLength = n;
      whole = n === have.length;
    }
  }
  if (whole || modules.size === 0) return best;
  return [...modules].some((m) => spec.startsWith(`${m}/`)) ? best : [];
}

interface Packages {
  byFolder: Map<string, FileUnit[]>;
  /** The module paths of imports that name an analysed folder whole. */
  modules: Set<string>;
}

function packagesOf(project: ProjectIndex): Packages {
  const known = packageFolders.get(project);
  if (known) return known;
  const byFolder = new Map<string, FileUnit[]>();
  for (const unit of project.units.values()) {
    if (!unit.traits.packageFolders) continue;
    const dir = posix.dirname(unit.path);
    byFolder.set(dir, [...(byFolder.get(dir) ?? []), unit]);
  }
  const modules = new Set<string>();
  for (const units of byFolder.values())
    for (const unit of units)
      for (const spec of unit.module.imports.values()) {
        const module = moduleOfFolder(spec, byFolder);
        if (module) modules.add(module);
      }
  const packages = { byFolder, modules };
  packageFolders.set(project, packages);
  return packages;
}

/** The module path an import starts with when the rest names an analysed folder whole (the longest such rest). */
function moduleOfFolder(spec: string, byFolder: Map<string, FileUnit[]>): string | undefined {
  const segments = spec.split("/");
  for (let k = 1; k < segments.length; k++)
    if (byFolder.has(segments.slice(k).join("/"))) return segments.slice(0, k).join("/");
  return undefined;
}

const packageFolders = new WeakMap<ProjectIndex, Packages>();
