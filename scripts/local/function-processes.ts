import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FunctionDefinition } from "./service-definition";

// The queue-triggered (and scheduled) functions of the local stack each run in a process of their own, as
// separate Lambdas do on AWS: a stage busy analysing for seconds never holds up the HTTP API
// (serverless-offline runs those in its own process). A process starts at its function's first
// invocation and loads the function's bundle, as serverless-offline built it, once; an invocation
// past the function's timeout kills the process (the next one starts a new one), as Lambda does.

export interface LocalFunction {
  name: string;
  definition: FunctionDefinition;
}

export interface FunctionProcesses {
  /** Invokes the function with `event`; resolves with its answer, rejects when it threw, died or timed out. */
  invoke(functionName: string, event: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

const hostScript = fileURLToPath(new URL("./function-host.mjs", import.meta.url));

export function startFunctionProcesses(options: {
  functions: LocalFunction[];
  /** Where serverless-esbuild put the bundles (`<work folder>/.build`). */
  buildDir: string;
  env: Record<string, string>;
  /** Seconds a function may run when it declares no timeout. */
  defaultTimeoutSeconds: number;
  log?: (line: string) => void;
}): FunctionProcesses {
  // A function with several triggers is one function: one process.
  const hosts = new Map(
    options.functions.map((fn) => {
      const [file, exported] = splitHandler(fn.definition.handler);
      const host = new FunctionHost({
        name: fn.name,
        bundle: join(options.buildDir, `${file}.mjs`),
        exported,
        timeoutMs: (fn.definition.timeout ?? options.defaultTimeoutSeconds) * 1000,
        env: options.env,
        log: options.log,
      });
      return [fn.name, host] as const;
    }),
  );
  return {
    invoke(functionName, event) {
      const host = hosts.get(functionName);
      if (!host) return Promise.reject(new Error(`No local function ${functionName}`));
      return host.invoke(event);
    },
    async stop() {
      await Promise.all([...hosts.values()].map((host) => host.stop()));
    },
  };
}

function splitHandler(handler: string): [string, string] {
  const dot = handler.lastIndexOf(".");
  return [handler.slice(0, dot), handler.slice(dot + 1)];
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

type HostMessage = { ready: true } | { id: number; result: unknown } | { id: number; error: string };

class FunctionHost {
  private child: ChildProcess | undefined;
  private started: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopping = false;

  constructor(
    private readonly options: {
      name: string;
      bundle: string;
      exported: string;
      timeoutMs: number;
      env: Record<string, string>;
      log?: (line: string) => void;
    },
  ) {}

  ready(): Promise<void> {
    this.started ??= this.spawn();
    return this.started;
  }

  async invoke(event: unknown): Promise<unknown> {
    await this.ready();
    const child = this.child;
    if (!child?.connected) throw new Error(`${this.options.name} is not running`);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.end(child, new Error(`${this.options.name} timed out after ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, event, functionName: this.options.name, timeoutMs: this.options.timeoutMs });
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }

  private spawn(): Promise<void> {
    const child = spawn(process.execPath, [hostScript, this.options.bundle, this.options.exported], {
      env: { ...process.env, ...this.options.env },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    this.child = child;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) this.options.log?.(line);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    return new Promise((resolve, reject) => {
      child.on("message", (message: HostMessage) => {
        if ("ready" in message) return resolve();
        const call = this.pending.get(message.id);
        if (!call) return;
        this.pending.delete(message.id);
        clearTimeout(call.timer);
        if ("error" in message) call.reject(new Error(message.error));
        else call.resolve(message.result);
      });
      child.once("exit", (code, signal) => {
        const error = new Error(`${this.options.name} exited (${signal ?? code})`);
        reject(error);
        this.end(child, error);
      });
    });
  }

  /** Fails what the process was running and forgets it: the next invocation starts a new one. */
  private end(child: ChildProcess, error: Error): void {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    if (this.child !== child) return;
    this.child = undefined;
    if (!this.stopping) this.started = undefined;
    for (const [id, call] of this.pending) {
      clearTimeout(call.timer);
      call.reject(error);
      this.pending.delete(id);
    }
  }
}
