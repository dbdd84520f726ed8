import type { TaintRule } from "../types";

export const untrustedXmlParsing: TaintRule = {
  kind: "taint",
  id: "untrusted-xml-parsing",
  title: "XML parsing of untrusted input",
  cwe: [611],
  owasp: "A05:2021-Security Misconfiguration",
  severity: "high",
  confidence: "high",
  sink: "xxe",
  message: "Untrusted XML is parsed by a parser that may resolve external entities.",
  fix: {
    description: "Parse untrusted XML with external entities and DTDs disabled (for Python, use defusedxml).",
  },
};
