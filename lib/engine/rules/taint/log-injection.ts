import type { TaintRule } from "../types";

export const logInjection: TaintRule = {
  kind: "taint",
  id: "log-injection",
  title: "Log injection",
  cwe: [117],
  owasp: "A09:2021-Security Logging and Monitoring Failures",
  severity: "low",
  confidence: "high",
  sink: "log",
  message: "Untrusted input is written to a log without removing line breaks.",
  fix: {
    description:
      "Remove or encode carriage returns and line feeds (and other control characters) before logging the value.",
  },
};
