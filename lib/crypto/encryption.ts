import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { config, decodeSecret } from "../config";

// Provider tokens and PKCE verifiers are kept encrypted (AES-256-GCM) with TOKEN_ENCRYPTION_KEY, so
// a copy of the table alone reveals none of them. Format: v1.<iv>.<tag>.<ciphertext>, base64url.

function key(): Buffer {
  return decodeSecret(config().TOKEN_ENCRYPTION_KEY).subarray(0, 32);
}

export function encryptSecret(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** `context` binds the ciphertext to its place (e.g. the user and provider), so it cannot be moved. */
export function decryptSecret(sealed: string, context: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("Unknown ciphertext format");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
