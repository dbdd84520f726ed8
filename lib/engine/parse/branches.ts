/**
 * Preprocessor branches that do not balance on their own (`#if DEBUG` / `if (a) {` / `#else` /
 * `if (b) {` / `#endif`, or a function head per branch) leave the text unbalanced for a grammar
 * that parses every branch, and its error recovery then loses the code around them (C drops the
 * whole function, C# the rest of the method). Where every branch of such a group opens or closes
 * the same brackets, its directives and the branches after the first are blanked, offsets and lines
 * kept, so the code parses as the build of the first branch compiles it. Balanced branches are left
 * alone: the grammar parses them all.
 */

const DIRECTIVE = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b/;

/** Braces and parentheses opened minus closed. */
type Delta = [number, number];

interface Line {
  start: number;
  end: number;
  directive?: string;
  delta: Delta;
}

/** The end of a string or character literal starting at `i` (the quote), on its line. */
function literalEnd(text: string, i: number, verbatim: boolean): number {
  return verbatim ? verbatimEnd(text, i) : quotedEnd(text, i);
}

/** The end of a C# verbatim string (`@"…"`, a quote doubled inside), which may span lines. */
function verbatimEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length) {
    if (text[j] !== '"') j++;
    else if (text[j + 1] === '"') j += 2;
    else return j + 1;
  }
  return j;
}

function quotedEnd(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length) {
    const c = text[j];
    if (c === "\n" || c === quote) return c === quote ? j + 1 : j;
    j += c === "\\" ? 2 : 1;
  }
  return j;
}

const COUNTED: Record<string, [0 | 1, number]> = { "{": [0, 1], "}": [0, -1], "(": [1, 1], ")": [1, -1] };

/** Reads the text's lines in one pass, outside comments and literals. */
class LineReader {
  readonly out: Line[] = [];
  private line: Line;

  constructor(private readonly text: string) {
    this.line = this.startLine(0, true);
  }

  private startLine(start: number, code: boolean): Line {
    const eol = this.text.indexOf("\n", start);
    const directive = code
      ? DIRECTIVE.exec(this.text.slice(start, eol < 0 ? this.text.length : eol))?.[1]
      : undefined;
    return { start, end: start, directive, delta: [0, 0] };
  }

  private newLine(at: number, code: boolean): void {
    this.line.end = at;
    this.out.push(this.line);
    this.line = this.startLine(at + 1, code);
  }

  /** Past a comment or literal that ends at `end`, counting the lines it spans. */
  private skipTo(from: number, end: number): number {
    for (let j = from; j < end; j++) if (this.text[j] === "\n") this.newLine(j, false);
    return end;
  }

  /** Reads what starts at `i`: a line end, a comment, a literal or one character; returns where reading goes on. */
  step(i: number): number {
    const text = this.text;
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === "\n") {
      this.newLine(i, true);
      return i + 1;
    }
    if (this.line.directive) return i + 1;
    if (c === "/" && next === "/") {
      const eol = text.indexOf("\n", i);
      return eol < 0 ? text.length : eol;
    }
    if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      return end < 0 ? this.skipTo(i, text.length) : this.skipTo(i, end) + 2;
    }
    if (c === '"' || c === "'") return this.skipTo(i, literalEnd(text, i, c === '"' && text[i - 1] === "@"));
    const counted = COUNTED[c];
    if (counted) this.line.delta[counted[0]] += counted[1];
    return i + 1;
  }

  finish(): Line[] {
    this.line.end = this.text.length;
    this.out.push(this.line);
    return this.out;
  }
}

/** The text's lines: which are conditional directives and what brackets the others open, outside comments and literals. */
function lines(text: string): Line[] {
  const reader = new LineReader(text);
  for (let i = 0; i < text.length; ) i = reader.step(i);
  return reader.finish();
}

interface Branch {
  from: number;
  to: number;
  delta: Delta;
}

/** An `#if` and its branches, up to the `#endif`. */
interface Group {
  head: Line;
  branches: Branch[];
}

const add = (into: Delta, d: Delta): void => {
  into[0] += d[0];
  into[1] += d[1];
};

const branchAfter = (line: Line): Branch => ({ from: line.end, to: line.end, delta: [0, 0] });

/**
 * What a group closed by `endif` leaves to blank, if its branches all open the same unbalanced
 * brackets: its directives and the branches after the first. Returns the brackets the group opens
 * as parsed.
 */
function closeGroup(group: Group, endif: Line, blank: Array<{ from: number; to: number }>): Delta {
  const [first, ...rest] = group.branches as [Branch, ...Branch[]];
  const same =
    rest.length > 0 && rest.every((b) => b.delta[0] === first.delta[0] && b.delta[1] === first.delta[1]);
  if (same && (first.delta[0] !== 0 || first.delta[1] !== 0)) {
    blank.push({ from: group.head.start, to: group.head.end }, { from: first.to, to: endif.end });
    return first.delta;
  }
  const sum: Delta = [0, 0];
  for (const b of group.branches) add(sum, b.delta);
  return sum;
}

const current = (open: Group[]): Branch | undefined => open[open.length - 1]?.branches.at(-1);

/** A directive line (of `kind`) among the open groups: opens a group, a branch, or closes a group. */
function directive(
  line: Line,
  kind: string,
  open: Group[],
  blank: Array<{ from: number; to: number }>,
): void {
  if (kind.startsWith("if")) {
    open.push({ head: line, branches: [branchAfter(line)] });
    return;
  }
  const branch = current(open);
  if (!branch) return;
  branch.to = line.start;
  if (kind !== "endif") {
    open[open.length - 1]?.branches.push(branchAfter(line));
    return;
  }
  const delta = closeGroup(open.pop() as Group, line, blank);
  const parent = current(open);
  if (parent) add(parent.delta, delta);
}

/** The offset ranges to blank in the text of these lines. */
function unbalancedGroups(all: Line[]): Array<{ from: number; to: number }> {
  const blank: Array<{ from: number; to: number }> = [];
  const open: Group[] = [];
  for (const line of all) {
    if (line.directive) directive(line, line.directive, open, blank);
    else {
      const branch = current(open);
      if (branch) add(branch.delta, line.delta);
    }
  }
  return blank;
}

/** The text with each unbalanced group reduced to its first branch; the text itself when there is none. */
export function oneBuildWhereUnbalanced(text: string): string {
  if (!/^[ \t]*#[ \t]*el/m.test(text)) return text;
  const blank = unbalancedGroups(lines(text));
  if (blank.length === 0) return text;
  const chars = text.split("");
  for (const { from, to } of blank)
    for (let i = from; i < to; i++) if (chars[i] !== "\n" && chars[i] !== "\r") chars[i] = " ";
  return chars.join("");
}
