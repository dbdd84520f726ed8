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
 * (`github.com/acme/shop/internal/db` → `internal/db/*.go`, whatever the module is called).
 */
export function packageUnits(project: ProjectIndex, spec: string): FileUnit[] {
  let byFolder = packageFolders.get(project);
  if (!byFolder) {
    byFolder = new Map();
    for (const unit of project.units.values())
      if (unit.traits.packageFolders) {
        const dir = posix.dirname(unit.path);
        byFolder.set(dir, [...(byFolder.get(dir) ?? []), unit]);
      }
    packageFolders.set(project, byFolder);
  }
  const wanted = spec.split("/").filter(Boolean);
  let best: FileUnit[] = [];
  let bestLength = 0;
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
    }
  }
  return best;
}

const packageFolders = new WeakMap<ProjectIndex, Map<string, FileUnit[]>>();
