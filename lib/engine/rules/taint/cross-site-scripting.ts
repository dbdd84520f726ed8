import type { TaintRule } from "../types";

export const crossSiteScripting: TaintRule = {
  kind: "taint",
  id: "xss",
  title: "Cross-site scripting",
  cwe: [79],
  owasp: "A03:2021-Injection",
  severity: "high",
  confidence: "high",
  sink: "xss",
  message: "Untrusted input is written into HTML output without encoding.",
  fix: {
    description:
      "Encode the value for the HTML context it is written to (for example with an HTML-escaping function or a template engine with auto-escaping) or return it as JSON.",
  },
};
