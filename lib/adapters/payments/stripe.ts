import Stripe from "stripe";
import { config } from "../../config";
import {
  type CardMethod,
  type ChargeOutcome,
  EventSignatureError,
  GatewayError,
  type GatewayEvent,
  type GatewayRefund,
  type PaymentGateway,
} from "./gateway";

// The gateway through the official Stripe SDK. Host, port and protocol come from configuration
// (the SDK's own options); every money-moving call carries an idempotency key of ours.

let client: Stripe | undefined;

function stripe(): Stripe {
  if (client) return client;
  const settings = config();
  client = new Stripe(settings.STRIPE_SECRET_KEY, {
    ...(settings.STRIPE_API_HOST ? { host: settings.STRIPE_API_HOST } : {}),
    ...(settings.STRIPE_API_PORT ? { port: Number(settings.STRIPE_API_PORT) } : {}),
    ...(settings.STRIPE_API_PROTOCOL ? { protocol: settings.STRIPE_API_PROTOCOL } : {}),
    timeout: settings.STRIPE_TIMEOUT_MS,
    // Safe with idempotency keys: a retried POST is answered, not repeated.
    maxNetworkRetries: 2,
    telemetry: false,
  });
  return client;
}

/** Counts calls per operation, for the purchase benchmark. */
export const gatewayCalls = new Map<string, number>();

async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  gatewayCalls.set(operation, (gatewayCalls.get(operation) ?? 0) + 1);
  try {
    return await run();
  } catch (error) {
    throw translate(error);
  }
}

function translate(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) return error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new GatewayError("invalid_request", error.message, error.param, { cause: error });
  }
  return new GatewayError("unavailable", error.message, undefined, { cause: error });
}

function cardOf(method: Stripe.PaymentMethod): CardMethod {
  const card = method.card;
  if (!card) throw new GatewayError("invalid_request", "The payment method is not a card", "token");
  return {
    id: method.id,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  };
}

function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome | undefined {
  if (intent.status === "succeeded") return { status: "succeeded", paymentIntentId: intent.id };
  const failure = intent.last_payment_error;
  if (failure) {
    return {
      status: "declined",
      paymentIntentId: intent.id,
      declineCode: failure.decline_code ?? failure.code ?? "declined",
      message: failure.message ?? "The card was declined",
    };
  }
  return undefined;
}

function intentIdOf(value: string | { id: string } | null | undefined): string {
  return typeof value === "string" ? value : (value?.id ?? "");
}

export const stripeGateway: PaymentGateway = {
  createCustomer: ({ userId, email }) =>
    call("customers.create", async () => {
      const customer = await stripe().customers.create(
        { email, metadata: { user_id: userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    }),

  addCard: ({ customerId, token, billing }) =>
    call("paymentMethods.create+attach", async () => {
      const method = await stripe().paymentMethods.create({
        type: "card",
        card: { token },
        billing_details: billing,
      });
      return cardOf(await stripe().paymentMethods.attach(method.id, { customer: customerId }));
    }),

  detachCard: (methodId) =>
    call("paymentMethods.detach", async () => {
      await stripe().paymentMethods.detach(methodId);
    }),

  charge: (request) =>
    call("paymentIntents.create", async () => {
      try {
        const intent = await stripe().paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency,
            customer: request.customerId,
            payment_method: request.methodId,
            confirm: true,
            off_session: true,
            metadata: { purchase_id: request.purchaseId, user_id: request.userId },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const outcome = outcomeOf(intent);
        if (!outcome) throw new GatewayError("unavailable", `Unexpected payment status ${intent.status}`);
        return outcome;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        return {
          status: "declined" as const,
          paymentIntentId: error.payment_intent?.id,
          declineCode: error.decline_code ?? error.code ?? "card_declined",
          message: error.message,
        };
      }
    }),

  findCharge: (purchaseId) =>
    call("paymentIntents.search", async () => {
      const found = await stripe().paymentIntents.search({
        query: `metadata['purchase_id']:'${purchaseId.replace(/[^A-Za-z0-9_-]/g, "")}'`,
      });
      const outcomes = found.data.map(outcomeOf).filter((outcome) => outcome !== undefined);
      return outcomes.find((outcome) => outcome.status === "succeeded") ?? outcomes[0];
    }),

  refund: ({ paymentIntentId, amount, idempotencyKey, metadata }) =>
    call("refunds.create", async () => {
      const refund = await stripe().refunds.create(
        { payment_intent: paymentIntentId, amount, metadata },
        { idempotencyKey },
      );
      return refundOf(refund);
    }),

  verifyEvent(rawBody, signature) {
    const settings = config();
    let event: Stripe.Event;
    try {
      // The SDK's own verification (HMAC-SHA256 over "<timestamp>.<raw body>", constant-time
      // compare, timestamp tolerance); it needs no API key.
      event = Stripe.webhooks.constructEvent(
        rawBody,
        signature ?? "",
        settings.STRIPE_WEBHOOK_SECRET,
        settings.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new EventSignatureError("The event signature does not verify", { cause: error });
    }
    return eventOf(event);
  },
};

function refundOf(refund: Stripe.Refund): GatewayRefund {
  return {
    refundId: refund.id,
    paymentIntentId: intentIdOf(refund.payment_intent),
    amount: refund.amount,
    status: refund.status ?? "pending",
  };
}

function eventOf(event: Stripe.Event): GatewayEvent {
  if (event.type === "refund.created")
    return { id: event.id, type: "refund", refund: refundOf(event.data.object) };
  if (event.type === "charge.dispute.created") {
    const dispute = event.data.object;
    return {
      id: event.id,
      type: "dispute",
      disputeId: dispute.id,
      paymentIntentId: intentIdOf(dispute.payment_intent),
      amount: dispute.amount,
    };
  }
  return { id: event.id, type: "other", name: event.type };
}

export function paymentGateway(): PaymentGateway {
  return stripeGateway;
}
