import type { TaintRule } from "../types";

export const trustBoundaryViolation: TaintRule = {
  kind: "taint",
  id: "trust-boundary-violation",
  title: "Trust boundary violation",
  cwe: [501],
  owasp: "A04:2021-Insecure Design",
  severity: "medium",
  confidence: "high",
  sink: "trust-boundary",
  message: "Untrusted input is stored in the server-side session without validation.",
  fix: {
    description:
      "Validate the value (type, length, allowed characters) before storing it in the session, where later code will trust it.",
  },
};
