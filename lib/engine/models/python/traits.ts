import type { LanguageTraits } from "../traits";

/** Python's built-in names (3 and 2), which every module reads without defining, and the object parameters. */
const BUILTINS = new Set(
  (
    "abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile " +
    "complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float format " +
    "frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len license " +
    "list locals map max memoryview min next object oct open ord pow print property quit range repr " +
    "reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip None True " +
    "False NotImplemented Ellipsis unicode basestring long xrange raw_input reduce file unichr cmp " +
    "execfile reload intern apply buffer coerce self cls _"
  ).split(" "),
);

export const pythonTraits: LanguageTraits = {
  escapedLogStructures: true,
  // A comment line and a docstring (a triple-quoted string that starts its line): documentation
  // names functions ("rollback to a savepoint") without calling them.
  inertText: /^[ \t]*#.*$|^[ \t]*[rRuUbB]{0,2}("""|''')[\s\S]*?\1/gm,
  undefinedNames: {
    scope: "lexical",
    builtins: BUILTINS,
    // Special names (`__name__`) are the interpreter's; a capitalised name is a class or constant
    // by convention, defined where the analysis cannot see.
    conventional: /^__\w+__$|^[A-Z]/,
    hiddenDefinitions: /\bimport\s+\*|\bsetattr\(|\b(?:globals|locals|vars)\(\)|__builtins__|\bbuiltins\./,
    callResults: true,
  },
};
