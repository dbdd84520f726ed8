import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { newOpaqueToken, sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { transactNamed } from "../db/transaction";
import { AppError } from "../http/errors";
import { epochSeconds, keys, userPk } from "./keys";

// Single-use tokens mailed to the user (e-mail verification, password reset): 256 random bits,
// stored only by their SHA-256 hash, bound to one user and one purpose, with a stored expiry. The
// profile holds the hash of the one token currently valid per purpose, so issuing a new token voids
// the old, and spending one is a conditional write on both items.

export type TokenPurpose = "verify_email" | "password_reset";

export interface OneTimeTokenRecord {
  pk: string;
  sk: string;
  purpose: TokenPurpose;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at?: string;
}

export function newOneTimeToken(userId: string, purpose: TokenPurpose, ttlSeconds: number) {
  const token = newOpaqueToken();
  const tokenHash = sha256Hex(token);
  const now = Date.now();
  const record: OneTimeTokenRecord & { gsi1pk: string; gsi1sk: string; ttl: number } = {
    ...keys.oneTimeToken(tokenHash),
    purpose,
    user_id: userId,
    token_hash: tokenHash,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + ttlSeconds * 1000).toISOString(),
    gsi1pk: userPk(userId),
    gsi1sk: `TOKEN#${purpose}#${tokenHash}`,
    // Kept a while past expiry so a late click is told "expired", not "unknown".
    ttl: epochSeconds(now + ttlSeconds * 1000) + 7 * 86_400,
  };
  return { token, tokenHash, record };
}

const errorCodes = {
  verify_email: "INVALID_VERIFICATION_TOKEN",
  password_reset: "INVALID_RESET_TOKEN",
} as const;

export function oneTimeTokenError(purpose: TokenPurpose, reason: string): AppError {
  return new AppError(errorCodes[purpose], "The link is not valid; request a new one", {
    details: { reason },
  });
}

/** The stored token if it is known, of this purpose, unused and unexpired; the right 400 otherwise. */
export async function loadUsableToken(token: string, purpose: TokenPurpose): Promise<OneTimeTokenRecord> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.oneTimeToken(sha256Hex(token)),
      ConsistentRead: true,
    }),
  );
  const record = answer.Item as OneTimeTokenRecord | undefined;
  if (!record || record.purpose !== purpose) throw oneTimeTokenError(purpose, "unknown_token");
  if (record.used_at) throw oneTimeTokenError(purpose, "token_used");
  if (Date.parse(record.expires_at) <= Date.now()) throw oneTimeTokenError(purpose, "token_expired");
  return record;
}

/**
 * Spends the token and applies `profileChange` to its user in one transaction. The change must be
 * conditional on the profile still naming this token (`<purpose>_token_hash = :hash`, with `:hash`
 * bound here), so a token superseded by a newer one is refused.
 */
export async function spendToken(
  record: OneTimeTokenRecord,
  at: string,
  profileChange: { set: string; remove: string; condition: string; values: Record<string, unknown> },
): Promise<void> {
  const outcome = await transactNamed([
    { name: "token", write: spendTokenAction(record, at) },
    {
      name: "profile",
      write: {
        Update: {
          TableName: tableName(),
          Key: keys.profile(record.user_id),
          UpdateExpression: `SET ${profileChange.set} REMOVE ${profileChange.remove}`,
          ConditionExpression: profileChange.condition,
          ExpressionAttributeValues: { ...profileChange.values, ":hash": record.token_hash },
        },
      },
    },
  ]);
  if (outcome.written) return;
  // A conflict is a concurrent spend of the same token: one wins, the others find it used.
  if (outcome.failed.includes("token") || outcome.conflict)
    throw oneTimeTokenError(record.purpose, "token_used");
  if (outcome.failed.includes("profile")) throw oneTimeTokenError(record.purpose, "token_superseded");
  throw new Error("one-time token transaction cancelled");
}

/** The transaction action that spends the token: fails if it was spent meanwhile. */
function spendTokenAction(record: OneTimeTokenRecord, at: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: record.pk, sk: record.sk },
      UpdateExpression: "SET used_at = :at",
      ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(used_at)",
      ExpressionAttributeValues: { ":at": at },
    },
  };
}
