import type { Expr } from "../../../ir/ir";
import type { CallEvent, HookContext } from "../../types";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text of a name, member or element path (`len`, `req->len`, `argv[i]`), as looked for in checks. */
function pathText(e: Expr | undefined): string | undefined {
  if (e?.kind === "name") return e.name;
  if (e?.kind === "member") {
    const object = pathText(e.object);
    return object ? `${object}.${e.property}` : undefined;
  }
  if (e?.kind === "index") {
    const object = pathText(e.object);
    const index = e.index.kind === "lit" ? String(e.index.value) : pathText(e.index);
    return object && index ? `${object}[${index}]` : undefined;
  }
  return undefined;
}

/** A written path matches `a.b` also as `a->b`. */
const pathPattern = (path: string) => path.split(".").map(escapeRegExp).join("\\s*(?:\\.|->)\\s*");

/**
 * Whether the function, before this call, compares the length `length` (a name, or `strlen(src)`
 * for a string `src`) with a bound: `if (len >= sizeof buf) return;`, `if (n < MAX)`,
 * `len = strlen(src); if (len + 1 > size)`. A comparison with 0 or -1 (an error check after `recv`)
 * bounds nothing. Text-based: it sees the checks written in the same function.
 */
export function lengthChecked(
  ctx: HookContext,
  call: CallEvent,
  length: Expr | undefined,
  of?: Expr,
): boolean {
  const start = ctx.functionSpan?.start ?? 0;
  // A loop's condition (`for (i = 0; i < n; i++)`) bounds its counter, not the length.
  const before = ctx.source.slice(start, call.span.start).replace(/\bfor\s*\([^;]*;[^;]*;/g, "for(;;");
  const names: string[] = [];
  const lengthPath = pathText(length);
  if (lengthPath) names.push(pathPattern(lengthPath));
  const source = pathText(of);
  if (source) {
    const strlen = `(?:strlen|strnlen|wcslen)\\s*\\(\\s*${pathPattern(source)}\\s*[,)]`;
    names.push(strlen);
    // A variable given the string's length (`size_t len = strlen(src);`) stands for it.
    for (const m of before.matchAll(new RegExp(`([A-Za-z_]\\w*)\\s*=\\s*${strlen}`, "g")))
      names.push(escapeRegExp(m[1] as string));
  }
  if (names.length === 0) return false;
  const name = `(?:${names.join("|")})`;
  const bound = "(?!\\s*(?:0|-\\s*1)\\b)";
  const operator = "(?:<=|>=|<(?!=)|(?<!-)>(?!=))";
  const compared = new RegExp(
    `\\b${name}(?!\\w)[^;{}<>=!]{0,40}?${operator}${bound}|${operator}${bound}[^;{}<>=!]{0,40}?\\b${name}(?!\\w)`,
  );
  return compared.test(before);
}

/**
 * Whether the destination was allocated for the source in this function before the call:
 * `dst = malloc(strlen(src) + 1)` (or with `len + 1`, `len = strlen(src)`), the strdup pattern;
 * `extra` is the room needed beyond the source's length.
 */
export function allocatedFor(
  ctx: HookContext,
  call: CallEvent,
  destination?: Expr,
  source?: Expr,
  extra = 1,
): boolean {
  const dst = pathText(destination);
  const src = pathText(source);
  if (!dst || !src) return false;
  const before = ctx.source.slice(ctx.functionSpan?.start ?? 0, call.span.start);
  const strlen = `(?:strlen|strnlen)\\s*\\(\\s*${pathPattern(src)}\\s*[,)]`;
  const lengths = [strlen];
  for (const m of before.matchAll(new RegExp(`([A-Za-z_]\\w*)\\s*=\\s*${strlen}`, "g")))
    lengths.push(escapeRegExp(m[1] as string));
  const unit = "(?:sizeof\\s*\\(\\s*\\w+\\s*\\)\\s*\\*\\s*)?";
  const allocated = new RegExp(
    `\\b${pathPattern(dst)}\\s*=\\s*(?:\\([^()]*\\)\\s*)?\\w*alloc[a]?\\s*\\(\\s*${unit}\\(?\\s*(?:${lengths.join("|")})\\s*\\+\\s*(\\d+)`,
    "g",
  );
  // The allocation adds room for at least the terminator (and what the format adds around the string).
  return [...before.matchAll(allocated)].some((m) => Number(m[1]) >= extra);
}
