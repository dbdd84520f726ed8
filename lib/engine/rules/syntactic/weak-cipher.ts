import {
  type CallEvent,
  callIds,
  constString,
  type Hit,
  type ObjectEvent,
  receiverIs,
  type SyntacticRule,
} from "../types";

/** Transformations that are broken or used in ECB mode (the JDK's default for a bare "AES"). */
function weakTransformation(t: string): boolean {
  const upper = t.toUpperCase();
  const [algorithm = "", mode] = upper.split("/");
  // RSA has no block chaining: "RSA/ECB/…" names its padding, and OAEP is sound.
  if (algorithm === "RSA") return false;
  if (/^(DES|DESEDE|TRIPLEDES|3DES|RC2|RC4|ARCFOUR|ARC4|BLOWFISH|IDEA)$/.test(algorithm)) return true;
  if (/^(DES|RC2|RC4|BF|BLOWFISH|IDEA|DES-EDE3?)(-|$)/.test(upper)) return true;
  if (mode === "ECB" || /-ECB$/.test(upper)) return true;
  return algorithm === "AES" && mode === undefined && !upper.includes("-");
}

/** `Cipher.getInstance(t)`, `KeyGenerator.getInstance(t)`, `crypto.createCipheriv(t, …)`. */
function isCipherFactory(call: CallEvent): boolean {
  const { name } = call.key;
  if (name === "createCipheriv" || name === "createDecipheriv") return true;
  return name === "getInstance" && (receiverIs(call.key, "Cipher") || receiverIs(call.key, "KeyGenerator"));
}

/** The transformation a cipher factory is given: Node's bare `aes` read as `aes-cbc`, a key generator's `AES` as naming no mode. */
function factoryTransformation(call: CallEvent): string | undefined {
  const t = constString(call.args[0]);
  if (t === undefined) return undefined;
  if (receiverIs(call.key, "KeyGenerator")) return t.toUpperCase() === "AES" ? undefined : t;
  return call.key.name !== "getInstance" && !t.includes("-") && t.toUpperCase() === "AES" ? `${t}-cbc` : t;
}

function transformation(call: CallEvent): string | undefined {
  const { name } = call.key;
  if (isCipherFactory(call)) return factoryTransformation(call);
  if (name === "openssl_encrypt" || name === "openssl_decrypt") return constString(call.args[1]);
  if (name === "EVP_get_cipherbyname" && !call.key.hasReceiver) return constString(call.args[0]);
  if (receiverIs(call.key, "OpenSSL::Cipher") && name === "new") return constString(call.args[0]);
  return undefined;
}

const DIRECT = new Set([
  "Crypto.Cipher.DES#new",
  "Crypto.Cipher.DES3#new",
  "Crypto.Cipher.ARC4#new",
  "Crypto.Cipher.ARC2#new",
  "Crypto.Cipher.Blowfish#new",
  "Crypto.Cipher.XOR#new",
  // PyCryptodomex installs the same modules under `Cryptodome`.
  "Cryptodome.Cipher.DES#new",
  "Cryptodome.Cipher.DES3#new",
  "Cryptodome.Cipher.ARC4#new",
  "Cryptodome.Cipher.ARC2#new",
  "Cryptodome.Cipher.Blowfish#new",
  "Cryptodome.Cipher.XOR#new",
  "DES#new",
  "DES3#new",
  "ARC4#new",
  "Blowfish#new",
  "algorithms#TripleDES",
  "algorithms#ARC4",
  "algorithms#Blowfish",
  "algorithms#IDEA",
  "modes#ECB",
  "crypto#createCipher",
  "crypto#createDecipher",
  "des#NewCipher",
  "des#NewTripleDESCipher",
  "rc4#NewCipher",
  "crypto/des#NewCipher",
  "crypto/des#NewTripleDESCipher",
  "crypto/rc4#NewCipher",
  "DES#Create",
  "TripleDES#Create",
  "RC2#Create",
  "new DESCryptoServiceProvider",
  "new TripleDESCryptoServiceProvider",
  "new RC2CryptoServiceProvider",
  "#mcrypt_encrypt",
  "#EVP_des_cbc",
  "#EVP_des_ecb",
  "#EVP_des_ede3_cbc",
  "#EVP_rc4",
  "#EVP_aes_128_ecb",
  "#EVP_aes_256_ecb",
  "#DES_ecb_encrypt",
  "#DES_set_key",
  "OpenSSL::Cipher::DES#new",
  "OpenSSL::Cipher::RC4#new",
  "OpenSSL::Cipher::RC2#new",
  "OpenSSL::Cipher::BF#new",
]);

/** OpenSSL's cipher constructors for broken ciphers (`EVP_des_cbc`, `EVP_rc4`) and any ECB mode. */
const OPENSSL_WEAK = /^EVP_(des|desx|rc4|rc2|bf|idea|cast5|seed)(_\w+)?$|^EVP_\w+_ecb$/;

/** Go's `tls.Config`: a protocol version before TLS 1.2, or a cipher suite built on RC4 or 3DES. */
function goTlsConfig(object: ObjectEvent): Hit | undefined {
  for (const key of ["MinVersion", "MaxVersion"]) {
    const version = String(object.props.get(key)?.constant?.value ?? "");
    if (/^tls\.Version(SSL30|TLS10|TLS11)$/.test(version))
      return { span: object.span, message: `${version} allows a broken protocol version.` };
  }
  const suites = object.props.get("CipherSuites")?.items ?? [];
  const weak = suites
    .map((s) => String(s.constant?.value ?? ""))
    .find((s) => /^tls\.TLS_.*(RC4|3DES)/.test(s));
  return weak ? { span: object.span, message: `The cipher suite ${weak} uses a broken cipher.` } : undefined;
}

/** `settings.SECRET_KEY`, `app.config["SECRET_KEY"]`: the application's own secret key, as written. */
const SECRET_KEY_REF = /^[\w.]+(?:\.SECRET_KEY|\[\s*["']SECRET_KEY["']\s*\])$/;

/**
 * Hashids salted with the application's secret key: ids are an encoding, not encryption, and the
 * salt can be recovered from enough of them, and with it the key that signs sessions.
 */
function hashidsSecretSalt(call: CallEvent, source: string): Hit | undefined {
  if (call.key.name !== "Hashids") return undefined;
  const text = source.slice(call.span.start, call.span.end);
  const first = call.argExprs[0];
  const positional = first ? source.slice(first.span.start, first.span.end) : "";
  const keyword = /\bsalt\s*=\s*([^,)]+)/.exec(text)?.[1]?.trim() ?? "";
  if (!SECRET_KEY_REF.test(positional) && !SECRET_KEY_REF.test(keyword)) return undefined;
  return {
    span: call.span,
    message:
      "Hashids is salted with the secret key; the salt can be recovered from the ids, and with it the key.",
  };
}

export const weakCipher: SyntacticRule = {
  kind: "syntactic",
  id: "weak-cipher",
  title: "Weak or broken encryption",
  cwe: [327],
  owasp: "A02:2021-Cryptographic Failures",
  severity: "high",
  confidence: "high",
  languages: ["java", "python", "javascript", "typescript", "go", "php", "csharp", "ruby", "c", "cpp"],
  // Short names only as whole words: `des` and `ARC` inside other words (`includes`) mean nothing.
  trigger:
    /Cipher|cipher|\bDES(?:\b|_|3|ede|Crypto)|TripleDES|\bdes\b|\b(?:RC|rc)[24]\b|ARC[24]|Blowfish|ECB|\becb\b|openssl|mcrypt|EVP_|modes|algorithms|Version(?:SSL30|TLS1[01])|Hashids/,
  message: "A broken cipher (DES, 3DES, RC2, RC4, Blowfish) or the ECB mode is used.",
  fix: {
    description:
      "Use AES in an authenticated mode (AES/GCM/NoPadding, or ChaCha20-Poly1305) with a random nonce per message.",
  },
  onCall(call, ctx) {
    const hashids = hashidsSecretSalt(call, ctx.source);
    if (hashids) return hashids;
    const t = transformation(call);
    if (t !== undefined) {
      if (!weakTransformation(t)) return undefined;
      return { span: call.span, message: `The weak cipher transformation "${t}" is used.` };
    }
    if (call.key.name === "new" && call.key.receiverType?.endsWith("AES")) {
      const mode = call.argExprs[1];
      if (
        (mode?.kind === "member" && mode.property === "MODE_ECB") ||
        /MODE_ECB$/.test(constString(call.args[1]) ?? "")
      )
        return { span: call.span, message: "AES is used in ECB mode." };
      return undefined;
    }
    if (!call.key.hasReceiver && OPENSSL_WEAK.test(call.key.name))
      return { span: call.span, message: `${call.key.name}() selects a broken cipher or the ECB mode.` };
    return callIds(call.key).some((id) => DIRECT.has(id)) ? { span: call.span } : undefined;
  },
  // .NET sets the mode as a property: `aes.Mode = CipherMode.ECB` or `new AesManaged { Mode = … }`.
  onAssign(assign) {
    return assign.property === "Mode" && assign.value.constant?.value === "CipherMode.ECB"
      ? { span: assign.span, message: "The cipher is used in ECB mode." }
      : undefined;
  },
  onObject(object) {
    if (object.type === "Config") return goTlsConfig(object);
    return object.props.get("Mode")?.constant?.value === "CipherMode.ECB"
      ? { span: object.span, message: "The cipher is used in ECB mode." }
      : undefined;
  },
};
