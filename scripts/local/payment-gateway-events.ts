import Stripe from "stripe";
import { type Json, missing, newObjectId, now } from "./payment-gateway-wire";

// The local gateway's events: each kept as its payload, sent to the service's webhook signed with
// Stripe-Signature (made with the SDK's own signer), and sent again on request.

export interface EventOutbox {
  /** Records an event about `object`; answers its id. */
  create(type: string, object: Json): string;
  /** Posts the event to the webhook; status 0 when it could not be sent. */
  deliver(eventId: string): Promise<{ status: number; body: string }>;
}

export function eventOutbox(webhook: { url: string; secret: string }): EventOutbox {
  const events = new Map<string, { payload: string }>();
  return {
    create(type, object) {
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
    },
    async deliver(eventId) {
      const event = events.get(eventId);
      if (!event) throw missing("event", eventId);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: event.payload,
        secret: webhook.secret,
      });
      try {
        const response = await fetch(webhook.url, {
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
          body: event.payload,
          signal: AbortSignal.timeout(20_000),
        });
        return { status: response.status, body: await response.text() };
      } catch (error) {
        return { status: 0, body: (error as Error).message };
      }
    },
  };
}
