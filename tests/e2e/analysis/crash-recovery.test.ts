import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertPortFree, freePort } from "../../../scripts/local/services";
import { zipArchive } from "../../helpers/archives";

// A crash: `npm start` killed outright (its whole process group, SIGKILL) while analyses are in
// flight, then started again on the same state (DynamoDB Local's files and fauxqs's queue store
// under LOCAL_STATE_DIR, kept as SQS keeps its messages). Every analysis ends within three minutes
// of the restart, charged once. Before the crash, while the large analysis is in its engine stage,
// the HTTP API answers at once: the stages run in processes of their own.

const portNames = [
  "PORT",
  "LAMBDA_PORT",
  "DYNAMODB_PORT",
  "SQS_S3_PORT",
  "IDP_A_PORT",
  "IDP_B_PORT",
  "PAYMENTS_PORT",
  "CODEHOST_PORT",
] as const;
const finished = ["completed", "failed", "cancelled"];
const password = "Correct-Horse-42";

interface Running {
  child: ChildProcess;
  exited: Promise<unknown>;
}

async function startStack(env: NodeJS.ProcessEnv): Promise<Running> {
  const child = spawn("npm", ["start"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  // Bundling every function comes first; on a busy machine that alone can take minutes.
  const deadline = Date.now() + 600_000;
  while (!/Ready in .* s: http:\/\/localhost:\d+/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      throw new Error(`npm start did not become ready:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, exited };
}

/** A crash: every process of the stack's group killed at once, nothing cleaned up. */
async function crash(stack: Running, ports: number[]): Promise<void> {
  if (stack.child.pid) process.kill(-stack.child.pid, "SIGKILL");
  await stack.exited;
  // serverless-offline runs in a group of its own and notices the stack is gone within a second.
  const deadline = Date.now() + 60_000;
  for (const port of ports) {
    while (
      await assertPortFree(port, "a stack port", "PORT").then(
        () => false,
        () => true,
      )
    ) {
      if (Date.now() > deadline) throw new Error(`port ${port} still in use after the crash`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function client(baseUrl: string) {
  let token = "";
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, baseUrl), {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> };
  };
  return {
    call,
    async signUp(stateDir: string) {
      const email = `crash-${randomBytes(6).toString("hex")}@example.test`;
      const registered = await call("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, name: "Ada Lovelace" }),
      });
      expect(registered.status).toBe(201);
      const mailbox = join(stateDir, "mailbox");
      const mails = existsSync(mailbox)
        ? readdirSync(mailbox)
            .filter((name) => name.endsWith(".json"))
            .map(
              (name) =>
                JSON.parse(readFileSync(join(mailbox, name), "utf8")) as { to: string; links: string[] },
            )
        : [];
      const link = new URL(mails.find((mail) => mail.to === email)?.links[0] ?? "");
      expect((await call(`${link.pathname}${link.search}`)).status).toBe(200);
      const login = await call("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: email, password }).toString(),
      });
      expect(login.status).toBe(200);
      token = login.body.access_token;
    },
    async submit(body: Record<string, unknown>): Promise<string> {
      const answer = await call("/api/analysis", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.analysis_id;
    },
  };
}

/** A Flask module of `routes` handlers, each passing a request argument through a helper to os.system. */
function flaskModule(routes: number, seed: number): string {
  const lines = ["import os", "from flask import Flask, request", "app = Flask(__name__)"];
  for (let i = 0; i < routes; i++) {
    lines.push(
      `@app.route('/r${seed}_${i}')`,
      `def handler_${i}():`,
      `    value = helper_${i}(request.args.get('h'))`,
      `    os.system('ping ' + value)`,
      "    return 'ok'",
      `def helper_${i}(x):`,
      `    return x.strip() + '${i}'`,
    );
  }
  return lines.join("\n");
}

const smallPaste = flaskModule(1, 0);

describe("a stack killed mid-analysis", () => {
  it("ends every analysis in flight within three minutes of its restart, charging each once", async () => {
    const ports = await Promise.all(portNames.map(() => freePort()));
    const stateDir = mkdtempSync(join(tmpdir(), "crash-state-"));
    const baseUrl = `http://localhost:${ports[0]}`;
    const env = {
      ...process.env,
      ...Object.fromEntries(portNames.map((name, index) => [name, String(ports[index])])),
      LOCAL_STATE_DIR: stateDir,
      PUBLIC_BASE_URL: baseUrl,
      // No rebuilds from edits in the checkout while the test runs.
      ESBUILD_WATCH_PATTERN: ".no-rebuild-while-testing",
    };
    let stack: Running | undefined;
    try {
      stack = await startStack(env);
      const api = client(baseUrl);
      await api.signUp(stateDir);
      const large = await api.submit({
        source_type: "upload",
        analysis_type: "standard",
        content: zipArchive(
          Array.from({ length: 12 }, (_, n) => ({ name: `app/views_${n}.py`, content: flaskModule(300, n) })),
        ).toString("base64"),
      });
      const statusOf = async (id: string) => (await api.call(`/api/analysis/${id}`)).body;
      const waitFor = async (id: string, until: (status: string) => boolean, ms: number) => {
        const deadline = Date.now() + ms;
        for (;;) {
          const body = await statusOf(id);
          if (until(body.status)) return body;
          if (Date.now() > deadline) throw new Error(`${id} stayed ${body.status}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      await waitFor(large, (status) => status === "ai_analysis", 120_000);

      // The engine is busy with the large analysis: reads of it answer meanwhile.
      const readMs: number[] = [];
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        expect((await statusOf(large)).status).toBe("ai_analysis");
        readMs.push(performance.now() - started);
      }
      readMs.sort((a, b) => a - b);
      console.log(`GET while the engine runs, ms: ${readMs.map((ms) => ms.toFixed(0)).join(", ")}`);
      // Were the stage in the HTTP process, each read would wait for the engine's remaining work.
      expect(readMs[5]).toBeLessThan(1000);

      const small = [
        await api.submit({ source_type: "paste", analysis_type: "mini", content: smallPaste }),
        await api.submit({ source_type: "paste", analysis_type: "standard", content: smallPaste }),
      ];
      const inFlight = [large, ...small];
      // Crash while the large one is still in its engine stage.
      expect((await statusOf(large)).status).toBe("ai_analysis");
      const statusesAtCrash = await Promise.all(inFlight.map(async (id) => (await statusOf(id)).status));
      await crash(stack, ports);
      const crashedAt = Date.now();

      stack = await startStack(env);
      const restartedAt = Date.now();
      const ended = await Promise.all(
        inFlight.map((id) => waitFor(id, (status) => finished.includes(status), 180_000)),
      );
      const endedAt = Date.now();
      console.log(
        `statuses at the crash: ${statusesAtCrash.join(", ")}; restart took ${((restartedAt - crashedAt) / 1000).toFixed(0)} s; all ended ${((endedAt - restartedAt) / 1000).toFixed(0)} s after it was ready`,
      );
      expect(endedAt - restartedAt).toBeLessThan(180_000);

      // Each one charged once; a failed one refunded once (its credits_used is then 0).
      const history = await api.call("/api/v1/credits/history?limit=100");
      expect(history.status).toBe(200);
      const entries = history.body.entries as Array<{
        type: string;
        amount: number;
        reference: string | null;
      }>;
      for (const analysis of ended) {
        const mine = entries.filter((entry) => entry.reference === analysis.analysis_id);
        expect(mine.filter((entry) => entry.amount < 0)).toHaveLength(1);
        expect(mine.filter((entry) => entry.amount > 0)).toHaveLength(
          analysis.status === "completed" ? 0 : 1,
        );
        if (analysis.status !== "completed") expect(analysis.error?.message).toBeTruthy();
      }
      const balance = await api.call("/api/v1/credits/balance");
      const sum = entries.reduce((total, entry) => total + entry.amount, 0);
      expect(balance.body.balance).toBe(sum);
    } finally {
      if (stack?.child.pid && stack.child.exitCode === null) {
        process.kill(-stack.child.pid, "SIGINT");
        await stack.exited;
      }
      rmSync(stateDir, { recursive: true, force: true });
    }
  }, 1_500_000);
});
