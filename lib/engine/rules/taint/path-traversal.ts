import type { TaintRule } from "../types";

export const pathTraversal: TaintRule = {
  kind: "taint",
  id: "path-traversal",
  title: "Path traversal",
  cwe: [22],
  owasp: "A01:2021-Broken Access Control",
  severity: "high",
  confidence: "high",
  sink: "path",
  message: "Untrusted input is used as a file path.",
  fix: {
    description:
      "Reduce the input to a file name (basename), or normalise the resolved path and check that it stays inside the intended base directory before using it.",
  },
};
