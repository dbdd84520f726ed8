import type { TaintRule } from "../types";

export const xpathInjection: TaintRule = {
  kind: "taint",
  id: "xpath-injection",
  title: "XPath injection",
  cwe: [643],
  owasp: "A03:2021-Injection",
  severity: "high",
  confidence: "high",
  sink: "xpath",
  message: "Untrusted input is built into an XPath expression.",
  fix: {
    description:
      "Use XPath variables (a variable resolver) instead of concatenating input, or validate the input against a strict allow-list.",
  },
};
