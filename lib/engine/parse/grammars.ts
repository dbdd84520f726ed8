import { createRequire } from "node:module";
import path from "node:path";
import { Language, Parser } from "web-tree-sitter";
import { type GrammarFile, type GrammarId, LANGUAGE_FACTS } from "../languages/catalog";
import { LANGUAGES } from "../languages/ids";

export type { GrammarId } from "../languages/catalog";
export { LANGUAGES, type LanguageId } from "../languages/ids";

/** Each grammar's package and file, from the languages' catalog entries. */
const GRAMMAR_FILES = Object.fromEntries(
  LANGUAGES.flatMap((id) => Object.entries(LANGUAGE_FACTS[id].grammars)),
) as Record<GrammarId, GrammarFile>;

export const GRAMMARS = Object.keys(GRAMMAR_FILES) as GrammarId[];

const require = createRequire(import.meta.url);
const runtimeKey = Symbol.for("code-security.tree-sitter-runtime");
const loaded = new Map<string, Promise<Language>>();

/**
 * Where a grammar's .wasm lives: beside a Lambda bundle when `grammarDir` is given (the bundle
 * ships the files flat), otherwise inside its npm package.
 */
export function grammarPath(grammar: GrammarId, grammarDir?: string): string {
  const { pkg, file } = GRAMMAR_FILES[grammar];
  if (grammarDir) return path.join(grammarDir, file);
  return require.resolve(`${pkg}/${file}`);
}

/**
 * The runtime's tree-cursor functions. Each reads the cursor from the runtime's transfer buffer
 * (a movement writes it back there), given the tree's address; web-tree-sitter's `TreeCursor`
 * copies its state into that buffer and out again around every call, which is most of the cost of
 * copying a tree.
 */
export interface CursorCalls {
  _ts_tree_cursor_current_node_type_id_wasm(tree: number): number;
  _ts_tree_cursor_current_field_id_wasm(tree: number): number;
  _ts_tree_cursor_start_index_wasm(tree: number): number;
  _ts_tree_cursor_end_index_wasm(tree: number): number;
  _ts_tree_cursor_goto_first_child_wasm(tree: number): number;
  _ts_tree_cursor_goto_next_sibling_wasm(tree: number): number;
  _ts_tree_cursor_goto_parent_wasm(tree: number): number;
  _ts_tree_cursor_delete_wasm(tree: number): void;
}

type RuntimeModule = { locateFile?: (name: string) => string; HEAP8?: Int8Array } & Partial<CursorCalls>;

/**
 * The options object handed to the WebAssembly runtime, which the runtime makes its module: it
 * publishes its memory views (`HEAP8`, refreshed when the memory grows, read by `wasmMemoryBytes`)
 * and its exported functions (`cursorCalls`) on it. web-tree-sitter starts its runtime once per
 * process and ignores the options of later starts, so every copy of this module in a process
 * (one per function bundle; the local stack runs them all in one process) shares this one.
 */
const shared = globalThis as { [runtimeKey]?: { module: RuntimeModule; ready?: Promise<void> } };
shared[runtimeKey] ??= { module: {} };
const runtime = shared[runtimeKey];
const runtimeModule = runtime.module;

/** The runtime's cursor functions, once a grammar has been loaded. */
export function cursorCalls(): CursorCalls {
  if (!runtimeModule._ts_tree_cursor_delete_wasm) throw new Error("the tree-sitter runtime is not loaded");
  return runtimeModule as CursorCalls;
}

function initRuntime(grammarDir?: string): Promise<void> {
  if (!runtime.ready) {
    if (grammarDir) runtimeModule.locateFile = (name: string) => path.join(grammarDir, name);
    runtime.ready = Parser.init(runtimeModule);
  }
  return runtime.ready;
}

/** Bytes of WebAssembly memory the parsers hold (it grows with the largest tree and never shrinks). */
export function wasmMemoryBytes(): number {
  return runtimeModule.HEAP8?.byteLength ?? 0;
}

/** Loads (once per process) and returns the tree-sitter language for a grammar. */
export async function loadGrammar(grammar: GrammarId, grammarDir?: string): Promise<Language> {
  const key = `${grammarDir ?? ""}\u0000${grammar}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = initRuntime(grammarDir).then(() => Language.load(grammarPath(grammar, grammarDir)));
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

const parsers = new Map<Language, Parser>();

/** One parser per language, reused: creating parsers is cheap but not free. */
export async function parserFor(grammar: GrammarId, grammarDir?: string): Promise<Parser> {
  const language = await loadGrammar(grammar, grammarDir);
  let parser = parsers.get(language);
  if (!parser) {
    parser = new Parser();
    parser.setLanguage(language);
    parsers.set(language, parser);
  }
  return parser;
}
