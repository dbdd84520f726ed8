import Stripe from "stripe";
import { describe, expect, inject, it } from "vitest";
import { handler as reconcile } from "../../../functions/schedule/reconcile-purchases";
import type { UserRecord } from "../../../lib/accounts/users";
import type { Principal } from "../../../lib/auth/principal";
import { changeBalance } from "../../../lib/credits/ledger";
import { paymentKeys } from "../../../lib/payments/model";
import { beginPurchase, chargePurchase, readTransaction } from "../../../lib/payments/purchases";
import { bearer, errorCode, type SignedIn, signedInUser } from "../../helpers/accounts";
import { api } from "../../helpers/api";
import {
  asAdmin,
  balanceOf,
  cardOf,
  expectMoneyConsistent,
  gatewayAdmin,
  gatewayChargesOf,
  ledgerOf,
  purchase,
  purchasesOf,
} from "../../helpers/payments";
import { setAttributes } from "../../helpers/table";

// What happens to money after the purchase request: a function dying between charge and write,
// refunds and disputes made in the gateway's dashboard (signed events), and refunds by an admin.

const principalOf = (user: SignedIn): Principal => ({
  userId: user.userId,
  email: user.email,
  role: "free",
  user: { id: user.userId } as UserRecord,
  via: "token",
});

async function bought(user: SignedIn, credits = 100): Promise<{ transactionId: string; intentId: string }> {
  const response = await purchase(user, { amount: credits, currency: "usd" });
  expect(response.status, response.text).toBe(200);
  const transactionId = response.json<{ transaction_id: string }>().transaction_id;
  const record = await readTransaction(transactionId);
  return { transactionId, intentId: String(record?.payment_intent_id) };
}

/** Moves a pending purchase's time back past the reconciler's threshold. */
async function ageOf(transactionId: string): Promise<void> {
  await setAttributes(paymentKeys.transaction(transactionId), {
    gsi2sk: `2000-01-01T00:00:00.000Z#${transactionId}`,
  });
}

const refundLedger = async (userId: string) =>
  (await ledgerOf(userId)).filter((entry) => entry.type === "refund");

describe("the reconciler", () => {
  it("settles a purchase whose function died after the charge, exactly once", async () => {
    const user = await signedInUser("crash");
    await cardOf(user);
    const begun = await beginPurchase(principalOf(user), { amount: 100, currency: "usd" });
    if ("view" in begun) throw new Error("expected a new purchase");
    const outcome = await chargePurchase(begun.record, begun.customerId);
    expect(outcome.status).toBe("succeeded");
    // The function dies here: charged at the gateway, nothing written.
    expect(await balanceOf(user.userId)).toBe(100);
    expect((await readTransaction(begun.record.transaction_id))?.status).toBe("pending");

    await ageOf(begun.record.transaction_id);
    const runs = await Promise.all([reconcile(), reconcile(), reconcile()]);
    expect(runs.reduce((sum, run) => sum + run.succeeded, 0)).toBe(1);
    expect((await reconcile()).succeeded).toBe(0);

    expect((await readTransaction(begun.record.transaction_id))?.status).toBe("succeeded");
    expect(await balanceOf(user.userId)).toBe(200);
    expect((await ledgerOf(user.userId)).filter((entry) => entry.type === "purchase")).toHaveLength(1);
    expect(await gatewayChargesOf(user.userId)).toHaveLength(1);
    await expectMoneyConsistent(user.userId);
  });

  it("fails a purchase whose function died before the charge, with no credits", async () => {
    const user = await signedInUser("early");
    await cardOf(user);
    const begun = await beginPurchase(principalOf(user), { amount: 100, currency: "usd" });
    if ("view" in begun) throw new Error("expected a new purchase");
    await ageOf(begun.record.transaction_id);
    await reconcile();
    expect(await readTransaction(begun.record.transaction_id)).toMatchObject({
      status: "failed",
      decline_code: "not_charged",
    });
    expect(await balanceOf(user.userId)).toBe(100);
    expect(await gatewayChargesOf(user.userId)).toHaveLength(0);
    await expectMoneyConsistent(user.userId);
  });
});

describe("POST /api/v1/payments/webhook", () => {
  it("reflects a refund made in the gateway's dashboard once, however often the event arrives", async () => {
    const user = await signedInUser("dashrefund");
    await cardOf(user);
    const { transactionId, intentId } = await bought(user);
    const refunded = await gatewayAdmin<{ event_id: string; delivery: { status: number } }>(
      "/_admin/refunds",
      {
        payment_intent: intentId,
        amount: 500,
      },
    );
    expect(refunded.delivery.status).toBe(200);
    expect(await balanceOf(user.userId)).toBe(150);

    const again = await gatewayAdmin<{ delivery: { status: number; body: string } }>(
      `/_admin/events/${refunded.event_id}/deliver`,
      {},
    );
    expect(again.delivery.status).toBe(200);
    expect(JSON.parse(again.delivery.body)).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(user.userId)).toBe(150);
    expect(await refundLedger(user.userId)).toHaveLength(1);

    const history = await api("/api/v1/payments/history", { headers: bearer(user.accessToken) });
    expect(history.json<{ transactions: unknown[] }>().transactions).toEqual([
      expect.objectContaining({
        type: "refund",
        status: "succeeded",
        credits: 50,
        amount: 500,
        currency: "usd",
      }),
      expect.objectContaining({
        transaction_id: transactionId,
        type: "purchase",
        status: "succeeded",
        credits: 100,
      }),
    ]);
    await expectMoneyConsistent(user.userId);
  });

  it("takes back the unspent credits of a disputed purchase", async () => {
    const user = await signedInUser("dispute");
    await cardOf(user);
    const { intentId } = await bought(user);
    await changeBalance({ userId: user.userId, amount: -130, type: "debit", reference: "analysis_spent" });
    const disputed = await gatewayAdmin<{ delivery: { status: number } }>("/_admin/disputes", {
      payment_intent: intentId,
    });
    expect(disputed.delivery.status).toBe(200);
    expect(await balanceOf(user.userId)).toBe(0);
    const history = await api("/api/v1/payments/history", { headers: bearer(user.accessToken) });
    expect(history.json<{ transactions: unknown[] }>().transactions[0]).toMatchObject({
      type: "refund",
      status: "disputed",
      credits: 70,
      amount: 1000,
    });
    await expectMoneyConsistent(user.userId);
  });

  it("refuses a forged, altered, stale or unsigned event with 400 and changes nothing", async () => {
    const user = await signedInUser("forged");
    await cardOf(user);
    const { intentId } = await bought(user);
    const secret = inject("stackEnv").STRIPE_WEBHOOK_SECRET ?? "";
    const payload = JSON.stringify({
      id: "evt_forged000000000000000000",
      object: "event",
      type: "refund.created",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "re_forged",
          object: "refund",
          amount: 1000,
          payment_intent: intentId,
          status: "succeeded",
        },
      },
    });
    const send = (body: string, signature?: string) =>
      api("/api/v1/payments/webhook", {
        body,
        headers: {
          "content-type": "application/json",
          ...(signature ? { "stripe-signature": signature } : {}),
        },
      });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_not_the_secret" });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const genuine = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    for (const response of [
      await send(payload, forged),
      await send(payload, stale),
      await send(payload.replace("1000", "9999"), genuine),
      await send(payload),
    ]) {
      expect(response.status, response.text).toBe(400);
      expect(errorCode(response)).toBe("VALIDATION_ERROR");
    }
    expect(await balanceOf(user.userId)).toBe(200);
    expect(await refundLedger(user.userId)).toHaveLength(0);
    await expectMoneyConsistent(user.userId);
  });
});

describe("POST /api/v1/admin/payments/{transaction_id}/refund", () => {
  it("refunds only the unspent part through the gateway, and its event changes nothing more", async () => {
    const admin = await asAdmin();
    const user = await signedInUser("spender");
    await cardOf(user);
    const { transactionId, intentId } = await bought(user);
    await changeBalance({ userId: user.userId, amount: -150, type: "debit", reference: "analysis_spent" });
    const refundAt = (token: string, id = transactionId) =>
      api(`/api/v1/admin/payments/${id}/refund`, { method: "POST", headers: bearer(token) });

    const refused = await refundAt(user.accessToken);
    expect(refused.status).toBe(403);
    expect((await refundAt(admin.accessToken, "txn_000000000000000000000000")).status).toBe(404);

    const refunded = await refundAt(admin.accessToken);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.json()).toEqual({
      transaction_id: expect.stringMatching(/^txn_/),
      refunded_transaction_id: transactionId,
      credits_purchased: 100,
      credits_refunded: 50,
      partial: true,
      amount_refunded: 500,
      currency: "usd",
      credit_balance: 0,
      created_at: expect.any(String),
    });
    const gateway = await gatewayAdmin<{ refunds: Array<{ payment_intent: string; amount: number }> }>(
      "/_admin/payment_intents",
    );
    expect(gateway.refunds.filter((refund) => refund.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: 500 }),
    ]);
    // The gateway's own event for this refund arrives shortly after: it must not take credits again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await balanceOf(user.userId)).toBe(0);
    expect(await refundLedger(user.userId)).toHaveLength(1);

    const nothingLeft = await refundAt(admin.accessToken);
    expect(nothingLeft.status).toBe(400);
    expect(errorCode(nothingLeft)).toBe("INVALID_STATE");
    expect((await purchasesOf(user.userId)).filter((item) => item.type === "refund")).toHaveLength(1);
    await expectMoneyConsistent(user.userId);
  });
});
