import type { Dialect, SegmentKind } from "./dialects";
import type { HtmlContext } from "./html-context";

/** One template construct: where it is, what kind, and the expression or statement inside it. */
export interface Segment {
  kind: SegmentKind;
  start: number;
  end: number;
  /** The text between the delimiters, without whitespace-control marks (`-`, `~`, `_`). */
  expr: string;
  /** Where it lands, when the template language says so itself (Pug has no HTML to read). */
  context?: HtmlContext;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const openerPatterns = new Map<Dialect, RegExp>();
function openersOf(dialect: Dialect): RegExp {
  let pattern = openerPatterns.get(dialect);
  if (!pattern) {
    pattern = new RegExp(dialect.delimiters.map((d) => escapeRegex(d.open)).join("|"), "g");
    openerPatterns.set(dialect, pattern);
  }
  return pattern;
}

/** The delimited segments of a template, in order; verbatim regions are skipped. */
export function delimitedSegments(text: string, dialect: Dialect): Segment[] {
  const out: Segment[] = [];
  if (dialect.delimiters.length === 0) return out;
  const skipped = verbatimRegions(text, dialect);
  const openers = openersOf(dialect);
  openers.lastIndex = 0;
  for (let m = openers.exec(text); m; m = openers.exec(text)) {
    const at = m.index;
    const region = skipped.find(([from, to]) => at >= from && at < to);
    if (region) {
      openers.lastIndex = region[1];
      continue;
    }
    // The longest delimiter that opens here (the pattern's alternation may have taken a shorter one).
    const delimiter = dialect.delimiters.find((d) => text.startsWith(d.open, at));
    if (!delimiter) continue;
    const from = at + delimiter.open.length;
    const close = text.indexOf(delimiter.close, from);
    const end = close === -1 ? text.length : close + delimiter.close.length;
    const inner = text.slice(from, close === -1 ? text.length : close);
    out.push({ kind: delimiter.kind, start: at, end, expr: trimControl(inner) });
    openers.lastIndex = end;
  }
  return out;
}

/** Offsets of the verbatim regions, opening tag to closing tag. */
function verbatimRegions(text: string, dialect: Dialect): Array<[number, number]> {
  if (!dialect.verbatim) return [];
  const [open, close] = dialect.verbatim;
  const out: Array<[number, number]> = [];
  open.lastIndex = 0;
  for (let m = open.exec(text); m; m = open.exec(text)) {
    close.lastIndex = m.index + m[0].length;
    const end = close.exec(text);
    const to = end ? end.index + end[0].length : text.length;
    out.push([m.index, to]);
    open.lastIndex = to;
  }
  return out;
}

/** Whitespace-control marks at either end (`{{- x -}}`, `<%_ x _%>`, `{%~ x ~%}`) and spaces. */
function trimControl(inner: string): string {
  return inner
    .replace(/^[-~_+]/, "")
    .replace(/[-~_=+]$/, "")
    .trim();
}

/**
 * The text with every segment blanked, keeping offsets and line breaks: outputs become `x` (a value
 * is there), statements and comments spaces. The HTML around them is then read as plain HTML.
 */
export function mask(text: string, segments: readonly Segment[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const s of segments) {
    if (s.start < at) continue;
    parts.push(text.slice(at, s.start));
    const fill = s.kind === "escaped" || s.kind === "raw" ? "x" : " ";
    parts.push(text.slice(s.start, s.end).replace(/[^\n]/g, fill));
    at = s.end;
  }
  parts.push(text.slice(at));
  return parts.join("");
}
