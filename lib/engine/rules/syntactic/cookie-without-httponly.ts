import type { SyntacticRule } from "../types";
import { cookieFlagMissing, sessionOptionsFlagMissing } from "./support/cookie-flags";

export const cookieWithoutHttpOnly: SyntacticRule = {
  kind: "syntactic",
  id: "cookie-without-httponly",
  title: "Cookie without the HttpOnly flag",
  cwe: [1004],
  owasp: "A05:2021-Security Misconfiguration",
  severity: "low",
  confidence: "high",
  languages: ["java", "python", "javascript", "typescript", "go", "php", "csharp", "ruby"],
  trigger: /[Cc]ookie/,
  message: "A cookie is set without the HttpOnly flag, so scripts in the page can read it.",
  fix: {
    description:
      "Set the HttpOnly flag on the cookie (cookie.setHttpOnly(true), httpOnly: true, httponly=True).",
  },
  onCall: (call) => cookieFlagMissing(call, "httponly"),
  onObject: (object, ctx) => sessionOptionsFlagMissing(object, ctx, "httponly"),
};
