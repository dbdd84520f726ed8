import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { config } from "../config";
import { sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { AppError } from "../http/errors";
import { log } from "../log";
import { epochSeconds, keys, userPk } from "./keys";

// Failed-login counting per e-mail address, known or not (so a lock reveals nothing about whether
// an account exists). Every attempt first reserves a slot with a conditional write, and counts as a
// failure until its password proves right: of 50 simultaneous attempts at most LOGIN_MAX_FAILURES
// reach the password check. The failure that fills the window locks the address; each further lock
// doubles in length up to LOGIN_LOCKOUT_MAX_SECONDS. A correct password or a password reset clears
// it all. Times are stored epoch milliseconds and judged by their values, never by TTL deletion.

interface GuardState {
  failures?: number;
  window_start?: number;
  locked_until?: number;
  lockouts?: number;
}

export interface Reservation {
  emailHash: string;
  failures: number;
  lockouts: number;
}

const keyOf = (emailHash: string) => keys.loginGuard(emailHash);
const guardTtl = (now: number) => epochSeconds(now) + 30 * 86_400;

export function emailHashOf(email: string): string {
  return sha256Hex(email);
}

/** Takes one attempt slot, or throws 423 ACCOUNT_LOCKED with the unlock time. */
export async function reserveAttempt(email: string): Promise<Reservation> {
  const settings = config();
  const emailHash = emailHashOf(email);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = Date.now();
    const cutoff = now - settings.LOGIN_FAILURE_WINDOW_SECONDS * 1000;
    const values = { ":now": now, ":ttl": guardTtl(now) };
    try {
      // A new window: none yet, or the last one is over.
      const answer = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keyOf(emailHash),
          UpdateExpression: "SET failures = :one, window_start = :now, #ttl = :ttl",
          ConditionExpression:
            "(attribute_not_exists(window_start) OR window_start <= :cutoff) AND (attribute_not_exists(locked_until) OR locked_until <= :now)",
          ExpressionAttributeNames: { "#ttl": "ttl" },
          ExpressionAttributeValues: { ...values, ":one": 1, ":cutoff": cutoff },
          ReturnValues: "ALL_NEW",
        }),
      );
      return reservation(emailHash, answer.Attributes as GuardState);
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    try {
      // The current window, while it has room.
      const answer = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keyOf(emailHash),
          UpdateExpression: "SET failures = failures + :one, #ttl = :ttl",
          ConditionExpression:
            "window_start > :cutoff AND failures < :max AND (attribute_not_exists(locked_until) OR locked_until <= :now)",
          ExpressionAttributeNames: { "#ttl": "ttl" },
          ExpressionAttributeValues: {
            ...values,
            ":one": 1,
            ":cutoff": cutoff,
            ":max": settings.LOGIN_MAX_FAILURES,
          },
          ReturnValues: "ALL_NEW",
        }),
      );
      return reservation(emailHash, answer.Attributes as GuardState);
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    const state = await readGuard(emailHash);
    if (state.locked_until !== undefined && state.locked_until > now) throw lockedError(state.locked_until);
    // A full window whose last attempts are still being checked counts as locked until it ends.
    if (
      state.window_start !== undefined &&
      state.window_start > cutoff &&
      (state.failures ?? 0) >= settings.LOGIN_MAX_FAILURES
    ) {
      throw lockedError(state.window_start + settings.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    }
    // The window ended between the two writes: go round once more.
  }
  throw new AppError("SERVICE_UNAVAILABLE", "Sign-in is busy; try again");
}

function reservation(emailHash: string, state: GuardState): Reservation {
  return { emailHash, failures: state.failures ?? 1, lockouts: state.lockouts ?? 0 };
}

async function readGuard(emailHash: string): Promise<GuardState> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: keyOf(emailHash), ConsistentRead: true }),
  );
  return (answer.Item ?? {}) as GuardState;
}

function lockedError(until: number): AppError {
  const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return new AppError("ACCOUNT_LOCKED", "Too many failed sign-in attempts; the account is locked for now", {
    details: { locked_until: new Date(until).toISOString(), retry_after_seconds: retryAfter },
    headers: { "Retry-After": String(retryAfter) },
  });
}

export function lockDurationSeconds(previousLockouts: number): number {
  const settings = config();
  return Math.min(settings.LOGIN_LOCKOUT_SECONDS * 2 ** previousLockouts, settings.LOGIN_LOCKOUT_MAX_SECONDS);
}

/** The reserved attempt failed: when it filled the window, the address is locked. */
export async function recordFailure(reservation: Reservation, userId: string | undefined): Promise<void> {
  const settings = config();
  if (reservation.failures < settings.LOGIN_MAX_FAILURES) return;
  const now = Date.now();
  const until = now + lockDurationSeconds(reservation.lockouts) * 1000;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keyOf(reservation.emailHash),
      UpdateExpression: `SET locked_until = :until, lockouts = :lockouts, failures = :zero, #ttl = :ttl${userId ? ", gsi1pk = :owner, gsi1sk = :sk" : ""} REMOVE window_start`,
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: {
        ":until": until,
        ":lockouts": reservation.lockouts + 1,
        ":zero": 0,
        ":ttl": guardTtl(until),
        ...(userId ? { ":owner": userPk(userId), ":sk": "LOGIN" } : {}),
      },
    }),
  );
  log.warn("sign-in locked after repeated failures", {
    user_id: userId,
    locked_until: new Date(until).toISOString(),
    lockouts: reservation.lockouts + 1,
  });
}

/** A correct password, or a completed password reset: counters, lock and lock history go. */
export async function clearFailures(email: string): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(emailHashOf(email)),
        UpdateExpression: "SET failures = :zero, lockouts = :zero REMOVE window_start, locked_until",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":zero": 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}
