import type { CallFacts, SanitizerModel, SinkKind } from "../types";

// Escaping written by hand, one character at a time (`s.replace("(", "\\28")`): each call marks the
// value `escaped:<c>`, and a value whose marks cover every character a kind's syntax gives meaning
// to is safe for that kind.

/** The characters whose escaping makes a value safe for a kind: an LDAP filter's (RFC 4515, section 3). */
export const ESCAPED_FOR: Partial<Record<SinkKind, string>> = {
  ldap: "*()\\\u0000",
};

export const escapedMark = (c: string): string => `escaped:${c}`;

/**
 * A call replacing every occurrence of one character by a constant without it (an escape such as
 * `\\28`, or nothing); the escape character itself may stay in its own escape (`\\` → `\\5c`).
 */
function escapedCharacter(c: CallFacts): string[] {
  const from = c.arg(0)?.constant;
  const to = c.arg(1)?.constant;
  if (typeof from !== "string" || from.length !== 1 || typeof to !== "string") return [];
  const kept = from === "\\" ? to.startsWith("\\") && !to.slice(1).includes("\\") : !to.includes(from);
  return kept ? [escapedMark(from)] : [];
}

/** Python's `str.replace(old, new)`, which replaces every occurrence. */
export const pythonEscapes: Pick<SanitizerModel, "calls" | "kinds" | "marksOf" | "returns"> = {
  calls: ["*#replace"],
  kinds: [],
  marksOf: (c) => (c.argCount === 2 ? escapedCharacter(c) : []),
  returns: "String",
};
