import { randomBytes } from "node:crypto";
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Principal } from "../auth/principal";
import { tokenError } from "../auth/tokens";
import { sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { transactNamed } from "../db/transaction";
import { AppError } from "../http/errors";
import { describeError, log } from "../log";
import { keys, userPk } from "./keys";
import { assertFeature } from "./roles";
import { getUser } from "./users";

// API keys for server-to-server calls (`X-API-Key`). Format `csk_<key id>_<secret>`: 256 bits of
// secret; only its SHA-256 hash is stored. The record in the user's partition lists the key; a
// lookup item keyed by the hash finds it on use. Only plans with `api_access` may hold or use keys.

const keyPattern = /^csk_(key_[0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;
const lastUsedResolutionMs = 60_000;

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

interface ApiKeyRecord extends ApiKeyView {
  key_hash: string;
}

export async function createApiKey(
  principal: Principal,
  name: string,
): Promise<ApiKeyView & { key: string }> {
  assertFeature(principal.role, "api_access");
  const keyId = `key_${randomBytes(12).toString("hex")}`;
  const key = `csk_${keyId}_${randomBytes(32).toString("base64url")}`;
  const keyHash = sha256Hex(key);
  const record: ApiKeyRecord = {
    id: keyId,
    name,
    prefix: `csk_${keyId}`,
    created_at: new Date().toISOString(),
    last_used_at: null,
    key_hash: keyHash,
  };
  const outcome = await transactNamed([
    {
      name: "profile",
      write: {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.profile(principal.userId),
          ConditionExpression: "attribute_exists(pk)",
        },
      },
    },
    {
      name: "key",
      write: {
        Put: { TableName: tableName(), Item: { ...keys.apiKey(principal.userId, keyId), ...record } },
      },
    },
    {
      name: "lookup",
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.apiKeyLookup(keyHash),
            user_id: principal.userId,
            key_id: keyId,
            gsi1pk: userPk(principal.userId),
            gsi1sk: `APIKEY#${keyId}`,
          },
        },
      },
    },
  ]);
  if (!outcome.written) {
    if (outcome.failed.includes("profile")) throw tokenError("INVALID_TOKEN", "user_not_found");
    throw new Error("api key transaction cancelled");
  }
  log.info("api key created", { user_id: principal.userId, key_id: keyId });
  return { ...view(record), key };
}

export async function listApiKeys(principal: Principal): Promise<ApiKeyView[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: { ":pk": userPk(principal.userId), ":prefix": keys.apiKeyPrefix },
    }),
  );
  return (answer.Items ?? []).map((item) => view(item as ApiKeyRecord));
}

export async function revokeApiKey(principal: Principal, keyId: string): Promise<void> {
  const found = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.apiKey(principal.userId, keyId),
      ConsistentRead: true,
    }),
  );
  // Another user's key id is simply not found in this user's partition.
  if (!found.Item) throw new AppError("NOT_FOUND", "No such API key");
  const record = found.Item as ApiKeyRecord;
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.apiKey(principal.userId, keyId) } },
        { Delete: { TableName: tableName(), Key: keys.apiKeyLookup(record.key_hash) } },
      ],
    }),
  );
  log.info("api key revoked", { user_id: principal.userId, key_id: keyId });
}

export async function authenticateApiKey(presented: string): Promise<Principal> {
  if (!keyPattern.test(presented)) throw tokenError("INVALID_TOKEN", "malformed_api_key");
  const keyHash = sha256Hex(presented);
  const lookup = await db().send(new GetCommand({ TableName: tableName(), Key: keys.apiKeyLookup(keyHash) }));
  if (!lookup.Item) throw tokenError("INVALID_TOKEN", "unknown_api_key");
  const userId = String(lookup.Item.user_id);
  const keyId = String(lookup.Item.key_id);
  const user = await getUser(userId);
  if (!user) throw tokenError("INVALID_TOKEN", "user_not_found");
  // A plan downgraded after the key was made no longer grants its use.
  assertFeature(user.role, "api_access");
  await touchLastUsed(userId, keyId);
  return { userId, email: user.email, role: user.role, user, via: "api_key", apiKeyId: keyId };
}

async function touchLastUsed(userId: string, keyId: string): Promise<void> {
  const now = new Date();
  // At most one write a minute per key: a busy integration must not double its own cost.
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.apiKey(userId, keyId),
        UpdateExpression: "SET last_used_at = :now",
        ConditionExpression: "attribute_exists(pk) AND (last_used_at = :never OR last_used_at < :stale)",
        ExpressionAttributeValues: {
          ":now": now.toISOString(),
          ":never": null,
          ":stale": new Date(now.getTime() - lastUsedResolutionMs).toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) log.warn("api key last use not recorded", describeError(error));
  }
}

function view(record: ApiKeyRecord): ApiKeyView {
  return {
    id: record.id,
    name: record.name,
    prefix: record.prefix,
    created_at: record.created_at,
    last_used_at: record.last_used_at ?? null,
  };
}
