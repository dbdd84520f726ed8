import type { EntryPointModel, LanguageModel } from "./types";

/** What a listed library is used for in a user's code. */
export const LIBRARY_CATEGORIES = [
  "web framework",
  "http client",
  "database",
  "template",
  "xml",
  "serialisation",
  "ldap",
  "process",
  "files",
  "crypto",
  "logging",
  "other",
] as const;

/**
 * A library a user's code meets often, listed with why it is there and where its facts come from.
 * `patterns` name what the language's model says of it, as written in the model (`HttpClient#execute`,
 * `request.args`, `new HttpGet`): a library is modelled when the model names every one of them.
 */
export interface ListedLibrary {
  name: string;
  category: (typeof LIBRARY_CATEGORIES)[number];
  why: string;
  /** The documentation page or public models-as-data catalogue the facts were read from. */
  reference: string;
  patterns: string[];
}

export interface LibraryCoverage {
  listed: number;
  modelled: number;
  /** Listed libraries with a pattern the model does not name. */
  missing: Array<{ name: string; patterns: string[] }>;
  /** Distinct call patterns, member paths, annotations and types the model names. */
  models: number;
}

/** Every pattern a model names: the strings of its lists, the keys of its tables, its expressions' text. */
class Vocabulary {
  readonly patterns = new Set<string>();
  readonly expressions: string[] = [];

  constructor(models: ReadonlyArray<Partial<LanguageModel> | EntryPointModel[]>) {
    for (const m of models) this.walk(m, false);
  }

  names(pattern: string): boolean {
    return this.patterns.has(pattern) || this.expressions.some((e) => e.includes(pattern));
  }

  private walk(v: unknown, inList: boolean): void {
    if (typeof v === "string") {
      if (inList) this.patterns.add(v);
    } else if (v instanceof RegExp) this.expressions.push(v.source);
    else if (Array.isArray(v)) for (const x of v) this.walk(x, true);
    else if (v && typeof v === "object") this.walkObject(v);
  }

  private walkObject(v: object): void {
    for (const [key, x] of Object.entries(v)) {
      // Tables keyed by pattern: their keys are what the model names.
      if (key === "returnTypes" || key === "typeHints")
        for (const k of Object.keys(x ?? {})) this.patterns.add(k);
      this.walk(x, false);
    }
  }
}

/** How much of a language's list its model covers, and how many patterns the model has. */
export function libraryCoverage(
  list: readonly ListedLibrary[],
  models: ReadonlyArray<Partial<LanguageModel> | EntryPointModel[]>,
): LibraryCoverage {
  const vocabulary = new Vocabulary(models);
  // A library listed with no pattern at all is missing too: nothing shows the model covers it.
  const missing = list.flatMap((l) => {
    const patterns = l.patterns.filter((p) => !vocabulary.names(p));
    return patterns.length > 0 || l.patterns.length === 0 ? [{ name: l.name, patterns }] : [];
  });
  return {
    listed: list.length,
    modelled: list.length - missing.length,
    missing,
    models: vocabulary.patterns.size,
  };
}
