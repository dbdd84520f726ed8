import type { TaintRule } from "../types";

export const openRedirect: TaintRule = {
  kind: "taint",
  id: "open-redirect",
  title: "Open redirect",
  cwe: [601],
  owasp: "A01:2021-Broken Access Control",
  severity: "medium",
  confidence: "high",
  sink: "redirect",
  message: "Untrusted input decides where the user is redirected.",
  fix: {
    description: "Redirect only to relative paths or to an allow-list of known destinations.",
  },
};
