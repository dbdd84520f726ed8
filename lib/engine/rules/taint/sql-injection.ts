import type { TaintRule } from "../types";

export const sqlInjection: TaintRule = {
  kind: "taint",
  id: "sql-injection",
  title: "SQL injection",
  cwe: [89],
  owasp: "A03:2021-Injection",
  severity: "critical",
  confidence: "high",
  sink: "sql",
  message: "Untrusted input is built into a SQL query.",
  fix: {
    description:
      "Use a parameterised query (placeholders such as ? or %s with the values passed separately) instead of building the query text from input.",
  },
};
