import type { LanguageTraits } from "../traits";

export const rubyTraits: LanguageTraits = {
  namedClassCalls: true,
  // A comment line, an `=begin … =end` block, the path `require` or `require_relative` loads, and
  // an `alias` line (a second name for a method is no call of it).
  inertText:
    /^[ \t]*#.*$|^=begin\b[\s\S]*?^=end\b.*$|\brequire(?:_relative)?[ \t(]+(["'])[^"'\n]*\1|^[ \t]*alias(?:_method)?\b.*$/gm,
};
