// What the service needs from a payment gateway, in its own terms. The one implementation speaks
// to Stripe through its SDK (./stripe.ts); on the local stack the same SDK is pointed at the local
// gateway server (scripts/local/payment-gateway.ts), so no code path asks where it runs.

export interface BillingDetails {
  name: string;
  email?: string;
  address?: { line1?: string; city?: string; postal_code?: string; country: string };
}

export interface CardMethod {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export type ChargeOutcome =
  | { status: "succeeded"; paymentIntentId: string }
  | { status: "declined"; paymentIntentId?: string; declineCode: string; message: string };

export interface ChargeRequest {
  customerId: string;
  methodId: string;
  /** In the currency's minor units. */
  amount: number;
  currency: string;
  /** Our purchase's id: sent as metadata, so the charge can be found again by it. */
  purchaseId: string;
  userId: string;
  /** Derived from the purchase record: a retried call never charges twice. */
  idempotencyKey: string;
}

export interface GatewayRefund {
  refundId: string;
  paymentIntentId: string;
  amount: number;
  status: string;
}

/** A verified gateway event the service acts on; others are acknowledged and ignored. */
export type GatewayEvent =
  | { id: string; type: "refund"; refund: GatewayRefund }
  | { id: string; type: "dispute"; disputeId: string; paymentIntentId: string; amount: number }
  | { id: string; type: "other"; name: string };

/**
 * `invalid_request`: the gateway refused what we sent (e.g. an unknown card token), naming `param`;
 * `unavailable`: no usable answer (network, timeout, 5xx): the outcome is unknown.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: "invalid_request" | "unavailable",
    message: string,
    readonly param?: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = "GatewayError";
  }
}

/** The signature of an incoming event did not verify (forged, altered, or too old). */
export class EventSignatureError extends Error {}

export interface PaymentGateway {
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  addCard(input: { customerId: string; token: string; billing: BillingDetails }): Promise<CardMethod>;
  detachCard(methodId: string): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The charge made for one purchase, if the gateway has any. */
  findCharge(purchaseId: string): Promise<ChargeOutcome | undefined>;
  refund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<GatewayRefund>;
  /** Verifies the signature over the raw body and reads the event. */
  verifyEvent(rawBody: string, signature: string | undefined): GatewayEvent;
}
