import type { Val } from "../../dataflow/values";
import {
  type CallEvent,
  callIds,
  constString,
  type Hit,
  type HookContext,
  receiverIs,
  type SyntacticRule,
} from "../types";

const WEAK = /^(md2|md4|md5|sha-?1|sha|ripemd-?160)$/i;

/** Names of the value or function that say the hash protects something. */
const SECURITY_PURPOSE =
  /passw|pwd|secret|token|auth|credential|sign|hmac|salt|nonce|session|cert|verif|crypt|(^|_)key$|[a-z]Key$|apikey|api_key/i;
/** Names that say the hash only identifies or caches content (a collision there is harmless). */
const IDENTITY_PURPOSE =
  /etag|cache|checksum|uuid|guid|dedup|suid|serialversion|(^|_)ids?$|[a-z]Ids?$|(^|_)name$|[a-z]Name$|bucket|shard|partition/i;

/**
 * A weak hash named for a security purpose is reported as the rule says; one named for
 * identifying or caching content is not a weakness; without either, it is reported with low
 * confidence (checksums and protocol-mandated digests are common).
 */
function purpose(ctx: HookContext): "security" | "identity" | undefined {
  const names = [ctx.assignTarget ?? "", ctx.functionName];
  // A cache key or an ETag is named for what it identifies, even when it says "key".
  if (names.some((n) => IDENTITY_PURPOSE.test(n))) return "identity";
  if (names.some((n) => SECURITY_PURPOSE.test(n))) return "security";
  return undefined;
}

const first = (call: CallEvent) => call.args[0];

/** The calls that name a hash algorithm, each with the argument that names it; the first that matches counts. */
const ALGORITHM_ARGS: Array<[(call: CallEvent) => boolean, (call: CallEvent) => Val | undefined]> = [
  [({ key }) => key.name === "getInstance" && receiverIs(key, "MessageDigest"), first],
  [
    ({ key }) =>
      key.name === "createHash" && (receiverIs(key, "crypto") || key.receiverType === "node:crypto"),
    first,
  ],
  [
    ({ key }) => key.name === "new" && receiverIs(key, "hashlib"),
    (call) => call.args[0] ?? call.keywords.get("name"),
  ],
  // commons-codec: new DigestUtils("MD5")
  [({ key }) => key.name === "DigestUtils" && key.receiverType === "new", first],
  [({ key }) => /^(hash|hash_init|hash_hmac|hash_file)$/.test(key.name), first],
  [
    ({ key }) =>
      (key.name === "new" || key.name === "digest" || key.name === "hexdigest") &&
      key.receiverType === "OpenSSL::Digest",
    first,
  ],
  [({ key }) => key.name === "Create" && receiverIs(key, "HashAlgorithm"), first],
  [({ key }) => key.name === "EVP_get_digestbyname" && !key.hasReceiver, first],
];

function algorithmArg(call: CallEvent): string | undefined {
  const rule = ALGORITHM_ARGS.find(([matches]) => matches(call));
  return rule ? constString(rule[1](call)) : undefined;
}

const DIRECT = new Set([
  "hashlib#md5",
  "hashlib#sha1",
  "DigestUtils#md5",
  "DigestUtils#md5Hex",
  "DigestUtils#sha1",
  "DigestUtils#sha1Hex",
  "DigestUtils#shaHex",
  "Hashing#md5",
  "Hashing#sha1",
  "Crypto.Hash.MD5#new",
  "Crypto.Hash.MD4#new",
  "Crypto.Hash.MD2#new",
  "Crypto.Hash.SHA1#new",
  "Crypto.Hash.SHA#new",
  "Cryptodome.Hash.MD5#new",
  "Cryptodome.Hash.MD4#new",
  "Cryptodome.Hash.MD2#new",
  "Cryptodome.Hash.SHA1#new",
  "Cryptodome.Hash.SHA#new",
  // pyca/cryptography's digest algorithms: `hashes.Hash(hashes.MD5())`.
  "cryptography.hazmat.primitives.hashes#MD5",
  "cryptography.hazmat.primitives.hashes#SHA1",
  "md5#New",
  "md5#Sum",
  "crypto/md5#New",
  "crypto/md5#Sum",
  "sha1#New",
  "sha1#Sum",
  "crypto/sha1#New",
  "crypto/sha1#Sum",
  "MD5#Create",
  "SHA1#Create",
  "new MD5CryptoServiceProvider",
  "new SHA1CryptoServiceProvider",
  "new SHA1Managed",
  "new MD5Cng",
  "new SHA1Cng",
  "MD5#HashData",
  "SHA1#HashData",
  "Digest::MD5#hexdigest",
  "Digest::MD5#digest",
  "Digest::MD5#new",
  "Digest::SHA1#hexdigest",
  "Digest::SHA1#digest",
  "Digest::SHA1#new",
  "Digest::MD5#file",
  "Digest::SHA1#file",
  "Digest::MD5#base64digest",
  "Digest::SHA1#base64digest",
  "OpenSSL::Digest::MD5#base64digest",
  "OpenSSL::Digest::SHA1#base64digest",
  "OpenSSL::Digest::MD5#new",
  "OpenSSL::Digest::MD5#digest",
  "OpenSSL::Digest::MD5#hexdigest",
  "OpenSSL::Digest::SHA1#new",
  "OpenSSL::Digest::SHA1#digest",
  "OpenSSL::Digest::SHA1#hexdigest",
  "#md5",
  "#sha1",
  "#MD5",
  "#MD5_Init",
  "#SHA1",
  "#SHA1_Init",
  "#EVP_md5",
  "#EVP_sha1",
  "#EVP_md4",
  "#MD4",
]);

/**
 * PHP digests that only name what they are for: a file's digest (`md5_file`) is mostly a
 * checksum, and rot13 is no hash at all; either stands for a password or a token only when named so.
 */
const SECURITY_ONLY = new Set(["#md5_file", "#sha1_file", "#hash_file", "#str_rot13"]);

/**
 * PHP's `crypt` without a salt (a notice before PHP 8, then standard DES or MD5-crypt), or with a
 * salt that picks DES (two characters, `_` extended DES) or MD5-crypt (`$1$`).
 */
function weakCrypt(call: CallEvent): Hit | undefined {
  if (call.key.name !== "crypt" || call.key.hasReceiver || call.args.length === 0) return undefined;
  const salt = call.args[1];
  if (!salt) return { span: call.span, message: "crypt() without a salt hashes with DES or MD5-crypt." };
  const text = constString(salt);
  // `$2y$` (bcrypt), `$5$`/`$6$` (SHA-crypt) and `$argon2…` are password hashes.
  if (text === undefined || (text.startsWith("$") && !text.startsWith("$1$"))) return undefined;
  return { span: call.span, message: "crypt() is given a salt that selects DES or MD5-crypt." };
}

/** The type models give what a weak digest function returns (PHP's `md5()`, `sha1()`). */
const WEAK_DIGEST = "WeakDigest";
const PASSWORD_KEY = /^(password|passwd|pass|pwd|user_?pass(word)?)$/i;

/**
 * A password stored as a weak digest made earlier (`$pass = md5($p); $user->setPassword($pass)`,
 * `User::create(['password' => sha1($p)])`): where it is stored is where the weakness shows.
 */
function weakPasswordDigest(call: CallEvent): Hit | undefined {
  const stored = /^set_?pass(word)?$/i.test(call.key.name) ? call.args[0] : passwordEntry(call.args);
  if (stored?.type !== WEAK_DIGEST) return undefined;
  return {
    span: call.span,
    message: "A password is stored as an MD5 or SHA-1 digest, which is fast to brute-force.",
  };
}

/** The first password-named entry of a map argument; a loop, as this runs on every call. */
function passwordEntry(args: CallEvent["args"]): CallEvent["args"][number] | undefined {
  for (const a of args) for (const [k, v] of a.keys ?? []) if (PASSWORD_KEY.test(k)) return v;
  return undefined;
}

function weakHashCall(call: CallEvent, ctx: HookContext): Hit | undefined {
  const algorithm = algorithmArg(call);
  if (algorithm !== undefined) {
    if (!WEAK.test(algorithm)) return undefined;
    // The replacement is the whole call with only the algorithm name changed.
    const text = ctx.source.slice(call.span.start, call.span.end);
    const replaced = text.replace(
      /(["'])(md2|md4|md5|sha-?1|sha|ripemd-?160)\1/i,
      (_, q: string) => `${q}SHA-256${q}`,
    );
    return {
      span: call.span,
      message: `The weak hash algorithm "${algorithm}" is used.`,
      ...(replaced !== text ? { replacement: replaced } : {}),
    };
  }
  if (!callIds(call.key).some((id) => DIRECT.has(id) || SECURITY_ONLY.has(id))) return undefined;
  const forSecurity = call.keywords.get("usedforsecurity");
  if (forSecurity?.constant?.value === false) return undefined;
  return { span: call.span };
}

export const weakHash: SyntacticRule = {
  kind: "syntactic",
  id: "weak-hash",
  title: "Weak hash algorithm",
  // CWE-327 names MD5 and SHA-1 among its examples of broken algorithms; CWE-328 is the weak-hash child.
  cwe: [328, 327],
  owasp: "A02:2021-Cryptographic Failures",
  severity: "medium",
  confidence: "high",
  languages: ["java", "python", "javascript", "typescript", "go", "php", "csharp", "ruby", "c", "cpp"],
  trigger:
    /md[245]|MD[245]|sha1|SHA1|SHA-1|sha-1|"SHA"|ripemd|getInstance|createHash|hashlib|Digest|crypt\(|rot13/,
  message: "A broken hash algorithm (MD5/SHA-1 family) is used; it does not resist collisions.",
  fix: {
    description:
      "Use SHA-256 or stronger for integrity, and a password hashing function (bcrypt, scrypt, Argon2, PBKDF2) for passwords.",
  },
  onCall(call, ctx) {
    // crypt() hashes passwords whatever its result is named.
    if (ctx.language === "php") {
      const crypt = weakCrypt(call);
      if (crypt) return crypt;
    }
    const hit = weakHashCall(call, ctx);
    if (!hit) return weakPasswordDigest(call);
    const why = purpose(ctx);
    if (callIds(call.key).some((id) => SECURITY_ONLY.has(id))) {
      if (why !== "security") return undefined;
      return call.key.name === "str_rot13"
        ? { ...hit, message: "rot13 only swaps letters: it is no hash and hides nothing." }
        : hit;
    }
    if (why === "identity") return undefined;
    return why === "security" ? hit : { ...hit, confidence: "low" };
  },
};
