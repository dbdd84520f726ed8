import type { SyntacticRule } from "../types";

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
  onCall(call) {
    if (call.key.hasReceiver && call.key.receiverType !== "" && call.key.receiverType !== "std")
      return undefined;
    const index = FORMAT_ARG[call.key.name];
    if (index === undefined) return undefined;
    const format = call.args[index];
    const expr = call.argExprs[index];
    if (!format || !expr) return undefined;
    if (format.constant !== undefined) return undefined;
    // A format chosen between literals (cond ? "a" : "b") is still a literal.
    if (expr.kind === "cond" && expr.whenTrue.kind === "lit" && expr.whenFalse.kind === "lit")
      return undefined;
    return { span: call.span };
  },
};
