import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// A local payment gateway: the subset of Stripe's HTTP API the service uses (customers, card
// payment methods from test tokens, PaymentIntents confirmed off-session, PaymentIntent search,
// refunds), in Stripe's shapes: form-encoded bodies, Bearer secret key, Stripe error objects and
// Idempotency-Key semantics (same key and parameters: the first answer again; other parameters:
// an idempotency_error). Refunds and disputes made "in its dashboard" (the /_admin endpoints) send
// signed events (Stripe-Signature, made with the SDK's own signer) to the service's webhook.

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

type Json = Record<string, unknown>;

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

export interface LocalPaymentGateway {
  url: string;
  /** The functions' settings for the SDK: STRIPE_API_HOST, STRIPE_API_PORT, STRIPE_API_PROTOCOL. */
  settings: Record<string, string>;
  stop(): Promise<void>;
}

export interface PaymentGatewayOptions {
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Where events are delivered: the service's POST /api/v1/payments/webhook. */
  webhookUrl: string;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message ?? "error"));
  }
}

const invalid = (message: string, param?: string, code = "parameter_invalid") =>
  new ApiError(400, { type: "invalid_request_error", code, message, ...(param ? { param } : {}) });
const missing = (what: string, id: string, param?: string) =>
  new ApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${what}: '${id}'`,
    ...(param ? { param } : {}),
  });

const newObjectId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][c]=v` and `list[0]=v` form keys into nested objects, as Stripe reads them. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let target = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) target[part] = value;
      else {
        target[part] ??= {};
        target = target[part] as Json;
      }
    });
  }
  return out;
}

export async function startLocalPaymentGateway(options: PaymentGatewayOptions): Promise<LocalPaymentGateway> {
  const customers = new Map<string, Json>();
  const methods = new Map<string, Json & { card: TestCard & Json; customer: string | null }>();
  const intents = new Map<string, PaymentIntentRecord>();
  const refunds = new Map<string, Json>();
  const events = new Map<string, { payload: string }>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();

  const refundedOf = (intentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);

  function createEvent(type: string, object: Json): string {
    const id = newObjectId("evt");
    const event = {
      id,
      object: "event",
      api_version: "2026-10-28.endive",
      created: now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.set(id, { payload: JSON.stringify(event) });
    return id;
  }

  async function deliver(eventId: string): Promise<{ status: number; body: string }> {
    const event = events.get(eventId);
    if (!event) throw missing("event", eventId);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: options.webhookSecret,
    });
    try {
      const response = await fetch(options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
        body: event.payload,
        signal: AbortSignal.timeout(20_000),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: (error as Error).message };
    }
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

  function createPaymentIntent(params: Json): { status: number; body: Json } {
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

  function route(
    method: string,
    path: string,
    params: Json,
    search: URLSearchParams,
  ): { status: number; body: Json } {
    const ok = (body: Json) => ({ status: 200, body });
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newObjectId("cus"),
        object: "customer",
        email: params.email ?? null,
        metadata: params.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (method === "POST" && path === "/v1/payment_methods") {
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
      return ok(publicMethod(pm));
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (method === "POST" && attach) {
      const pm = methods.get(attach[1] ?? "");
      if (!pm) throw missing("PaymentMethod", attach[1] ?? "");
      if (attach[2] === "attach") {
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
      return ok(publicMethod(pm));
    }
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(params);
    if (method === "GET" && path === "/v1/payment_intents/search")
      return ok(searchIntents(search.get("query") ?? ""));
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intent) {
      const found = intents.get(intent[1] ?? "");
      if (!found) throw missing("payment_intent", intent[1] ?? "");
      return ok(found);
    }
    if (method === "POST" && path === "/v1/refunds") {
      const refund = createRefund(params);
      // Stripe reports refunds made through the API as events too.
      const eventId = createEvent("refund.created", refund);
      setTimeout(() => void deliver(eventId), 50);
      return ok(refund);
    }
    throw new ApiError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function publicMethod(pm: Json & { card: TestCard & Json }): Json {
    const { decline: _decline, ...card } = pm.card;
    return { ...pm, card };
  }

  async function admin(method: string, path: string, body: Json): Promise<{ status: number; body: Json }> {
    if (method === "POST" && path === "/_admin/refunds") {
      const refund = createRefund(body);
      const eventId = createEvent("refund.created", refund);
      return { status: 200, body: { refund, event_id: eventId, delivery: await deliver(eventId) } };
    }
    if (method === "POST" && path === "/_admin/disputes") {
      const intentId = String(body.payment_intent ?? "");
      const found = intents.get(intentId);
      if (found?.status !== "succeeded") throw missing("payment_intent", intentId, "payment_intent");
      const dispute = {
        id: newObjectId("dp"),
        object: "dispute",
        amount: found.amount_received - refundedOf(intentId),
        currency: found.currency,
        charge: found.latest_charge,
        payment_intent: intentId,
        reason: String(body.reason ?? "fraudulent"),
        status: "needs_response",
        created: now(),
      };
      const eventId = createEvent("charge.dispute.created", dispute);
      return { status: 200, body: { dispute, event_id: eventId, delivery: await deliver(eventId) } };
    }
    const redeliver = /^\/_admin\/events\/([^/]+)\/deliver$/.exec(path);
    if (method === "POST" && redeliver) {
      return { status: 200, body: { delivery: await deliver(redeliver[1] ?? "") } };
    }
    if (method === "GET" && path === "/_admin/payment_intents") {
      return { status: 200, body: { data: [...intents.values()], refunds: [...refunds.values()] } };
    }
    throw new ApiError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    const method = req.method ?? "GET";
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const send = (status: number, body: Json, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": newObjectId("req"),
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        throw new ApiError(401, {
          type: "invalid_request_error",
          message: "Invalid API Key provided",
        });
      }
      if (url.pathname.startsWith("/_admin/")) {
        const answer = await admin(method, url.pathname, raw ? (JSON.parse(raw) as Json) : {});
        send(answer.status, answer.body);
        return;
      }
      const params = parseStripeForm(raw);
      const key = req.headers["idempotency-key"];
      if (method === "POST" && typeof key === "string") {
        const fingerprint = `${method} ${url.pathname} ${raw}`;
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            throw new ApiError(400, {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            });
          }
          send(earlier.status, earlier.body, { "idempotent-replayed": "true", "idempotency-key": key });
          return;
        }
        const answer = answerOf(() => route(method, url.pathname, params, url.searchParams));
        idempotent.set(key, { fingerprint, ...answer });
        send(answer.status, answer.body, { "idempotency-key": key });
        return;
      }
      const answer = answerOf(() => route(method, url.pathname, params, url.searchParams));
      send(answer.status, answer.body);
    } catch (error) {
      const answer = answerOf(() => {
        throw error;
      });
      send(answer.status, answer.body);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: "Internal error" } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    settings: { STRIPE_API_HOST: "127.0.0.1", STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: "http" },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answerOf(run: () => { status: number; body: Json }): { status: number; body: Json } {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: { error: error.body } };
    throw error;
  }
}
