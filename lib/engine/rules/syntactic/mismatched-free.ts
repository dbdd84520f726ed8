import { DEALLOCATORS } from "../../models/c/memory";
import type { CallEvent, Hit, HookContext, SyntacticRule } from "../types";
import { lastAssigned } from "./support/c-sizes";

/** Where memory came from, as far as a release must know. */
type Origin = "malloc" | "new" | "new[]" | "stack" | "literal";

const MALLOC_FAMILY =
  /^(?:malloc|calloc|realloc|reallocarray|strdup|strndup|xmalloc|xcalloc|xrealloc|xstrdup)$/;

/** What an expression gives a pointer, casts aside: an allocation, a local array, an address, a literal. */
function originOf(text: string, before: string): Origin | undefined {
  const value = text
    .replace(/^\s*(?:\(\s*[\w\s:<>]+\*+\s*\)\s*|static_cast<[^>]*>\s*\(|reinterpret_cast<[^>]*>\s*\()*/, "")
    .trim();
  if (/^new\s*(?:\([^)]*\)\s*)?[\w:<>\s]+\[/.test(value)) return "new[]";
  if (/^new\b/.test(value)) return "new";
  const call = /^(\w+)\s*\(/.exec(value)?.[1];
  if (call && MALLOC_FAMILY.test(call)) return "malloc";
  if (call && /^(?:alloca|_alloca|ALLOCA)$/.test(call)) return "stack";
  if (/^L?"/.test(value)) return "literal";
  const name = /^&?\s*([A-Za-z_]\w*)\s*\)*$/.exec(value)?.[1];
  if (name && (value.startsWith("&") || declaredArray(name, before))) return "stack";
  return undefined;
}

/** The declarations of `name` in the text, as what follows the name (`[64];`, ` = p;`). */
function declarations(name: string, before: string): string[] {
  const declared = new RegExp(
    `(?:^|[;{}(])[ \\t]*(?:(?!(?:return|else|case|goto|do|delete|throw|sizeof)\\b)[A-Za-z_][\\w:]*[ \\t*]+)+${name}\\s*(\\[[^\\]]*\\]\\s*[;=]|[;=,)])`,
    "gm",
  );
  return [...before.matchAll(declared)].map((m) => m[1] as string);
}

/**
 * Whether the function declares `name` as an array (`char buf[64];`, `static int ids[N];`), and
 * only so: preprocessor branches may declare it once as an array and once as a pointer.
 */
function declaredArray(name: string, before: string): boolean {
  const found = declarations(name, before);
  return found.length > 0 && found.every((d) => d.startsWith("["));
}

/**
 * The origin of what `name` points to where `before` ends: the last value it was given in the
 * function, when nothing took its address or moved it since (`grow(&p)`, `p = next`) and no
 * comparison chooses the release (`if (p != stackbuf) free(p)`).
 */
function pointedOrigin(name: string, before: string): Origin | undefined {
  if (declaredArray(name, before)) return "stack";
  const given = lastAssigned(name, before);
  if (!given) return undefined;
  const origin = originOf(given.value, before);
  if (!origin) return undefined;
  const since = before.slice(given.end);
  if (new RegExp(`&\\s*${name}\\b|\\b${name}\\s*(?:!=|==)|(?:!=|==)\\s*${name}\\b`).test(since))
    return undefined;
  return origin;
}

type Release = "free" | "delete" | "delete[]" | "other";

/**
 * The release a call makes: `free`, `delete` or `delete[]` (the lowering names both `delete`), or
 * another library's deallocator (`g_free`), of whose allocator only the heap is known.
 */
function releaseOf(call: CallEvent, source: string): Release | undefined {
  const { name } = call.key;
  if (name === "delete")
    return /^delete\s*\[\s*\]/.test(source.slice(call.span.start, call.span.end)) ? "delete[]" : "delete";
  if (name === "free" || name === "cfree") return "free";
  return DEALLOCATORS[name] === 0 ? "other" : undefined;
}

/** The origin each release expects; any heap origin for another library's deallocator. */
const EXPECTED: Record<Release, ReadonlySet<Origin>> = {
  free: new Set(["malloc"]),
  delete: new Set(["new"]),
  "delete[]": new Set(["new[]"]),
  other: new Set(["malloc", "new", "new[]"]),
};

/** How each heap origin is named in a finding. */
const MADE_BY: Record<Exclude<Origin, "stack" | "literal">, string> = {
  malloc: "malloc()",
  new: "new",
  "new[]": "new[]",
};

function release(call: CallEvent, ctx: HookContext): Hit | undefined {
  const how = releaseOf(call, ctx.source);
  const arg = call.argExprs[0];
  if (!how || arg?.kind !== "name" || !/^\w+$/.test(arg.name)) return undefined;
  const before = ctx.source.slice(ctx.functionSpan?.start ?? call.span.start, call.span.start);
  const pointed = pointedOrigin(arg.name, before);
  if (!pointed || EXPECTED[how].has(pointed)) return undefined;
  const released = how === "free" || how === "other" ? `${call.key.name}()` : how;
  if (pointed === "stack" || pointed === "literal")
    return {
      span: call.span,
      message: `${released} releases ${arg.name}, which points to ${pointed === "stack" ? "memory on the stack or in static storage" : "a string literal"}, not to memory from the heap; the allocator's state is corrupted.`,
    };
  return {
    span: call.span,
    message: `${released} releases ${arg.name}, which was allocated with ${MADE_BY[pointed]}; memory must be released by the routine matching its allocation.`,
  };
}

export const mismatchedFree: SyntacticRule = {
  kind: "syntactic",
  id: "mismatched-free",
  title: "Memory released the wrong way",
  cwe: [590, 762],
  owasp: "A04:2021-Insecure Design",
  severity: "high",
  confidence: "high",
  languages: ["c", "cpp"],
  trigger: /free|delete/,
  message:
    "This releases memory that its routine does not own: memory not from the heap, or from another allocator (new with free, malloc with delete).",
  fix: {
    description:
      "Release memory with the routine matching its allocation (malloc/free, new/delete, new[]/delete[]) and never free a local array, an address of a variable or a string literal.",
  },
  onCall: release,
};
