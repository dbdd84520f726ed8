import { beforeAll, describe, expect, it } from "vitest";
import { bearer, errorCode, type SignedIn, signedInUser } from "../../helpers/accounts";
import { created, pasted, setRole, submit } from "../../helpers/analysis";
import { api } from "../../helpers/api";

let user: SignedIn;
let analyses: string[];

beforeAll(async () => {
  user = await signedInUser("credits");
  analyses = [];
  for (let index = 0; index < 3; index += 1) analyses.push(await created(await submit(user, pasted())));
});

const history = (query = "") => api(`/api/v1/credits/history${query}`, { headers: bearer(user.accessToken) });

describe("GET /api/v1/credits/balance", () => {
  it("shows the balance, the role and the month's analyses against the allowance", async () => {
    const response = await api("/api/v1/credits/balance", { headers: bearer(user.accessToken) });
    expect(response.status).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      balance: expect.any(Number),
      role: "free",
      analyses_this_month: 3,
      analyses_per_month: 50,
      month_resets_at: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00.000Z$/),
    });
  });

  it("shows -1 (unlimited) for enterprise", async () => {
    const rich = await signedInUser("enterprise");
    await setRole(rich.userId, "enterprise");
    const response = await api("/api/v1/credits/balance", { headers: bearer(rich.accessToken) });
    expect(response.json()).toMatchObject({ role: "enterprise", analyses_per_month: -1 });
  });
});

describe("GET /api/v1/credits/history", () => {
  it("lists the ledger newest first: the starter grant, then one debit per analysis", async () => {
    const response = await history();
    expect(response.status).toBe(200);
    const body = response.json<{ entries: Array<Record<string, unknown>>; total: number; limit: number }>();
    expect(body.limit).toBe(100);
    expect(body.total).toBe(4);
    expect(body.entries.map((entry) => entry.type)).toEqual(["debit", "debit", "debit", "starter_grant"]);
    expect(body.entries.slice(0, 3).map((entry) => entry.reference)).toEqual([...analyses].reverse());
    for (const entry of body.entries) {
      expect(entry).toEqual({
        entry_id: expect.any(String),
        type: expect.any(String),
        amount: expect.any(Number),
        balance_after: expect.any(Number),
        reference: expect.anything(),
        created_at: expect.any(String),
      });
    }
    const [latest, , , grant] = body.entries;
    expect(latest?.amount).toBe(-1);
    expect(Number(grant?.amount)).toBeGreaterThan(0);
  });

  it("pages with limit and offset", async () => {
    const page = (await history("?limit=2&offset=1")).json<{
      entries: Array<{ reference: string }>;
      total: number;
    }>();
    expect(page.total).toBe(4);
    expect(page.entries.map((entry) => entry.reference)).toEqual([analyses[1], analyses[0]]);
    const beyond = (await history("?offset=10")).json<{ entries: unknown[] }>();
    expect(beyond.entries).toEqual([]);
  });

  it("filters by start_date and end_date", async () => {
    const all = (await history()).json<{ entries: Array<{ created_at: string }> }>().entries;
    const newest = all[0]?.created_at as string;
    const secondNewest = all[1]?.created_at as string;
    const fromNewest = (await history(`?start_date=${encodeURIComponent(newest)}`)).json<{ total: number }>();
    expect(fromNewest.total).toBe(1);
    const untilSecond = (await history(`?end_date=${encodeURIComponent(secondNewest)}`)).json<{
      total: number;
    }>();
    expect(untilSecond.total).toBe(3);
    const future = (await history("?start_date=2999-01-01T00:00:00Z")).json<{ total: number }>();
    expect(future.total).toBe(0);
  });

  it.each([
    "?limit=0",
    "?limit=abc",
    "?limit=1001",
    "?offset=-1",
    "?start_date=yesterday",
    "?end_date=2024-13-45",
    "?start_date=2025-02-01T00:00:00Z&end_date=2025-01-01T00:00:00Z",
  ])("answers 400 for %s", async (query) => {
    const response = await history(query);
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("VALIDATION_ERROR");
  });
});
