import { describe, expect, it } from "vitest";
import { createAnalysis } from "../../../lib/analysis/create";
import type { CreateAnalysisBody } from "../../../lib/analysis/routes";
import { AppError } from "../../../lib/http/errors";
import { bearer, errorCode, errorDetails, signedInUser } from "../../helpers/accounts";
import {
  balanceOf,
  expectLedgerBalanced,
  ledgerOf,
  pasted,
  principalOf,
  setBalance,
  setMonthlyUsage,
  setRole,
  submit,
} from "../../helpers/analysis";
import { api, uniqueClientIp } from "../../helpers/api";

const pastedBody = pasted() as CreateAnalysisBody;

// The races run in-process, many creates at once against the real DynamoDB Local: what is under
// test is the transaction and the limiter, not how many function instances the local HTTP server
// can start at the same moment.
describe("credits under concurrency", () => {
  it("lets exactly the affordable creates through when many race for the balance", async () => {
    const user = await signedInUser("racer");
    await setBalance(user.userId, 10);
    // Each from its own address, so the per-address rate limit does not hide the race.
    const principal = await principalOf(user);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () =>
        createAnalysis(principal, pastedBody, uniqueClientIp()).then(
          () => "created",
          (error: unknown) => (error instanceof AppError ? error.code : String(error)),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "created")).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === "INSUFFICIENT_CREDITS")).toHaveLength(20);
    expect(await balanceOf(user.userId)).toBe(0);
    const debits = (await ledgerOf(user.userId)).filter((entry) => entry.type === "debit");
    expect(debits).toHaveLength(10);
    await expectLedgerBalanced(user.userId);
  });
});

/**
 * The limit counts per fixed minute: eleven requests sent sequentially near the end of one would
 * straddle two windows on a busy machine. Starts them with at least 30 seconds of the minute left.
 */
async function freshMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe("rate limits", () => {
  it("accepts 10 creates a minute from one address; the 11th gets 429 with Retry-After and costs nothing", async () => {
    const user = await signedInUser("hasty");
    const address = uniqueClientIp();
    const before = await balanceOf(user.userId);
    await freshMinute();
    const responses = [];
    for (let index = 0; index < 11; index += 1) {
      // A forged forwarding header changes nothing: the address is the connection's.
      responses.push(
        await submit(user, { ...pasted(), title: `n${index}` }, address).then((response) => response),
      );
    }
    expect(responses.map((response) => response.status)).toEqual([...Array(10).fill(201), 429]);
    const limited = responses[10];
    expect(limited && errorCode(limited)).toBe("RATE_LIMIT_EXCEEDED");
    expect(Number(limited?.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited?.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await balanceOf(user.userId)).toBe(before - 10);
    // Another address is not limited by this one.
    expect((await submit(user, pasted())).status).toBe(201);
  });

  it("counts concurrent creates from one address atomically", async () => {
    const user = await signedInUser("burst");
    const address = uniqueClientIp();
    const principal = await principalOf(user);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () =>
        createAnalysis(principal, pastedBody, address).then(
          () => "created",
          (error: unknown) => (error instanceof AppError ? error.code : String(error)),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "created")).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === "RATE_LIMIT_EXCEEDED")).toHaveLength(20);
  });

  it("stops a free account at 50 analyses a month with 429 naming the monthly limit and its reset", async () => {
    const user = await signedInUser("monthly");
    await setMonthlyUsage(user.userId, 49);
    expect((await submit(user, pasted())).status).toBe(201);
    const before = await balanceOf(user.userId);
    const response = await submit(user, pasted());
    expect(response.status).toBe(429);
    expect(errorCode(response)).toBe("RATE_LIMIT_EXCEEDED");
    const details = errorDetails(response);
    expect(details.limit).toBe("analyses_per_month");
    expect(Date.parse(String(details.resets_at))).toBeGreaterThan(Date.now());
    expect(new Date(String(details.resets_at)).getUTCDate()).toBe(1);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(await balanceOf(user.userId)).toBe(before);
    await expectLedgerBalanced(user.userId);
  });

  it("gives pro 500 a month and enterprise no limit", async () => {
    const pro = await signedInUser("pro");
    await setRole(pro.userId, "pro");
    await setMonthlyUsage(pro.userId, 499);
    expect((await submit(pro, pasted())).status).toBe(201);
    expect((await submit(pro, pasted())).status).toBe(429);

    const enterprise = await signedInUser("enterprise");
    await setRole(enterprise.userId, "enterprise");
    await setMonthlyUsage(enterprise.userId, 100_000);
    expect((await submit(enterprise, pasted())).status).toBe(201);
  });
});

describe("Idempotency-Key", () => {
  it("gives one analysis and one debit for 20 simultaneous creates with one key", async () => {
    const user = await signedInUser("idempotent");
    const before = await balanceOf(user.userId);
    const principal = await principalOf(user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createAnalysis(principal, pastedBody, uniqueClientIp(), "order-42")),
    );
    expect(new Set(answers.map((answer) => answer.analysis_id)).size).toBe(1);
    expect(await balanceOf(user.userId)).toBe(before - 1);
    expect((await ledgerOf(user.userId)).filter((entry) => entry.type === "debit")).toHaveLength(1);
  });

  it("replays the first answer over HTTP, and refuses the key with another body with 422", async () => {
    const user = await signedInUser("idempotent-http");
    const send = (body: Record<string, unknown>) =>
      api("/api/analysis", {
        json: body,
        headers: { ...bearer(user.accessToken), "idempotency-key": "retry-me" },
        clientIp: uniqueClientIp(),
      });
    const first = await send(pasted());
    expect(first.status).toBe(201);
    const again = await send(pasted());
    expect(again.status).toBe(201);
    expect(again.json<{ analysis_id: string }>().analysis_id).toBe(
      first.json<{ analysis_id: string }>().analysis_id,
    );
    const other = await send(pasted({ analysis_type: "ultra" }));
    expect(other.status).toBe(422);
    expect(errorCode(other)).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});
