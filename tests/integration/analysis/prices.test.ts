import { beforeAll, describe, expect, it } from "vitest";
import { bearer, type SignedIn, signedInUser } from "../../helpers/accounts";
import { pasted, submit } from "../../helpers/analysis";
import { api } from "../../helpers/api";

let user: SignedIn;

beforeAll(async () => {
  user = await signedInUser("prices");
});

describe("GET /api/analysis/prices", () => {
  it("answers the price table a create debits from", async () => {
    const response = await api("/api/analysis/prices", { headers: bearer(user.accessToken) });
    expect(response.status).toBe(200);
    const table = response.json<{ size_tiers_bytes: number[]; prices: Record<string, number[]> }>();
    expect(table).toEqual({
      size_tiers_bytes: [100 * 1024, 1024 * 1024, 10 * 1024 * 1024],
      prices: { mini: [1, 2, 5, 10], standard: [3, 6, 15, 30], ultra: [10, 20, 50, 100] },
    });
    const create = await submit(user, pasted({ analysis_type: "standard" }));
    expect(create.json().estimated_cost).toBe(table.prices.standard?.[0]);
  });

  it("needs a signed-in caller", async () => {
    expect((await api("/api/analysis/prices")).status).toBe(401);
  });
});
