import type { LanguageTraits } from "../traits";

export const rubyTraits: LanguageTraits = {
  // A comment line, an `=begin … =end` block, and the path `require` or `require_relative` loads.
  inertText: /^[ \t]*#.*$|^=begin\b[\s\S]*?^=end\b.*$|\brequire(?:_relative)?[ \t(]+(["'])[^"'\n]*\1/gm,
};
