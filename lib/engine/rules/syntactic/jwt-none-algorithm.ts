import type { Val } from "../../dataflow/values";
import { type CallEvent, constString, receiverIs, type SyntacticRule } from "../types";

/** Libraries whose `verify` checks a token against a key and an options object (jsonwebtoken, jose 1.x/2.x). */
const JWT_MODULES = ["jsonwebtoken", "jose", "JWT"];

/** An `algorithms` list that names "none": a token with no signature passes. */
function acceptsNone(options: Val | undefined): boolean {
  const algorithms = options?.keys?.get("algorithms");
  return (algorithms?.items ?? []).some((a) => constString(a)?.toLowerCase() === "none");
}

/** jose's `JWK.None`: the key that verifies unsigned tokens. */
function noneKey(call: CallEvent): boolean {
  const key = call.argExprs[1];
  return key?.kind === "member" && key.property === "None" && /(^|\.)JWK$/.test(exprText(key.object));
}

function exprText(e: CallEvent["argExprs"][number]): string {
  if (e.kind === "name") return e.name;
  if (e.kind === "member") return `${exprText(e.object)}.${e.property}`;
  return "";
}

export const jwtNoneAlgorithm: SyntacticRule = {
  kind: "syntactic",
  id: "jwt-none-algorithm",
  title: "JWT verification accepts unsigned tokens",
  cwe: [327, 347],
  owasp: "A02:2021-Cryptographic Failures",
  severity: "high",
  confidence: "high",
  languages: ["javascript", "typescript"],
  level: "mini",
  // The hook is the `verify` call; "none" alone is in too much unrelated code (`display: "none"`).
  trigger: /\bverify\b/,
  message:
    'Tokens are verified with the "none" algorithm allowed, so a token without a signature is accepted and anyone can forge one.',
  fix: {
    description:
      'List only the algorithms the keys use (for example algorithms: ["HS256"]); never "none" or JWK.None.',
  },
  onCall(call) {
    const { key } = call;
    if (key.name !== "verify" || !(JWT_MODULES.some((m) => receiverIs(key, m)) || key.receiverName === "JWT"))
      return undefined;
    return acceptsNone(call.args[2]) || noneKey(call) ? { span: call.span } : undefined;
  },
};
