import type { Segment } from "./segments";

/**
 * Razor's segments: `@*comment*@`, code blocks (`@{ }`, `@functions { }`, `@code { }`), directives
 * and control flow (`@model X`, `@if (c)`), explicit `@(expr)` and implicit `@a.b(c)[d]`
 * expressions. An `@` after a letter or digit is text (an e-mail address), `@@` a literal `@`.
 */

/** Directives that take the rest of their line. */
const LINE_DIRECTIVES =
  /^(model|using|inherits|inject|page|layout|namespace|implements|addTagHelper|removeTagHelper|tagHelperPrefix|attribute|typeparam|rendermode|preservewhitespace)\b/;
/** Keywords followed by a block (after an optional parenthesised head). */
const BLOCK_KEYWORDS =
  /^(if|else|for|foreach|while|do|switch|try|catch|finally|lock|using|section|functions|code|helper)\b/;

/** The index after the bracket that closes the one at `open`, skipping strings. */
function closeOf(text: string, open: number): number {
  const pairs: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"' || c === "'") {
      i = skipString(text, i);
      continue;
    }
    if (pairs[c]) stack.push(pairs[c] as string);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return text.length;
}

function skipString(text: string, at: number): number {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === quote || text[i] === "\n") return i;
  }
  return text.length;
}

/** The end of an implicit expression: names, `.name`, and bracketed calls or indexes. */
function implicitEnd(text: string, from: number): number {
  let i = from;
  for (;;) {
    const name = /^[A-Za-z_][\w]*/.exec(text.slice(i, i + 200));
    if (!name) return i;
    i += name[0].length;
    while (text[i] === "(" || text[i] === "[") i = closeOf(text, i);
    if (text[i] === "?" && text[i + 1] === ".") i++;
    if (text[i] === "." && /[A-Za-z_]/.test(text[i + 1] ?? "")) i++;
    else return i;
  }
}

function comment(text: string, at: number, out: Segment[]): number {
  const close = text.indexOf("*@", at + 2);
  const end = close === -1 ? text.length : close + 2;
  out.push({ kind: "comment", start: at, end, expr: "" });
  return end;
}

/** `@{ code }` or `@(expr)`. */
function bracketed(text: string, at: number, out: Segment[]): number {
  const end = closeOf(text, at + 1);
  if (text[at + 1] === "{") out.push({ kind: "code", start: at, end, expr: text.slice(at + 2, end - 1) });
  else out.push({ kind: "escaped", start: at, end, expr: text.slice(at + 2, end - 1).trim() });
  return end;
}

function lineDirective(text: string, at: number, out: Segment[]): number {
  const eol = text.indexOf("\n", at);
  const end = eol === -1 ? text.length : eol;
  out.push({ kind: "code", start: at, end, expr: text.slice(at + 1, end) });
  return end;
}

/** `@if (c) {`: the keyword and its head; the whole block of a code-only one. */
function keywordBlock(text: string, at: number, keyword: RegExpExecArray, out: Segment[]): number {
  let end = at + 1 + keyword[0].length;
  while (text[end] === " ") end++;
  if (text[end] === "(") end = closeOf(text, end);
  // Code-only blocks hold C#, not markup.
  if (/^(functions|code|helper)$/.test(keyword[1] as string)) {
    const brace = text.indexOf("{", end);
    if (brace !== -1) end = closeOf(text, brace);
  }
  out.push({ kind: "code", start: at, end, expr: text.slice(at + 1, end) });
  return end;
}

function implicit(text: string, at: number, rest: string, out: Segment[]): number {
  const awaited = /^await\s+/.exec(rest);
  const from = at + 1 + (awaited ? awaited[0].length : 0);
  const end = implicitEnd(text, from);
  if (end > from) out.push({ kind: "escaped", start: at, end, expr: text.slice(at + 1, end).trim() });
  return Math.max(end, at + 1);
}

/** The segment of the `@` at `at`, if any, into `out`; returns where reading goes on. */
function segmentAt(text: string, at: number, out: Segment[]): number {
  const next = text[at + 1] ?? "";
  if (at > 0 && /[\w.]/.test(text[at - 1] as string)) return at + 1;
  if (next === "@") return at + 2;
  if (next === "*") return comment(text, at, out);
  if (next === "{" || next === "(") return bracketed(text, at, out);
  const rest = text.slice(at + 1, at + 40);
  if (LINE_DIRECTIVES.test(rest)) return lineDirective(text, at, out);
  const keyword = BLOCK_KEYWORDS.exec(rest);
  return keyword ? keywordBlock(text, at, keyword, out) : implicit(text, at, rest, out);
}

export function razorSegments(text: string): Segment[] {
  const out: Segment[] = [];
  for (let at = text.indexOf("@"); at !== -1 && at < text.length; at = text.indexOf("@", at))
    at = segmentAt(text, at, out);
  return out;
}
