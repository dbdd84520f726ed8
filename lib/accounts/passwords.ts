import { createHmac } from "node:crypto";
import { hashSync, verifySync } from "@node-rs/bcrypt";
import { config } from "../config";

// bcrypt reads at most 72 bytes, so longer passwords would be silently truncated. Each password is
// first reduced with HMAC-SHA256 under a fixed, public domain key and base64-encoded (44 ASCII
// bytes, no NUL), then hashed with bcrypt: every byte counts, and a leaked table of plain SHA-256
// hashes cannot be matched against ours ("shucking"), because ours are keyed.

const prehashKey = "code-security/password/v1";

function prehash(password: string): string {
  return createHmac("sha256", prehashKey).update(password.normalize("NFC"), "utf8").digest("base64");
}

// Synchronous on purpose: a Lambda instance serves one request at a time, so there is nothing to
// overlap with, and the native addon's background work is kept out of the way of worker threads
// that serverless-offline starts and stops.
export async function hashPassword(password: string): Promise<string> {
  return hashSync(prehash(password), { cost: config().BCRYPT_COST });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifySync(prehash(password), stored);
}

// A real cost-12 hash of a random value nobody knows: unknown accounts are checked against it so
// they take as long as known ones.
const decoyHash = "$2b$12$wta8OYfGKEKS6srIhsB9VeaGLc3VnU2RrOe54IeKn2TvAUnlp60yC";

export async function spendPasswordCheck(password: string): Promise<false> {
  verifySync(prehash(password), decoyHash);
  return false;
}
