import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ZipFile } from "yazl";
import { percentile, runBenchmark } from "./bench-support";
import { generateSecrets } from "./local/secrets";
import { freePort } from "./local/services";
import { startLocalStack } from "./local/stack";

// `npm run bench:pipeline [-- <count> [<concurrency>]]`: starts a local stack of its own, submits
// <count> analyses (default 10, <concurrency> at a time, default 2) of one fixed 5,000-line Python
// project as .zip uploads at level `standard`, and prints the median and p95 time from create to
// `completed`, and the same for each stage as the stages measured themselves.

const count = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 2);
const password = "Bench-Pipeline-42";

/** 50 modules of 100 lines: request handlers, some passing input to a shell or SQL, most not. */
function fixedProject(): Promise<Buffer> {
  const zip = new ZipFile();
  for (let module = 0; module < 50; module += 1) {
    const lines = [
      "import os",
      "import sqlite3",
      "from flask import Flask, request",
      "",
      "app = Flask(__name__)",
      "",
    ];
    for (let handler = 0; lines.length < 100; handler += 1) {
      const name = `handler_${module}_${handler}`;
      const risky = (module + handler) % 7 === 0;
      lines.push(
        `@app.route("/${name}")`,
        `def ${name}():`,
        `    value = request.args.get("q", "")`,
        risky
          ? `    os.system("grep " + value + " /var/log/app.log")`
          : `    total = sum(ord(character) for character in value) % ${module + 7}`,
        `    db = sqlite3.connect("app.db")`,
        risky
          ? `    rows = db.execute("SELECT * FROM t WHERE k = '" + value + "'").fetchall()`
          : `    rows = db.execute("SELECT * FROM t WHERE k = ?", (value,)).fetchall()`,
        "    return {'rows': len(rows)}",
        "",
      );
    }
    zip.addBuffer(Buffer.from(`${lines.slice(0, 100).join("\n")}\n`), `bench/module_${module}.py`);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

let nextAddress = 0;

function call(
  base: string,
  path: string,
  options: { method?: string; body?: string; type?: string; token?: string; fresh?: boolean } = {},
): Promise<{ status: number; json: () => Record<string, unknown> }> {
  const address = options.fresh ? `127.0.${(++nextAddress >> 8) & 255}.${nextAddress & 255 || 1}` : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      {
        method: options.method ?? (options.body ? "POST" : "GET"),
        localAddress: address,
        headers: {
          ...(options.type ? { "content-type": options.type } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) });
        });
      },
    );
    req.on("error", reject);
    // serverless-offline now and then leaves a request unanswered; a poll that hangs is asked again.
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer to ${path} within 20 s`)));
    if (options.body) req.write(options.body);
    req.end();
  });
}

/** The shared percentile takes sorted values; these lists are in arrival order. */
const percentileOf = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-pipeline-"));
  const [dynamoPort, sqsPort, httpPort, lambdaPort, codehostPort] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  console.log("Starting a local stack…");
  const stack = await startLocalStack({
    stage: "bench",
    dynamoPort: dynamoPort as number,
    sqsPort: sqsPort as number,
    http: { port: httpPort as number, lambdaPort: lambdaPort as number },
    codehost: { port: codehostPort as number, reposDir: "scripts/local/codehost-repos" },
    secrets: generateSecrets(),
    settings: {
      LOG_LEVEL: "warn",
      PUBLIC_BASE_URL: `http://localhost:${httpPort}`,
      LOCAL_STATE_DIR: stateDir,
      // No rebuilds during the run: a rebuild restarts functions mid-request (see serverless.yml).
      ESBUILD_WATCH_PATTERN: ".no-rebuild-while-benchmarking",
    },
    log: (line) => appendFileSync(join(stateDir, "functions.log"), `${line}\n`),
  });
  try {
    Object.assign(process.env, stack.env);
    const { changeBalance } = await import("../lib/credits/ledger");
    const { getAnalysis } = await import("../lib/analysis/records");
    const { updateUser } = await import("../lib/accounts/users");
    const base = stack.baseUrl as string;

    const email = `bench-${Date.now()}@example.test`;
    await call(base, "/api/auth/register", {
      body: JSON.stringify({ email, password, name: "Bench" }),
      type: "application/json",
      fresh: true,
    });
    const mail = readdirSync(join(stateDir, "mailbox")).map((file) =>
      JSON.parse(readFileSync(join(stateDir, "mailbox", file), "utf8")),
    )[0] as { links: string[] };
    const link = new URL(mail.links[0] as string);
    await call(base, `${link.pathname}${link.search}`);
    const login = await call(base, "/api/auth/login", {
      body: new URLSearchParams({ username: email, password }).toString(),
      type: "application/x-www-form-urlencoded",
      fresh: true,
    });
    const { access_token: token, user } = login.json() as { access_token: string; user: { id: string } };
    // Enterprise: no monthly allowance gets in the way of the run.
    await updateUser(user.id, { role: "enterprise" });
    await changeBalance({
      userId: user.id,
      amount: 100_000,
      type: "admin_grant",
      reference: "pipeline benchmark",
    });

    const archive = (await fixedProject()).toString("base64");
    console.log(`Submitting ${count} analyses of a 5,000-line project (50 files), ${concurrency} at a time…`);
    const totals: number[] = [];
    const stageTimes: Record<string, number[]> = { preprocessing: [], ai_analysis: [], post_processing: [] };
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next += 1;
        const started = performance.now();
        const created = await call(base, "/api/analysis", {
          body: JSON.stringify({ source_type: "upload", analysis_type: "standard", content: archive }),
          type: "application/json",
          token,
          fresh: true,
        });
        if (created.status !== 201) throw new Error(`create answered ${created.status}`);
        const id = String(created.json().analysis_id);
        for (;;) {
          const answer = await call(base, `/api/analysis/${id}`, { token }).catch(() => undefined);
          const status = String(answer?.json().status);
          if (status === "completed") break;
          if (status === "failed" || status === "cancelled") throw new Error(`${id} ${status}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        totals.push(performance.now() - started);
        const record = await getAnalysis(id);
        for (const [stage, ms] of Object.entries(record?.stage_ms ?? {})) stageTimes[stage]?.push(Number(ms));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));

    console.log("");
    console.log(
      `create → completed   median ${seconds(percentileOf(totals, 50))}   p95 ${seconds(percentileOf(totals, 95))}`,
    );
    for (const [stage, times] of Object.entries(stageTimes)) {
      console.log(
        `  ${stage.padEnd(18)} median ${seconds(percentileOf(times, 50))}   p95 ${seconds(percentileOf(times, 95))}`,
      );
    }
    const stageSum = Object.values(stageTimes).reduce((sum, times) => sum + percentileOf(times, 50), 0);
    console.log(`  queues and hand-offs ≈ ${seconds(percentileOf(totals, 50) - stageSum)} of the median`);
  } finally {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
