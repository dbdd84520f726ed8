import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { percentile, runBenchmark } from "./bench-support";
import { generateSecrets } from "./local/secrets";
import { freePort } from "./local/services";
import { startLocalStack } from "./local/stack";

// `npx tsx scripts/bench-console.ts [<loads>]`: starts a local stack of its own, completes one
// analysis of a small vulnerable Python file, then opens its console page <loads> times (default
// 10) in Chromium and prints the median and p95 of: the page's navigation timings
// (performance.getEntriesByType("navigation")) and the time from `page.goto` until the findings
// are on screen, which takes in the session renewal and the API reads the page makes.

const loads = Number(process.argv[2] ?? 10);
const password = "Bench-Console-42";
const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));

const code = [
  "import os",
  "from flask import Flask, request",
  "app = Flask(__name__)",
  "",
  "@app.route('/run')",
  "def run():",
  "    os.system('ping ' + request.args.get('host'))",
  "    return 'ok'",
  "",
].join("\n");

async function call(base: string, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, base), init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  if (!chromiumPath) throw new Error("Chromium is not installed (/usr/bin/chromium)");
  const stateDir = mkdtempSync(join(tmpdir(), "bench-console-"));
  const [dynamoPort, sqsPort, httpPort, lambdaPort] = await Promise.all(
    Array.from({ length: 4 }, () => freePort()),
  );
  console.log("Starting a local stack…");
  const stack = await startLocalStack({
    stage: "bench",
    dynamoPort: dynamoPort as number,
    sqsPort: sqsPort as number,
    http: { port: httpPort as number, lambdaPort: lambdaPort as number },
    secrets: generateSecrets(),
    settings: {
      LOG_LEVEL: "warn",
      PUBLIC_BASE_URL: `http://localhost:${httpPort}`,
      LOCAL_STATE_DIR: stateDir,
      // No rebuilds during the run: a rebuild restarts functions mid-request (see serverless.yml).
      ESBUILD_WATCH_PATTERN: ".no-rebuild-while-benchmarking",
    },
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox"],
  });
  try {
    const base = stack.baseUrl as string;
    const email = `bench-console-${Date.now()}@example.test`;
    await call(base, "/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, name: "Bench" }),
    });
    const mailbox = join(stateDir, "mailbox");
    const mail = JSON.parse(readFileSync(join(mailbox, readdirSync(mailbox)[0] as string), "utf8")) as {
      links: string[];
    };
    const link = new URL(mail.links[0] as string);
    await call(base, `${link.pathname}${link.search}`, { headers: { accept: "application/json" } });
    const login = await call(base, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
    const auth = { authorization: `Bearer ${String(login.access_token)}` };
    const created = await call(base, "/api/analysis", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        source_type: "paste",
        analysis_type: "standard",
        content: code,
        title: "Bench",
      }),
    });
    const id = String(created.analysis_id);
    for (;;) {
      const status = String((await call(base, `/api/analysis/${id}`, { headers: auth })).status);
      if (status === "completed") break;
      if (status === "failed" || status === "cancelled") throw new Error(`the analysis ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/analyses");

    console.log(`Opening the analysis page ${loads} times (one warm-up first)…`);
    const timings: Record<string, number[]> = {
      DOMContentLoaded: [],
      load: [],
      "goto → findings visible": [],
    };
    for (let run = 0; run <= loads; run += 1) {
      const started = performance.now();
      await page.goto(`/analyses/${id}`);
      await page.getByRole("heading", { name: "Findings" }).waitFor();
      await page.locator("details.finding").first().waitFor();
      const visible = performance.now() - started;
      const navigation = await page.evaluate<{ domContentLoaded: number; load: number }>(
        `(() => { const [entry] = performance.getEntriesByType("navigation");
          return { domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd }; })()`,
      );
      if (run === 0) continue;
      timings.DOMContentLoaded?.push(navigation.domContentLoaded);
      timings.load?.push(navigation.load);
      timings["goto → findings visible"]?.push(visible);
    }
    console.log("");
    for (const [name, values] of Object.entries(timings)) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(26)} median ${ms(percentile(sorted, 50))}   p95 ${ms(percentile(sorted, 95))}`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
