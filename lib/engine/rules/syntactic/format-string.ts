import type { Expr } from "../../ir/ir";
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
 * Functions declared printf-like by a format attribute (`void log_warning(int flags, const char
 * *fmt, ...) __printflike(2, 3);`, GCC's `__attribute__((format(printf, 2, 3)))`, GLib's
 * `G_GNUC_PRINTF(2, 3)`), usually in a header: their format's position.
 */
function attributedFormats(source: string, out: Map<string, number>): void {
  if (!/printf|PRINTF/.test(source)) return;
  for (const m of source.matchAll(
    /\b([A-Za-z_]\w*)\s*\([^;{}()]*\)\s*(?:__attribute__\s*\(\(\s*(?:__)?format(?:__)?\s*\(\s*(?:__)?(?:gnu_)?printf(?:__)?\s*,\s*(\d+)|__printflike\s*\(\s*(\d+)|G_GNUC_PRINTF\s*\(\s*(\d+))/g,
  )) {
    const position = Number(m[2] ?? m[3] ?? m[4]);
    if (position > 0) out.set(m[1] as string, position - 1);
  }
}

/** The printf-like functions of every file of the language, by name: their format's position. */
const projectWrappers = new WeakMap<ReadonlyArray<{ source: string }>, Map<string, number>>();

function declaredFormats(
  files: ReadonlyArray<{ source: string }> | undefined,
): Map<string, number> | undefined {
  if (!files) return undefined;
  let wrappers = projectWrappers.get(files);
  if (!wrappers) {
    wrappers = new Map();
    for (const { source } of files) {
      attributedFormats(source, wrappers);
      for (const [name, index] of formatWrappers(source)) wrappers.set(name, index);
    }
    projectWrappers.set(files, wrappers);
  }
  return wrappers;
}

/** The text of the enclosing function before its body: its name and parameters. */
function functionHeader(ctx: HookContext): string | undefined {
  const start = ctx.functionSpan?.start;
  return start === undefined ? undefined : ctx.source.slice(start, ctx.source.indexOf("{", start));
}

/**
 * A printf-like function of the program's own (`void log_error(const char *fmt, ...)`) hands its
 * format parameter on to `vfprintf`, and so does its `va_list` form (`int xvsnprintf(char *s,
 * size_t n, const char *fmt, va_list ap)`): its callers pass the format, and they are where it is
 * checked.
 */
function variadicFormat(ctx: HookContext, name: string): boolean {
  const header = functionHeader(ctx);
  return (
    header !== undefined &&
    new RegExp(`\\b${name}\\s*,\\s*(?:\\.\\.\\.\\s*\\)|va_list\\s+\\w+\\s*[,)])`).test(header)
  );
}

/**
 * A printf-like function written without `...` (`gzprintf(file, format, a1, …, a20)` where a
 * compiler lacks variadic macros) hands its format and the values after it, all its own
 * parameters, to `sprintf` unchanged: its callers pass the format, and are where it is checked.
 */
function forwardsItsParameters(ctx: HookContext, formatAndValues: readonly Expr[]): boolean {
  const header = functionHeader(ctx);
  if (header === undefined || formatAndValues.length < 2) return false;
  return formatAndValues.every((e) => e.kind === "name" && new RegExp(`\\b${e.name}\\b`).test(header));
}

/**
 * A name in capitals the file never assigns (`printf(LUA_NUMBER_FMT, n)`) is a macro a header
 * defines: the format is fixed when the program is compiled.
 */
function formatMacro(source: string, name: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(name) && !new RegExp(`\\b${name}\\s*(?:=[^=]|\\[)`).test(source);
}

/**
 * The message arguments of the gettext family: a translated literal (`_("Bye.\\n")`,
 * `Q_("%d path", "%d paths", n)`) is a format the program's own catalogs fix.
 */
const TRANSLATED: Record<string, number[]> = {
  _: [0],
  N_: [0],
  gettext: [0],
  Q_: [0, 1],
  ngettext: [0, 1],
  C_: [1],
  pgettext: [1],
  dgettext: [1],
  dcgettext: [1],
  dngettext: [1, 2],
};

/** A constant the file declares as text (`static const char msg_remove[] = N_("Removing %s\\n");`). */
function constantText(source: string, name: string): boolean {
  return new RegExp(
    `\\bconst\\s+char\\s*(?:\\*\\s*(?:const\\s+)?)?${name}\\s*(?:\\[\\s*\\])?\\s*=\\s*(?:N_\\s*\\(\\s*)?"`,
  ).test(source);
}

/**
 * A format fixed when the program is built: a literal, literals joined with macros (`"%" PRIu64
 * " bytes"`), a choice between such formats, or one translated.
 */
function fixedFormat(expr: Expr, source: string): boolean {
  if (expr.kind === "lit") return true;
  if (expr.kind === "cond") return fixedFormat(expr.whenTrue, source) && fixedFormat(expr.whenFalse, source);
  if (literalParts(source.slice(expr.span.start, expr.span.end)) !== undefined) return true;
  if (expr.kind === "name") return constantText(source, expr.name);
  if (expr.kind !== "call" || expr.callee.kind !== "name") return false;
  const messages = TRANSLATED[expr.callee.name];
  if (!messages) return returnsOnlyLiterals(source, expr.callee.name);
  return messages.every((i) => {
    const arg = expr.args[i];
    return arg !== undefined && fixedFormat(arg, source);
  });
}

/** A literal, or a choice between literals (`n == 1 ? "%d file" : "%d files"`). */
function literalText(text: string): boolean {
  const choice = /^[^?"]*\?((?:[^:"]|"(?:[^"\\]|\\.)*")*):((?:[^:"]|"(?:[^"\\]|\\.)*")*)$/s.exec(text);
  if (choice) return literalText((choice[1] as string).trim()) && literalText((choice[2] as string).trim());
  return literalParts(text) !== undefined;
}

/**
 * A function the file defines whose every `return` gives a literal (`static const char *usage(int
 * verbose) { if (verbose) return "..."; return "..."; }`): what it returns is fixed when the
 * program is built.
 */
function returnsOnlyLiterals(source: string, name: string): boolean {
  const definition = new RegExp(`\\b${name}\\s*\\([^;{}()]*\\)\\s*\\{`).exec(source);
  if (!definition) return false;
  const body = braced(source, definition.index + definition[0].length - 1);
  const returns = [...body.matchAll(/\breturn\b([^;]*);/g)].map((m) => (m[1] as string).trim());
  return returns.length > 0 && returns.every(literalText);
}

/** The text from an opening brace to its closing one, skipping braces in strings, characters and comments. */
function braced(source: string, open: number): string {
  let depth = 0;
  const token = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\/\*[\s\S]*?\*\/|\/\/[^\n]*|[{}]/g;
  token.lastIndex = open;
  for (let m = token.exec(source); m; m = token.exec(source)) {
    if (m[0] === "{") depth++;
    else if (m[0] === "}" && --depth === 0) return source.slice(open, m.index + 1);
  }
  return source.slice(open);
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
  trigger: /printf|syslog|err|warn|scanf/,
  message: "The format string is not a literal; a value containing % directives can read or write memory.",
  fix: {
    description: 'Pass a literal format and the value as an argument: printf("%s", value).',
  },
  onCall(call, ctx) {
    if (call.key.hasReceiver && call.key.receiverType !== "" && call.key.receiverType !== "std")
      return undefined;
    // A printf-like function of the program's own, in any of its files, is checked where it is called, like printf.
    const index =
      FORMAT_ARG[call.key.name] ??
      formatWrappers(ctx.source).get(call.key.name) ??
      declaredFormats(ctx.projectFiles)?.get(call.key.name);
    if (index === undefined) return undefined;
    const format = call.args[index];
    const expr = call.argExprs[index];
    if (!format || !expr) return undefined;
    if (format.constant !== undefined) return undefined;
    if (fixedFormat(expr, ctx.source)) return undefined;
    if (expr.kind === "name" && (variadicFormat(ctx, expr.name) || formatMacro(ctx.source, expr.name)))
      return undefined;
    if (forwardsItsParameters(ctx, call.argExprs.slice(index))) return undefined;
    return { span: call.span };
  },
};
