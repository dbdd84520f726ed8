import type { Language, Tree } from "web-tree-sitter";
import type { FileBudget } from "../budget";
import { type CursorCalls, cursorCalls } from "./grammars";

/**
 * A plain-JavaScript copy of the parts of a tree-sitter tree the engine reads. Every access to a
 * WebAssembly node costs hundreds of nanoseconds, so the tree is walked once with a cursor and
 * everything after that (lowering, rules) reads these objects instead.
 */
export interface SyntaxNode {
  type: string;
  named: boolean;
  field: string | undefined;
  start: number;
  end: number;
  children: SyntaxNode[];
}

export interface MaterializeOptions {
  /** Subtrees deeper than this are kept as leaves: deep nesting must not exhaust memory or time. */
  maxDepth: number;
  /**
   * Returns false for a function whose body is not needed (nothing of interest in it): its
   * children are copied except the one in the `body` field, which is kept as a leaf.
   */
  descend?: (type: string, start: number, end: number) => boolean;
  /** Ticked per node copied: the copy stops when the file's time budget is spent. */
  budget?: FileBudget;
}

export interface MaterializeResult {
  root: SyntaxNode;
  truncated: boolean;
  nodeCount: number;
}

function typeTables(language: Language): {
  types: string[];
  named: boolean[];
  fields: (string | undefined)[];
} {
  const types: string[] = [];
  const named: boolean[] = [];
  for (let id = 0; id < language.nodeTypeCount; id++) {
    types.push(language.nodeTypeForId(id) ?? "");
    named.push(language.nodeTypeIsNamed(id));
  }
  const fields = language.fields.map((f) => f ?? undefined);
  return { types, named, fields };
}

const tableCache = new WeakMap<Language, ReturnType<typeof typeTables>>();

/**
 * The type given to a node whose children were not copied (a skipped function body, or nesting
 * too deep): no grammar has it, so every lowering treats it as unknown syntax instead of finding a
 * known node without the children it expects (and, falling back to the node itself, recursing).
 */
export const ELIDED = "elided";

/** Shared by every leaf (most nodes), so copying a tree allocates one array per parent only. */
const NO_CHILDREN: SyntaxNode[] = Object.freeze([]) as unknown as SyntaxNode[];

/**
 * Whether the copy enters the children of `current` (under `parent`, at `depth`): not past the
 * depth limit, nor into the body of a function in `bodiless`. A function whose body is not needed
 * joins `bodiless`.
 */
function entersChildren(
  current: SyntaxNode,
  parent: SyntaxNode | undefined,
  depth: number,
  options: MaterializeOptions,
  bodiless: Set<SyntaxNode>,
): boolean {
  if (current.field === "body" && parent !== undefined && bodiless.has(parent)) return false;
  const enter = depth < options.maxDepth;
  if (enter && options.descend && !options.descend(current.type, current.start, current.end))
    bodiless.add(current);
  return enter;
}

/**
 * Moves the cursor past the subtree at the top of `stack`, climbing as needed, and copies the node
 * it reaches as a child of its parent; undefined once the whole tree is copied.
 */
function nextSibling(
  stack: SyntaxNode[],
  ts: CursorCalls,
  at: number,
  make: () => SyntaxNode,
): SyntaxNode | undefined {
  while (stack.length > 1) {
    if (ts._ts_tree_cursor_goto_next_sibling_wasm(at)) {
      stack.pop();
      const parent = stack[stack.length - 1] as SyntaxNode;
      const sibling = make();
      parent.children.push(sibling);
      stack.push(sibling);
      return sibling;
    }
    ts._ts_tree_cursor_goto_parent_wasm(at);
    stack.pop();
  }
  return undefined;
}

/** Copies a tree into `SyntaxNode`s with an explicit stack (no recursion, so no stack overflow). */
export function materialize(tree: Tree, options: MaterializeOptions): MaterializeResult {
  const language = tree.language;
  let tables = tableCache.get(language);
  if (!tables) {
    tables = typeTables(language);
    tableCache.set(language, tables);
  }
  const { types, named, fields } = tables;
  // The cursor `walk` makes is left in the runtime's transfer buffer, where the runtime's own
  // functions move and read it without copying it out after each step (see CursorCalls). Nothing
  // else touches the runtime until the copy is done.
  tree.walk();
  const ts = cursorCalls();
  const at = (tree as unknown as { 0: number })[0];
  let truncated = false;
  let nodeCount = 0;
  try {
    const make = (): SyntaxNode => {
      options.budget?.tick();
      const id = ts._ts_tree_cursor_current_node_type_id_wasm(at);
      nodeCount++;
      return {
        type: types[id] ?? "",
        named: named[id] ?? false,
        field: fields[ts._ts_tree_cursor_current_field_id_wasm(at)],
        start: ts._ts_tree_cursor_start_index_wasm(at),
        end: ts._ts_tree_cursor_end_index_wasm(at),
        children: NO_CHILDREN,
      };
    };
    const root = make();
    const stack: SyntaxNode[] = [root];
    // Functions whose body is not needed: their name and parameters are still copied.
    const bodiless = new Set<SyntaxNode>();
    let current: SyntaxNode | undefined = root;
    while (current) {
      const depth = stack.length;
      if (depth >= options.maxDepth && current.end > current.start) truncated = true;
      const enter = entersChildren(current, stack[depth - 2], depth, options, bodiless);
      if (ts._ts_tree_cursor_goto_first_child_wasm(at)) {
        if (enter) {
          const child = make();
          current.children = [child];
          stack.push(child);
          current = child;
          continue;
        }
        ts._ts_tree_cursor_goto_parent_wasm(at);
        current.type = ELIDED;
      }
      current = nextSibling(stack, ts, at, make);
    }
    return { root, truncated, nodeCount };
  } finally {
    ts._ts_tree_cursor_delete_wasm(at);
  }
}

export function childByField(node: SyntaxNode, field: string): SyntaxNode | undefined {
  for (const child of node.children) if (child.field === field) return child;
  return undefined;
}

export function childrenByField(node: SyntaxNode, field: string): SyntaxNode[] {
  return node.children.filter((c) => c.field === field);
}

/** Named children without comments (`comment`, Java's `line_comment` and `block_comment`). */
export function namedChildren(node: SyntaxNode): SyntaxNode[] {
  return node.children.filter((c) => c.named && !c.type.endsWith("comment"));
}

export function firstNamed(node: SyntaxNode, type?: string): SyntaxNode | undefined {
  for (const child of node.children) if (child.named && (!type || child.type === type)) return child;
  return undefined;
}

/** Maps string offsets to 1-based lines and columns. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  get lineCount(): number {
    return this.starts.length;
  }
  position(offset: number): { line: number; column: number } {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] as number) + 1 };
  }
  lineStart(line: number): number {
    return this.starts[line - 1] ?? 0;
  }
}
