import type { TaintRule } from "../types";

export const ldapInjection: TaintRule = {
  kind: "taint",
  id: "ldap-injection",
  title: "LDAP injection",
  cwe: [90],
  owasp: "A03:2021-Injection",
  severity: "high",
  confidence: "high",
  sink: "ldap",
  message: "Untrusted input is built into an LDAP filter.",
  fix: {
    description:
      "Escape the value for LDAP filters (RFC 4515) before building the filter, or validate it against a strict allow-list.",
  },
};
