import type { IncomingMessage, ServerResponse } from "node:http";

// The local code host's HTTP plumbing: its error (a status and GitHub's `message`), JSON answers,
// JSON bodies, and the names it accepts for owners, repositories and branches.

export const namePart = /^[A-Za-z0-9_.-]{1,100}$/;
export const branchName = /^[A-Za-z0-9_.\-/]{1,200}$/;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).length;
    if (total > 50 * 1024 * 1024) throw new HttpError(413, "Body too large");
    chunks.push(chunk as Buffer);
  }
  if (total === 0) return {};
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new HttpError(400, "Problems parsing JSON");
  }
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}
