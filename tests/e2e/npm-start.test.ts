import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertPortFree } from "../../scripts/local/services";
import { freeStackPorts, portEnv } from "../helpers/npm-start";

// `npm start` as a newcomer runs it: one ready line with the base URL, /health and the web console
// answer, and an interrupt leaves no process behind.

function processesMentioning(text: string): string[] {
  const lines = execFileSync("ps", ["-eo", "pid,args"], { encoding: "utf8" }).split("\n");
  return lines.filter((line) => line.includes(text) && !line.includes("ps -eo"));
}

describe("npm start", () => {
  it("serves /health, then stops every child on Ctrl-C", async () => {
    const ports = await freeStackPorts();
    const port = ports.PORT;
    const stateDir = mkdtempSync(join(tmpdir(), "local-state-"));
    const child: ChildProcess = spawn("npm", ["start"], {
      env: { ...process.env, ...portEnv(ports), LOCAL_STATE_DIR: stateDir },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      // Bundling every function comes first; on a busy machine that alone can take minutes.
      const deadline = Date.now() + 240_000;
      while (!/Ready in .* s: http:\/\/localhost:\d+/.test(output) && Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`npm start exited: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(output).toContain(`Ready in`);
      expect(output).toContain(`http://localhost:${port}`);
      const health = await fetch(`http://localhost:${port}/health`);
      expect(health.status).toBe(200);
      // The web console is built and served at the root.
      const page = await fetch(`http://localhost:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="app">');
      expect(processesMentioning(stateDir).length).toBeGreaterThan(0);
    } finally {
      // Ctrl-C in a terminal signals the whole foreground process group.
      if (child.pid) process.kill(-child.pid, "SIGINT");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(processesMentioning(stateDir)).toEqual([]);
    // Nothing listens on any of the stack's ports any more.
    const { PAYMENTS_PORT: paymentsPort, ...others } = ports;
    for (const used of Object.values(others)) {
      await expect(assertPortFree(used, "a stack port", "PORT")).resolves.toBeUndefined();
    }
    await expect(
      assertPortFree(paymentsPort, "the local payment gateway", "PAYMENTS_PORT"),
    ).resolves.toBeUndefined();
  }, 300_000);
});
