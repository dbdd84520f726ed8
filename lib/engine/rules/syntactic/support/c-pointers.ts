import type { Expr } from "../../../ir/ir";

/** A path made of names and members (`p`, `s->buf` as `s.buf`); none for anything else. */
export function pathKey(e: Expr): string | undefined {
  if (e.kind === "name") return e.name;
  if (e.kind === "member") {
    const object = pathKey(e.object);
    return object === undefined ? undefined : `${object}.${e.property}`;
  }
  return undefined;
}

/** The name a call is made by: `free`, and `std::free` as `free`. */
export function calleeName(callee: Expr): string | undefined {
  if (callee.kind === "name") return callee.name;
  if (callee.kind === "member" && callee.object.kind === "name" && callee.object.name === "std")
    return callee.property;
  return undefined;
}

/**
 * The character before an offset, spaces and opening parentheses aside: `*` before `*p` and `&`
 * before `&p`, which the lowering keeps as `p`.
 */
export function charBefore(source: string, offset: number): string {
  let i = offset - 1;
  // Spaces, tabs, line breaks and `(` (char codes: no regular expression per character).
  const skipped = (c: number) => c === 40 || c === 32 || (c >= 9 && c <= 13);
  while (i >= 0 && skipped(source.charCodeAt(i))) i--;
  if (source[i] === "&" && source[i - 1] === "&") return "&&";
  return source[i] ?? "";
}

/** A test of whether a pointer is null (`!p`, `p == NULL`, `p`): the path, and the test's value when it is. */
export function nullTest(test: Expr): { key: string; nullWhen: boolean } | undefined {
  const key = pathKey(test);
  if (key !== undefined) return { key, nullWhen: false };
  if (test.kind === "unary" && test.op === "!") {
    const inner = nullTest(test.operand);
    return inner && { key: inner.key, nullWhen: !inner.nullWhen };
  }
  if (test.kind !== "binary" || (test.op !== "==" && test.op !== "!=")) return undefined;
  const [side, other] = isNullLit(test.right) ? [test.left, test.right] : [test.right, test.left];
  const sideKey = pathKey(side);
  if (sideKey === undefined || !isNullLit(other)) return undefined;
  return { key: sideKey, nullWhen: test.op === "==" };
}

export function isNullLit(e: Expr): boolean {
  return e.kind === "lit" && (e.value === null || e.value === 0);
}
