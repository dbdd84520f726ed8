import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertPortFree } from "../../../scripts/local/services";
import { mailbox, strongPassword, uniqueEmail } from "../../helpers/accounts";
import { zipArchive } from "../../helpers/archives";
import { freeStackPorts, interruptNpm, type NpmStart, portEnv, startNpm } from "../../helpers/npm-start";

// A crash: `npm start` killed outright (its whole process group, SIGKILL) while analyses are in
// flight, then started again on the same state (DynamoDB Local's files and fauxqs's queue store
// under LOCAL_STATE_DIR, kept as SQS keeps its messages). Every analysis ends within three minutes
// of the restart, charged once. Before the crash, while the large analysis is in its engine stage,
// the HTTP API answers at once: the stages run in processes of their own.

const finished = ["completed", "failed", "cancelled"];

/** A crash: every process of the stack's group killed at once, nothing cleaned up. */
async function crash(stack: NpmStart, ports: number[]): Promise<void> {
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
      const email = uniqueEmail("crash");
      const registered = await call("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: strongPassword, name: "Ada Lovelace" }),
      });
      expect(registered.status).toBe(201);
      const link = new URL(mailbox(stateDir).find((mail) => mail.to === email)?.links[0] ?? "");
      expect((await call(`${link.pathname}${link.search}`)).status).toBe(200);
      const login = await call("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ username: email, password: strongPassword }).toString(),
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
    const ports = await freeStackPorts();
    const stateDir = mkdtempSync(join(tmpdir(), "crash-state-"));
    const baseUrl = `http://localhost:${ports.PORT}`;
    const env = {
      ...process.env,
      ...portEnv(ports),
      LOCAL_STATE_DIR: stateDir,
      PUBLIC_BASE_URL: baseUrl,
      // No rebuilds from edits in the checkout while the test runs.
      ESBUILD_WATCH_PATTERN: ".no-rebuild-while-testing",
    };
    let stack: NpmStart | undefined;
    try {
      stack = await startNpm(env);
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
      await crash(stack, Object.values(ports));
      const crashedAt = Date.now();

      stack = await startNpm(env);
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
      if (stack) await interruptNpm(stack);
      rmSync(stateDir, { recursive: true, force: true });
    }
  }, 1_500_000);
});
