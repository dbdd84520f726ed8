import { languageForPath } from "./by-path";
import type { LanguageId } from "./ids";
import { templateFor } from "./templates";

// Language detection from text alone, without parsing: cheap enough for the create request, which
// carries no grammars. The engine adds parsing on top when these signals leave it unsure.

/** Cheap textual signals per language: each match adds its weight to the language's score. */
const SIGNALS: Array<[LanguageId, RegExp, number]> = [
  ["java", /\b(public|private|protected)\s+(static\s+)?(final\s+)?(class|interface|void|String|int)\b/, 3],
  ["java", /\bimport\s+java(x)?\.|System\.out\.print|@Override|\bString\[\]/, 4],
  ["python", /^\s*def\s+\w+\s*\(.*\)\s*(->\s*[\w[\], .]+)?:\s*$/m, 4],
  ["python", /^\s*(import\s+\w+|from\s+[\w.]+\s+import\s+)/m, 2],
  ["python", /\bself\b|\belif\b|\bNone\b|\bTrue\b|\bFalse\b|print\(/, 1],
  [
    "javascript",
    /\b(const|let|var)\s+\w+\s*=|=>|\bfunction\s*\w*\s*\(|require\(|module\.exports|console\.log/,
    2,
  ],
  [
    "typescript",
    /:\s*(string|number|boolean|any|void|unknown)\b|\binterface\s+\w+\s*\{|\btype\s+\w+\s*=|\bas\s+const\b|<\w+>\(/,
    3,
  ],
  ["go", /^package\s+\w+\s*$/m, 5],
  ["go", /\bfunc\s+(\(\w+\s+\*?\w+\)\s*)?\w+\(|:=|\bfmt\.\w+\(/, 2],
  ["php", /<\?php|\$_(GET|POST|REQUEST|COOKIE|SERVER)\b/, 6],
  ["php", /\$\w+\s*=|->\w+\(|\becho\b/, 1],
  [
    "csharp",
    /\busing\s+System(\.\w+)*;|\bnamespace\s+[\w.]+|\bpublic\s+(partial\s+)?class\b.*\{?|Console\.Write/,
    3,
  ],
  ["csharp", /\{\s*get;\s*(set;)?\s*\}|\bvar\s+\w+\s*=\s*new\b|\basync\s+Task\b/, 3],
  [
    "ruby",
    /^\s*(def\s+\w+[?!]?|end|require\s+['"]|module\s+[A-Z]\w*|class\s+[A-Z]\w*(\s*<\s*[A-Z][\w:]*)?)\s*$/m,
    3,
  ],
  ["ruby", /\bputs\b|\.each\s+do\s*\|/, 2],
  ["c", /#include\s*<(stdio|stdlib|string|unistd)\.h>|\bprintf\s*\(|\bmalloc\s*\(/, 3],
  [
    "cpp",
    /#include\s*<(iostream|vector|string|map|memory)>|\bstd::|\bcout\s*<<|\btemplate\s*<|\bnamespace\s+\w+\s*\{/,
    4,
  ],
];

/** Each language's summed signal weight over the first 20,000 characters. */
export function signalScores(text: string): Map<LanguageId, number> {
  const sample = text.slice(0, 20_000);
  const scores = new Map<LanguageId, number>();
  for (const [language, pattern, weight] of SIGNALS) {
    if (pattern.test(sample)) scores.set(language, (scores.get(language) ?? 0) + weight);
  }
  return scores;
}

export function shebangLanguage(text: string): LanguageId | undefined {
  if (/^#!.*\bpython/.test(text)) return "python";
  if (/^#!.*\b(node|deno)/.test(text)) return "javascript";
  if (/^#!.*\bruby/.test(text)) return "ruby";
  return undefined;
}

/** The minimum weight, and lead over the runner-up, that make the signals decide on their own. */
const DECISIVE_SCORE = 4;
const DECISIVE_LEAD = 3;

/**
 * The language of a file's text when its name or its signals leave no doubt; undefined when only
 * parsing could tell. JavaScript signals also fire on TypeScript, so a TypeScript signal decides
 * between the two.
 */
export function decisiveLanguage(content: string, filename?: string): LanguageId | undefined {
  const byName = filename
    ? (templateFor(filename, content)?.language ?? languageForPath(filename))
    : undefined;
  if (byName) return byName;
  const shebang = shebangLanguage(content);
  if (shebang) return shebang;
  const scores = signalScores(content);
  if ((scores.get("typescript") ?? 0) > 0 && scores.has("javascript")) {
    scores.set("typescript", (scores.get("typescript") ?? 0) + (scores.get("javascript") ?? 0));
    scores.delete("javascript");
  }
  const [first, second] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < DECISIVE_SCORE) return undefined;
  if (second && first[1] - second[1] < DECISIVE_LEAD) return undefined;
  return first[0];
}
