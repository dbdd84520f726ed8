import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { EventSignatureError, GatewayError, type GatewayEvent } from "../adapters/payments/gateway";
import { paymentGateway } from "../adapters/payments/stripe";
import { applyBalanceChange, readProfile } from "../credits/ledger";
import { sha256Hex } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import type { NamedWrite } from "../db/transaction";
import { AppError } from "../http/errors";
import { log } from "../log";
import { paymentKeys, type TransactionRecord } from "./model";
import { readTransaction } from "./purchases";
import type { RefundView } from "./routes";

// Money going back: refunds made by an administrator here, and refunds or disputes made in the
// gateway's dashboard, which arrive as signed events. Both end in `applyGatewayRefund`, keyed by
// the gateway's refund or dispute id, so however many times and in whatever order the admin call
// and its event arrive, the credits are taken back once. Only unspent credits are taken back:
// the balance never goes below zero.

type RefundWrite = "refund" | "purchase" | "event";

/** Our transaction id for a gateway refund or dispute: the same id whichever path records it. */
const refundTransactionId = (gatewayId: string) => `txn_${sha256Hex(gatewayId).slice(0, 24)}`;

export async function adminRefund(purchaseId: string): Promise<RefundView> {
  const purchase = await readTransaction(purchaseId);
  if (purchase?.type !== "purchase") throw new AppError("NOT_FOUND", "No such purchase");
  if (purchase.status !== "succeeded" || !purchase.payment_intent_id) {
    throw new AppError("INVALID_STATE", "Only a succeeded purchase can be refunded", {
      details: { status: purchase.status },
    });
  }
  const unrefunded = purchase.credits - Number(purchase.credits_refunded ?? 0);
  const balance = (await readProfile(purchase.user_id))?.credit_balance ?? 0;
  const credits = Math.min(unrefunded, balance);
  if (credits <= 0) {
    throw new AppError("INVALID_STATE", "Nothing of this purchase is left unspent to refund", {
      details: { credits_unrefunded: unrefunded, credit_balance: balance },
    });
  }
  let refund: Awaited<ReturnType<ReturnType<typeof paymentGateway>["refund"]>>;
  try {
    refund = await paymentGateway().refund({
      paymentIntentId: purchase.payment_intent_id,
      amount: credits * purchase.unit_price,
      // One refund per refunded state of the purchase: a retried call is answered, not repeated.
      idempotencyKey: `refund-${purchase.transaction_id}-${purchase.credits_refunded ?? 0}`,
      metadata: { purchase_id: purchase.transaction_id },
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    throw new AppError("BAD_GATEWAY", "The payment gateway refused or did not answer the refund", {
      cause: error,
    });
  }
  const recorded = await applyGatewayRefund({
    gatewayId: refund.refundId,
    paymentIntentId: refund.paymentIntentId,
    amount: refund.amount,
    kind: "refund",
  });
  return {
    transaction_id: recorded.transaction_id,
    refunded_transaction_id: purchase.transaction_id,
    credits_purchased: purchase.credits,
    credits_refunded: recorded.credits,
    partial: recorded.credits < unrefunded,
    amount_refunded: recorded.amount,
    currency: purchase.currency,
    credit_balance: (await readProfile(purchase.user_id))?.credit_balance ?? 0,
    created_at: recorded.created_at,
  };
}

/**
 * Records a gateway refund or dispute of a purchase once: its transaction item (keyed by the
 * gateway's id), the purchase's refunded totals, and, for the unspent credits, the balance and a
 * `refund` ledger entry, in one transaction. With `eventId`, the event is marked handled in it too.
 */
export async function applyGatewayRefund(input: {
  gatewayId: string;
  paymentIntentId: string;
  amount: number;
  kind: "refund" | "dispute";
  eventId?: string;
}): Promise<TransactionRecord> {
  const transactionId = refundTransactionId(input.gatewayId);
  const first = await refundState(transactionId, input.paymentIntentId);
  if ("recorded" in first) return first.recorded;
  let unused: RefundState | undefined = first;
  return applyBalanceChange<RefundWrite, TransactionRecord>({
    userId: first.purchase.user_id,
    type: "refund",
    reference: transactionId,
    // The first attempt decides on the state just read; every later one reads it again (a refund
    // recorded meanwhile, or the purchase's refunded totals or the balance moved) and decides again.
    plan: async (profile) => {
      const state = unused ?? (await refundState(transactionId, input.paymentIntentId));
      unused = undefined;
      if ("recorded" in state) return { done: state.recorded };
      const { purchase } = state;
      const balance = profile?.credit_balance ?? 0;
      const refundedBefore = Number(purchase.credits_refunded ?? 0);
      const unrefunded = purchase.credits - refundedBefore;
      const byAmount = Math.ceil(input.amount / purchase.unit_price);
      const credits = Math.max(0, Math.min(byAmount, unrefunded, balance));
      const now = new Date().toISOString();
      const record: TransactionRecord = {
        ...paymentKeys.transaction(transactionId),
        gsi1pk: paymentKeys.historyPk(purchase.user_id),
        gsi1sk: paymentKeys.historySk(now, transactionId),
        transaction_id: transactionId,
        user_id: purchase.user_id,
        type: "refund",
        status: input.kind === "dispute" ? "disputed" : "succeeded",
        credits,
        amount: input.amount,
        currency: purchase.currency,
        unit_price: purchase.unit_price,
        payment_method: purchase.payment_method,
        created_at: now,
        updated_at: now,
        purchase_id: purchase.transaction_id,
        gateway_id: input.gatewayId,
        payment_intent_id: input.paymentIntentId,
      };
      const writes: NamedWrite<RefundWrite>[] = [
        {
          name: "refund",
          write: {
            Put: { TableName: tableName(), Item: record, ConditionExpression: "attribute_not_exists(pk)" },
          },
        },
        {
          name: "purchase",
          write: {
            Update: {
              TableName: tableName(),
              Key: paymentKeys.transaction(purchase.transaction_id),
              UpdateExpression:
                "SET credits_refunded = :credits, amount_refunded = :amount, updated_at = :now",
              ConditionExpression: "credits_refunded = :before",
              ExpressionAttributeValues: {
                ":credits": refundedBefore + credits,
                ":amount": Number(purchase.amount_refunded ?? 0) + input.amount,
                ":before": refundedBefore,
                ":now": now,
              },
            },
          },
        },
      ];
      if (input.eventId) writes.push({ name: "event", write: eventMarker(input.eventId) });
      return {
        amount: -credits,
        writes,
        written: () => {
          log.info("payment refunded", {
            transaction_id: transactionId,
            purchase_id: purchase.transaction_id,
            credits,
          });
          return record;
        },
      };
    },
  });
}

/** The refund as recorded already, or else the purchase it takes back from. */
type RefundState = { recorded: TransactionRecord } | { purchase: TransactionRecord };

async function refundState(transactionId: string, paymentIntentId: string): Promise<RefundState> {
  const recorded = await readTransaction(transactionId);
  if (recorded) return { recorded };
  const purchase = await purchaseOfIntent(paymentIntentId);
  if (!purchase) throw new AppError("NOT_FOUND", "No purchase for this payment");
  return { purchase };
}

async function purchaseOfIntent(paymentIntentId: string): Promise<TransactionRecord | undefined> {
  const link = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: paymentKeys.intent(paymentIntentId),
      ConsistentRead: true,
    }),
  );
  const transactionId = link.Item?.transaction_id;
  return typeof transactionId === "string" ? readTransaction(transactionId) : undefined;
}

const eventRetentionSeconds = 90 * 24 * 3600;

function eventMarker(eventId: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...paymentKeys.event(eventId),
        handled_at: new Date().toISOString(),
        ttl: Math.floor(Date.now() / 1000) + eventRetentionSeconds,
      },
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}

/**
 * POST /api/v1/payments/webhook: verifies the signature over the raw body (400 and nothing changed
 * when it does not verify), then acts on each event id once.
 */
export async function receiveGatewayEvent(
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  let event: GatewayEvent;
  try {
    event = paymentGateway().verifyEvent(rawBody, signature);
  } catch (error) {
    if (!(error instanceof EventSignatureError)) throw error;
    const message = "does not verify";
    throw new AppError("VALIDATION_ERROR", `Invalid request: header.stripe-signature: ${message}`, {
      details: { fields: [{ field: "header.stripe-signature", message }] },
    });
  }
  const seen = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.event(event.id), ConsistentRead: true }),
  );
  if (seen.Item) return { received: true, duplicate: true };
  if (event.type === "refund" || event.type === "dispute") {
    const input =
      event.type === "refund"
        ? {
            gatewayId: event.refund.refundId,
            paymentIntentId: event.refund.paymentIntentId,
            amount: event.refund.amount,
          }
        : { gatewayId: event.disputeId, paymentIntentId: event.paymentIntentId, amount: event.amount };
    if (!(await purchaseOfIntent(input.paymentIntentId))) {
      log.warn("gateway event for an unknown payment", { event_id: event.id });
    } else {
      // Recorded already by the admin call that made the refund: the event only needs marking.
      if (await readTransaction(refundTransactionId(input.gatewayId))) return markHandled(event.id);
      await applyGatewayRefund({ ...input, kind: event.type, eventId: event.id });
      return { received: true, duplicate: false };
    }
  }
  return markHandled(event.id);
}

async function markHandled(eventId: string): Promise<{ received: true; duplicate: boolean }> {
  try {
    await db().send(new PutCommand(eventMarker(eventId).Put));
    return { received: true, duplicate: false };
  } catch (error) {
    if ((error as { name?: string }).name === "ConditionalCheckFailedException") {
      return { received: true, duplicate: true };
    }
    throw error;
  }
}
