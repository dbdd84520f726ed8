import { randomBytes } from "node:crypto";

// Stripe's wire shapes for the local gateway: form-encoded request bodies with bracketed keys, ids
// with a type prefix, Unix-second timestamps, and errors as `{ error: { type, code, message,
// param } }` with their HTTP status.

export type Json = Record<string, unknown>;

export interface Answer {
  status: number;
  body: Json;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message ?? "error"));
  }
}

export const invalid = (message: string, param?: string, code = "parameter_invalid") =>
  new ApiError(400, { type: "invalid_request_error", code, message, ...(param ? { param } : {}) });

export const missing = (what: string, id: string, param?: string) =>
  new ApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${what}: '${id}'`,
    ...(param ? { param } : {}),
  });

export const unrecognized = (method: string, path: string) =>
  new ApiError(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${method}: ${path}).`,
  });

export const newObjectId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export const now = () => Math.floor(Date.now() / 1000);

/** `a[b][c]=v` and `list[0]=v` form keys into nested objects, as Stripe reads them. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let target = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) target[part] = value;
      else {
        target[part] ??= {};
        target = target[part] as Json;
      }
    });
  }
  return out;
}

/** The answer of `run`, or the Stripe error object of the ApiError it threw. */
export function answerOf(run: () => Answer): Answer {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: { error: error.body } };
    throw error;
  }
}
