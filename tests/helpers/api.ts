import { request as httpRequest } from "node:http";
import { inject } from "vitest";

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Every Set-Cookie line, as sent. */
  cookies: string[];
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface ApiRequest {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (sets Content-Type) ... */
  json?: unknown;
  /** ... or a form-encoded one ... */
  form?: Record<string, string>;
  /** ... or raw bytes with the caller's own Content-Type. */
  body?: string | Buffer;
  /**
   * The loopback address to connect from. serverless-offline takes the caller's address from the
   * socket, as API Gateway does, so distinct addresses (127.0.0.0/8) act as distinct clients.
   */
  clientIp?: string;
}

export function baseUrl(): string {
  return inject("baseUrl");
}

/** A plain HTTP call to the local stack; redirects are not followed. */
export function api(path: string, options: ApiRequest = {}): Promise<ApiResponse> {
  const url = new URL(path, baseUrl());
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers["content-type"] ??= "application/json";
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers["content-type"] ??= "application/x-www-form-urlencoded";
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        localAddress: options.clientIp,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            cookies: res.headers["set-cookie"] ?? [],
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

let nextClient = 0;
const CLIENTS_PER_PROCESS = 1024;
/**
 * A loopback address no other test in this run uses. Each test process takes its own block of
 * 127.1.0.0-127.250.255.255 by process id (the processes of one run have distinct, nearby ids).
 * The .0 and .255 ends of each /24 are skipped, and so is 127.0.0.1, which the browser and plain
 * calls share.
 */
export function uniqueClientIp(): string {
  for (;;) {
    nextClient += 1;
    if (nextClient >= CLIENTS_PER_PROCESS) throw new Error("test process ran out of client addresses");
    const n = (1 << 16) + (process.pid % 16_000) * CLIENTS_PER_PROCESS + nextClient;
    const last = n & 255;
    if (last !== 0 && last !== 255) return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${last}`;
  }
}
