import type { Hit, SyntacticRule } from "../types";

/** Comments, strings and characters blanked to spaces, so offsets stay where they were. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (m) =>
    m.replace(/[^\n]/g, " "),
  );
}

/** A pointer given null (`p = NULL;`, `char *p = nullptr;`), not a field or a pointee (`s->p = NULL`, `*p = NULL`). */
const NULLED = /([A-Za-z_]\w*)\s*=\s*(?:NULL|nullptr)\s*;/g;

/** What ends or leaves the path where the pointer was set to null, or starts another one. */
const OTHER_PATH = /\b(?:return|break|continue|goto|throw|else|case|default|exit|_exit|abort|longjmp)\b/;

/** Whether the name at `at` is given null itself: a plain assignment or a declaration's initialiser. */
function pointerAssigned(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 80), at);
  if (/(?:\.|->)\s*$/.test(before)) return false;
  const stars = /\*+\s*$/.exec(before);
  // `char *p = NULL` declares p; `*p = NULL` writes through it.
  return !stars || /[A-Za-z_]\w*\s*$/.test(before.slice(0, stars.index));
}

/**
 * The first mention of `name` after a null assignment, when it dereferences it (`*p`, `p->f`,
 * `p[i]`) and nothing between leaves that path: the dereference runs with the pointer null.
 */
function nullUse(text: string, name: string, from: number): number | undefined {
  const mention = new RegExp(`(?<![\\w.>])${name}\\b`, "g");
  mention.lastIndex = from;
  const next = mention.exec(text);
  if (!next) return undefined;
  // The statements before the one that mentions it (`return p->f;` is that path's own).
  const between = text.slice(from, next.index);
  const ended = Math.max(between.lastIndexOf(";"), between.lastIndexOf("{"), between.lastIndexOf("}"));
  if (OTHER_PATH.test(between.slice(0, ended + 1)) || /\b(?:else|case|default)\b/.test(between))
    return undefined;
  // A loop entered since may give it a value later in its body, before its next iteration.
  const later = new RegExp(`(?<![\\w.>*])${name}\\s*=(?!=)`);
  if (/\b(?:for|while|do)\b/.test(between) && later.test(text.slice(next.index + name.length)))
    return undefined;
  const after = text.slice(next.index + name.length, next.index + name.length + 3);
  const before = text.slice(Math.max(0, next.index - 40), next.index);
  if (/sizeof\s*\(?\s*\**\s*$/.test(before)) return undefined;
  const throughStar = /(?:^|[^\w)\]\s]|\breturn)\s*\*\s*$/.test(before);
  return /^\s*(?:->|\[)/.test(after) || throughStar ? next.index : undefined;
}

export const nullDereference: SyntacticRule = {
  kind: "syntactic",
  id: "null-dereference",
  title: "Null pointer dereference",
  cwe: [476],
  owasp: "A04:2021-Insecure Design",
  severity: "high",
  confidence: "high",
  languages: ["c", "cpp"],
  trigger: /NULL|nullptr/,
  message: "This pointer was set to null and is dereferenced before anything gives it a value.",
  fix: {
    description:
      "Give the pointer an object before using it, or check it for null first (if (p == NULL) return …;).",
  },
  onModule(module, ctx) {
    const hits: Hit[] = [];
    for (const fn of module.functions) {
      ctx.tick();
      const start = fn.span.start;
      const text = code(ctx.source.slice(start, fn.span.end));
      if (!/NULL|nullptr/.test(text)) continue;
      for (const m of text.matchAll(NULLED)) {
        const name = m[1] as string;
        if (!pointerAssigned(text, m.index)) continue;
        const at = nullUse(text, name, m.index + m[0].length);
        if (at === undefined) continue;
        hits.push({
          span: { start: start + at, end: start + at + name.length },
          message: `${name} was set to null at line ${ctx.line(start + m.index)} and is dereferenced here before anything gives it a value.`,
        });
      }
    }
    return hits;
  },
};
