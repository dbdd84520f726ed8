import * as v from "valibot";
import { historyQuery } from "../http/query-params";
import { defineRoute } from "../http/route";

// The payment endpoints' contracts (README "Payments API"). Every one takes a user's Bearer token
// only: a leaked server API key must not add cards or spend money.

const integer = v.pipe(v.number(), v.integer());

export const currencies = ["usd", "eur", "gbp"] as const;
export type Currency = (typeof currencies)[number];

const methodId = v.pipe(v.string(), v.regex(/^pm_[A-Za-z0-9]{1,64}$/, "must be a payment method id"));
const transactionId = v.pipe(v.string(), v.regex(/^txn_[0-9a-f]{24}$/, "must be a transaction id"));

const BillingDetails = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(200)),
  email: v.optional(v.pipe(v.string(), v.trim(), v.email("must be an e-mail address"), v.maxLength(254))),
  address: v.optional(
    v.strictObject({
      line1: v.optional(v.pipe(v.string(), v.maxLength(200))),
      city: v.optional(v.pipe(v.string(), v.maxLength(100))),
      postal_code: v.optional(v.pipe(v.string(), v.maxLength(20))),
      country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 country code")),
    }),
  ),
});
export type BillingDetailsInput = v.InferOutput<typeof BillingDetails>;

export const AddPaymentMethodBody = v.strictObject({
  // Card numbers never reach the service: only the gateway's token for one.
  token: v.pipe(v.string(), v.regex(/^tok_[A-Za-z0-9_]{1,200}$/, "must be a card token from the gateway")),
  billing_details: BillingDetails,
});
export type AddPaymentMethodBody = v.InferOutput<typeof AddPaymentMethodBody>;

export const PaymentMethodView = v.object({
  payment_method_id: v.string(),
  brand: v.string(),
  last4: v.string(),
  exp_month: integer,
  exp_year: integer,
  billing_details: BillingDetails,
  is_default: v.boolean(),
  created_at: v.string(),
});
export type PaymentMethodView = v.InferOutput<typeof PaymentMethodView>;

export const PurchaseCreditsBody = v.strictObject({
  amount: v.pipe(v.number("must be a number"), v.integer("must be a whole number of credits")),
  currency: v.picklist(currencies, `must be one of ${currencies.join(", ")}`),
  payment_method_id: v.optional(methodId),
});
export type PurchaseCreditsBody = v.InferOutput<typeof PurchaseCreditsBody>;

export const PurchaseView = v.object({
  transaction_id: v.string(),
  status: v.literal("succeeded"),
  credits_added: integer,
  /** In the currency's minor units (cents, pence). */
  amount_charged: integer,
  currency: v.picklist(currencies),
  credit_balance: integer,
  created_at: v.string(),
});
export type PurchaseView = v.InferOutput<typeof PurchaseView>;

export const PaymentHistoryQuery = historyQuery(100);
export type PaymentHistoryQuery = v.InferOutput<typeof PaymentHistoryQuery>;

export const PaymentTransactionView = v.object({
  transaction_id: v.string(),
  type: v.picklist(["purchase", "refund"]),
  /** Purchases: succeeded or failed; refunds: succeeded, or disputed for a chargeback. */
  status: v.picklist(["succeeded", "failed", "disputed"]),
  credits: integer,
  amount: integer,
  currency: v.picklist(currencies),
  payment_method: v.object({ brand: v.string(), last4: v.string() }),
  created_at: v.string(),
});
export type PaymentTransactionView = v.InferOutput<typeof PaymentTransactionView>;

export const PaymentHistoryView = v.object({
  transactions: v.array(PaymentTransactionView),
  total: integer,
  limit: integer,
  offset: integer,
});
export type PaymentHistoryView = v.InferOutput<typeof PaymentHistoryView>;

export const RefundView = v.object({
  transaction_id: v.string(),
  refunded_transaction_id: v.string(),
  credits_purchased: integer,
  credits_refunded: integer,
  /** True when part of the credits had been spent: only the unspent part was refunded. */
  partial: v.boolean(),
  amount_refunded: integer,
  currency: v.picklist(currencies),
  credit_balance: integer,
  created_at: v.string(),
});
export type RefundView = v.InferOutput<typeof RefundView>;

const paymentRoute = { tag: "payments", auth: "user", bearerOnly: true } as const;

export const addPaymentMethodRoute = defineRoute({
  ...paymentRoute,
  operationId: "addPaymentMethod",
  method: "POST",
  path: "/api/v1/payments/methods",
  summary: "Adds a card from a gateway token; the first one becomes the default",
  body: AddPaymentMethodBody,
  successStatus: 201,
  response: PaymentMethodView,
  errors: ["VALIDATION_ERROR", "INVALID_TOKEN", "FORBIDDEN", "RATE_LIMIT_EXCEEDED", "BAD_GATEWAY"],
});

export const listPaymentMethodsRoute = defineRoute({
  ...paymentRoute,
  operationId: "listPaymentMethods",
  method: "GET",
  path: "/api/v1/payments/methods",
  summary: "The caller's payment methods, the default first",
  successStatus: 200,
  response: v.object({ payment_methods: v.array(PaymentMethodView) }),
  errors: ["INVALID_TOKEN", "FORBIDDEN"],
});

const MethodParams = v.object({ id: methodId });

export const deletePaymentMethodRoute = defineRoute({
  ...paymentRoute,
  operationId: "deletePaymentMethod",
  method: "DELETE",
  path: "/api/v1/payments/methods/{id}",
  summary: "Removes a payment method; the newest remaining one becomes the default",
  params: MethodParams,
  successStatus: 204,
  errors: ["VALIDATION_ERROR", "INVALID_TOKEN", "FORBIDDEN", "NOT_FOUND"],
});

export const setDefaultPaymentMethodRoute = defineRoute({
  ...paymentRoute,
  operationId: "setDefaultPaymentMethod",
  method: "POST",
  path: "/api/v1/payments/methods/{id}/default",
  summary: "Makes a payment method the default for purchases",
  params: MethodParams,
  successStatus: 200,
  response: PaymentMethodView,
  errors: ["VALIDATION_ERROR", "INVALID_TOKEN", "FORBIDDEN", "NOT_FOUND"],
});

export const purchaseCreditsRoute = defineRoute({
  ...paymentRoute,
  operationId: "purchaseCredits",
  method: "POST",
  path: "/api/v1/payments/purchase-credits",
  summary: "Buys credits with a payment method (optional Idempotency-Key header)",
  body: PurchaseCreditsBody,
  successStatus: 200,
  response: PurchaseView,
  errors: [
    "VALIDATION_ERROR",
    "INVALID_TOKEN",
    "PAYMENT_FAILED",
    "FORBIDDEN",
    "CONFLICT",
    "IDEMPOTENCY_KEY_REUSED",
    "RATE_LIMIT_EXCEEDED",
    "BAD_GATEWAY",
  ],
});

export const paymentHistoryRoute = defineRoute({
  ...paymentRoute,
  operationId: "getPaymentHistory",
  method: "GET",
  path: "/api/v1/payments/history",
  summary: "The caller's purchases (succeeded and failed) and refunds, newest first",
  query: PaymentHistoryQuery,
  successStatus: 200,
  response: PaymentHistoryView,
  errors: ["VALIDATION_ERROR", "INVALID_TOKEN", "FORBIDDEN"],
});

export const paymentWebhookRoute = defineRoute({
  operationId: "paymentWebhook",
  method: "POST",
  path: "/api/v1/payments/webhook",
  summary: "The payment gateway's signed events (Stripe-Signature): refunds and disputes",
  tag: "payments",
  auth: "public",
  successStatus: 200,
  response: v.object({ received: v.boolean(), duplicate: v.boolean() }),
  errors: ["VALIDATION_ERROR"],
});

export const adminRefundRoute = defineRoute({
  ...paymentRoute,
  operationId: "adminRefundPayment",
  method: "POST",
  path: "/api/v1/admin/payments/{transaction_id}/refund",
  summary: "Administrators: refunds the unspent credits of a purchase through the gateway",
  tag: "admin",
  roles: ["admin"],
  params: v.object({ transaction_id: transactionId }),
  successStatus: 200,
  response: RefundView,
  errors: [
    "VALIDATION_ERROR",
    "INVALID_TOKEN",
    "FORBIDDEN",
    "NOT_FOUND",
    "INVALID_STATE",
    "CONFLICT",
    "BAD_GATEWAY",
  ],
});
