import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { AppError } from "../http/errors";

// Fixed-window counters in DynamoDB, so a limit holds across every Lambda instance. The window is
// part of the key (the clock's window number), so the check never depends on TTL deletion, which
// lags; TTL only clears old windows away. One conditional UpdateItem per request: 50 concurrent
// requests against a limit of 10 give exactly 10. Known burst: up to twice the limit across a
// window boundary (e.g. 3 registrations at 10:59 and 3 more at 11:00).

export interface Limit {
  /** What is counted, e.g. "register-ip". */
  scope: string;
  /** Who is counted: an address, an e-mail address; stored only as a hash. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

export function windowOf(limit: Limit, now = Date.now()) {
  const windowMs = limit.windowSeconds * 1000;
  const index = Math.floor(now / windowMs);
  return { index, endsAt: (index + 1) * windowMs };
}

export function limitKey(limit: Limit, index: number) {
  return { pk: `RATE#${limit.scope}#${sha256Hex(limit.subject)}#${index}`, sk: "RATE" };
}

/** The UpdateItem that takes one unit of the limit; usable inside a transaction too. */
export function consumeUpdate(limit: Limit, now = Date.now()) {
  const window = windowOf(limit, now);
  return {
    TableName: tableName(),
    Key: limitKey(limit, window.index),
    UpdateExpression: "ADD #count :one SET #ttl = :ttl, window_start = :start",
    ConditionExpression: "attribute_not_exists(#count) OR #count < :limit",
    ExpressionAttributeNames: { "#count": "count", "#ttl": "ttl" },
    ExpressionAttributeValues: {
      ":one": 1,
      ":limit": limit.limit,
      ":ttl": Math.ceil(window.endsAt / 1000) + 3600,
      ":start": new Date(window.endsAt - limit.windowSeconds * 1000).toISOString(),
    },
  };
}

export function rateLimitError(limit: Limit, now = Date.now()): AppError {
  const retryAfter = Math.max(1, Math.ceil((windowOf(limit, now).endsAt - now) / 1000));
  return new AppError("RATE_LIMIT_EXCEEDED", "Too many requests; try again later", {
    details: { limit: limit.limit, window_seconds: limit.windowSeconds, retry_after_seconds: retryAfter },
    headers: { "Retry-After": String(retryAfter) },
  });
}

/** Takes one unit, or throws 429 RATE_LIMIT_EXCEEDED with Retry-After when the window is full. */
export async function consume(limit: Limit): Promise<void> {
  const now = Date.now();
  try {
    await db().send(new UpdateCommand(consumeUpdate(limit, now)));
  } catch (error) {
    if (isConditionFailed(error)) throw rateLimitError(limit, now);
    throw error;
  }
}

/** Like `consume`, but answers instead of throwing (for limits that must not change the response). */
export async function tryConsume(limit: Limit): Promise<boolean> {
  try {
    await consume(limit);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "RATE_LIMIT_EXCEEDED") return false;
    throw error;
  }
}

/** IPv6 clients are counted by their /64, which one subscriber typically holds whole. */
export function clientSubject(sourceIp: string): string {
  if (!sourceIp.includes(":")) return sourceIp;
  const groups = expandIpv6(sourceIp);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(Math.max(0, missing)).fill("0"), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ""),
  );
}
