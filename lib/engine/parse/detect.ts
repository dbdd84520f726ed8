import { languageForPath } from "../languages/by-path";
import { LANGUAGE_FACTS } from "../languages/catalog";
import { shebangLanguage, signalScores } from "../languages/signals";
import { templateFor } from "../languages/templates";
import { type GrammarId, LANGUAGES, type LanguageId, parserFor } from "./grammars";

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
  const scores = signalScores(sample);
  const shebang = shebangLanguage(sample);
  if (shebang) return shebang;
  // Only grammars with some textual evidence are parsed, best-scored first, to keep detection cheap.
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
  const candidates = ranked.length > 0 ? ranked.map(([l]) => l) : LANGUAGES;
  let best: LanguageId | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const language of candidates) {
    // Each language's own grammar is named after it.
    const grammar: GrammarId = language;
    const share = await errorShare(sample, grammar, grammarDir);
    const score = (scores.get(language) ?? 0) - share * 20;
    if (score > bestScore) {
      bestScore = score;
      best = language;
    }
  }
  // A language extending the best one (TypeScript of JavaScript), with a signal of its own, is
  // taken when it parses at least as cleanly.
  const extending = LANGUAGES.find((id) => LANGUAGE_FACTS[id].extends === best && (scores.get(id) ?? 0) > 0);
  if (best && extending) {
    const own = await errorShare(sample, extending, grammarDir);
    if (own <= (await errorShare(sample, best, grammarDir))) return extending;
  }
  return best;
}
