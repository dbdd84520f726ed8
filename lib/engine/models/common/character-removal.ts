import type { CallFacts, LanguageModel, SanitizerModel, SinkKind } from "../types";
import { keptAfterRemoval, kindsSafeWith } from "./charsets";

// Replacing every character outside a class (`name.replace(/[^a-z0-9_]/g, "")`) leaves only that
// class: the result is safe for the sinks that need another character, and only for those.

function removal(
  calls: string[],
  pattern: number,
  global: "always" | "flag",
): Pick<LanguageModel, "sanitizers"> {
  const kindsOf = (c: CallFacts): SinkKind[] => {
    const kept = keptAfterRemoval(c.arg(pattern)?.constant, c.arg(pattern + 1)?.constant, global);
    return kept ? kindsSafeWith(kept) : [];
  };
  const sanitizer: SanitizerModel = { calls, kinds: [], kindsOf };
  return { sanitizers: [sanitizer] };
}

export const javascriptRemovals = removal(["*#replace"], 0, "flag");
export const javascriptRemovalsAll = removal(["*#replaceAll"], 0, "always");
export const javaRemovals = removal(["*#replaceAll"], 0, "always");
export const pythonRemovals = removal(["re#sub"], 0, "always");
export const phpRemovals = removal(["preg_replace"], 0, "always");
export const rubyRemovals = removal(["*#gsub"], 0, "always");
export const csharpRemovals = removal(["Regex#Replace"], 1, "always");
