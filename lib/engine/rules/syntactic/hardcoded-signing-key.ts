import type { Expr } from "../../ir/ir";
import { type CallEvent, constString, type Hit, receiverIs, type SyntacticRule } from "../types";

/**
 * Modules whose `sign`/`verify` take the key second: jsonwebtoken, jose's `JWT`, jwt-simple's
 * `encode`/`decode`, PHP's firebase/php-jwt (`JWT::encode($payload, $key, 'HS256')`).
 */
const JWT_MODULES = ["jsonwebtoken", "jose", "JWT", "jwt-simple"];
const JWT_METHODS = /^(sign|verify|encode|decode)$/;
/** Helpers that wrap a key without hiding it (`JWK.asKey("k")`, `Buffer.from("k")`). */
const KEY_WRAPPERS = /^(asKey|createSecretKey|from|encode|fromString)$/;
/** Option objects of session, JWT middleware and passport strategies, and the field holding their secret. */
const SECRET_OPTIONS: Array<{ call: RegExp; fields: string[] }> = [
  { call: /^(session|expressSession|cookieSession|jwt|expressjwt|expressJwt)$/, fields: ["secret", "keys"] },
  { call: /Strategy$/, fields: ["secretOrKey", "clientSecret", "consumerSecret"] },
];

/** A literal key, or a literal given straight to a key wrapper. */
function literalKey(e: Expr | undefined, value: string | undefined): boolean {
  if (value !== undefined) return value.length > 0;
  if (e?.kind !== "call") return false;
  // php-jwt's `new Key("k", "HS256")` wraps the key with its algorithm.
  const phpKey = e.isNew && e.callee.kind === "name" && /(^|\\|\.)Key$/.test(e.callee.name);
  if (!phpKey && (e.callee.kind !== "member" || !KEY_WRAPPERS.test(e.callee.property))) return false;
  const inner = e.args[0];
  return inner?.kind === "lit" && typeof inner.value === "string" && inner.value.length > 0;
}

/** Where an option object written in place holds the field, else the call. */
function fieldSpan(e: Expr | undefined, field: string, call: CallEvent): Hit["span"] {
  if (e?.kind !== "object") return call.span;
  return e.props.find((p) => p.key === field)?.value.span ?? call.span;
}

/** A PHP key argument (`hash_hmac`, `openssl_encrypt`) written as a literal. */
function phpKey(call: CallEvent): Hit | undefined {
  const { key, args, argExprs } = call;
  if (!literalKey(argExprs[2], constString(args[2]))) return undefined;
  return {
    span: call.span,
    ...(key.name.startsWith("openssl")
      ? { message: "An encryption key is written in the source code, so anyone with the code can decrypt." }
      : {}),
  };
}

/** A secret option of a token or session library (`{ secret: "…" }`) given a constant. */
function optionKey(call: CallEvent): Hit | undefined {
  const { key, args, argExprs } = call;
  const options = SECRET_OPTIONS.find((o) => o.call.test(key.name));
  const fields = args[0]?.keys;
  if (!options || !fields) return undefined;
  for (const field of options.fields) {
    const v = fields.get(field);
    if (constString(v)) return { span: fieldSpan(argExprs[0], field, call) };
  }
  return undefined;
}

export const hardcodedSigningKey: SyntacticRule = {
  kind: "syntactic",
  id: "hardcoded-signing-key",
  title: "Hard-coded signing key or session secret",
  cwe: [798, 321],
  owasp: "A07:2021-Identification and Authentication Failures",
  severity: "high",
  confidence: "high",
  languages: ["javascript", "typescript", "php"],
  // Every case names its module (jsonwebtoken, jose, jwt-simple, express-jwt), a secret option or
  // the crypto call; sign/verify/encode/decode alone would let most files through the pre-filter.
  trigger: /jsonwebtoken|jose|jwt|JWT|secret|Secret|createHmac|createCipheriv|hash_hmac|openssl_(en|de)crypt/,
  message:
    "A key that signs tokens or sessions is written in the source code, so anyone with the code can forge them.",
  fix: {
    description:
      "Read the key at run time from a secret store or the environment (for example process.env.JWT_SECRET), and rotate the key that was committed.",
  },
  onCall(call) {
    const { key, args, argExprs } = call;
    const jwt = JWT_MODULES.some((m) => receiverIs(key, m)) || key.receiverName === "JWT";
    if (JWT_METHODS.test(key.name) && jwt)
      return literalKey(argExprs[1], constString(args[1]))
        ? { span: argExprs[1]?.span ?? call.span }
        : undefined;
    if ((key.name === "createHmac" || key.name === "createCipheriv") && receiverIs(key, "crypto"))
      return literalKey(argExprs[1], constString(args[1])) ? { span: call.span } : undefined;
    // PHP: hash_hmac(algo, data, key), openssl_encrypt/openssl_decrypt(data, cipher, key).
    if (/^(hash_hmac|openssl_encrypt|openssl_decrypt)$/.test(key.name) && !key.hasReceiver)
      return phpKey(call);
    return optionKey(call);
  },
};
