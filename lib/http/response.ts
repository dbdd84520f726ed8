import type { HttpResponse } from "./route";

/** A response other than "JSON body with the route's success status": redirects, cookies, 204. */
export class HttpResult {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
    readonly cookies: string[] = [],
  ) {}
}

/** A text body sent as it is, with the Content-Type its headers give (the console's files). */
export class TextResult extends HttpResult {}

export function redirect(location: string, cookies: string[] = []): HttpResult {
  return new HttpResult(302, undefined, { Location: location }, cookies);
}

/** What a handler returned, as the API Gateway result: a plain value is JSON with the route's status. */
export function toResponse(result: unknown, successStatus: number): HttpResponse {
  if (result instanceof TextResult) {
    return { statusCode: result.status, headers: result.headers, body: String(result.body ?? "") };
  }
  if (result instanceof HttpResult) {
    return {
      statusCode: result.status,
      headers: {
        ...(result.body === undefined ? {} : { "Content-Type": "application/json; charset=utf-8" }),
        ...result.headers,
      },
      cookies: result.cookies.length ? result.cookies : undefined,
      body: result.body === undefined ? "" : JSON.stringify(result.body),
    };
  }
  if (successStatus === 204 || result === undefined)
    return { statusCode: successStatus, headers: {}, body: "" };
  return {
    statusCode: successStatus,
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: JSON.stringify(result),
  };
}
