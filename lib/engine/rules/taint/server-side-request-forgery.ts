import type { TaintRule } from "../types";

export const serverSideRequestForgery: TaintRule = {
  kind: "taint",
  id: "ssrf",
  title: "Server-side request forgery",
  cwe: [918],
  owasp: "A10:2021-Server-Side Request Forgery",
  severity: "high",
  confidence: "high",
  sink: "ssrf",
  message: "Untrusted input decides where the server sends a request.",
  fix: {
    description:
      "Do not let input choose the request target: map it to an allow-listed host, or validate the parsed URL's scheme and host against an allow-list.",
  },
};
