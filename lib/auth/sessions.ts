import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { epochSeconds, keys, userPk } from "../accounts/keys";
import type { UserRecord } from "../accounts/users";
import { config } from "../config";
import { newId, sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { queryItems } from "../db/query";
import { log } from "../log";
import { issueAccessToken, issueRefreshToken, tokenError, verifyRefreshToken } from "./tokens";

// A session is one sign-in: it starts at login, ends at logout, at its absolute end (login + the
// refresh lifetime) or when revoked. Its refresh tokens form one family: each refresh spends the
// presented token and issues the next; presenting a spent one again revokes the whole family
// (RFC 9700 §4.14.2). Refresh tokens are stored only by their SHA-256 hash.

export interface SessionRecord {
  pk: string;
  sk: string;
  session_id: string;
  user_id: string;
  via: SignInMethod;
  created_at: string;
  /** Absolute end, ISO time; no refresh token of the session outlives it. */
  expires_at: string;
  revoked_at?: string;
  revoked_reason?: string;
  ttl: number;
}

export type SignInMethod = "password" | "idp-a" | "idp-b";

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: "bearer";
  expires_in: number;
}

export interface IssuedSession extends TokenPair {
  sessionId: string;
  refreshExpiresAt: number;
}

type SessionUser = Pick<UserRecord, "id" | "email" | "role">;

export async function startSession(user: SessionUser, via: SignInMethod): Promise<IssuedSession> {
  const settings = config();
  const now = Date.now();
  const sessionId = newId("sess");
  const expiresAtMs = now + settings.REFRESH_TOKEN_TTL_SECONDS * 1000;
  const session: SessionRecord = {
    ...keys.session(user.id, sessionId),
    session_id: sessionId,
    user_id: user.id,
    via,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(expiresAtMs).toISOString(),
    ttl: epochSeconds(expiresAtMs) + 86_400,
  };
  const access = await issueAccessToken(user, sessionId);
  const refresh = await issueRefreshToken(user.id, sessionId, epochSeconds(expiresAtMs));
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: session } },
        {
          Put: {
            TableName: tableName(),
            Item: refreshItem(user.id, sessionId, refresh.token, refresh.expiresAt),
          },
        },
      ],
    }),
  );
  log.info("session started", { user_id: user.id, session_id: sessionId, via });
  return pair(access, refresh, sessionId);
}

function pair(
  access: { token: string; expiresIn: number },
  refresh: { token: string; expiresAt: number },
  sessionId: string,
): IssuedSession {
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    token_type: "bearer",
    expires_in: access.expiresIn,
    sessionId,
    refreshExpiresAt: refresh.expiresAt,
  };
}

function refreshItem(userId: string, sessionId: string, token: string, expiresAt: number) {
  return {
    ...keys.refreshToken(sha256Hex(token)),
    user_id: userId,
    session_id: sessionId,
    status: "active",
    expires_at: new Date(expiresAt * 1000).toISOString(),
    ttl: expiresAt + 86_400,
    gsi1pk: userPk(userId),
    gsi1sk: `REFRESH#${sessionId}`,
  };
}

/** The session and the profile behind it, in one BatchGetItem. */
export async function loadSessionAndUser(
  userId: string,
  sessionId: string,
): Promise<{ session?: SessionRecord; user?: UserRecord }> {
  const answer = await db().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: {
          Keys: [keys.profile(userId), keys.session(userId, sessionId)],
          ConsistentRead: true,
        },
      },
    }),
  );
  const items = answer.Responses?.[tableName()] ?? [];
  // Throttled keys come back unprocessed; a plain read of each settles them.
  if (Object.keys(answer.UnprocessedKeys ?? {}).length > 0) {
    const [user, session] = await Promise.all([
      getItem<UserRecord>(keys.profile(userId)),
      getItem<SessionRecord>(keys.session(userId, sessionId)),
    ]);
    return { user, session };
  }
  return {
    user: items.find((item) => item.sk === "PROFILE") as UserRecord | undefined,
    session: items.find((item) => item.sk === keys.session(userId, sessionId).sk) as
      | SessionRecord
      | undefined,
  };
}

async function getItem<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return answer.Item as T | undefined;
}

export function sessionIsLive(
  session: SessionRecord | undefined,
  now = Date.now(),
): session is SessionRecord {
  return !!session && !session.revoked_at && Date.parse(session.expires_at) > now;
}

/** Spends `presented` and issues the next pair of its family; a spent token revokes the family. */
export async function rotateRefreshToken(presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw tokenError("INVALID_REFRESH_TOKEN", "missing_refresh_token");
  const claims = await verifyRefreshToken(presented);
  const tokenHash = sha256Hex(presented);
  const stored = await getItem<{ user_id: string; session_id: string; status: string }>(
    keys.refreshToken(tokenHash),
  );
  if (!stored || stored.user_id !== claims.sub || stored.session_id !== claims.sid) {
    throw tokenError("INVALID_REFRESH_TOKEN", "unknown_refresh_token");
  }
  if (stored.status !== "active") return reuseDetected(stored.user_id, stored.session_id);

  const { session, user } = await loadSessionAndUser(claims.sub, claims.sid);
  if (!user) throw tokenError("INVALID_REFRESH_TOKEN", "user_not_found");
  if (!sessionIsLive(session)) throw tokenError("INVALID_REFRESH_TOKEN", "session_ended");

  // One conditional write decides which of several concurrent refreshes wins (active → spent).
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.refreshToken(tokenHash),
        UpdateExpression: "SET #status = :spent, spent_at = :now",
        ConditionExpression: "#status = :active",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":spent": "spent",
          ":active": "active",
          ":now": new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) return reuseDetected(stored.user_id, stored.session_id);
    throw error;
  }
  const access = await issueAccessToken(user, session.session_id);
  const refresh = await issueRefreshToken(
    user.id,
    session.session_id,
    epochSeconds(Date.parse(session.expires_at)),
  );
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: refreshItem(user.id, session.session_id, refresh.token, refresh.expiresAt),
    }),
  );
  return pair(access, refresh, session.session_id);
}

async function reuseDetected(userId: string, sessionId: string): Promise<never> {
  await revokeSession(userId, sessionId, "refresh_token_reuse");
  log.warn("spent refresh token presented again; session revoked", {
    user_id: userId,
    session_id: sessionId,
  });
  throw tokenError("INVALID_REFRESH_TOKEN", "refresh_token_reused");
}

export async function revokeSession(userId: string, sessionId: string, reason: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(userId, sessionId),
        UpdateExpression: "SET revoked_at = :now, revoked_reason = :reason",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(revoked_at)",
        ExpressionAttributeValues: { ":now": new Date().toISOString(), ":reason": reason },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Ends every session of the user (password reset, account take-over defence). */
export async function revokeAllSessions(userId: string, reason: string): Promise<number> {
  let revoked = 0;
  for await (const item of queryItems({
    KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
    FilterExpression: "attribute_not_exists(revoked_at)",
    ExpressionAttributeValues: { ":pk": userPk(userId), ":prefix": keys.sessionPrefix },
    ProjectionExpression: "session_id",
  })) {
    await revokeSession(userId, String(item.session_id), reason);
    revoked += 1;
  }
  return revoked;
}
