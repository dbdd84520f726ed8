import type { Expr } from "../ir/ir";
import { MUTATORS } from "../models/common/containers";
import type { SinkKind } from "../models/types";

/** Textual path of an expression (`a.b.c`), or undefined when it is not a plain chain. */
export function exprPath(e: Expr): string | undefined {
  switch (e.kind) {
    case "name":
      return e.name;
    case "member": {
      const o = exprPath(e.object);
      return o === undefined ? undefined : `${o}.${e.property}`;
    }
    case "call": {
      const c = exprPath(e.callee);
      return c;
    }
    case "index": {
      const o = exprPath(e.object);
      return o === undefined ? undefined : `${o}[]`;
    }
    default:
      return undefined;
  }
}

/**
 * The place an expression reads, when it is a variable, its members and literal keys
 * (`req.query.id`, `request.args["mode"]`); calls and computed keys name no place.
 */
export function accessPath(e: Expr): string | undefined {
  switch (e.kind) {
    case "name":
      return e.name;
    case "member": {
      const o = accessPath(e.object);
      return o === undefined ? undefined : `${o}.${e.property}`;
    }
    case "index": {
      const o = accessPath(e.object);
      return o === undefined || e.index.kind !== "lit" ? undefined : `${o}[${JSON.stringify(e.index.value)}]`;
    }
    default:
      return undefined;
  }
}

/** The variable a chain of mutating calls changes (`sb.append(a).append(b)` changes `sb`). */
export function mutationRoot(e: Expr): Expr | undefined {
  let cur = e;
  while (cur.kind === "call" && cur.callee.kind === "member" && MUTATORS.has(cur.callee.property))
    cur = cur.callee.object;
  return cur.kind === "name" || cur.kind === "member" ? cur : undefined;
}

/** The literal text a string expression starts with (`"https://x/" + id` starts with `https://x/`). */
export function leadingLiteral(e: Expr): string | undefined {
  if (e.kind === "lit") return typeof e.value === "string" ? e.value : undefined;
  if (e.kind === "binary" && e.op === "+") return leadingLiteral(e.left);
  if (e.kind === "template") {
    const first = e.parts[0];
    return first ? leadingLiteral(first) : undefined;
  }
  return undefined;
}

/** The operands of a string built with `+` or a template, in order (`a + "/" + b` → a, "/", b). */
export function stringParts(e: Expr): Expr[] {
  if (e.kind === "binary" && e.op === "+") return [...stringParts(e.left), ...stringParts(e.right)];
  if (e.kind === "template") return e.parts.flatMap(stringParts);
  return [e];
}

/**
 * A request or redirect whose destination is fixed by a literal prefix cannot be pointed elsewhere
 * by the input: an absolute URL with its host and path separator, or a relative path.
 */
export function fixedDestination(kind: SinkKind, e: Expr): boolean {
  const literal = leadingLiteral(e);
  return literal !== undefined && fixedPrefix(kind, literal);
}

/** Whether text that starts with this literal goes where the literal says (see fixedDestination). */
export function fixedPrefix(kind: SinkKind, literal: string): boolean {
  if (kind !== "ssrf" && kind !== "redirect" && kind !== "path") return false;
  // A URL is not a file path.
  if (kind === "path") return /^https?:\/\//i.test(literal);
  // A Location header (PHP's header()) and a Spring view name (`redirect:/home`) name their URL after a prefix.
  const prefix = kind === "redirect" ? literal.replace(/^\s*(location\s*:|redirect:)\s*/i, "") : literal;
  if (/^https?:\/\/[^/?#@]+[/?#]/i.test(prefix)) return true;
  // A local path is never sent anywhere; text with a path separator after its first word, with or
  // without a scheme (`api.example.com/`), has its host written before the input.
  if (kind === "ssrf" && /^(\/(?!\/)|\.|([a-z][\w+.-]*:\/\/)?[^/?#@:\\]+[/?#])/i.test(prefix)) return true;
  // ASP.NET resolves `~/` to the application root: a local path too.
  return kind === "redirect" && /^~?\/(?![/\\])/.test(prefix);
}

/** `require("crypto")` used directly as a receiver names the module. */
export function requiredModule(e: Expr): string | undefined {
  if (e.kind !== "call" || e.callee.kind !== "name" || e.callee.name !== "require") return undefined;
  const arg = e.args[0];
  if (arg?.kind !== "lit" || typeof arg.value !== "string") return undefined;
  return arg.value.startsWith("node:") ? arg.value.slice(5) : arg.value;
}
