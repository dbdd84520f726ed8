import type { refreshRoute } from "../../lib/accounts/routes";
import type { ErrorEnvelope } from "../../lib/http/errors";
import type { ResponseOf } from "../../lib/http/route";

// The console talks to the public API only, like any client: the access token lives in memory,
// and the HttpOnly refresh cookie (which scripts cannot read) renews it.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

let accessToken: string | undefined;
let refreshing: Promise<boolean> | undefined;
const listeners = new Set<(signedIn: boolean) => void>();

export function setAccessToken(token: string | undefined): void {
  accessToken = token;
  for (const listener of listeners) listener(token !== undefined);
}

export function hasAccessToken(): boolean {
  return accessToken !== undefined;
}

/** Called when the session starts or ends (sign-in, refresh failure, sign-out). */
export function onSessionChange(listener: (signedIn: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renews the access token from the refresh cookie; one renewal at a time. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch("/api/auth/refresh", { method: "POST", credentials: "same-origin" })
    .then(async (response) => {
      if (!response.ok) {
        setAccessToken(undefined);
        return false;
      }
      const body = (await response.json()) as ResponseOf<typeof refreshRoute>;
      setAccessToken(body.access_token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: Record<string, string>;
  body?: FormData;
  headers?: Record<string, string>;
  /** Send this bearer token instead of the session's (the restricted verification token). */
  token?: string;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !options.token && accessToken !== undefined && (await refreshSession())) {
    response = await send(path, options);
  }
  return read<T>(response);
}

/** Builds `path?query` from the defined values only. */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const token = options.token ?? accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  } else if (options.body) {
    body = options.body;
  }
  return fetch(path, { method: options.method ?? "GET", headers, body, credentials: "same-origin" });
}

export async function read<T>(response: Response): Promise<T> {
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const failure = (parsed as ErrorEnvelope | undefined)?.error;
    throw new ApiError(
      response.status,
      failure?.code ?? "HTTP_ERROR",
      failure?.message ?? `The server answered ${response.status}`,
      failure?.details ?? {},
    );
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "The service could not be reached. Check your connection and try again.";
}

/**
 * POSTs a multipart form with XMLHttpRequest, whose upload events report progress (fetch has
 * none); `onProgress` gets the fraction sent, 0 to 1. Renews the token once on 401, like `api`.
 */
export async function upload<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  let response = await sendWithProgress(path, form, onProgress);
  if (response.status === 401 && accessToken !== undefined && (await refreshSession())) {
    response = await sendWithProgress(path, form, onProgress);
  }
  return read<T>(response);
}

function sendWithProgress(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Accept", "application/json");
    if (accessToken) request.setRequestHeader("Authorization", `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(new Response(request.responseText || null, { status: request.status }));
    request.onerror = () => reject(new TypeError("upload failed"));
    request.send(form);
  });
}

/**
 * A report's short-lived download URL. The report route normally redirects to the bucket, another
 * origin this page may not fetch from; `Accept: text/uri-list` makes it answer the URL instead.
 */
export async function reportLink(analysisId: string, format: string): Promise<string> {
  const text = await api<string>(
    withQuery(`/api/analysis/${encodeURIComponent(analysisId)}/report`, { format }),
    { headers: { Accept: "text/uri-list" } },
  );
  return String(text).trim();
}
