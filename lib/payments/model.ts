import { userPk } from "../accounts/keys";
import type { BillingDetailsInput, Currency } from "./routes";

// Keys and records of the payment items. A user's gateway customer and cards live in the user's
// partition; purchases and refunds ("transactions") have their own items, listed per user on gsi1
// (PAYMENTS#<user>, kept apart from the account's USER# items: money records outlive a profile) and,
// while a purchase is pending, on gsi2 (PAYMENT_PENDING) for the reconciler.

export const paymentKeys = {
  customer: (userId: string) => ({ pk: userPk(userId), sk: "PAYMENT_CUSTOMER" }),
  method: (userId: string, methodId: string) => ({ pk: userPk(userId), sk: `PAYMENT_METHOD#${methodId}` }),
  methodPrefix: "PAYMENT_METHOD#",
  transaction: (transactionId: string) => ({ pk: `PAYMENT#${transactionId}`, sk: "PAYMENT" }),
  historyPk: (userId: string) => `PAYMENTS#${userId}`,
  historySk: (createdAt: string, transactionId: string) => `${createdAt}#${transactionId}`,
  pendingPk: "PAYMENT_PENDING",
  /** Which purchase a gateway PaymentIntent paid for: events name the intent only. */
  intent: (paymentIntentId: string) => ({ pk: `PAYMENT_INTENT#${paymentIntentId}`, sk: "PAYMENT_INTENT" }),
  /** A gateway event already acted on. */
  event: (eventId: string) => ({ pk: `PAYMENT_EVENT#${eventId}`, sk: "PAYMENT_EVENT" }),
  idempotency: (userId: string, keyHash: string) => ({
    pk: userPk(userId),
    sk: `IDEMPOTENCY#PURCHASE#${keyHash}`,
  }),
};

export interface CustomerRecord {
  pk: string;
  sk: string;
  customer_id: string;
  default_method_id?: string;
}

export interface MethodRecord {
  pk: string;
  sk: string;
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  billing_details: BillingDetailsInput;
  created_at: string;
}

export type PurchaseStatus = "pending" | "succeeded" | "failed";

export interface TransactionRecord {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
  transaction_id: string;
  user_id: string;
  type: "purchase" | "refund";
  status: PurchaseStatus | "disputed";
  credits: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** Price of one credit in minor units, fixed when the purchase was made. */
  unit_price: number;
  payment_method: { id: string; brand: string; last4: string };
  created_at: string;
  updated_at: string;
  payment_intent_id?: string;
  decline_code?: string;
  /** Purchases: the balance right after the credits were added (answered again on a replay). */
  balance_after?: number;
  /** Purchases: credits and minor units given back so far by refunds and disputes. */
  credits_refunded?: number;
  amount_refunded?: number;
  /** Refunds: the purchase refunded, and the gateway's refund or dispute id. */
  purchase_id?: string;
  gateway_id?: string;
}
