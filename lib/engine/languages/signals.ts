import { languageForPath } from "./by-path";
import { LANGUAGE_FACTS } from "./catalog";
import { LANGUAGES, type LanguageId } from "./ids";
import { templateFor } from "./templates";

// Language detection from text alone, without parsing: cheap enough for the create request, which
// carries no grammars. The engine adds parsing on top when these signals leave it unsure.

/** Cheap textual signals per language (the catalog's), in the catalog's order. */
const SIGNALS: Array<[LanguageId, RegExp, number]> = LANGUAGES.flatMap((id) =>
  LANGUAGE_FACTS[id].signals.map(([pattern, weight]): [LanguageId, RegExp, number] => [id, pattern, weight]),
);

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
  return LANGUAGES.find((id) => LANGUAGE_FACTS[id].shebang?.test(text));
}

/** The minimum weight, and lead over the runner-up, that make the signals decide on their own. */
const DECISIVE_SCORE = 4;
const DECISIVE_LEAD = 3;

/**
 * The language of a file's text when its name or its signals leave no doubt; undefined when only
 * parsing could tell. A base language's signals also fire on a language extending it (JavaScript's
 * on TypeScript), so a signal of the extending language's own decides between the two.
 */
export function decisiveLanguage(content: string, filename?: string): LanguageId | undefined {
  const byName = filename
    ? (templateFor(filename, content)?.language ?? languageForPath(filename))
    : undefined;
  if (byName) return byName;
  const shebang = shebangLanguage(content);
  if (shebang) return shebang;
  const scores = signalScores(content);
  for (const id of LANGUAGES) {
    const base = LANGUAGE_FACTS[id].extends as LanguageId | undefined;
    const own = scores.get(id) ?? 0;
    if (base && own > 0 && scores.has(base)) {
      scores.set(id, own + (scores.get(base) ?? 0));
      scores.delete(base);
    }
  }
  const [first, second] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < DECISIVE_SCORE) return undefined;
  if (second && first[1] - second[1] < DECISIVE_LEAD) return undefined;
  return first[0];
}
