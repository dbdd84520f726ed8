import type { TaintRule } from "../types";

export const commandInjection: TaintRule = {
  kind: "taint",
  id: "command-injection",
  title: "OS command injection",
  cwe: [78],
  owasp: "A03:2021-Injection",
  severity: "critical",
  confidence: "high",
  sink: "command",
  message: "Untrusted input reaches an operating system command.",
  fix: {
    description:
      "Do not run a shell with input in the command line: call the program directly with a fixed executable and an argument list, and validate each argument against an allow-list.",
  },
};
