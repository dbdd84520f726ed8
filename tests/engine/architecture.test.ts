import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ENGINE_CONSTANTS,
  ENGINE_ENTRY,
  engineEntryViolations,
  engineLayerViolations,
  importCircles,
  importGraph,
  longFiles,
  MAX_FILE_LINES,
  plumbingViolations,
  unclassifiedLibEntries,
} from "./architecture-checks";

// The codebase's shape (tests/engine/architecture-checks.ts), checked on this checkout: no import
// circle anywhere in the source; the engine's layers import only downwards; service code reaches
// the engine only through its entry and its constants; plumbing imports no domain; no source file
// over 400 lines. Then each check is shown to fail on a scratch tree with its violation planted.

const root = path.resolve(".");
const graph = importGraph(root);

describe("architecture", () => {
  it("has no import circle in lib/, functions/, web/src or scripts/", () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it("imports only down the engine's layers", () => {
    expect(engineLayerViolations(graph)).toEqual([]);
  });

  it("reaches the engine only through its entry and its constants", () => {
    expect(engineEntryViolations(graph)).toEqual([]);
  });

  it("keeps plumbing free of domains, and every folder of lib/ classified", () => {
    expect(plumbingViolations(graph)).toEqual([]);
    expect(unclassifiedLibEntries(root)).toEqual([]);
  });

  it(`keeps every source file at ${MAX_FILE_LINES} lines or fewer`, () => {
    expect(longFiles(root)).toEqual([]);
  });

  it("sees the imports it checks", () => {
    // Guards the checks themselves: a reader that found no imports would pass everything above.
    expect(graph.get(ENGINE_ENTRY)?.length).toBeGreaterThan(3);
    expect(graph.get("lib/engine/scan/analyze-files.ts")).toContain("lib/engine/jit.ts");
    expect(graph.get("web/src/main.tsx")?.length).toBeGreaterThan(0);
    expect(graph.get("functions/http/analysis/create.ts")?.length).toBeGreaterThan(0);
  });
});

/** Files of a scratch tree: a small, well-shaped service. */
const cleanTree: Record<string, string> = {
  "lib/config.ts": "export const config = () => ({});\n",
  "lib/http/handler.ts": 'import { config } from "../config";\nexport const handler = config;\n',
  "lib/accounts/users.ts": 'import { handler } from "../http/handler";\nexport const users = handler;\n',
  [ENGINE_CONSTANTS]: 'export const LANGUAGES = ["python"] as const;\n',
  "lib/engine/parse/parser.ts": "export const parse = () => 1;\n",
  "lib/engine/rules/rule.ts": 'import { parse } from "../parse/parser";\nexport const rule = parse;\n',
  "lib/engine/jit.ts": "export {};\n",
  "lib/engine/scan/run.ts":
    'import "../jit";\nimport { rule } from "../rules/rule";\nexport const run = rule;\n',
  [ENGINE_ENTRY]: 'export { run } from "./scan/run";\nexport { LANGUAGES } from "./languages/ids";\n',
  "lib/analysis/run.ts":
    'import { run } from "../engine";\nimport { users } from "../accounts/users";\nexport const go = [run, users];\n',
  "functions/http/run.ts": 'import { go } from "../../lib/analysis/run";\nexport const handler = go;\n',
  "web/src/languages.tsx":
    'import { LANGUAGES } from "../../lib/engine/languages/ids";\nexport const list = LANGUAGES;\n',
  "scripts/bench.mjs": 'import { rule } from "../lib/engine/rules/rule";\nexport const bench = rule;\n',
};

function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "architecture-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("each architecture check fails on its violation", () => {
  const planted: string[] = [];
  const scratch = (changes: Record<string, string> = {}) => {
    const dir = plant({ ...cleanTree, ...changes });
    planted.push(dir);
    return dir;
  };
  let clean = "";
  beforeAll(() => {
    clean = scratch();
  });
  afterAll(() => {
    for (const dir of planted) rmSync(dir, { recursive: true, force: true });
  });

  it("passes the clean scratch tree", () => {
    const cleanGraph = importGraph(clean);
    expect(importCircles(cleanGraph)).toEqual([]);
    expect(engineLayerViolations(cleanGraph)).toEqual([]);
    expect(engineEntryViolations(cleanGraph)).toEqual([]);
    expect(plumbingViolations(cleanGraph)).toEqual([]);
    expect(unclassifiedLibEntries(clean)).toEqual([]);
    expect(longFiles(clean)).toEqual([]);
  });

  it("finds a circle closed by a side-effect import", () => {
    const dir = scratch({ "lib/engine/jit.ts": 'import "./scan/run";\n' });
    expect(importCircles(importGraph(dir))).toEqual([["lib/engine/jit.ts", "lib/engine/scan/run.ts"]]);
  });

  it("finds an import circle across folders, and ignores an import in a comment", () => {
    const dir = scratch({
      "lib/accounts/users.ts": 'import { go } from "../analysis/run";\nexport const users = go;\n',
      "lib/config.ts": '// import "./http/handler";\nexport const config = () => ({});\n',
    });
    expect(importCircles(importGraph(dir))).toEqual([["lib/accounts/users.ts", "lib/analysis/run.ts"]]);
  });

  it("finds an engine layer importing upwards", () => {
    const dir = scratch({
      "lib/engine/parse/parser.ts":
        'import type { rule } from "../rules/rule";\nexport const parse = () => 1;\n',
    });
    const found = importGraph(dir);
    expect(engineLayerViolations(found)).toEqual(["lib/engine/parse/parser.ts -> lib/engine/rules/rule.ts"]);
  });

  it("finds service code past the engine's entry, and a constants module that is no leaf", () => {
    const dir = scratch({
      "functions/http/run.ts":
        'import { rule } from "../../lib/engine/rules/rule";\nexport const handler = rule;\n',
      "web/src/languages.tsx":
        'import { parse } from "../../lib/engine/parse/parser";\nexport const list = parse;\n',
      [ENGINE_CONSTANTS]: 'import "./jit";\nexport const LANGUAGES = ["python"] as const;\n',
    });
    expect(engineEntryViolations(importGraph(dir)).sort()).toEqual([
      "functions/http/run.ts -> lib/engine/rules/rule.ts",
      `${ENGINE_CONSTANTS} -> lib/engine/jit.ts`,
      "web/src/languages.tsx -> lib/engine/parse/parser.ts",
    ]);
  });

  it("finds plumbing importing a domain, and a folder of lib/ nobody classified", () => {
    const dir = scratch({
      "lib/http/handler.ts": 'import { users } from "../accounts/users";\nexport const handler = users;\n',
      "lib/accounts/users.ts": "export const users = 1;\n",
      "lib/widgets/widget.ts": "export const widget = 1;\n",
    });
    expect(plumbingViolations(importGraph(dir))).toEqual(["lib/http/handler.ts -> lib/accounts/users.ts"]);
    expect(unclassifiedLibEntries(dir)).toEqual(["widgets"]);
  });

  it("finds a source file over the limit in every source folder", () => {
    const long = "export const line = 1;\n".repeat(MAX_FILE_LINES + 1);
    const dir = scratch({
      "lib/accounts/long.ts": long,
      "functions/long.ts": long,
      "web/src/pages/long.tsx": long,
      "scripts/local/long.mjs": long,
      "scripts/local/fits.ts": "export const line = 1;\n".repeat(MAX_FILE_LINES),
    });
    expect(longFiles(dir)).toEqual([
      `functions/long.ts: ${MAX_FILE_LINES + 1} lines`,
      `lib/accounts/long.ts: ${MAX_FILE_LINES + 1} lines`,
      `scripts/local/long.mjs: ${MAX_FILE_LINES + 1} lines`,
      `web/src/pages/long.tsx: ${MAX_FILE_LINES + 1} lines`,
    ]);
  });
});
