import { describe, expect, it } from "vitest";
import { bearer, errorCode, signedInUser } from "../../helpers/accounts";
import { api } from "../../helpers/api";
import { cardOf, expectMoneyConsistent, purchase } from "../../helpers/payments";

interface History {
  transactions: Array<{ transaction_id: string; type: string; status: string; created_at: string }>;
  total: number;
  limit: number;
  offset: number;
}

describe("GET /api/v1/payments/history", () => {
  it("lists purchases newest first with filters and page bounds, and only the caller's", async () => {
    const user = await signedInUser("history");
    await cardOf(user);
    const declined = await cardOf(user, "tok_chargeDeclined");
    const ids: string[] = [];
    for (const amount of [10, 20]) {
      const response = await purchase(user, { amount, currency: "usd" });
      ids.push(response.json<{ transaction_id: string }>().transaction_id);
    }
    expect((await purchase(user, { amount: 30, currency: "usd", payment_method_id: declined })).status).toBe(
      402,
    );
    const read = (query = "") =>
      api(`/api/v1/payments/history${query}`, { headers: bearer(user.accessToken) });

    const all = (await read()).json<History>();
    expect(all).toMatchObject({ total: 3, limit: 100, offset: 0 });
    expect(all.transactions.map((t) => t.status)).toEqual(["failed", "succeeded", "succeeded"]);
    expect(all.transactions[2]).toEqual({
      transaction_id: ids[0],
      type: "purchase",
      status: "succeeded",
      credits: 10,
      amount: 100,
      currency: "usd",
      payment_method: { brand: "visa", last4: "4242" },
      created_at: expect.any(String),
    });

    const page = (await read("?limit=1&offset=1")).json<History>();
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.transactions.map((t) => t.transaction_id)).toEqual([ids[1]]);
    expect((await read("?offset=5")).json<History>().transactions).toEqual([]);

    const middle = all.transactions[1]?.created_at ?? "";
    const since = (await read(`?start_date=${encodeURIComponent(middle)}`)).json<History>();
    expect(since.transactions.map((t) => t.transaction_id)).toEqual([
      all.transactions[0]?.transaction_id,
      ids[1],
    ]);
    const until = (await read(`?end_date=${encodeURIComponent(middle)}`)).json<History>();
    expect(until.transactions.map((t) => t.transaction_id)).toEqual([ids[1], ids[0]]);
    expect((await read("?start_date=2999-01-01")).json<History>().total).toBe(0);

    for (const query of [
      "?limit=101",
      "?limit=0",
      "?limit=ten",
      "?offset=-1",
      "?start_date=yesterday",
      "?end_date=2020-13-45",
      "?start_date=2026-02-01&end_date=2026-01-01",
    ]) {
      const response = await read(query);
      expect(response.status, query).toBe(400);
      expect(errorCode(response)).toBe("VALIDATION_ERROR");
    }

    const stranger = await signedInUser("nosy");
    const theirs = await api("/api/v1/payments/history", { headers: bearer(stranger.accessToken) });
    expect(theirs.json<History>()).toEqual({ transactions: [], total: 0, limit: 100, offset: 0 });
    expect((await api("/api/v1/payments/history")).status).toBe(401);
    await expectMoneyConsistent(user.userId);
  });
});
