import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../../scripts/local/services";

// `npm start` as a newcomer runs it, for the tests of the whole local stack: every server on a free
// port of its own (so it runs beside the test stack), in a process group of its own (so a test can
// interrupt or kill all of it at once, as a terminal would).

const portSettings = [
  "PORT",
  "LAMBDA_PORT",
  "DYNAMODB_PORT",
  "SQS_S3_PORT",
  "IDP_A_PORT",
  "IDP_B_PORT",
  "PAYMENTS_PORT",
  "CODEHOST_PORT",
] as const;

export type StackPorts = Record<(typeof portSettings)[number], number>;

/** A free port for each of the stack's servers, by the setting that gives it. */
export async function freeStackPorts(): Promise<StackPorts> {
  const ports = await Promise.all(portSettings.map(() => freePort()));
  return Object.fromEntries(portSettings.map((name, index) => [name, ports[index]])) as StackPorts;
}

/** The ports as the environment `npm start` reads them from. */
export function portEnv(ports: StackPorts): Record<string, string> {
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)]));
}

export interface NpmStart {
  child: ChildProcess;
  /** Settles once the whole stack's process has exited. */
  exited: Promise<unknown>;
}

/**
 * Runs `npm start` with `env` and waits for its ready line. When it exits first or is not ready in
 * time, its process group is killed and the error carries the end of its output.
 */
export async function startNpm(env: NodeJS.ProcessEnv): Promise<NpmStart> {
  const child = spawn("npm", ["start"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  // Bundling every function comes first; on a busy machine that alone can take many minutes.
  const deadline = Date.now() + 600_000;
  while (!/Ready in .* s: http:\/\/localhost:\d+/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      throw new Error(`npm start did not become ready:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, exited };
}

/** Ctrl-C, as a terminal sends it to the whole process group, and the wait for the stack to end. */
export async function interruptNpm(stack: NpmStart): Promise<void> {
  if (stack.child.pid && stack.child.exitCode === null) {
    process.kill(-stack.child.pid, "SIGINT");
    await stack.exited;
  }
}
