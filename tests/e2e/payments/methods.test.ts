import { describe, expect, it } from "vitest";
import { bearer, errorCode, errorDetails, signedInUser } from "../../helpers/accounts";
import { api } from "../../helpers/api";
import { addCard, billing, cardOf, userWithApiKey } from "../../helpers/payments";

const fieldsOf = (response: Awaited<ReturnType<typeof api>>) =>
  (errorDetails(response).fields as Array<{ field: string }>).map((field) => field.field);

describe("payment methods", () => {
  it("adds cards from tokens, the first as the default, and lists the default first", async () => {
    const user = await signedInUser("cards");
    const first = await addCard(user, "tok_visa", {
      ...billing,
      address: { line1: "1 Main St", country: "GB" },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.json()).toEqual({
      payment_method_id: expect.stringMatching(/^pm_/),
      brand: "visa",
      last4: "4242",
      exp_month: expect.any(Number),
      exp_year: expect.any(Number),
      billing_details: { ...billing, address: { line1: "1 Main St", country: "GB" } },
      is_default: true,
      created_at: expect.any(String),
    });
    const second = await addCard(user, "tok_mastercard");
    expect(second.json()).toMatchObject({ brand: "mastercard", last4: "4444", is_default: false });
    const secondId = second.json<{ payment_method_id: string }>().payment_method_id;

    const listed = await api("/api/v1/payments/methods", { headers: bearer(user.accessToken) });
    expect(listed.status).toBe(200);
    const methods = listed.json<{
      payment_methods: Array<{ payment_method_id: string; is_default: boolean }>;
    }>();
    expect(methods.payment_methods.map((method) => method.is_default)).toEqual([true, false]);

    const made = await api(`/api/v1/payments/methods/${secondId}/default`, {
      method: "POST",
      headers: bearer(user.accessToken),
    });
    expect(made.status, made.text).toBe(200);
    expect(made.json()).toMatchObject({ payment_method_id: secondId, is_default: true });
    const relisted = await api("/api/v1/payments/methods", { headers: bearer(user.accessToken) });
    expect(relisted.json<typeof methods>().payment_methods[0]?.payment_method_id).toBe(secondId);

    const deleted = await api(`/api/v1/payments/methods/${secondId}`, {
      method: "DELETE",
      headers: bearer(user.accessToken),
    });
    expect(deleted.status).toBe(204);
    const remaining = await api("/api/v1/payments/methods", { headers: bearer(user.accessToken) });
    expect(remaining.json<typeof methods>().payment_methods).toEqual([
      expect.objectContaining({ brand: "visa", is_default: true }),
    ]);
  });

  it("refuses an unknown token and bad billing details with 400 naming the field", async () => {
    const user = await signedInUser("badcard");
    const unknown = await addCard(user, "tok_doesNotExist");
    expect(unknown.status).toBe(400);
    expect(errorCode(unknown)).toBe("VALIDATION_ERROR");
    expect(fieldsOf(unknown)).toEqual(["body.token"]);

    const cases: Array<[unknown, string]> = [
      [{ token: "4242424242424242", billing_details: billing }, "body.token"],
      [{ token: "tok_visa", billing_details: { email: "a@example.test" } }, "body.billing_details.name"],
      [
        { token: "tok_visa", billing_details: { ...billing, email: "not-mail" } },
        "body.billing_details.email",
      ],
      [
        { token: "tok_visa", billing_details: { ...billing, address: { country: "Britain" } } },
        "body.billing_details.address.country",
      ],
      [
        { token: "tok_visa", billing_details: { ...billing, address: {} } },
        "body.billing_details.address.country",
      ],
      [{ billing_details: billing }, "body.token"],
      [{ token: "tok_visa" }, "body.billing_details"],
    ];
    for (const [json, field] of cases) {
      const response = await api("/api/v1/payments/methods", { json, headers: bearer(user.accessToken) });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    const listed = await api("/api/v1/payments/methods", { headers: bearer(user.accessToken) });
    expect(listed.json()).toEqual({ payment_methods: [] });
  });

  it("answers 401 without credentials and 403 to an API key", async () => {
    expect((await api("/api/v1/payments/methods")).status).toBe(401);
    expect(
      (await api("/api/v1/payments/methods", { json: { token: "tok_visa", billing_details: billing } }))
        .status,
    ).toBe(401);
    const { apiKey } = await userWithApiKey("keycards");
    for (const [path, method, json] of [
      ["/api/v1/payments/methods", "GET", undefined],
      ["/api/v1/payments/methods", "POST", { token: "tok_visa", billing_details: billing }],
      ["/api/v1/payments/methods/pm_abc/default", "POST", undefined],
      ["/api/v1/payments/methods/pm_abc", "DELETE", undefined],
      ["/api/v1/payments/purchase-credits", "POST", { amount: 100, currency: "usd" }],
      ["/api/v1/payments/history", "GET", undefined],
    ] as const) {
      const response = await api(path, { method, json, headers: { "x-api-key": apiKey } });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(errorCode(response)).toBe("FORBIDDEN");
    }
  });

  it("never shows or changes another user's card", async () => {
    const owner = await signedInUser("owner");
    const other = await signedInUser("other");
    const card = await cardOf(owner);
    const asOther = bearer(other.accessToken);
    expect(
      (await api(`/api/v1/payments/methods/${card}`, { method: "DELETE", headers: asOther })).status,
    ).toBe(404);
    expect(
      (await api(`/api/v1/payments/methods/${card}/default`, { method: "POST", headers: asOther })).status,
    ).toBe(404);
    expect((await api("/api/v1/payments/methods", { headers: asOther })).json()).toEqual({
      payment_methods: [],
    });
    const mine = await api("/api/v1/payments/methods", { headers: bearer(owner.accessToken) });
    expect(mine.json<{ payment_methods: unknown[] }>().payment_methods).toHaveLength(1);
    expect(
      (await api("/api/v1/payments/methods/not-an-id", { method: "DELETE", headers: asOther })).status,
    ).toBe(400);
  });

  it("limits how many cards a user may try to add, refused ones included, with 429", async () => {
    const user = await signedInUser("card-tester");
    // The default allows ten attempts an hour; a refused token counts like a good one.
    const attempts = ["tok_doesNotExist", ...Array(9).fill("tok_visa")];
    for (const token of attempts) expect((await addCard(user, token)).status).not.toBe(429);
    const refused = await addCard(user, "tok_visa");
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe("RATE_LIMIT_EXCEEDED");
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    const listed = await api("/api/v1/payments/methods", { headers: bearer(user.accessToken) });
    expect(listed.json<{ payment_methods: unknown[] }>().payment_methods).toHaveLength(9);
    // Another user is not affected.
    expect((await addCard(await signedInUser("card-owner"), "tok_visa")).status).toBe(201);
  });
});
