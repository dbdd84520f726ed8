import { posix } from "node:path";
import type { ModuleIR } from "../ir/ir";

const named = new WeakMap<ModuleIR, string[]>();

/**
 * The modules a file imports, as the model's framework gates (`imports: /^aiohttp(\.|$)/`) test
 * them. A Python import relative to the file's package (`from .web_request import Request` in
 * `aiohttp/web_urldispatcher.py`) is named from that package (`aiohttp.web_request.Request`): a
 * framework's own files import the framework so. Where the import root lies is not known (`src/`,
 * a folder of a larger repository), so each of the file's folders may start the package's name.
 */
export function importedModules(module: ModuleIR, path: string): string[] {
  let modules = named.get(module);
  if (!modules) {
    modules = [...module.imports.values()].flatMap((m) => fromPackage(m, path));
    named.set(module, modules);
  }
  return modules;
}

/** Whether the file imports a module the pattern matches; any file when there is no pattern. */
export function importsMatching(module: ModuleIR, path: string, pattern: RegExp | undefined): boolean {
  return !pattern || importedModules(module, path).some((m) => pattern.test(m));
}

/** `.x.Y` from the file's folder, `..x.Y` from its parent: one leading dot per level. */
function fromPackage(imported: string, path: string): string[] {
  const dots = /^\.+(?=\w)/.exec(imported)?.[0].length;
  if (!dots) return [imported];
  const folders = posix
    .dirname(path)
    .split("/")
    .filter((s) => s && s !== ".");
  const end = folders.length - (dots - 1);
  const names = [imported];
  for (let start = 0; start < end; start++)
    names.push([...folders.slice(start, end), imported.slice(dots)].join("."));
  return names;
}
