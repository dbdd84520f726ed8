import type { SinkKind } from "../types";

// Character allow-lists. A value that can hold only some characters is safe exactly for the sinks
// that need one of the others: letters and digits cannot leave a quoted SQL string or name a parent
// directory, but a dot may (`..`), and a space splits a shell command. Used where code keeps only a
// class of characters (`s.replace(/[^a-z0-9]/g, "")`), so that taint ends only when the class truly
// constrains the value.

/** The characters each sink kind needs one of to be attacked (beyond letters and digits). */
const NEEDED: Partial<Record<SinkKind, string>> = {
  sql: "'\"`\\;-=,()*/ \t\n\r",
  command: ";&|$`<>(){}[]!*?~'\"\\ \t\n\r-",
  code: "'\"`\\;()[]{}+.,= \t\n\r",
  path: "./\\",
  xss: "<>\"'&`",
  redirect: ":/\\.",
  ssrf: ":/\\.@",
  ldap: "*()\\|&=!",
  xpath: "'\"[]()/@=| ",
  log: "\n\r",
  "format-string": "%",
};

/** The kinds a value made only of `chars` cannot harm. */
export function kindsSafeWith(chars: ReadonlySet<string>): SinkKind[] {
  return (Object.entries(NEEDED) as Array<[SinkKind, string]>)
    .filter(([, needed]) => ![...needed].some((c) => chars.has(c)))
    .map(([kind]) => kind);
}

const ESCAPES: Record<string, string> = {
  w: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_",
  d: "0123456789",
  s: " \t\n\r\f\v",
  t: "\t",
  n: "\n",
  r: "\r",
};

/** What `\x` stands for in a class body: a set of characters (`\w`) or one literal character (`\.`). */
function classEscape(next: string | undefined): { set: string } | string | undefined {
  if (next === undefined) return undefined;
  const set = ESCAPES[next];
  if (set) return { set };
  // `\p{L}`, `\b` and the like name classes we do not read.
  if (/[A-Za-z0-9]/.test(next)) return undefined;
  return next;
}

/** The end of the range (`a-z`) that starts at `i`, if one does; a range ending in an escape is not read. */
function rangeEnd(chars: readonly string[], i: number): string | undefined {
  const end = chars[i + 2];
  return chars[i + 1] === "-" && end !== undefined && end !== "\\" ? end : undefined;
}

/**
 * Adds what the class item at `start` admits (a character, an escape or a range): the index of its
 * last character, or undefined for what cannot be read.
 */
function classItem(chars: readonly string[], start: number, add: (c: string) => void): number | undefined {
  let i = start;
  let c = chars[i] as string;
  if (c === "\\") {
    const escaped = classEscape(chars[++i]);
    if (escaped === undefined) return undefined;
    if (typeof escaped !== "string") {
      for (const s of escaped.set) add(s);
      return i;
    }
    c = escaped;
  } else if (c === "[" || c === "]") return undefined;
  const end = rangeEnd(chars, i);
  if (end === undefined) {
    add(c);
    return i;
  }
  if (end.charCodeAt(0) < c.charCodeAt(0)) return undefined;
  for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code++) add(String.fromCharCode(code));
  return i + 2;
}

/** The characters a class body (`a-z0-9_.`) admits, or undefined for what it cannot read (`\p{L}`). */
function classBody(body: string, ignoreCase: boolean): Set<string> | undefined {
  const out = new Set<string>();
  const add = (c: string) => {
    out.add(c);
    if (ignoreCase) {
      out.add(c.toLowerCase());
      out.add(c.toUpperCase());
    }
  };
  const chars = [...body];
  for (let i = 0; i < chars.length; i++) {
    const last = classItem(chars, i, add);
    if (last === undefined) return undefined;
    i = last;
  }
  return out;
}

/**
 * What is left of a value after every match of `pattern` is replaced by `replacement`, when the
 * pattern is one negated class (`[^a-z0-9]`, `[^\w-]+`): the class's characters and the
 * replacement's. `pattern` may carry its delimiters and flags (`/[^a-z]/gi`, PHP's `'#[^a-z]#'`);
 * `global` says whether every match is replaced (a JavaScript `replace` needs the `g` flag).
 */
export function keptAfterRemoval(
  pattern: unknown,
  replacement: unknown,
  global: "always" | "flag",
): Set<string> | undefined {
  if (typeof pattern !== "string" || typeof replacement !== "string") return undefined;
  let source = pattern;
  let flags = "";
  const delimited = /^([/#~!@%|])(.*)\1([a-z]*)$/s.exec(pattern);
  if (delimited) {
    source = delimited[2] as string;
    flags = delimited[3] as string;
  }
  if (global === "flag" && !flags.includes("g")) return undefined;
  const negated = /^\[\^((?:\\.|[^\]\\])+)\][+*]?$/s.exec(source);
  if (!negated) return undefined;
  const kept = classBody(negated[1] as string, flags.includes("i"));
  if (!kept) return undefined;
  for (const c of replacement) kept.add(c);
  return kept;
}
