import { randomBytes } from "node:crypto";
import { DeleteCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "../accounts/keys";
import type { Principal } from "../auth/principal";
import { decryptSecret, encryptSecret } from "../crypto/encryption";
import { newId } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { AppError } from "../http/errors";
import { resolveNoticeTarget, UnsafeAddress } from "./address";
import type { NoticeEvent, RegisterEndpointBody } from "./routes";

// Notice endpoints live in their owner's partition (so deleting the account removes them); the
// signing secret is kept encrypted, bound to its item, and shown once, when registered.

const endpointPrefix = "NOTICE_ENDPOINT#";
const maxEndpoints = 10;

export interface NoticeEndpoint {
  pk: string;
  sk: string;
  id: string;
  user_id: string;
  url: string;
  events: NoticeEvent[];
  secret: string;
  created_at: string;
}

const endpointKey = (userId: string, id: string) => ({
  pk: keys.profile(userId).pk,
  sk: `${endpointPrefix}${id}`,
});

export async function registerEndpoint(caller: Principal, body: RegisterEndpointBody) {
  try {
    await resolveNoticeTarget(body.url);
  } catch (error) {
    if (!(error instanceof UnsafeAddress)) throw error;
    throw new AppError("VALIDATION_ERROR", `Invalid request: body.url: ${error.message}`, {
      details: { fields: [{ field: "body.url", message: error.message }] },
    });
  }
  if ((await endpointsOf(caller.userId)).length >= maxEndpoints) {
    throw new AppError("CONFLICT", `At most ${maxEndpoints} notice endpoints per account`);
  }
  const id = newId("hook");
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  const key = endpointKey(caller.userId, id);
  const createdAt = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key,
        id,
        user_id: caller.userId,
        url: body.url,
        events: body.events,
        secret: encryptSecret(secret, `${key.pk}/${key.sk}`),
        created_at: createdAt,
      },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
  return { id, url: body.url, events: body.events, created_at: createdAt, secret };
}

export async function endpointsOf(userId: string): Promise<NoticeEndpoint[]> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: { ":pk": keys.profile(userId).pk, ":prefix": endpointPrefix },
    }),
  );
  return (page.Items ?? []) as NoticeEndpoint[];
}

export async function listEndpoints(caller: Principal) {
  const endpoints = await endpointsOf(caller.userId);
  return {
    webhooks: endpoints.map(({ id, url, events, created_at }) => ({ id, url, events, created_at })),
  };
}

export async function deleteEndpoint(caller: Principal, id: string): Promise<void> {
  await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: endpointKey(caller.userId, id),
        ConditionExpression: "attribute_exists(pk)",
      }),
    )
    .catch((error: unknown) => {
      if (isConditionFailed(error)) throw new AppError("NOT_FOUND", "No webhook with this id");
      throw error;
    });
}

/** The endpoint with its secret opened, for signing a delivery; undefined once deleted. */
export async function endpointForDelivery(
  userId: string,
  id: string,
): Promise<(NoticeEndpoint & { plainSecret: string }) | undefined> {
  const endpoints = await endpointsOf(userId);
  const endpoint = endpoints.find((candidate) => candidate.id === id);
  if (!endpoint) return undefined;
  return { ...endpoint, plainSecret: decryptSecret(endpoint.secret, `${endpoint.pk}/${endpoint.sk}`) };
}
