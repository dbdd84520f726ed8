import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type EventOutbox, eventOutbox } from "./payment-gateway-events";
import { type GatewayObjects, gatewayObjects } from "./payment-gateway-objects";
import {
  type Answer,
  ApiError,
  answerOf,
  type Json,
  newObjectId,
  parseStripeForm,
  unrecognized,
} from "./payment-gateway-wire";

// A local payment gateway: the subset of Stripe's HTTP API the service uses (customers, card
// payment methods from test tokens, PaymentIntents confirmed off-session, PaymentIntent search,
// refunds), in Stripe's shapes: form-encoded bodies, Bearer secret key, Stripe error objects and
// Idempotency-Key semantics (same key and parameters: the first answer again; other parameters:
// an idempotency_error). Refunds and disputes made "in its dashboard" (the /_admin endpoints) send
// signed events to the service's webhook. This file is the HTTP server and its routes; the records
// are in payment-gateway-objects.ts, the events in payment-gateway-events.ts.

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

export async function startLocalPaymentGateway(options: PaymentGatewayOptions): Promise<LocalPaymentGateway> {
  const objects = gatewayObjects();
  const events = eventOutbox({ url: options.webhookUrl, secret: options.webhookSecret });
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();

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
        const body = raw ? (JSON.parse(raw) as Json) : {};
        const answer = await dashboardRoute(objects, events, method, url.pathname, body);
        send(answer.status, answer.body);
        return;
      }
      const params = parseStripeForm(raw);
      const route = () => apiRoute(objects, events, method, url.pathname, params, url.searchParams);
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
        const answer = answerOf(route);
        idempotent.set(key, { fingerprint, ...answer });
        send(answer.status, answer.body, { "idempotency-key": key });
        return;
      }
      const answer = answerOf(route);
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

/** Stripe's API paths. Throws ApiError for what Stripe refuses. */
function apiRoute(
  objects: GatewayObjects,
  events: EventOutbox,
  method: string,
  path: string,
  params: Json,
  search: URLSearchParams,
): Answer {
  const ok = (body: Json) => ({ status: 200, body });
  if (method === "POST" && path === "/v1/customers") return ok(objects.createCustomer(params));
  if (method === "POST" && path === "/v1/payment_methods") return ok(objects.createPaymentMethod(params));
  const attach = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
  if (method === "POST" && attach) {
    return ok(objects.attachMethod(attach[1] ?? "", attach[2] === "attach" ? "attach" : "detach", params));
  }
  if (method === "POST" && path === "/v1/payment_intents") return objects.createPaymentIntent(params);
  if (method === "GET" && path === "/v1/payment_intents/search")
    return ok(objects.searchIntents(search.get("query") ?? ""));
  const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
  if (method === "GET" && intent) return ok(objects.readPaymentIntent(intent[1] ?? ""));
  if (method === "POST" && path === "/v1/refunds") {
    const refund = objects.createRefund(params);
    // Stripe reports refunds made through the API as events too.
    const eventId = events.create("refund.created", refund);
    setTimeout(() => void events.deliver(eventId), 50);
    return ok(refund);
  }
  throw unrecognized(method, path);
}

/** What a person does in the gateway's dashboard: refunds, disputes, events sent again, the list. */
async function dashboardRoute(
  objects: GatewayObjects,
  events: EventOutbox,
  method: string,
  path: string,
  body: Json,
): Promise<Answer> {
  if (method === "POST" && path === "/_admin/refunds") {
    const refund = objects.createRefund(body);
    const eventId = events.create("refund.created", refund);
    return { status: 200, body: { refund, event_id: eventId, delivery: await events.deliver(eventId) } };
  }
  if (method === "POST" && path === "/_admin/disputes") {
    const dispute = objects.createDispute(body);
    const eventId = events.create("charge.dispute.created", dispute);
    return { status: 200, body: { dispute, event_id: eventId, delivery: await events.deliver(eventId) } };
  }
  const redeliver = /^\/_admin\/events\/([^/]+)\/deliver$/.exec(path);
  if (method === "POST" && redeliver) {
    return { status: 200, body: { delivery: await events.deliver(redeliver[1] ?? "") } };
  }
  if (method === "GET" && path === "/_admin/payment_intents") return { status: 200, body: objects.listAll() };
  throw unrecognized(method, path);
}
