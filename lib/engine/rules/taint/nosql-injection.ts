import type { TaintRule } from "../types";

export const nosqlInjection: TaintRule = {
  kind: "taint",
  id: "nosql-injection",
  title: "NoSQL injection",
  cwe: [943],
  owasp: "A03:2021-Injection",
  severity: "high",
  confidence: "high",
  sink: "nosql",
  message:
    "Untrusted input is built into a database query object, where a value such as { $ne: null } or a $where expression changes what the query matches.",
  fix: {
    description:
      "Convert each input to the type the query expects (String(x), Number(x)) or reject objects before building the query, and never build $where expressions from input.",
  },
};
