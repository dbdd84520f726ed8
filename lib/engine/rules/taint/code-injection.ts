import type { TaintRule } from "../types";

export const codeInjection: TaintRule = {
  kind: "taint",
  id: "code-injection",
  title: "Code injection",
  cwe: [94, 95],
  owasp: "A03:2021-Injection",
  severity: "critical",
  confidence: "high",
  sink: "code",
  message: "Untrusted input is evaluated as code or used to pick a class to load.",
  fix: {
    description:
      "Never evaluate input as code: map the input to a fixed set of allowed operations or class names instead.",
  },
};
