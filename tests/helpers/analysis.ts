import { CreateQueueCommand, SendMessageCommand } from "@aws-sdk/client-sqs";
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { expect } from "vitest";
import type { Role } from "../../lib/accounts/roles";
import { getUser } from "../../lib/accounts/users";
import { analysisKeys } from "../../lib/analysis/model";
import { stageQueueName } from "../../lib/analysis/stages/messages";
import type { Principal } from "../../lib/auth/principal";
import { changeBalance } from "../../lib/credits/ledger";
import { db, tableName } from "../../lib/db/client";
import { queueUrl, sqs } from "../../lib/queue/client";
import { bearer, type SignedIn } from "./accounts";
import { type ApiResponse, api, uniqueClientIp } from "./api";

// Analysis helpers: submit, wait, and set up accounts (balance, role, monthly usage) through the
// same data layer the service uses. The balance is moved with a ledger entry, so the ledger
// invariant (balance = sum of entries) holds in every test.

export const vulnerablePython = [
  "import os",
  "import sqlite3",
  "from flask import Flask, request",
  "",
  "app = Flask(__name__)",
  "",
  "@app.route('/run')",
  "def run():",
  "    os.system('ping ' + request.args.get('host'))",
  "    return 'ok'",
  "",
  "@app.route('/user')",
  "def user():",
  "    db = sqlite3.connect('app.db')",
  "    return str(db.execute(\"SELECT * FROM users WHERE name = '\" + request.args.get('name') + \"'\").fetchall())",
  "",
].join("\n");

export function submit(user: SignedIn, body: unknown, clientIp = uniqueClientIp()): Promise<ApiResponse> {
  return api("/api/analysis", { json: body, headers: bearer(user.accessToken), clientIp });
}

export function pasted(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { source_type: "paste", analysis_type: "mini", content: vulnerablePython, ...overrides };
}

export async function created(response: ApiResponse): Promise<string> {
  expect(response.status, response.text).toBe(201);
  return response.json<{ analysis_id: string }>().analysis_id;
}

/** Whether an analysis as GET /api/analysis/{id} answers it has ended, one way or another. */
export const hasEnded = (body: Record<string, unknown>): boolean =>
  ["completed", "failed", "cancelled"].includes(String(body.status));

export async function waitForAnalysis(
  user: SignedIn,
  analysisId: string,
  done: (body: Record<string, unknown>) => boolean = hasEnded,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  let body: Record<string, unknown> = {};
  while (Date.now() < deadline) {
    const response = await api(`/api/analysis/${analysisId}`, { headers: bearer(user.accessToken) });
    body = response.json();
    if (done(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`analysis ${analysisId} did not get there in time: ${JSON.stringify(body)}`);
}

export async function balanceOf(userId: string): Promise<number> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: `USER#${userId}`, sk: "PROFILE" },
      ConsistentRead: true,
    }),
  );
  return Number(answer.Item?.credit_balance);
}

export async function setBalance(userId: string, balance: number): Promise<void> {
  const current = await balanceOf(userId);
  if (current !== balance) {
    await changeBalance({ userId, amount: balance - current, type: "admin_grant", reference: "test setup" });
  }
}

export async function setRole(userId: string, role: Role): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `USER#${userId}`, sk: "PROFILE" },
      UpdateExpression: "SET #role = :role",
      ExpressionAttributeNames: { "#role": "role" },
      ExpressionAttributeValues: { ":role": role },
    }),
  );
}

/** Pretends `count` analyses were already created this month. */
export async function setMonthlyUsage(userId: string, count: number): Promise<void> {
  const month = new Date().toISOString().slice(0, 7);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...analysisKeys.usage(userId, month), analyses: count },
    }),
  );
}

export interface LedgerRow {
  type: string;
  amount: number;
  balance_after: number;
  reference: string;
}

export async function ledgerOf(userId: string): Promise<LedgerRow[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: { ":pk": `USER#${userId}`, ":prefix": "LEDGER#" },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as LedgerRow[];
}

/** Balance equals the sum of the ledger, and never went below zero. */
export async function expectLedgerBalanced(userId: string): Promise<void> {
  const entries = await ledgerOf(userId);
  const sum = entries.reduce((total, entry) => total + entry.amount, 0);
  expect(await balanceOf(userId)).toBe(sum);
  for (const entry of entries) expect(entry.balance_after).toBeGreaterThanOrEqual(0);
}

/** The caller as the credential check would present them, for calls into lib/ in-process. */
export async function principalOf(user: SignedIn, role: Role = "free"): Promise<Principal> {
  const record = await getUser(user.userId);
  if (!record) throw new Error(`no user ${user.userId}`);
  return { userId: user.userId, email: user.email, role, user: record, via: "token" };
}

/**
 * Points the first stage at a queue no function consumes, so analyses created in-process by this
 * test file wait, untouched, until the test hands their message to the real pipeline with
 * `releaseToPipeline`. Call at the top of a test file, before the configuration is first read.
 */
export function parkFirstStage(): void {
  process.env.PREPROCESS_QUEUE_NAME = `parking-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function createParkingQueue(): Promise<void> {
  await sqs().send(new CreateQueueCommand({ QueueName: stageQueueName("preprocessing") }));
}

export async function releaseToPipeline(
  analysisId: string,
  realQueueName: string,
  copies = 1,
): Promise<void> {
  const url = await queueUrl(realQueueName);
  for (let copy = 0; copy < copies; copy += 1) {
    await sqs().send(
      new SendMessageCommand({
        QueueUrl: url,
        MessageBody: JSON.stringify({ analysis_id: analysisId, stage: "preprocessing" }),
      }),
    );
  }
}

export { stageQueueName };
