import type { AssignEvent, Hit, HookContext } from "../../types";
import { constantSize, definedNumber, lastAssigned, loopMaximum } from "./c-sizes";

// Elements written past the length an array was declared with: at a constant index, or at the
// counter of a loop that runs past it, through the array or a pointer to it.

/** A number written in the code, or a macro defined as one in the file. */
function constantValue(text: string, source: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  return /^[A-Za-z_]\w*$/.test(text) ? definedNumber(text, source) : undefined;
}

/** The lengths an array was declared with in `before` (`int grid[2][16];`), innermost last. */
function declaredLengths(
  name: string,
  before: string,
  source: string,
): Array<number | undefined> | undefined {
  const declared = [
    ...before.matchAll(
      new RegExp(
        `(?:^|[;{(])[ \\t]*(?:(?!(?:return|else|case|goto|do|delete|throw)\\b)[A-Za-z_][\\w:]*[ \\t]+)+${name}((?:\\s*\\[\\s*\\w+\\s*\\])+)\\s*[;=]`,
        "gm",
      ),
    ),
  ].pop();
  if (!declared?.[1]) return undefined;
  return [...declared[1].matchAll(/\[\s*(\w+)\s*\]/g)].map((m) => constantValue(m[1] ?? "", source));
}

/**
 * `ids[3] = x` with `int ids[3]`, `grid[0][256] = c` with `char grid[1][256]`: an element written
 * at a constant index at or past the length its array was declared with in the same function.
 */
export function pastDeclaredBounds(assign: AssignEvent, ctx: HookContext): Hit | undefined {
  const written = /^(\w+)((?:\s*\[\s*\w+\s*\])+)\s*=/.exec(
    ctx.source.slice(assign.span.start, assign.span.end),
  );
  if (!written?.[1] || !written[2]) return undefined;
  const name = written[1];
  const before = ctx.source.slice(ctx.functionSpan?.start ?? assign.span.start, assign.span.start);
  const dims = declaredLengths(name, before, ctx.source);
  if (!dims) return undefined;
  const indexes = [...written[2].matchAll(/\[\s*(\w+)\s*\]/g)].map((m) =>
    constantValue(m[1] ?? "", ctx.source),
  );
  if (indexes.length !== dims.length) return undefined;
  const past = indexes.findIndex((index, i) => {
    const dim = dims[i];
    return index !== undefined && dim !== undefined && index >= dim;
  });
  if (past < 0) return undefined;
  return {
    span: assign.span,
    message: `Index ${indexes[past]} of ${name} is written past the ${dims[past]} elements it was declared with.`,
  };
}

/**
 * How many elements `name` reaches where `before` ends: an array's declared length (one
 * dimension), or, for a pointer, that of the array it was last given, or the count of an
 * allocation of elements (`malloc(50 * sizeof(int))`, `calloc(50, sizeof(int))`).
 */
function elementsOf(name: string, before: string, source: string): number | undefined {
  const dims = declaredLengths(name, before, source);
  if (dims) return dims.length === 1 ? dims[0] : undefined;
  const value = lastAssigned(name, before)
    ?.value.replace(/^\s*\([\w\s]+\*+\s*\)\s*/, "")
    .trim();
  if (!value) return undefined;
  if (/^[A-Za-z_]\w*$/.test(value)) {
    const array = declaredLengths(value, before, source);
    return array?.length === 1 ? array[0] : undefined;
  }
  const counted =
    /^(?:malloc|alloca|ALLOCA)\s*\(\s*(.+?)\s*\*\s*sizeof\s*\(?[\w\s]+\)?\s*\)$/.exec(value) ??
    /^calloc\s*\(\s*(.+?)\s*,\s*sizeof\s*\(?[\w\s]+\)?\s*\)$/.exec(value);
  return counted?.[1] ? constantSize(counted[1], source) : undefined;
}

/** Elements of `name` reached where a call is: see elementsOf. */
export function destinationElements(name: string, ctx: HookContext, at: number): number | undefined {
  return elementsOf(name, ctx.source.slice(ctx.functionSpan?.start ?? at, at), ctx.source);
}

/**
 * `for (i = 0; i <= 10; i++) buffer[i] = …` with `int buffer[10]`: the loop's last index is past
 * the elements the array was declared with, or that a pointer to it reaches.
 */
export function pastLoopBound(assign: AssignEvent, ctx: HookContext): Hit | undefined {
  const written = /^(\w+)\s*\[\s*([A-Za-z_]\w*)\s*\]\s*=/.exec(
    ctx.source.slice(assign.span.start, assign.span.end),
  );
  if (!written?.[1] || !written[2]) return undefined;
  const before = ctx.source.slice(ctx.functionSpan?.start ?? assign.span.start, assign.span.start);
  const count = elementsOf(written[1], before, ctx.source);
  if (count === undefined) return undefined;
  const last = loopMaximum(written[2], before, ctx.source);
  if (last === undefined || last < count) return undefined;
  return {
    span: assign.span,
    message: `The loop writes element ${last} of an array of ${count} elements, past its end.`,
  };
}
