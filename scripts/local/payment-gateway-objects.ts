import { type Answer, invalid, type Json, missing, newObjectId, now } from "./payment-gateway-wire";

// The local gateway's records and their rules, in Stripe's shapes: customers, card payment methods
// made from Stripe's test tokens, PaymentIntents confirmed at once (declined per the card's token),
// refunds never above what is left of the charge, and disputes of what is left.

interface TestCard {
  brand: string;
  last4: string;
  decline?: { code: string; decline_code: string; message: string };
}

/** Stripe's documented test tokens. */
export const testTokens: Record<string, TestCard> = {
  tok_visa: { brand: "visa", last4: "4242" },
  tok_mastercard: { brand: "mastercard", last4: "4444" },
  tok_amex: { brand: "amex", last4: "8431" },
  tok_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    decline: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  },
  tok_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    decline: {
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  tok_chargeDeclinedExpiredCard: {
    brand: "visa",
    last4: "0069",
    decline: { code: "expired_card", decline_code: "expired_card", message: "Your card has expired." },
  },
};

interface PaymentIntentRecord extends Json {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string;
  status: string;
  metadata: Record<string, string>;
  latest_charge: string | null;
}

type MethodRecord = Json & { card: TestCard & Json; customer: string | null };

export type GatewayObjects = ReturnType<typeof gatewayObjects>;

export function gatewayObjects() {
  const customers = new Map<string, Json>();
  const methods = new Map<string, MethodRecord>();
  const intents = new Map<string, PaymentIntentRecord>();
  const refunds = new Map<string, Json>();

  const refundedOf = (intentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);

  function createCustomer(params: Json): Json {
    const customer = {
      id: newObjectId("cus"),
      object: "customer",
      email: params.email ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createPaymentMethod(params: Json): Json {
    if (params.type !== "card") throw invalid("Only card payment methods are supported here", "type");
    const token = String((params.card as Json | undefined)?.token ?? "");
    const card = testTokens[token];
    if (!card) throw missing("token", token, "card[token]");
    const created = new Date();
    const pm = {
      id: newObjectId("pm"),
      object: "payment_method",
      type: "card",
      customer: null as string | null,
      billing_details: params.billing_details ?? {},
      card: {
        ...card,
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: created.getUTCFullYear() + 3,
        funding: "credit",
        country: "US",
      },
      created: now(),
      livemode: false,
    };
    methods.set(pm.id, pm);
    return publicMethod(pm);
  }

  function attachMethod(methodId: string, action: "attach" | "detach", params: Json): Json {
    const pm = methods.get(methodId);
    if (!pm) throw missing("PaymentMethod", methodId);
    if (action === "attach") {
      const customer = String(params.customer ?? "");
      if (!customers.has(customer)) throw missing("customer", customer, "customer");
      if (pm.customer && pm.customer !== customer) {
        throw invalid("This PaymentMethod is already attached to another customer", "payment_method");
      }
      pm.customer = customer;
    } else {
      if (!pm.customer) throw invalid("The payment method is not attached to a customer", "payment_method");
      pm.customer = null;
    }
    return publicMethod(pm);
  }

  function createPaymentIntent(params: Json): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) throw invalid("Invalid positive integer", "amount");
    const currency = String(params.currency ?? "").toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid("Invalid currency", "currency");
    const methodId = String(params.payment_method ?? "");
    const method = methods.get(methodId);
    if (!method) throw missing("PaymentMethod", methodId, "payment_method");
    const customer = params.customer === undefined ? null : String(params.customer);
    if (customer && !customers.has(customer)) throw missing("customer", customer, "customer");
    if (method.customer !== customer) {
      throw invalid("The provided PaymentMethod does not belong to this customer", "payment_method");
    }
    if (params.confirm !== "true")
      throw invalid("Only confirmed PaymentIntents are supported here", "confirm");
    const decline = method.card.decline;
    const intent: PaymentIntentRecord = {
      id: newObjectId("pi"),
      object: "payment_intent",
      amount,
      amount_received: decline ? 0 : amount,
      currency,
      customer,
      payment_method: methodId,
      status: decline ? "requires_payment_method" : "succeeded",
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      latest_charge: newObjectId("ch"),
      last_payment_error: decline
        ? { type: "card_error", ...decline, payment_method: { id: methodId } }
        : null,
      created: now(),
      livemode: false,
    };
    intents.set(intent.id, intent);
    if (!decline) return { status: 200, body: intent };
    return {
      status: 402,
      body: {
        error: {
          type: "card_error",
          ...decline,
          charge: intent.latest_charge,
          payment_intent: intent,
          doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, "-")}`,
        },
      },
    };
  }

  function readPaymentIntent(intentId: string): Json {
    const found = intents.get(intentId);
    if (!found) throw missing("payment_intent", intentId);
    return found;
  }

  function searchIntents(query: string): Json {
    const match = /^metadata\['([A-Za-z0-9_]+)'\]:'([^']*)'$/.exec(query.trim());
    if (!match) throw invalid("Only metadata['key']:'value' queries are supported here", "query");
    const [, field = "", value] = match;
    const data = [...intents.values()].filter((intent) => intent.metadata[field] === value);
    return {
      object: "search_result",
      data,
      has_more: false,
      next_page: null,
      url: "/v1/payment_intents/search",
    };
  }

  function createRefund(params: Json): Json {
    const intentId = String(params.payment_intent ?? "");
    const intent = intents.get(intentId);
    if (!intent) throw missing("payment_intent", intentId, "payment_intent");
    if (intent.status !== "succeeded")
      throw invalid("This PaymentIntent has no successful charge", "payment_intent");
    const remaining = intent.amount_received - refundedOf(intentId);
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid("Invalid positive integer", "amount");
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        "amount",
        "amount_too_large",
      );
    }
    const refund: Json = {
      id: newObjectId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intentId,
      metadata: (params.metadata as Json | undefined) ?? {},
      reason: params.reason ?? null,
      status: "succeeded",
      created: now(),
    };
    refunds.set(String(refund.id), refund);
    return refund;
  }

  /** A dispute of what is left of a charge, as a card holder's bank opens it. */
  function createDispute(params: Json): Json {
    const intentId = String(params.payment_intent ?? "");
    const found = intents.get(intentId);
    if (found?.status !== "succeeded") throw missing("payment_intent", intentId, "payment_intent");
    return {
      id: newObjectId("dp"),
      object: "dispute",
      amount: found.amount_received - refundedOf(intentId),
      currency: found.currency,
      charge: found.latest_charge,
      payment_intent: intentId,
      reason: String(params.reason ?? "fraudulent"),
      status: "needs_response",
      created: now(),
    };
  }

  /** Every PaymentIntent and refund, as a dashboard lists them. */
  function listAll(): Json {
    return { data: [...intents.values()], refunds: [...refunds.values()] };
  }

  return {
    createCustomer,
    createPaymentMethod,
    attachMethod,
    createPaymentIntent,
    readPaymentIntent,
    searchIntents,
    createRefund,
    createDispute,
    listAll,
  };
}

function publicMethod(pm: MethodRecord): Json {
  const { decline: _decline, ...card } = pm.card;
  return { ...pm, card };
}
