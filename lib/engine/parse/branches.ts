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
  const quote = text[i];
  let j = i + 1;
  while (j < text.length) {
    const c = text[j];
    if (verbatim && c === '"') {
      if (text[j + 1] !== '"') return j + 1;
      j += 2;
      continue;
    }
    if (!verbatim && (c === "\n" || c === quote)) return c === quote ? j + 1 : j;
    j += !verbatim && c === "\\" ? 2 : 1;
  }
  return j;
}

const COUNTED: Record<string, [0 | 1, number]> = { "{": [0, 1], "}": [0, -1], "(": [1, 1], ")": [1, -1] };

/** The text's lines: which are conditional directives and what brackets the others open, outside comments and literals. */
function lines(text: string): Line[] {
  const out: Line[] = [];
  const startLine = (start: number, code: boolean): Line => {
    const eol = text.indexOf("\n", start);
    const directive = code ? DIRECTIVE.exec(text.slice(start, eol < 0 ? text.length : eol))?.[1] : undefined;
    return { start, end: start, directive, delta: [0, 0] };
  };
  let line = startLine(0, true);
  const newLine = (at: number, code: boolean): void => {
    line.end = at;
    out.push(line);
    line = startLine(at + 1, code);
  };
  /** Past a comment or literal that ends at `end`, counting the lines it spans. */
  const skipTo = (from: number, end: number): number => {
    for (let j = from; j < end; j++) if (text[j] === "\n") newLine(j, false);
    return end;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === "\n") newLine(i++, true);
    else if (line.directive) i++;
    else if (c === "/" && next === "/") {
      const eol = text.indexOf("\n", i);
      i = eol < 0 ? text.length : eol;
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? skipTo(i, text.length) : skipTo(i, end) + 2;
    } else if (c === '"' || c === "'") i = skipTo(i, literalEnd(text, i, c === '"' && text[i - 1] === "@"));
    else {
      const counted = COUNTED[c];
      if (counted) line.delta[counted[0]] += counted[1];
      i++;
    }
  }
  line.end = text.length;
  out.push(line);
  return out;
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

/** The offset ranges to blank in the text of these lines. */
function unbalancedGroups(all: Line[]): Array<{ from: number; to: number }> {
  const blank: Array<{ from: number; to: number }> = [];
  const open: Group[] = [];
  const current = (): Branch | undefined => open[open.length - 1]?.branches.at(-1);
  for (const line of all) {
    const branch = current();
    if (!line.directive) {
      if (branch) add(branch.delta, line.delta);
    } else if (line.directive.startsWith("if")) open.push({ head: line, branches: [branchAfter(line)] });
    else if (!branch) continue;
    else if (line.directive !== "endif") {
      branch.to = line.start;
      open[open.length - 1]?.branches.push(branchAfter(line));
    } else {
      branch.to = line.start;
      const delta = closeGroup(open.pop() as Group, line, blank);
      const parent = current();
      if (parent) add(parent.delta, delta);
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
