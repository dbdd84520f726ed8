import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { httpEvent, invoke } from "../tests/helpers/http-event";
import { percentile, registerVerifiedUser, runBenchmark } from "./bench-support";
import { generateSecrets } from "./local/secrets";
import { freePort } from "./local/services";
import { startLocalStack } from "./local/stack";

// `npx tsx scripts/bench-auth.ts [<calls>]`: in-process latency of login and of an authenticated
// GET /api/v1/users/me (the handlers called as Lambda calls them) against DynamoDB Local, with the
// number of DynamoDB requests each makes. Prints median and p99 over <calls> calls (default 300).

const calls = Number(process.argv[2] ?? 300);
const password = "Bench-Accounts-42";

async function main(): Promise<void> {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-auth-"));
  const stack = await startLocalStack({
    stage: "bench",
    dynamoPort: await freePort(),
    sqsPort: await freePort(),
    secrets: generateSecrets(),
    settings: { LOG_LEVEL: "error", LOCAL_STATE_DIR: stateDir },
  });
  Object.assign(process.env, stack.env);
  try {
    const { db } = await import("../lib/db/client");
    let requests = 0;
    db().middlewareStack.add(
      (next) => async (args) => {
        requests += 1;
        return next(args);
      },
      { step: "build", name: "countRequests" },
    );
    const login = (await import("../functions/http/auth/login")).handler;
    const getMe = (await import("../functions/http/users/get-me")).handler;

    const email = "bench@example.test";
    await registerVerifiedUser(stateDir, email, password);

    const loginEvent = () =>
      httpEvent({
        method: "POST",
        path: "/api/auth/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: email, password }).toString(),
      });
    const measure = async (name: string, call: () => Promise<{ statusCode: number }>) => {
      await call();
      const times: number[] = [];
      const before = requests;
      for (let index = 0; index < calls; index += 1) {
        const started = performance.now();
        const answer = await call();
        times.push(performance.now() - started);
        if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.statusCode}`);
      }
      times.sort((a, b) => a - b);
      const perCall = (requests - before) / calls;
      console.log(
        `${name.padEnd(28)} median ${percentile(times, 50).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms   DynamoDB requests per call ${perCall.toFixed(1)}`,
      );
    };
    let accessToken = "";
    await measure("POST /api/auth/login", async () => {
      const answer = await invoke(login, loginEvent());
      accessToken = (answer.json() as { access_token: string }).access_token;
      return answer;
    });
    await measure("GET /api/v1/users/me", () =>
      invoke(
        getMe,
        httpEvent({ path: "/api/v1/users/me", headers: { authorization: `Bearer ${accessToken}` } }),
      ),
    );
  } finally {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
