import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mailbox, strongPassword, uniqueEmail } from "../../helpers/accounts";
import { chromiumPath, launchBrowser, screenshot } from "../../helpers/browser";
import { freeStackPorts, interruptNpm, type NpmStart, portEnv, startNpm } from "../../helpers/npm-start";

// The console wherever `npm start` serves it: a stack on a port of its own (not 3000), with no
// PUBLIC_BASE_URL or CORS_ALLOWED_ORIGINS set, opened through 127.0.0.1 rather than localhost.
// Mailed links point at the address the stack serves, and signing in is not taken for a
// cross-site request.

interface StartedStack {
  port: number;
  stateDir: string;
  npm: NpmStart;
}

async function startStack(): Promise<StartedStack> {
  const ports = await freeStackPorts();
  const stateDir = mkdtempSync(join(tmpdir(), "local-any-address-"));
  // A newcomer's shell: none of the test stack's settings, so the stack derives its own.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(inject("stackEnv"))) delete env[name];
  delete env.PUBLIC_BASE_URL;
  delete env.CORS_ALLOWED_ORIGINS;
  try {
    const npm = await startNpm({
      ...env,
      ...portEnv(ports),
      LOCAL_STATE_DIR: stateDir,
      // No rebuilds while the test runs (see serverless.yml).
      ESBUILD_WATCH_PATTERN: ".no-rebuild-while-testing",
    });
    return { port: ports.PORT, stateDir, npm };
  } catch (error) {
    rmSync(stateDir, { recursive: true, force: true });
    throw error;
  }
}

async function stopStack(stack: StartedStack): Promise<void> {
  await interruptNpm(stack.npm);
  rmSync(stack.stateDir, { recursive: true, force: true });
}

function mailedLink(stateDir: string, to: string): string {
  const link = mailbox(stateDir)
    .filter((mail) => mail.to === to)
    .at(-1)?.links[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return link;
}

describe.skipIf(!chromiumPath)("console: served on another port, opened through 127.0.0.1", () => {
  let browser: Browser;
  let stack: StartedStack;
  beforeAll(async () => {
    [browser, stack] = await Promise.all([launchBrowser(), startStack()]);
  }, 720_000);
  afterAll(async () => {
    await browser?.close();
    if (stack) await stopStack(stack);
  });

  it("mails links to the served address and signs in without a cross-site refusal", async () => {
    const address = `http://127.0.0.1:${stack.port}`;
    const email = uniqueEmail("any-address");
    const registered = await fetch(`${address}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: strongPassword, name: "Ada Lovelace" }),
    });
    expect(registered.status).toBe(201);
    const link = mailedLink(stack.stateDir, email);
    expect(new URL(link).origin).toBe(`http://localhost:${stack.port}`);

    const context = await browser.newContext({ baseURL: address, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.goto(link);
    await page.getByRole("heading", { name: "E-mail verified" }).waitFor();

    await page.goto("/sign-in");
    expect(new URL(page.url()).host).toBe(`127.0.0.1:${stack.port}`);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(strongPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    // The refresh route is same-site only too: a reload renews the session through it.
    await page.reload();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    await screenshot(page, "signed-in-on-127.0.0.1");
    expect(problems).toEqual([]);
    await context.close();
  });
});
