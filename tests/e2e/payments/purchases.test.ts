import { describe, expect, it } from "vitest";
import { bearer, errorCode, errorDetails, signedInUser } from "../../helpers/accounts";
import { api } from "../../helpers/api";
import {
  balanceOf,
  cardOf,
  expectMoneyConsistent,
  gatewayChargesOf,
  ledgerOf,
  purchase,
  userWithApiKey,
} from "../../helpers/payments";

// Prices by default: usd 10, eur 9, gbp 8 minor units per credit; 10 to 100000 credits.

describe("POST /api/v1/payments/purchase-credits", () => {
  it("charges the default card and adds the credits, the balance and its ledger entry together", async () => {
    const user = await signedInUser("buyer");
    await cardOf(user);
    const bought = await purchase(user, { amount: 100, currency: "usd" });
    expect(bought.status, bought.text).toBe(200);
    const body = bought.json<{ transaction_id: string }>();
    expect(body).toEqual({
      transaction_id: expect.stringMatching(/^txn_[0-9a-f]{24}$/),
      status: "succeeded",
      credits_added: 100,
      amount_charged: 1000,
      currency: "usd",
      credit_balance: 200,
      created_at: expect.any(String),
    });
    const gbp = await purchase(user, { amount: 50, currency: "gbp" });
    expect(gbp.json()).toMatchObject({ amount_charged: 400, credit_balance: 250 });

    const history = await api("/api/v1/credits/history", { headers: bearer(user.accessToken) });
    expect(history.json<{ entries: unknown[] }>().entries).toContainEqual(
      expect.objectContaining({
        type: "purchase",
        amount: 100,
        balance_after: 200,
        reference: body.transaction_id,
      }),
    );
    expect(await gatewayChargesOf(user.userId)).toHaveLength(2);
    await expectMoneyConsistent(user.userId);
  });

  it("answers 400 naming the field for a bad amount, currency or payment method", async () => {
    const user = await signedInUser("badbuy");
    const other = await signedInUser("stranger");
    const othersCard = await cardOf(other);
    await cardOf(user);
    const cases: Array<[unknown, string]> = [
      [{ amount: 10.5, currency: "usd" }, "body.amount"],
      [{ amount: "100", currency: "usd" }, "body.amount"],
      [{ amount: 9, currency: "usd" }, "body.amount"],
      [{ amount: 100_001, currency: "usd" }, "body.amount"],
      [{ amount: -100, currency: "usd" }, "body.amount"],
      [{ currency: "usd" }, "body.amount"],
      [{ amount: 100, currency: "jpy" }, "body.currency"],
      [{ amount: 100 }, "body.currency"],
      [{ amount: 100, currency: "usd", payment_method_id: "pm_unknown0000" }, "body.payment_method_id"],
      [{ amount: 100, currency: "usd", payment_method_id: othersCard }, "body.payment_method_id"],
      [{ amount: 100, currency: "usd", price: 1 }, "body"],
    ];
    for (const [json, field] of cases) {
      const response = await purchase(user, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(errorCode(response)).toBe("VALIDATION_ERROR");
      const fields = (errorDetails(response).fields as Array<{ field: string }>).map((entry) => entry.field);
      expect(
        fields.some((name) => name.startsWith(field)),
        `${JSON.stringify(json)}: ${fields}`,
      ).toBe(true);
    }
    // Another user's card and an unknown one are answered alike.
    const unknown = await purchase(user, {
      amount: 100,
      currency: "usd",
      payment_method_id: "pm_unknown0000",
    });
    const foreign = await purchase(user, { amount: 100, currency: "usd", payment_method_id: othersCard });
    expect(foreign.json<{ error: unknown }>().error).toEqual(unknown.json<{ error: unknown }>().error);
    expect(await balanceOf(user.userId)).toBe(100);
    expect(await gatewayChargesOf(user.userId)).toHaveLength(0);
    await expectMoneyConsistent(user.userId);
  });

  it("answers 401 without a token and 403 to an API key", async () => {
    expect(
      (await api("/api/v1/payments/purchase-credits", { json: { amount: 100, currency: "usd" } })).status,
    ).toBe(401);
    const { user, apiKey } = await userWithApiKey("keybuyer");
    await cardOf(user);
    const refused = await purchase(
      user,
      { amount: 100, currency: "usd" },
      { headers: { "x-api-key": apiKey } },
    );
    expect(refused.status).toBe(403);
    expect(await gatewayChargesOf(user.userId)).toHaveLength(0);
  });

  it("answers 402 PAYMENT_FAILED with the decline code; no credits move and the attempt shows as failed", async () => {
    const user = await signedInUser("declined");
    for (const [token, code] of [
      ["tok_chargeDeclined", "generic_decline"],
      ["tok_chargeDeclinedInsufficientFunds", "insufficient_funds"],
      ["tok_chargeDeclinedExpiredCard", "expired_card"],
    ] as const) {
      const card = await cardOf(user, token);
      const response = await purchase(user, { amount: 100, currency: "eur", payment_method_id: card });
      expect(response.status, response.text).toBe(402);
      expect(errorCode(response)).toBe("PAYMENT_FAILED");
      expect(errorDetails(response)).toMatchObject({ decline_code: code });
    }
    expect(await balanceOf(user.userId)).toBe(100);
    const history = await api("/api/v1/payments/history", { headers: bearer(user.accessToken) });
    expect(
      history.json<{ transactions: Array<{ status: string }> }>().transactions.map((t) => t.status),
    ).toEqual(["failed", "failed", "failed"]);
    expect((await ledgerOf(user.userId)).filter((entry) => entry.type === "purchase")).toHaveLength(0);
    await expectMoneyConsistent(user.userId);
  });

  it("answers a retry with the same Idempotency-Key with the first answer: one charge, one grant", async () => {
    const user = await signedInUser("retry");
    await cardOf(user);
    const first = await purchase(user, { amount: 100, currency: "usd" }, { idempotencyKey: "order-1" });
    const again = await purchase(user, { amount: 100, currency: "usd" }, { idempotencyKey: "order-1" });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json()).toEqual(first.json());
    const reused = await purchase(user, { amount: 200, currency: "usd" }, { idempotencyKey: "order-1" });
    expect(reused.status).toBe(422);
    expect(errorCode(reused)).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await balanceOf(user.userId)).toBe(200);
    expect(await gatewayChargesOf(user.userId)).toHaveLength(1);
    await expectMoneyConsistent(user.userId);
  });

  it("charges once for ten concurrent purchases with one Idempotency-Key", async () => {
    const user = await signedInUser("burst");
    await cardOf(user);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        purchase(user, { amount: 100, currency: "usd" }, { idempotencyKey: "burst-1" }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const ids = new Set(
      responses.map((response) => response.json<{ transaction_id: string }>().transaction_id),
    );
    expect(ids.size).toBe(1);
    expect(await balanceOf(user.userId)).toBe(200);
    expect(await gatewayChargesOf(user.userId)).toHaveLength(1);
    expect((await ledgerOf(user.userId)).filter((entry) => entry.type === "purchase")).toHaveLength(1);
    await expectMoneyConsistent(user.userId);
  });

  it("limits purchases per user and answers 429 with Retry-After", async () => {
    const user = await signedInUser("limited");
    // Without a card each attempt is refused after it was counted: no gateway call is needed.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await purchase(user, { amount: 100, currency: "usd" });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect(errorCode(response)).toBe("RATE_LIMIT_EXCEEDED");
      }
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
