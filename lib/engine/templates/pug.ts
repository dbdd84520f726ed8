import { type HtmlContext, isJavaScriptType } from "./html-context";
import type { Segment } from "./segments";

/**
 * Pug's outputs, read line by line (Pug has no HTML to read contexts from, so each output carries
 * its own): `tag= x` and `#{x}` escaped, `tag!= x` and `!{x}` unescaped, attribute values
 * (`a(href=x)`, `a(href!=x)`), and blocks of text (`script.`, `p.`). Comments, code lines and
 * keywords are skipped.
 */

const KEYWORDS =
  /^(include|extends|block|mixin|if|else|unless|each|for|while|case|when|default|doctype|append|prepend|yield)\b/;
const TEXT: HtmlContext = { kind: "text" };
const SCRIPT: HtmlContext = { kind: "script", inString: false };

/** The index after the bracket closing the one at `open`, skipping strings. */
function closeOf(text: string, open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const c = text[i] as string;
    if (c === '"' || c === "'" || c === "`") {
      const close = text.indexOf(c, i + 1);
      i = close === -1 || close > end ? end : close;
    } else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c) && --depth === 0) return i + 1;
  }
  return end;
}

/** `#{x}` and `!{x}` in text; in a script, inside a string when an odd number of quotes precede it. */
function interpolations(text: string, from: number, end: number, script: boolean, out: Segment[]): void {
  const re = /[#!]\{/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m && m.index < end; m = re.exec(text)) {
    if (text[m.index - 1] === "\\") continue;
    const close = closeOf(text, m.index + 1, end);
    const before = text.slice(text.lastIndexOf("\n", m.index) + 1, m.index);
    const quotes = (before.match(/(?<!\\)["']/g) ?? []).length;
    out.push({
      kind: m[0][0] === "!" ? "raw" : "escaped",
      start: m.index,
      end: close,
      expr: text.slice(m.index + 2, close - 1).trim(),
      context: script ? { kind: "script", inString: quotes % 2 === 1 } : TEXT,
    });
    re.lastIndex = close;
  }
}

/** Where an attribute value starting at `start` ends: at a comma, a line end or the next attribute. */
function attributeEnd(text: string, start: number, close: number): number {
  let end = start;
  while (end < close - 1 && !/[,\n]/.test(text[end] as string)) {
    const c = text[end] as string;
    if (c === '"' || c === "'" || c === "`") {
      const quote = text.indexOf(c, end + 1);
      end = quote === -1 || quote >= close ? close - 1 : quote + 1;
    } else if ("([{".includes(c)) end = closeOf(text, end, close - 1);
    else if (/\s/.test(c) && /^\s+[\w:@.-]+\s*!?=/.test(text.slice(end, close))) break;
    else end++;
  }
  return end;
}

/** The attributes in `(…)` from `open` to `close`: each value that is not a plain string is an output. */
function attributes(
  text: string,
  open: number,
  close: number,
  tag: string,
  out: Segment[],
): string | undefined {
  let type: string | undefined;
  const re = /([\w:@.-]+)\s*(!?=)\s*/g;
  re.lastIndex = open + 1;
  for (let m = re.exec(text); m && m.index < close; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = attributeEnd(text, start, close);
    const value = text.slice(start, end).trim();
    re.lastIndex = end;
    const name = (m[1] as string).toLowerCase();
    if (name === "type") type = value;
    if (/^(["'])[^"'#]*\1$/.test(value)) continue;
    const attribute = { tag, name, quote: '"', start, end };
    out.push({
      kind: m[2] === "!=" ? "raw" : "escaped",
      start,
      end,
      expr: value,
      context: { kind: "attribute", attribute, atStart: !/^["'`]/.test(value) },
    });
  }
  return type;
}

/** One tag line (after `tag: ` block expansion, the rest is another tag). Returns a block kind. */
function tagLine(text: string, at: number, end: number, out: Segment[]): "script" | "text" | undefined {
  const head = /^([A-Za-z][\w-]*)?((?:[.#][\w-]+)*)/.exec(text.slice(at, end));
  if (!head?.[0]) return undefined;
  const tag = (head[1] ?? "div").toLowerCase();
  let i = at + head[0].length;
  let type: string | undefined;
  if (text[i] === "(") {
    const close = closeOf(text, i, end);
    type = attributes(text, i, close, tag, out);
    i = close;
  }
  if (text.startsWith("&attributes", i)) i = spreadAttributes(text, i, end, out);
  const script = tag === "script" && isJavaScriptType(type?.replace(/["']/g, ""));
  if (text[i] === ":") {
    let next = i + 1;
    while (text[next] === " ") next++;
    return tagLine(text, next, end, out);
  }
  if (text[i] === "." && i + 1 >= end) return script ? "script" : "text";
  if (!code(text, i, end, script, out)) interpolations(text, i, end, script, out);
  return undefined;
}

/** `&attributes(obj)` at `at`: attributes spread from an object are written without escaping. Returns where it ends. */
function spreadAttributes(text: string, at: number, end: number, out: Segment[]): number {
  const open = at + "&attributes".length;
  const close = closeOf(text, open, end);
  out.push({
    kind: "raw",
    start: at,
    end: close,
    expr: text.slice(open + 1, close - 1).trim(),
    context: TEXT,
  });
  return close;
}

/** `= x` or `!= x` after a tag: the rest of the line is an output. Whether there is one. */
function code(text: string, at: number, end: number, script: boolean, out: Segment[]): boolean {
  const op = /^\s*(!?=)\s*/.exec(text.slice(at, end));
  if (!op) return false;
  const start = at + op[0].length;
  out.push({
    kind: op[1] === "!=" ? "raw" : "escaped",
    start,
    end,
    // A trailing line comment is not part of the value.
    expr: text
      .slice(start, end)
      .replace(/\s\/\/.*$/, "")
      .trim(),
    context: script ? SCRIPT : TEXT,
  });
  return true;
}

type PugBlock = { indent: number; kind: "script" | "text" | "skip" };

/** A line outside a block: a comment opens a skipped block, text and tags hold outputs, a tag may open a block. */
function pugLine(
  text: string,
  line: { trimmed: string; indent: number; start: number; end: number },
  out: Segment[],
): PugBlock | undefined {
  const { trimmed, indent, start, end } = line;
  if (trimmed.startsWith("//")) return { indent, kind: "skip" };
  if (trimmed.startsWith("|") || trimmed.startsWith("<")) {
    interpolations(text, start, end, false, out);
    return undefined;
  }
  if (trimmed.startsWith("-") || trimmed.startsWith("+") || KEYWORDS.test(trimmed)) return undefined;
  const kind = tagLine(text, start, end, out);
  return kind ? { indent, kind } : undefined;
}

export function pugSegments(text: string): Segment[] {
  const out: Segment[] = [];
  let block: PugBlock | undefined;
  for (let at = 0; at < text.length; ) {
    const eol = text.indexOf("\n", at);
    const end = eol === -1 ? text.length : eol;
    const line = text.slice(at, end);
    const indent = line.length - line.trimStart().length;
    const trimmed = line.trim();
    const start = at + indent;
    at = end + 1;
    if (trimmed === "") continue;
    if (block && indent > block.indent) {
      if (block.kind !== "skip") interpolations(text, start, end, block.kind === "script", out);
      continue;
    }
    block = pugLine(text, { trimmed, indent, start, end }, out);
  }
  return out;
}
