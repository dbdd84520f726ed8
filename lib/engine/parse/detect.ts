import { languageForPath } from "../languages/by-path";
import { templateFor } from "../languages/templates";
import { type GrammarId, type LanguageId, parserFor } from "./grammars";

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

const CANDIDATE_GRAMMARS: Array<[LanguageId, GrammarId]> = [
  ["java", "java"],
  ["python", "python"],
  ["javascript", "javascript"],
  ["typescript", "typescript"],
  ["go", "go"],
  ["php", "php"],
  ["csharp", "csharp"],
  ["ruby", "ruby"],
  ["c", "c"],
  ["cpp", "cpp"],
];

/** Share of the text covered by error nodes (lower parses better). */
async function errorShare(text: string, grammar: GrammarId, grammarDir?: string): Promise<number> {
  const parser = await parserFor(grammar, grammarDir);
  const deadline = performance.now() + 500;
  const tree = parser.parse(text, null, { progressCallback: () => performance.now() > deadline });
  if (!tree) return 1;
  try {
    let bad = 0;
    const cursor = tree.walk();
    try {
      for (;;) {
        if (cursor.nodeType === "ERROR" || cursor.nodeIsMissing) {
          bad += Math.max(1, cursor.endIndex - cursor.startIndex);
        } else if (cursor.gotoFirstChild()) continue;
        while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return bad / Math.max(1, text.length);
      }
    } finally {
      cursor.delete();
    }
  } finally {
    tree.delete();
  }
}

/**
 * Detects the language of code: by file extension when there is one, otherwise by textual signals
 * combined with how cleanly each candidate grammar parses the text (error-tolerant parsers always
 * produce a tree, so the share of error nodes is the measure).
 */
export async function detectLanguage(
  content: string,
  filename?: string,
  grammarDir?: string,
): Promise<LanguageId | undefined> {
  if (filename) {
    const byExtension = templateFor(filename, content)?.language ?? languageForPath(filename);
    if (byExtension) return byExtension;
  }
  const sample = content.slice(0, 20_000);
  if (sample.trim().length === 0) return undefined;
  const scores = new Map<LanguageId, number>();
  for (const [language, pattern, weight] of SIGNALS) {
    if (pattern.test(sample)) scores.set(language, (scores.get(language) ?? 0) + weight);
  }
  if (/^#!.*\bpython/.test(sample)) return "python";
  if (/^#!.*\b(node|deno)/.test(sample)) return "javascript";
  if (/^#!.*\bruby/.test(sample)) return "ruby";
  // Only grammars with some textual evidence are parsed, best-scored first, to keep detection cheap.
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
  const candidates = ranked.length > 0 ? ranked.map(([l]) => l) : CANDIDATE_GRAMMARS.map(([l]) => l);
  let best: LanguageId | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const language of candidates) {
    const grammar = CANDIDATE_GRAMMARS.find(([l]) => l === language)?.[1] ?? "javascript";
    const share = await errorShare(sample, grammar, grammarDir);
    const score = (scores.get(language) ?? 0) - share * 20;
    if (score > bestScore) {
      bestScore = score;
      best = language;
    }
  }
  if (best === "javascript" && (scores.get("typescript") ?? 0) > 0) {
    const ts = await errorShare(sample, "typescript", grammarDir);
    if (ts <= (await errorShare(sample, "javascript", grammarDir))) return "typescript";
  }
  return best;
}
