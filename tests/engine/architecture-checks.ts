import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// The codebase's shape as functions of a root directory, so each check runs on this checkout and
// on a planted scratch tree alike. Every check answers its violations as readable lines; none
// means the shape holds.

/** Where the service's own source lives, and the file kinds counted as source. */
export const SOURCE_ROOTS = ["lib", "functions", "web/src", "scripts"];
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mjs"];
export const MAX_FILE_LINES = 400;

/**
 * lib/ in two kinds. Plumbing moves requests, messages, records, files and secrets and knows no
 * business: HTTP, queues, the database, storage, cryptography, rate limits, the adapters of outside
 * services, configuration and logging. Domains are what the service is for: accounts; auth (who is
 * calling and what they may call, which reads users, sessions and API keys of accounts); analyses
 * and the engine; credits, payments, the code host, notices; the console and system routes; the
 * API document. Domains use plumbing and each other; plumbing never imports a domain. The HTTP
 * handler factory is plumbing, so it takes its authoriser from lib/auth instead of importing it.
 */
export const PLUMBING = [
  "http",
  "queue",
  "db",
  "storage",
  "crypto",
  "rate-limit",
  "adapters",
  "config.ts",
  "log.ts",
];
export const DOMAINS = [
  "accounts",
  "auth",
  "analysis",
  "engine",
  "credits",
  "payments",
  "codehost",
  "notices",
  "web",
  "system",
  "openapi",
];

/**
 * The engine's public entry, and its one module of constants and schemas that keeps the engine out of
 * HTTP bundles and the console. That module reaches only the language ids and their catalog.
 */
export const ENGINE_ENTRY = "lib/engine/index.ts";
export const ENGINE_CONSTANTS = "lib/engine/schema.ts";
const ENGINE_CONSTANTS_REACH = new Set([
  ENGINE_CONSTANTS,
  "lib/engine/languages/ids.ts",
  "lib/engine/languages/catalog.ts",
]);

/** For each engine layer, the layers it must not import (parse, ir, models and templates below dataflow, dataflow below rules, rules below output). */
const ENGINE_FORBIDDEN: Record<string, string[]> = {
  parse: ["ir", "models", "dataflow", "rules", "output", "scan"],
  ir: ["dataflow", "rules", "output", "scan"],
  models: ["dataflow", "rules", "output", "scan"],
  templates: ["ir", "models", "dataflow", "rules", "output", "scan"],
  dataflow: ["rules", "output", "scan"],
  rules: ["output", "scan"],
  output: ["scan"],
};

/** Source files by path relative to the root (with `/`), each with the files it imports. */
export type ImportGraph = Map<string, string[]>;

/** The source files below `dir`, by path relative to the root (with `/`). */
export function sourceFiles(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name === "node_modules") return [];
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(root, relative);
    return SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension)) ? [relative] : [];
  });
}

export function allSourceFiles(root: string): string[] {
  return SOURCE_ROOTS.flatMap((dir) => sourceFiles(root, dir)).sort();
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The source file a relative import names, if it is one of ours. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier);
  const stem = base.replace(/\.js$/, "");
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => `${stem}${extension}`),
    ...SOURCE_EXTENSIONS.map((extension) => `${base}/index${extension}`),
  ];
  const found = candidates.find(
    (candidate) => SOURCE_EXTENSIONS.some((e) => candidate.endsWith(e)) && isFile(path.join(root, candidate)),
  );
  return found?.split(path.sep).join("/");
}

/**
 * Every import between source files: `import … from`, `export … from`, side-effect imports
 * (`import "./x"`), `import()` and `require()`, as TypeScript's own scanner finds them (so an
 * import in a comment or a string is not one).
 */
export function importGraph(root: string): ImportGraph {
  return new Map(
    allSourceFiles(root).map((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      const targets = ts
        .preProcessFile(text, true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith("./") || specifier.startsWith("../"))
        .map((specifier) => resolveImport(root, file, specifier))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected components of more than one module (or a module importing itself). */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** The engine folder a module belongs to (`dataflow`, `rules`, …), or "" for the engine's top level. */
function engineLayer(file: string): string {
  const parts = file.slice("lib/engine/".length).split("/");
  return parts.length > 1 ? (parts[0] as string) : "";
}

/** Engine modules importing a layer above their own. */
export function engineLayerViolations(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith("lib/engine/")) continue;
    const forbidden = ENGINE_FORBIDDEN[engineLayer(file)] ?? [];
    for (const target of targets) {
      if (target.startsWith("lib/engine/") && forbidden.includes(engineLayer(target))) {
        wrong.push(`${file} -> ${target}`);
      }
    }
  }
  return wrong;
}

/** The top-level entry of lib/ a file belongs to (`http`, `config.ts`, …). */
function libEntry(file: string): string | undefined {
  return file.startsWith("lib/") ? file.split("/")[1] : undefined;
}

/** Plumbing modules importing a domain. */
export function plumbingViolations(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    if (!PLUMBING.includes(libEntry(file) ?? "")) continue;
    for (const target of targets) {
      const entry = libEntry(target);
      if (entry !== undefined && !PLUMBING.includes(entry)) wrong.push(`${file} -> ${target}`);
    }
  }
  return wrong;
}

/** Entries of lib/ that are neither plumbing nor a domain: each new one is classified here first. */
export function unclassifiedLibEntries(root: string): string[] {
  return readdirSync(path.join(root, "lib"))
    .filter((name) => statSync(path.join(root, "lib", name)).isDirectory() || name.endsWith(".ts"))
    .filter((name) => !PLUMBING.includes(name) && !DOMAINS.includes(name))
    .sort();
}

/**
 * Service code (lib/, functions/, web/src outside the engine) reaching into the engine past its
 * entry; and the constants module reaching more of the engine than the language ids (it must stay
 * small).
 */
export function engineEntryViolations(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [file, targets] of graph) {
    if (file.startsWith("lib/engine/") || file.startsWith("scripts/")) continue;
    for (const target of targets) {
      if (target.startsWith("lib/engine/") && target !== ENGINE_ENTRY && target !== ENGINE_CONSTANTS) {
        wrong.push(`${file} -> ${target}`);
      }
    }
  }
  const reached = [ENGINE_CONSTANTS];
  for (let i = 0; i < reached.length; i++) {
    for (const target of graph.get(reached[i] as string) ?? []) {
      if (reached.includes(target)) continue;
      reached.push(target);
      if (!ENGINE_CONSTANTS_REACH.has(target)) wrong.push(`${reached[i]} -> ${target}`);
    }
  }
  return wrong;
}

/** Source files over the line limit, with their line counts. */
export function longFiles(root: string, limit = MAX_FILE_LINES): string[] {
  return allSourceFiles(root)
    .map((file) => ({ file, lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }))
    .filter(({ lines }) => lines > limit)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
}
