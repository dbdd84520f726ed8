// The words of analysed texts counted as names are written: which functions something may call.

const QUESTION = 63;
const BANG = 33;
const EQUALS = 61;

/** `[A-Za-z_$]`: where a name can start. */
function startsName(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
}

/** `[\w$]`: what a name goes on with. */
function continuesName(c: number): boolean {
  return startsName(c) || (c >= 48 && c <= 57);
}

/**
 * A module's export lists (`module.exports = { a, b }`, `export { a }`, `exports.a = a`) name its
 * functions for callers elsewhere: those mentions are not calls.
 */
export const EXPORT_LISTS =
  /\bmodule\.exports\s*=\s*\{[^}]*\}|\bexport\s*\{[^}]*\}|\bexports\.[\w$]+\s*=\s*(?!(?:function|async|class)\b)[\w$]+\s*;?/g;

/**
 * How many times each name is written as a whole word in the texts, outside export lists: one
 * pass over each text's words, whatever the number of names. A word is read as names are written,
 * Ruby's `valid?` and `save!` with their mark.
 */
export function occurrences(names: string[], texts: Iterable<string>): Map<string, number> {
  const wanted = new Set(names);
  const shapes = new Set(names.map((n) => shape(n.length, n.charCodeAt(0))));
  const counts = new Map<string, number>();
  const count = (word: string) => {
    if (wanted.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  };
  for (const text of texts) {
    const code = text.includes("export") ? text.replace(EXPORT_LISTS, "") : text;
    countWords(code, shapes, count);
  }
  return counts;
}

/** A word is looked up only when a wanted name has its length and first character. */
function shape(length: number, first: number): number {
  return length * 65536 + first;
}

/** Passes `count` each word of `code` whose shape is in `shapes`. */
function countWords(code: string, shapes: Set<number>, count: (word: string) => void): void {
  for (let i = 0; i < code.length; ) {
    if (!startsName(code.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = nameEnd(code, i);
    const first = code.charCodeAt(i);
    const mark = code.charCodeAt(end);
    // The bare name is counted also before a mark that may be an operator (`x!= y`, `x ?a : b` is
    // `x`): that can only keep a function quiet. `save! name` names `save!` alone.
    const bare = mark !== BANG || code.charCodeAt(end + 1) === EQUALS;
    if (bare && shapes.has(shape(end - i, first))) count(code.slice(i, end));
    if (mark === QUESTION || mark === BANG) {
      if (shapes.has(shape(end + 1 - i, first))) count(code.slice(i, end + 1));
      end++;
    }
    i = end;
  }
}

/** Where the name starting at `start` ends. */
function nameEnd(code: string, start: number): number {
  let end = start + 1;
  while (end < code.length && continuesName(code.charCodeAt(end))) end++;
  return end;
}
