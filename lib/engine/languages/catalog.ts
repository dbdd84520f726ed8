// What is known of a language from its text and file names alone: its id, file extensions,
// grammar files and detection signals. The service's create request and the browser read these
// without loading the analyser, so they live apart from the rest of the language's registry entry
// (`registry.ts`: lowering, models, entry points, traits), which takes them from here. No imports.

export interface GrammarFile {
  /** The npm package that ships the grammar. */
  pkg: string;
  /** The `.wasm` file in it (a Lambda bundle ships the files flat, by this name). */
  file: string;
}

export interface LanguageFacts {
  /** File name extensions, in the order a look-up tries them. */
  extensions: readonly string[];
  /** The tree-sitter grammars, the one named after the language first (TypeScript also has TSX). */
  grammars: Readonly<Record<string, GrammarFile>>;
  /** Textual signals: each match adds its weight to the language's score. */
  signals: ReadonlyArray<readonly [RegExp, number]>;
  /** A script's first line that names the language's interpreter. */
  shebang?: RegExp;
  /**
   * The language whose code this one's extends (TypeScript's JavaScript): the base's signals also
   * fire on it, so a signal of its own, or parsing as well, decides between the two.
   */
  extends?: string;
}

const FACTS = {
  java: {
    extensions: [".java"],
    grammars: { java: { pkg: "tree-sitter-java", file: "tree-sitter-java.wasm" } },
    signals: [
      [/\b(public|private|protected)\s+(static\s+)?(final\s+)?(class|interface|void|String|int)\b/, 3],
      [/\bimport\s+java(x)?\.|System\.out\.print|@Override|\bString\[\]/, 4],
    ],
  },
  python: {
    extensions: [".py", ".pyw"],
    grammars: { python: { pkg: "tree-sitter-python", file: "tree-sitter-python.wasm" } },
    signals: [
      [/^\s*def\s+\w+\s*\(.*\)\s*(->\s*[\w[\], .]+)?:\s*$/m, 4],
      [/^\s*(import\s+\w+|from\s+[\w.]+\s+import\s+)/m, 2],
      [/\bself\b|\belif\b|\bNone\b|\bTrue\b|\bFalse\b|print\(/, 1],
    ],
    shebang: /^#!.*\bpython/,
  },
  javascript: {
    extensions: [".js", ".mjs", ".cjs", ".jsx"],
    grammars: { javascript: { pkg: "tree-sitter-javascript", file: "tree-sitter-javascript.wasm" } },
    signals: [
      [/\b(const|let|var)\s+\w+\s*=|=>|\bfunction\s*\w*\s*\(|require\(|module\.exports|console\.log/, 2],
    ],
    shebang: /^#!.*\b(node|deno)/,
  },
  typescript: {
    extensions: [".ts", ".tsx", ".mts", ".cts"],
    grammars: {
      typescript: { pkg: "tree-sitter-typescript", file: "tree-sitter-typescript.wasm" },
      tsx: { pkg: "tree-sitter-typescript", file: "tree-sitter-tsx.wasm" },
    },
    extends: "javascript",
    signals: [
      [
        /:\s*(string|number|boolean|any|void|unknown)\b|\binterface\s+\w+\s*\{|\btype\s+\w+\s*=|\bas\s+const\b|<\w+>\(/,
        3,
      ],
    ],
  },
  go: {
    extensions: [".go"],
    grammars: { go: { pkg: "tree-sitter-go", file: "tree-sitter-go.wasm" } },
    signals: [
      [/^package\s+\w+\s*$/m, 5],
      [/\bfunc\s+(\(\w+\s+\*?\w+\)\s*)?\w+\(|:=|\bfmt\.\w+\(/, 2],
    ],
  },
  php: {
    extensions: [".php", ".phtml"],
    grammars: { php: { pkg: "tree-sitter-php", file: "tree-sitter-php.wasm" } },
    signals: [
      [/<\?php|\$_(GET|POST|REQUEST|COOKIE|SERVER)\b/, 6],
      [/\$\w+\s*=|->\w+\(|\becho\b/, 1],
    ],
  },
  csharp: {
    extensions: [".cs"],
    grammars: { csharp: { pkg: "tree-sitter-c-sharp", file: "tree-sitter-c_sharp.wasm" } },
    signals: [
      [
        /\busing\s+System(\.\w+)*;|\bnamespace\s+[\w.]+|\bpublic\s+(partial\s+)?class\b.*\{?|Console\.Write/,
        3,
      ],
      [/\{\s*get;\s*(set;)?\s*\}|\bvar\s+\w+\s*=\s*new\b|\basync\s+Task\b/, 3],
    ],
  },
  ruby: {
    extensions: [".rb", ".rake"],
    grammars: { ruby: { pkg: "tree-sitter-ruby", file: "tree-sitter-ruby.wasm" } },
    signals: [
      [
        /^\s*(def\s+\w+[?!]?|end|require\s+['"]|module\s+[A-Z]\w*|class\s+[A-Z]\w*(\s*<\s*[A-Z][\w:]*)?)\s*$/m,
        3,
      ],
      [/\bputs\b|\.each\s+do\s*\|/, 2],
    ],
    shebang: /^#!.*\bruby/,
  },
  c: {
    extensions: [".c", ".h"],
    grammars: { c: { pkg: "tree-sitter-c", file: "tree-sitter-c.wasm" } },
    signals: [[/#include\s*<(stdio|stdlib|string|unistd)\.h>|\bprintf\s*\(|\bmalloc\s*\(/, 3]],
  },
  cpp: {
    extensions: [".cpp", ".cc", ".cxx", ".hpp", ".hh", ".hxx", ".c++"],
    grammars: { cpp: { pkg: "tree-sitter-cpp", file: "tree-sitter-cpp.wasm" } },
    signals: [
      [
        /#include\s*<(iostream|vector|string|map|memory)>|\bstd::|\bcout\s*<<|\btemplate\s*<|\bnamespace\s+\w+\s*\{/,
        4,
      ],
    ],
  },
} as const satisfies Record<string, LanguageFacts>;

/** Each language's facts, by its id (`ids.ts` names the ids). */
export const LANGUAGE_FACTS: Record<keyof typeof FACTS, LanguageFacts> = FACTS;

/** A grammar is the unit tree-sitter loads: one per language, and TSX. */
export type GrammarId = {
  [L in keyof typeof FACTS]: keyof (typeof FACTS)[L]["grammars"];
}[keyof typeof FACTS];
