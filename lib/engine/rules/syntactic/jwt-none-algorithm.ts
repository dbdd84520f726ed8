import type { Val } from "../../dataflow/values";
import { type CallEvent, constString, type Hit, receiverIs, type SyntacticRule } from "../types";

/** Libraries whose `verify` checks a token against a key and an options object (jsonwebtoken, jose 1.x/2.x). */
const JWT_MODULES = ["jsonwebtoken", "jose", "JWT"];

/** An `algorithms` list that names "none": a token with no signature passes. */
function acceptsNone(options: Val | undefined): boolean {
  return namesNone(options?.keys?.get("algorithms"));
}

function namesNone(algorithms: Val | undefined): boolean {
  return (algorithms?.items ?? []).some((a) => constString(a)?.toLowerCase() === "none");
}

/** PyJWT: `jwt.decode(token, key, algorithms=["none"])`, or a token made unsigned by `jwt.encode(..., algorithm="none")`. */
function pyjwtNone(call: CallEvent): Hit | undefined {
  if (!receiverIs(call.key, "jwt")) return undefined;
  if (call.key.name === "decode")
    return namesNone(call.keywords.get("algorithms")) ? { span: call.span } : undefined;
  if (call.key.name !== "encode" || constString(call.keywords.get("algorithm"))?.toLowerCase() !== "none")
    return undefined;
  return {
    span: call.span,
    message: 'Tokens are issued with the "none" algorithm: they carry no signature, so anyone can forge one.',
  };
}

/**
 * jwt-simple's `decode(token, key, noVerify)`: any truthy third argument (`true`, an algorithm's
 * name written there by mistake, even the string "false") skips the signature check.
 */
function jwtSimpleNoVerify(call: CallEvent): Hit | undefined {
  if (call.key.name !== "decode" || !receiverIs(call.key, "jwt-simple")) return undefined;
  if (!call.args[2]?.constant?.value) return undefined;
  return {
    span: call.span,
    message:
      "Tokens are decoded without checking their signature (noVerify is set), so anyone can forge one.",
  };
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
  languages: ["javascript", "typescript", "python"],
  // The hook is the `verify` call (PyJWT's `jwt.decode`/`jwt.encode`); "none" alone is in too much
  // unrelated code (`display: "none"`).
  trigger: /\bverify\b|\bjwt\.(?:de|en)code\b/,
  message:
    'Tokens are verified with the "none" algorithm allowed, so a token without a signature is accepted and anyone can forge one.',
  fix: {
    description:
      'List only the algorithms the keys use (for example algorithms: ["HS256"]); never "none" or JWK.None.',
  },
  onCall(call) {
    const { key } = call;
    const unchecked = pyjwtNone(call) ?? jwtSimpleNoVerify(call);
    if (unchecked) return unchecked;
    if (key.name !== "verify" || !(JWT_MODULES.some((m) => receiverIs(key, m)) || key.receiverName === "JWT"))
      return undefined;
    return acceptsNone(call.args[2]) || noneKey(call) ? { span: call.span } : undefined;
  },
};
