import { GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ChargeOutcome } from "../adapters/payments/gateway";
import { paymentGateway } from "../adapters/payments/stripe";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { applyBalanceChange } from "../credits/ledger";
import { newId, sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { cancellationReasons, isConditionFailed } from "../db/errors";
import { queryItems } from "../db/query";
import { AppError } from "../http/errors";
import { describeError, log } from "../log";
import { consume } from "../rate-limit/limiter";
import { gatewayCall, readCustomer, readMethod } from "./methods";
import { paymentKeys, type TransactionRecord } from "./model";
import { quote } from "./prices";
import type { PurchaseCreditsBody, PurchaseView } from "./routes";

// POST /api/v1/payments/purchase-credits. The states of a purchase:
//   pending ──charge succeeded──▶ succeeded   (balance, ledger entry and record in one transaction)
//   pending ──charge declined───▶ failed      (nothing else changes)
// A purchase is written `pending` before the gateway is called, and the gateway call's
// idempotency key is derived from it, so a retry never charges twice. Each move out of `pending`
// is conditional on `pending`, so of the request and the reconciler (functions/schedule/
// reconcile-purchases.ts, for a function that died between charge and write) exactly one settles.

export async function purchaseCredits(
  caller: Principal,
  body: PurchaseCreditsBody,
  idempotencyKey?: string,
): Promise<PurchaseView> {
  const begun = await beginPurchase(caller, body, idempotencyKey);
  if ("view" in begun) return begun.view;
  const outcome = await chargePurchase(begun.record, begun.customerId);
  return viewOrFailure((await settlePurchase(begun.record.transaction_id, outcome)).record);
}

type Begun = { view: PurchaseView } | { record: TransactionRecord; customerId: string };

/** Checks, prices and records the purchase as pending; or answers an earlier one with the same key. */
export async function beginPurchase(
  caller: Principal,
  body: PurchaseCreditsBody,
  idempotencyKey?: string,
): Promise<Begun> {
  const { unitPrice, amount } = quote(body.amount, body.currency);
  const idempotency = idempotencyKey === undefined ? undefined : idempotencyOf(caller, idempotencyKey, body);
  if (idempotency) {
    const earlier = await replay(idempotency);
    if (earlier) return { view: earlier };
  }
  await consume({
    scope: "purchase-credits",
    subject: caller.userId,
    limit: config().CREDIT_PURCHASES_PER_MINUTE,
    windowSeconds: 60,
  });
  const customer = await readCustomer(caller.userId);
  const methodId = body.payment_method_id ?? customer?.default_method_id;
  const method = methodId ? await readMethod(caller.userId, methodId) : undefined;
  if (!customer || !method) {
    // Another user's card gets the same answer as an unknown one.
    const message = body.payment_method_id
      ? "is not one of your payment methods"
      : "add a payment method first";
    throw new AppError("VALIDATION_ERROR", `Invalid request: body.payment_method_id: ${message}`, {
      details: { fields: [{ field: "body.payment_method_id", message }] },
    });
  }
  const transactionId = newId("txn");
  const createdAt = new Date().toISOString();
  const record: TransactionRecord = {
    ...paymentKeys.transaction(transactionId),
    gsi1pk: paymentKeys.historyPk(caller.userId),
    gsi1sk: paymentKeys.historySk(createdAt, transactionId),
    gsi2pk: paymentKeys.pendingPk,
    gsi2sk: paymentKeys.historySk(createdAt, transactionId),
    transaction_id: transactionId,
    user_id: caller.userId,
    type: "purchase",
    status: "pending",
    credits: body.amount,
    amount,
    currency: body.currency,
    unit_price: unitPrice,
    payment_method: { id: method.payment_method_id, brand: method.brand, last4: method.last4 },
    created_at: createdAt,
    updated_at: createdAt,
    credits_refunded: 0,
    amount_refunded: 0,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: record, ConditionExpression: "attribute_not_exists(pk)" } },
          ...(idempotency ? [idempotencyPut(idempotency, transactionId, createdAt)] : []),
        ],
      }),
    );
  } catch (error) {
    // Lost the race to a request with the same Idempotency-Key: answer what that one is answered.
    const earlier = idempotency && cancellationReasons(error) && (await replay(idempotency));
    if (earlier) return { view: earlier };
    throw error;
  }
  return { record, customerId: customer.customer_id };
}

/** The gateway charge for a pending purchase; the call's idempotency key is the purchase's id. */
export function chargePurchase(record: TransactionRecord, customerId: string): Promise<ChargeOutcome> {
  return gatewayCall(() =>
    paymentGateway().charge({
      customerId,
      methodId: record.payment_method.id,
      amount: record.amount,
      currency: record.currency,
      purchaseId: record.transaction_id,
      userId: record.user_id,
      idempotencyKey: `purchase-${record.transaction_id}`,
    }),
  );
}

type Settled = { record: TransactionRecord; moved: boolean };

/**
 * Moves a pending purchase to succeeded or failed, once; answers the record as it then is and
 * whether this call was the one that moved it.
 */
export async function settlePurchase(transactionId: string, outcome: ChargeOutcome): Promise<Settled> {
  if (outcome.status === "declined")
    return failPurchase(transactionId, outcome.declineCode, outcome.paymentIntentId);
  const record = await readTransaction(transactionId);
  if (!record) throw new Error(`purchase ${transactionId} vanished`);
  if (record.status !== "pending") return { record, moved: false };
  return applyBalanceChange<"purchase" | "intent", Settled>({
    userId: record.user_id,
    type: "purchase",
    reference: transactionId,
    plan: (profile) => {
      if (!profile) throw new Error(`purchase ${transactionId} of an unknown user`);
      const after = profile.credit_balance + record.credits;
      return {
        amount: record.credits,
        writes: [
          {
            name: "purchase",
            write: {
              Update: {
                TableName: tableName(),
                Key: paymentKeys.transaction(transactionId),
                UpdateExpression:
                  "SET #status = :succeeded, payment_intent_id = :intent, balance_after = :after, updated_at = :now REMOVE gsi2pk, gsi2sk",
                ConditionExpression: "#status = :pending",
                ExpressionAttributeNames: { "#status": "status" },
                ExpressionAttributeValues: {
                  ":succeeded": "succeeded",
                  ":pending": "pending",
                  ":intent": outcome.paymentIntentId,
                  ":after": after,
                  ":now": new Date().toISOString(),
                },
              },
            },
          },
          {
            name: "intent",
            write: {
              Put: {
                TableName: tableName(),
                Item: { ...paymentKeys.intent(outcome.paymentIntentId), transaction_id: transactionId },
              },
            },
          },
        ],
        written: () => {
          log.info("purchase succeeded", { transaction_id: transactionId, credits: record.credits });
          return {
            record: {
              ...record,
              status: "succeeded",
              payment_intent_id: outcome.paymentIntentId,
              balance_after: after,
            },
            moved: true,
          };
        },
      };
    },
    // Settled meanwhile, by the request or the reconciler: answer it as it now is.
    refused: async () => {
      const settled = await readTransaction(transactionId);
      if (!settled) throw new Error(`purchase ${transactionId} vanished`);
      return { done: { record: settled, moved: false } };
    },
    messages: { conflict: "The balance is changing too often; the purchase will be settled shortly" },
  });
}

async function failPurchase(
  transactionId: string,
  declineCode: string,
  paymentIntentId?: string,
): Promise<{ record: TransactionRecord; moved: boolean }> {
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: paymentKeys.transaction(transactionId),
        UpdateExpression: `SET #status = :failed, decline_code = :code, updated_at = :now${
          paymentIntentId ? ", payment_intent_id = :intent" : ""
        } REMOVE gsi2pk, gsi2sk`,
        ConditionExpression: "#status = :pending",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":failed": "failed",
          ":pending": "pending",
          ":code": declineCode,
          ":now": new Date().toISOString(),
          ...(paymentIntentId ? { ":intent": paymentIntentId } : {}),
        },
        ReturnValues: "ALL_NEW",
      }),
    );
    log.info("purchase failed", { transaction_id: transactionId, decline_code: declineCode });
    return { record: answer.Attributes as TransactionRecord, moved: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const record = await readTransaction(transactionId);
    if (!record) throw error;
    return { record, moved: false };
  }
}

export async function readTransaction(transactionId: string): Promise<TransactionRecord | undefined> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: paymentKeys.transaction(transactionId),
      ConsistentRead: true,
    }),
  );
  return answer.Item as TransactionRecord | undefined;
}

function viewOrFailure(record: TransactionRecord): PurchaseView {
  if (record.status === "succeeded") {
    return {
      transaction_id: record.transaction_id,
      status: "succeeded",
      credits_added: record.credits,
      amount_charged: record.amount,
      currency: record.currency,
      credit_balance: Number(record.balance_after),
      created_at: record.created_at,
    };
  }
  if (record.status === "failed") {
    throw new AppError("PAYMENT_FAILED", "The payment was declined; no credits were added", {
      details: { decline_code: record.decline_code ?? "declined", transaction_id: record.transaction_id },
    });
  }
  throw new AppError("CONFLICT", "This purchase is still being processed; ask again shortly", {
    details: { transaction_id: record.transaction_id },
  });
}

// Idempotency-Key: the same key and body within 24 hours answer the first purchase's answer again
// (waiting for it when it is still with the gateway), with no second charge; the same key with
// another body is refused with 422. The key's item is written with the pending purchase, in one
// transaction, so of concurrent requests with one key exactly one goes to the gateway.

const idempotencyWindowMs = 24 * 3600 * 1000;

interface Idempotency {
  key: { pk: string; sk: string };
  requestHash: string;
}

function idempotencyOf(caller: Principal, key: string, body: PurchaseCreditsBody): Idempotency {
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    const message = "1 to 255 visible ASCII characters";
    throw new AppError("VALIDATION_ERROR", `Invalid request: Idempotency-Key must be ${message}`, {
      details: { fields: [{ field: "header.idempotency-key", message }] },
    });
  }
  return {
    key: paymentKeys.idempotency(caller.userId, sha256Hex(key)),
    requestHash: sha256Hex(JSON.stringify([body.amount, body.currency, body.payment_method_id ?? null])),
  };
}

function idempotencyPut(idempotency: Idempotency, transactionId: string, createdAt: string) {
  const expires = Date.parse(createdAt) + idempotencyWindowMs;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...idempotency.key,
        request_hash: idempotency.requestHash,
        transaction_id: transactionId,
        expires_at: new Date(expires).toISOString(),
        ttl: Math.floor(expires / 1000) + 3600,
      },
      ConditionExpression: "attribute_not_exists(pk) OR expires_at < :now",
      ExpressionAttributeValues: { ":now": createdAt },
    },
  };
}

async function replay(idempotency: Idempotency): Promise<PurchaseView | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: idempotency.key, ConsistentRead: true }),
  );
  const item = answer.Item as
    | { request_hash?: string; transaction_id?: string; expires_at?: string }
    | undefined;
  if (!item?.transaction_id || (item.expires_at ?? "") < new Date().toISOString()) return undefined;
  if (item.request_hash !== idempotency.requestHash) {
    throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used with a different request");
  }
  // The first request may still be with the gateway: wait for its outcome a little while.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const record = await readTransaction(item.transaction_id);
    if (!record) return undefined;
    if (record.status !== "pending" || Date.now() > deadline) return viewOrFailure(record);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Settles purchases left `pending` longer than PAYMENT_RECONCILE_AFTER_SECONDS (longer than any
 * request can take) from the gateway's own record of their charge: succeeded, declined, or never
 * made (then failed). Each settle is conditional on `pending`, so a run twice settles once.
 */
export async function reconcilePendingPurchases(
  now = Date.now(),
): Promise<{ succeeded: number; failed: number }> {
  const cutoff = new Date(now - config().PAYMENT_RECONCILE_AFTER_SECONDS * 1000).toISOString();
  const counts = { succeeded: 0, failed: 0 };
  for await (const item of queryItems({
    IndexName: "gsi2",
    KeyConditionExpression: "gsi2pk = :pk AND gsi2sk < :cutoff",
    ExpressionAttributeValues: { ":pk": paymentKeys.pendingPk, ":cutoff": cutoff },
  })) {
    const transactionId = String(item.transaction_id);
    try {
      const found = await paymentGateway().findCharge(transactionId);
      const outcome: ChargeOutcome = found ?? {
        status: "declined",
        declineCode: "not_charged",
        message: "The gateway has no charge for this purchase",
      };
      const settled = await settlePurchase(transactionId, outcome);
      if (settled.moved && settled.record.status === "succeeded") counts.succeeded += 1;
      if (settled.moved && settled.record.status === "failed") counts.failed += 1;
    } catch (error) {
      log.error("pending purchase not settled", { transaction_id: transactionId, ...describeError(error) });
    }
  }
  return counts;
}
