import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 bits from the system CSPRNG, base64url: for tokens that are looked up by their hash. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Stored form of a high-entropy token: a plain SHA-256 suffices at this entropy (ASVS 6.5.2). */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
