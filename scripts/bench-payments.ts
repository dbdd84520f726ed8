import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { httpEvent, invoke } from "../tests/helpers/http-event";
import { percentile, registerVerifiedUser, runBenchmark } from "./bench-support";
import { generateSecrets } from "./local/secrets";
import { freePort } from "./local/services";
import { startLocalStack } from "./local/stack";

// `npm run bench:payments [-- <purchases>]`: in-process latency of POST
// /api/v1/payments/purchase-credits (the handler called as Lambda calls it) against DynamoDB Local
// and the local payment gateway, with the DynamoDB requests and gateway calls each purchase makes.
// Prints the median and p99 over <purchases> purchases (default 200).

const purchases = Number(process.argv[2] ?? 200);
const password = "Bench-Payments-42";

async function main(): Promise<void> {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-payments-"));
  const stack = await startLocalStack({
    stage: "bench",
    dynamoPort: await freePort(),
    sqsPort: await freePort(),
    payments: { port: await freePort() },
    secrets: generateSecrets(),
    // The per-user purchase limit would stop the benchmark after ten purchases.
    settings: { LOG_LEVEL: "error", LOCAL_STATE_DIR: stateDir, CREDIT_PURCHASES_PER_MINUTE: "1000000" },
  });
  Object.assign(process.env, stack.env);
  try {
    const { db } = await import("../lib/db/client");
    const dynamoRequests = new Map<string, number>();
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const name = String(context.commandName ?? "unknown").replace(/Command$/, "");
        dynamoRequests.set(name, (dynamoRequests.get(name) ?? 0) + 1);
        return next(args);
      },
      { step: "build", name: "countRequests" },
    );
    const { gatewayCalls } = await import("../lib/adapters/payments/stripe");
    const login = (await import("../functions/http/auth/login")).handler;
    const addMethod = (await import("../functions/http/payments/add-method")).handler;
    const purchase = (await import("../functions/http/payments/purchase-credits")).handler;

    const email = "bench@example.test";
    await registerVerifiedUser(stateDir, email, password);
    const signedIn = await invoke(
      login,
      httpEvent({
        method: "POST",
        path: "/api/auth/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: email, password }).toString(),
      }),
    );
    const accessToken = (signedIn.json() as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
    const added = await invoke(
      addMethod,
      httpEvent({
        method: "POST",
        path: "/api/v1/payments/methods",
        headers,
        body: JSON.stringify({ token: "tok_visa", billing_details: { name: "Bench Mark" } }),
      }),
    );
    if (added.statusCode !== 201) throw new Error(`add card: ${added.body}`);

    const buy = (index: number) =>
      invoke(
        purchase,
        httpEvent({
          method: "POST",
          path: "/api/v1/payments/purchase-credits",
          headers: { ...headers, "idempotency-key": `bench-${index}` },
          body: JSON.stringify({ amount: 100, currency: "usd" }),
        }),
      );
    await buy(-1);
    dynamoRequests.clear();
    gatewayCalls.clear();
    const times: number[] = [];
    for (let index = 0; index < purchases; index += 1) {
      const started = performance.now();
      const answer = await buy(index);
      times.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(`purchase: ${answer.statusCode} ${answer.body}`);
    }
    times.sort((a, b) => a - b);
    const perPurchase = (counts: Map<string, number>) =>
      [...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, count]) => `${name} ${(count / purchases).toFixed(1)}`)
        .join(", ");
    const total = (counts: Map<string, number>) =>
      [...counts.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `POST /api/v1/payments/purchase-credits over ${purchases} purchases: median ${percentile(times, 50).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
    console.log(
      `DynamoDB requests per purchase ${(total(dynamoRequests) / purchases).toFixed(1)}: ${perPurchase(dynamoRequests)}`,
    );
    console.log(
      `gateway calls per purchase ${(total(gatewayCalls) / purchases).toFixed(1)}: ${perPurchase(gatewayCalls)}`,
    );
  } finally {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
