import { BatchWriteCommand, GetCommand, type QueryCommandInput, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { queryItems } from "../db/query";
import { AppError } from "../http/errors";
import { keys, userPk } from "./keys";
import type { Role } from "./roles";

/** The profile item, `pk=USER#<id>, sk=PROFILE`. */
export interface UserRecord {
  pk: string;
  sk: string;
  id: string;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  company: string | null;
  role: Role;
  credit_balance: number;
  email_verified: boolean;
  /** Absent for accounts created through an identity provider until a password is set. */
  password_hash?: string;
  /** Hash of the one verification token currently valid; a new one replaces it. */
  verification_token_hash?: string;
  password_reset_token_hash?: string;
  created_at: string;
  updated_at: string;
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(userId), ConsistentRead: true }),
  );
  return answer.Item as UserRecord | undefined;
}

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.emailClaim(email), ConsistentRead: true }),
  );
  return answer.Item?.user_id as string | undefined;
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const userId = await findUserIdByEmail(email);
  return userId ? getUser(userId) : undefined;
}

export function splitName(name: string): { first_name: string; last_name: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(" ") };
}

/** Sets profile fields on an existing user; NOT_FOUND when the user is gone. */
export async function updateUser(userId: string, fields: Record<string, unknown>): Promise<UserRecord> {
  const entries = Object.entries(fields);
  const names = Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name]));
  const values = Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value]));
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(userId),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(", ")}`,
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: "ALL_NEW",
      }),
    );
    return answer.Attributes as UserRecord;
  } catch (error) {
    if (isConditionFailed(error)) throw new AppError("NOT_FOUND", "No such user");
    throw error;
  }
}

/**
 * Every table item the user owns: the USER#<id> partition and everything whose gsi1pk points at
 * the user (e-mail claim, refresh tokens, one-time tokens, API key lookups, identities, ...).
 */
export async function deleteUserItems(userId: string): Promise<number> {
  const owned = [
    ...(await queryKeys({
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": userPk(userId) },
    })),
    ...(await queryKeys({
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :pk",
      ExpressionAttributeValues: { ":pk": userPk(userId) },
    })),
  ];
  // The profile goes last: while it exists, a half-finished deletion can be run again.
  const profileKey = JSON.stringify(keys.profile(userId));
  const unique = [...new Map(owned.map((key) => [JSON.stringify(key), key])).entries()]
    .filter(([id]) => id !== profileKey)
    .map(([, key]) => key);
  await deleteKeys(unique);
  await deleteKeys([keys.profile(userId)]);
  return unique.length + 1;
}

async function queryKeys(
  input: Omit<QueryCommandInput, "TableName">,
): Promise<Array<{ pk: string; sk: string }>> {
  const found: Array<{ pk: string; sk: string }> = [];
  for await (const item of queryItems({ ...input, ProjectionExpression: "pk, sk" })) {
    found.push({ pk: String(item.pk), sk: String(item.sk) });
  }
  return found;
}

async function deleteKeys(items: Array<{ pk: string; sk: string }>): Promise<void> {
  for (let index = 0; index < items.length; index += 25) {
    let pending: Record<string, Array<{ DeleteRequest: { Key: Record<string, unknown> } }>> | undefined = {
      [tableName()]: items.slice(index, index + 25).map((key) => ({ DeleteRequest: { Key: key } })),
    };
    for (let attempt = 0; pending && Object.keys(pending).length > 0; attempt += 1) {
      if (attempt > 8) throw new Error("Items could not be deleted");
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const answer = await db().send(new BatchWriteCommand({ RequestItems: pending }));
      pending = answer.UnprocessedItems as typeof pending;
    }
  }
}
