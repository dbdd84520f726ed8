import type { FileBudget } from "../budget";
import { oneBuildWhereUnbalanced } from "./branches";
import { type GrammarId, parserFor } from "./grammars";
import { materialize, type SyntaxNode } from "./syntax";

/** Grammars of languages with `#if … #else … #endif`, whose unbalanced branches are reduced to one first. */
const PREPROCESSED = new Set<GrammarId>(["c", "cpp", "csharp"]);

export interface ParseOptions {
  grammarDir?: string;
  maxDepth: number;
  timeoutMs: number;
  descend?: (type: string, start: number, end: number) => boolean;
  /** Copying the tree stops (throwing BudgetExceeded) once the file's time budget is spent. */
  budget?: FileBudget;
}

export interface ParsedSource {
  root: SyntaxNode;
  truncated: boolean;
  hasErrors: boolean;
  nodeCount: number;
}

/**
 * Parses and copies the tree out of WebAssembly memory, then frees it. Returns undefined when the
 * parse exceeds its time limit.
 */
export async function parseSource(
  text: string,
  grammar: GrammarId,
  options: ParseOptions,
): Promise<ParsedSource | undefined> {
  const parser = await parserFor(grammar, options.grammarDir);
  const deadline = performance.now() + options.timeoutMs;
  const source = PREPROCESSED.has(grammar) ? oneBuildWhereUnbalanced(text) : text;
  const tree = parser.parse(source, null, { progressCallback: () => performance.now() > deadline });
  if (!tree) {
    parser.reset();
    return undefined;
  }
  try {
    const hasErrors = tree.rootNode.hasError;
    const { root, truncated, nodeCount } = materialize(tree, {
      maxDepth: options.maxDepth,
      descend: options.descend,
      budget: options.budget,
    });
    return { root, truncated, hasErrors, nodeCount };
  } finally {
    tree.delete();
  }
}
