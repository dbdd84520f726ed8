import type { SyntacticRule } from "../types";
import { cookieFlagMissing, sessionOptionsFlagMissing } from "./support/cookie-flags";

export const cookieWithoutSecure: SyntacticRule = {
  kind: "syntactic",
  id: "cookie-without-secure",
  title: "Cookie without the Secure flag",
  cwe: [614],
  owasp: "A05:2021-Security Misconfiguration",
  severity: "medium",
  confidence: "high",
  languages: ["java", "python", "javascript", "typescript", "go", "php", "csharp", "ruby"],
  trigger: /[Cc]ookie/,
  message: "A cookie is set without the Secure flag, so it can be sent over plain HTTP.",
  fix: {
    description: "Set the Secure flag on the cookie (cookie.setSecure(true), secure: true, secure=True).",
  },
  onCall: (call) => cookieFlagMissing(call, "secure"),
  onObject: (object, ctx) => sessionOptionsFlagMissing(object, ctx, "secure"),
};
