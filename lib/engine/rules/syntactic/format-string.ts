import type { HookContext, SyntacticRule } from "../types";
import { literalParts } from "./support/c-literals";

const FORMAT_ARG: Record<string, number> = {
  printf: 0,
  vprintf: 0,
  wprintf: 0,
  fprintf: 1,
  vfprintf: 1,
  dprintf: 1,
  sprintf: 1,
  vsprintf: 1,
  snprintf: 2,
  vsnprintf: 2,
  syslog: 1,
  err: 1,
  warn: 0,
  warnx: 0,
  vsyslog: 1,
  fwprintf: 1,
  vfwprintf: 1,
  // A scanf format from input is as dangerous: `%n` and `%s` write where it says.
  scanf: 0,
  vscanf: 0,
  wscanf: 0,
  fscanf: 1,
  sscanf: 1,
  vfscanf: 1,
  vsscanf: 1,
  fwscanf: 1,
  swscanf: 1,
};

/** The printf-like functions a file defines (see `variadicFormat`), by name: their format's position. */
let wrappersOf: { source: string; wrappers: Map<string, number> } | undefined;

function formatWrappers(source: string): Map<string, number> {
  if (wrappersOf?.source === source) return wrappersOf.wrappers;
  const wrappers = new Map<string, number>();
  for (const m of source.matchAll(
    /\b([A-Za-z_]\w*)\s*\(([^(){};]*?)\b([A-Za-z_]\w*)\s*,\s*\.\.\.\s*\)\s*\{/g,
  )) {
    const [, name, before, format] = m as unknown as [string, string, string, string];
    const forwarded = new RegExp(`\\bv\\w*(?:printf|syslog)\\s*\\([^;]*\\b${format}\\b`);
    if (forwarded.test(source.slice(m.index, m.index + 4000)))
      // `before` ends with the format's own type: the parameters ahead of it are its commas.
      wrappers.set(name, before.split(",").length - 1);
  }
  wrappersOf = { source, wrappers };
  return wrappers;
}

/**
 * A printf-like function of the program's own (`void log_error(const char *fmt, ...)`) hands its
 * format parameter on to `vfprintf`, and so does its `va_list` form (`int xvsnprintf(char *s,
 * size_t n, const char *fmt, va_list ap)`): its callers pass the format, and they are where it is
 * checked.
 */
function variadicFormat(ctx: HookContext, name: string): boolean {
  const start = ctx.functionSpan?.start;
  if (start === undefined) return false;
  const header = ctx.source.slice(start, ctx.source.indexOf("{", start));
  return new RegExp(`\\b${name}\\s*,\\s*(?:\\.\\.\\.|va_list\\s+\\w+)\\s*\\)`).test(header);
}

/**
 * A name in capitals the file never assigns (`printf(LUA_NUMBER_FMT, n)`) is a macro a header
 * defines: the format is fixed when the program is compiled.
 */
function formatMacro(source: string, name: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(name) && !new RegExp(`\\b${name}\\s*(?:=[^=]|\\[)`).test(source);
}

export const formatString: SyntacticRule = {
  kind: "syntactic",
  id: "format-string",
  title: "Non-literal format string",
  cwe: [134],
  owasp: "A03:2021-Injection",
  severity: "high",
  confidence: "medium",
  languages: ["c", "cpp"],
  level: "mini",
  trigger: /printf|syslog|err|warn|scanf/,
  message: "The format string is not a literal; a value containing % directives can read or write memory.",
  fix: {
    description: 'Pass a literal format and the value as an argument: printf("%s", value).',
  },
  onCall(call, ctx) {
    if (call.key.hasReceiver && call.key.receiverType !== "" && call.key.receiverType !== "std")
      return undefined;
    // A printf-like function of the program's own is checked where it is called, like printf.
    const index = FORMAT_ARG[call.key.name] ?? formatWrappers(ctx.source).get(call.key.name);
    if (index === undefined) return undefined;
    const format = call.args[index];
    const expr = call.argExprs[index];
    if (!format || !expr) return undefined;
    if (format.constant !== undefined) return undefined;
    // A format chosen between literals (cond ? "a" : "b") is still a literal.
    if (expr.kind === "cond" && expr.whenTrue.kind === "lit" && expr.whenFalse.kind === "lit")
      return undefined;
    // Literals joined with macros (`"%" PRIu64 " bytes"`) are fixed when the program is compiled.
    if (literalParts(ctx.source.slice(expr.span.start, expr.span.end)) !== undefined) return undefined;
    if (expr.kind === "name" && (variadicFormat(ctx, expr.name) || formatMacro(ctx.source, expr.name)))
      return undefined;
    return { span: call.span };
  },
};
