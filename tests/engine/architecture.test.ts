import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The engine's shape, checked: no module imports itself back through others, the layers only look
// down (parse, ir, models and templates below dataflow; dataflow below rules; rules below output), and no engine
// source file grows past 400 lines. Import circles are checked over all of lib/.

const LIB = path.resolve("lib");
const ENGINE = path.join(LIB, "engine");
const MAX_ENGINE_FILE_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith(".ts") ? [full] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return undefined;
}

const files = sourceFiles(LIB);
const graph = new Map(
  files.map((file) => {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => resolveImport(file, (m[1] ?? m[2]) as string))
      .filter((t): t is string => t !== undefined);
    return [file, [...new Set(targets)]];
  }),
);

/** Strongly connected components of more than one module (or a module importing itself). */
function circles(): string[][] {
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
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

const rel = (file: string) => path.relative(LIB, file);

/** The engine folder a module belongs to (`dataflow`, `rules`, …), or "" for the engine's top level. */
function layerOf(file: string): string {
  const parts = path.relative(ENGINE, file).split(path.sep);
  return parts.length > 1 ? (parts[0] as string) : "";
}

/** For each layer, the layers it must not import. */
const FORBIDDEN: Record<string, string[]> = {
  parse: ["ir", "models", "dataflow", "rules", "output", "scan"],
  ir: ["dataflow", "rules", "output", "scan"],
  models: ["dataflow", "rules", "output", "scan"],
  templates: ["ir", "models", "dataflow", "rules", "output", "scan"],
  dataflow: ["rules", "output", "scan"],
  rules: ["output", "scan"],
  output: ["scan"],
};

describe("engine architecture", () => {
  it("has no import circle in lib/", () => {
    expect(circles().map((c) => c.map(rel))).toEqual([]);
  });

  it("imports only down the layers", () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      if (!file.startsWith(ENGINE)) continue;
      const forbidden = FORBIDDEN[layerOf(file)] ?? [];
      for (const target of targets) {
        if (target.startsWith(ENGINE) && forbidden.includes(layerOf(target))) {
          wrong.push(`${rel(file)} -> ${rel(target)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it(`keeps every engine source file at ${MAX_ENGINE_FILE_LINES} lines or fewer`, () => {
    const long = files
      .filter((file) => file.startsWith(ENGINE))
      .map((file) => ({ file: rel(file), lines: readFileSync(file, "utf8").split("\n").length - 1 }))
      .filter((f) => f.lines > MAX_ENGINE_FILE_LINES);
    expect(long).toEqual([]);
  });

  it("sees the imports it checks", () => {
    // Guards the check itself: a parser that found no imports would pass everything above.
    const engineIndex = graph.get(path.join(ENGINE, "index.ts")) ?? [];
    expect(engineIndex.length).toBeGreaterThan(3);
  });
});
