import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { expect, inject } from "vitest";
import { keys } from "../../lib/accounts/keys";
import { db, tableName } from "../../lib/db/client";
import { bearer, type SignedIn, signedInUser } from "./accounts";
import { type ApiResponse, api } from "./api";
import { getItem, setAttributes } from "./table";

// Payment helpers for tests over HTTP: cards, purchases, the local gateway's own records (its
// /_admin endpoints, as a gateway dashboard), and the money invariants checked after each test.

export const billing = { name: "Ada Lovelace", email: "ada@example.test", address: { country: "GB" } };

export function addCard(
  user: SignedIn,
  token = "tok_visa",
  billingDetails: unknown = billing,
): Promise<ApiResponse> {
  return api("/api/v1/payments/methods", {
    json: { token, billing_details: billingDetails },
    headers: bearer(user.accessToken),
  });
}

export async function cardOf(user: SignedIn, token = "tok_visa"): Promise<string> {
  const added = await addCard(user, token);
  expect(added.status, added.text).toBe(201);
  return added.json<{ payment_method_id: string }>().payment_method_id;
}

export function purchase(
  user: SignedIn,
  json: unknown,
  options: { idempotencyKey?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  return api("/api/v1/payments/purchase-credits", {
    json,
    headers: {
      ...(options.headers ?? bearer(user.accessToken)),
      ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
    },
  });
}

export async function gatewayAdmin<T = Record<string, unknown>>(path: string, json?: unknown): Promise<T> {
  const env = inject("stackEnv");
  const response = await fetch(`http://127.0.0.1:${env.STRIPE_API_PORT}${path}`, {
    method: json === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${env.STRIPE_SECRET_KEY}`, "content-type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface GatewayIntent {
  id: string;
  status: string;
  amount_received: number;
  metadata: Record<string, string>;
}

/** The gateway's successful charges made for one user. */
export async function gatewayChargesOf(userId: string): Promise<GatewayIntent[]> {
  const all = await gatewayAdmin<{ data: GatewayIntent[] }>("/_admin/payment_intents");
  return all.data.filter((intent) => intent.metadata.user_id === userId && intent.status === "succeeded");
}

export async function ledgerOf(userId: string) {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
      ExpressionAttributeValues: { ":pk": `USER#${userId}`, ":prefix": "LEDGER#" },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as Array<{ type: string; amount: number; reference: string }>;
}

export async function balanceOf(userId: string): Promise<number> {
  return Number((await getItem(keys.profile(userId)))?.credit_balance);
}

export async function purchasesOf(userId: string) {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :pk",
      ExpressionAttributeValues: { ":pk": `PAYMENTS#${userId}` },
    }),
  );
  return (answer.Items ?? []) as Array<{
    transaction_id: string;
    type: string;
    status: string;
    amount: number;
    payment_intent_id?: string;
  }>;
}

/** The ledger adds up to the balance, and the gateway's charges are exactly our succeeded purchases. */
export async function expectMoneyConsistent(userId: string): Promise<void> {
  const ledger = await ledgerOf(userId);
  expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(await balanceOf(userId));
  const charges = await gatewayChargesOf(userId);
  const succeeded = (await purchasesOf(userId)).filter(
    (item) => item.type === "purchase" && item.status === "succeeded",
  );
  expect(succeeded.map((item) => item.payment_intent_id).sort()).toEqual(
    charges.map((charge) => charge.id).sort(),
  );
  expect(succeeded.map((item) => item.amount).sort()).toEqual(
    charges.map((charge) => charge.amount_received).sort(),
  );
}

/** A user on the pro plan with an API key (API keys are a paid-plan feature). */
export async function userWithApiKey(label: string): Promise<{ user: SignedIn; apiKey: string }> {
  const user = await signedInUser(label);
  await setAttributes(keys.profile(user.userId), { role: "pro" });
  const created = await api("/api/v1/api-keys", { json: { name: "ci" }, headers: bearer(user.accessToken) });
  expect(created.status, created.text).toBe(201);
  return { user, apiKey: created.json<{ key: string }>().key };
}

export async function asAdmin(): Promise<SignedIn> {
  const admin = await signedInUser("admin");
  await setAttributes(keys.profile(admin.userId), { role: "admin" });
  return admin;
}
