import type { CallFacts, SanitizerModel, SinkKind } from "../types";

// Escaping written by hand, one character at a time (`s.replace("(", "\\28")`, PHP's
// `str_replace(["\\", "'"], ["\\\\", "\\'"], $s)`): each replacement marks the value, and a value
// whose marks cover every character a kind's syntax gives meaning to is safe for that kind.

/**
 * The characters whose escaping makes a value safe for a kind, whether a backslash before the
 * character (or the character doubled) escapes it, and the mark of where the escaping holds
 * (dataflow/values.ts CONTEXTS): an LDAP filter's need hex escapes or removal (RFC 4515, section
 * 3); a SQL literal's quote and backslash may be backslashed, as `addslashes` does, which protects
 * the value only inside quotes.
 */
export const ESCAPED_FOR: Partial<
  Record<SinkKind, { chars: string; backslashed: boolean; context?: string }>
> = {
  ldap: { chars: "*()\\\u0000", backslashed: false },
  sql: { chars: "'\\", backslashed: true, context: "quoted" },
};

/** The character is gone from the value but in its own escape (`(` → `\\28`, or nothing). */
export const escapedMark = (c: string): string => `escaped:${c}`;
/** The character stays, each occurrence behind a backslash or doubled (`'` → `\\'` or `''`). */
export const backslashedMark = (c: string): string => `backslashed:${c}`;

/**
 * What replacing every occurrence of one character by a constant makes of it: an escape without it
 * (the escape character itself may stay in its own escape, `\\` → `\\5c`), or the character
 * backslashed or doubled.
 */
function replacementMark(from: unknown, to: unknown): string[] {
  if (typeof from !== "string" || from.length !== 1 || typeof to !== "string") return [];
  const kept = from === "\\" ? to.startsWith("\\") && !to.slice(1).includes("\\") : !to.includes(from);
  if (kept) return [escapedMark(from)];
  return to === `\\${from}` || to === from + from ? [backslashedMark(from)] : [];
}

/** At most this many replacements are read from lists of them. */
const MAX_REPLACED = 32;

/**
 * The marks of a call replacing its first argument by its second: two strings, or two lists of
 * strings replaced pairwise (PHP's `str_replace`), or a list replaced by one string.
 */
export function replacementMarks(c: CallFacts): string[] {
  const from = c.arg(0);
  const to = c.arg(1);
  if (!from || !to) return [];
  if (!from.isList) return replacementMark(from.constant, to.constant);
  const marks: string[] = [];
  for (let i = 0; i < MAX_REPLACED; i++) {
    const item = from.item(i);
    if (!item) break;
    marks.push(...replacementMark(item.constant, to.isList ? to.item(i)?.constant : to.constant));
  }
  return marks;
}

/** Python's `str.replace(old, new)`, which replaces every occurrence. */
export const pythonEscapes: Pick<SanitizerModel, "calls" | "kinds" | "marksOf" | "returns"> = {
  calls: ["*#replace"],
  kinds: [],
  marksOf: (c) => (c.argCount === 2 ? replacementMarks(c) : []),
  returns: "String",
};
