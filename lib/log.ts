import { AsyncLocalStorage } from "node:async_hooks";

// Structured JSON logs carrying the request id of whatever is being handled. Callers pass facts,
// never tokens, passwords or submitted code.

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const context = new AsyncLocalStorage<{ requestId: string }>();
let threshold: Level = "info";

export function setLogLevel(level: Level): void {
  threshold = level;
}

export function withLogContext<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

function write(level: Level, message: string, fields: Record<string, unknown>): void {
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    request_id: context.getStore()?.requestId,
    message,
    ...fields,
  });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  return {
    error: error.name,
    error_message: error.message,
    stack: error.stack,
    // What a translated error wraps (the SDK's own for a storage error, the gateway's for a refusal).
    ...(error.cause !== undefined ? { cause: describeError(error.cause) } : {}),
  };
}

export const log = {
  debug: (message: string, fields: Record<string, unknown> = {}) => write("debug", message, fields),
  info: (message: string, fields: Record<string, unknown> = {}) => write("info", message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => write("warn", message, fields),
  error: (message: string, fields: Record<string, unknown> = {}) => write("error", message, fields),
};
