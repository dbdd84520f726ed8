import { randomUUID } from "node:crypto";
import middy from "@middy/core";
import httpCors from "@middy/http-cors";
import httpHeaderNormalizer from "@middy/http-header-normalizer";
import httpJsonBodyParser from "@middy/http-json-body-parser";
import httpMultipartBodyParser from "@middy/http-multipart-body-parser";
import httpSecurityHeaders from "@middy/http-security-headers";
import httpUrlencodeBodyParser from "@middy/http-urlencode-body-parser";
import type { Context } from "aws-lambda";
import * as v from "valibot";
import { assertFeature, assertRole } from "../accounts/roles";
import { authenticate } from "../auth/authenticate";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { describeError, log, setLogLevel, withLogContext } from "../log";
import { AppError, errorEnvelope } from "./errors";
import type { AuthMode, BodyType, HttpEvent, HttpResponse, Output, RouteDefinition, Schema } from "./route";
import { isCrossSiteRequest } from "./same-site";

export interface HttpRequest<B, Q, P, A extends AuthMode = AuthMode> {
  body: B;
  query: Q;
  params: P;
  headers: Record<string, string | undefined>;
  /** Request cookies by name (API Gateway payload 2.0 hands them over separately from headers). */
  cookies: Record<string, string>;
  /** The authenticated caller, on routes with `auth: "user"`. */
  principal: A extends "user" ? Principal : undefined;
  requestId: string;
  /** The caller's address as API Gateway saw it; never taken from a request header. */
  sourceIp: string;
  event: HttpEvent;
}

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

type Handler<B, Q, P, A extends AuthMode> = (request: HttpRequest<B, Q, P, A>) => Promise<unknown>;

const contentTypes: Record<BodyType, RegExp> = {
  json: /^application\/(?:[a-z0-9.+-]+\+)?json(?:;|$)/i,
  form: /^application\/x-www-form-urlencoded(?:;|$)/i,
  multipart: /^multipart\/form-data(?:;|$)/i,
};

export function httpHandler<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  A extends AuthMode,
>(route: RouteDefinition<B, Q, P, A>, handle: Handler<Output<B>, Output<Q>, Output<P>, A>) {
  const settings = config();
  setLogLevel(settings.LOG_LEVEL);
  const bodyTypes = route.bodyTypes ?? (route.body ? ["json"] : []);
  const validationCode = route.validationCode ?? "VALIDATION_ERROR";
  // Keyed by the event so the middlewares and the handler agree on one id per request.
  const requestIds = new WeakMap<HttpEvent, string>();
  const requestIdOf = (event: HttpEvent) => requestIds.get(event) ?? "unknown";

  return (
    middy<HttpEvent, HttpResponse, Error, Context>()
      // Outermost: request id and logging context for everything below, in success and failure.
      .use({
        before: (request) => {
          // Lambda's own invocation id: unique per request everywhere, and in Lambda's log lines too.
          requestIds.set(request.event, request.context?.awsRequestId || randomUUID());
        },
        after: (request) => stampRequestId(request.response, requestIdOf(request.event)),
        onError: (request) => stampRequestId(request.response, requestIdOf(request.event)),
      })
      .use(
        httpSecurityHeaders({
          // An API answers JSON and redirects only: nothing it serves should be framed or run.
          contentSecurityPolicy: route.contentSecurityPolicy ?? {
            "default-src": "'none'",
            "frame-ancestors": "'none'",
          },
          strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
          // Left out when the route has none: an undefined value would drop the whole header.
          ...(route.permissionsPolicy ? { permissionsPolicy: route.permissionsPolicy } : {}),
        }),
      )
      .use(
        httpCors({
          origins: settings.CORS_ALLOWED_ORIGINS,
          credentials: true,
          headers: "Authorization,Content-Type,X-API-Key,Idempotency-Key",
          methods: "GET,POST,PUT,PATCH,DELETE,OPTIONS",
          exposeHeaders: "X-Request-Id,Retry-After",
          maxAge: 600,
        }),
      )
      .use({
        onError: (request) => {
          const requestId = requestIdOf(request.event);
          request.response = errorResponse(toAppError(request.error, validationCode, requestId), requestId);
        },
      })
      .use(httpHeaderNormalizer())
      .use({ before: (request) => assertBodyFits(request.event, settings.MAX_BODY_BYTES) })
      .use(bodyParsers(bodyTypes))
      .handler(async (event) => {
        const requestId = requestIdOf(event);
        return withLogContext(requestId, async () => {
          if (route.sameSiteOnly) assertSameSite(event, settings);
          // Credentials are checked before the input: an anonymous caller learns nothing from a 400.
          const principal = route.auth === "user" ? await authorize(route, event) : undefined;
          const request: HttpRequest<Output<B>, Output<Q>, Output<P>, A> = {
            body: parsePart(route.body, bodyOf(event, bodyTypes), "body", validationCode) as Output<B>,
            query: parsePart(
              route.query,
              event.queryStringParameters ?? {},
              "query",
              validationCode,
            ) as Output<Q>,
            params: parsePart(route.params, event.pathParameters ?? {}, "path", validationCode) as Output<P>,
            headers: event.headers ?? {},
            cookies: parseCookies(event),
            principal: principal as HttpRequest<Output<B>, Output<Q>, Output<P>, A>["principal"],
            requestId,
            sourceIp: event.requestContext?.http?.sourceIp ?? "unknown",
            event,
          };
          const result = await handle(request);
          return toResponse(result, route.successStatus);
        });
      })
  );
}

async function authorize(
  route: RouteDefinition<Schema | undefined, Schema | undefined, Schema | undefined, AuthMode>,
  event: HttpEvent,
) {
  const principal = await authenticate(event);
  if (principal.scope === "verify_email" && !route.allowUnverified) {
    throw new AppError("EMAIL_NOT_VERIFIED", "Verify your e-mail address first", {
      details: { reason: "email_not_verified" },
    });
  }
  if (route.bearerOnly && principal.via !== "token") {
    throw new AppError("FORBIDDEN", "This endpoint takes a user's access token, not an API key", {
      details: { reason: "api_key_not_allowed" },
    });
  }
  if (route.roles) assertRole(principal.role, route.roles);
  if (route.feature) assertFeature(principal.role, route.feature);
  return principal;
}

/** Refuses a request a browser sent from another site's page (see isCrossSiteRequest). */
function assertSameSite(event: HttpEvent, settings: ReturnType<typeof config>): void {
  const allowed = new Set([new URL(settings.PUBLIC_BASE_URL).origin, ...settings.CORS_ALLOWED_ORIGINS]);
  if (isCrossSiteRequest(event.headers ?? {}, allowed)) {
    throw new AppError("FORBIDDEN", "Cross-site requests are not accepted here", {
      details: { reason: "cross_site_request" },
    });
  }
}

function parseCookies(event: HttpEvent): Record<string, string> {
  const cookies: Record<string, string> = {};
  const pairs = event.cookies ?? (event.headers?.cookie ?? "").split(";");
  for (const pair of pairs) {
    const index = pair.indexOf("=");
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    if (!(name in cookies)) cookies[name] = pair.slice(index + 1).trim();
  }
  return cookies;
}

function bodyParsers(bodyTypes: BodyType[]) {
  const parsers = [];
  if (bodyTypes.includes("json")) parsers.push(httpJsonBodyParser({ disableContentTypeError: true }));
  if (bodyTypes.includes("form")) parsers.push(httpUrlencodeBodyParser({ disableContentTypeError: true }));
  if (bodyTypes.includes("multipart")) {
    parsers.push(httpMultipartBodyParser({ disableContentTypeError: true, charset: "utf-8" }));
  }
  return parsers;
}

function assertBodyFits(event: HttpEvent, maxBytes: number): void {
  if (!event.body) return;
  const bytes = event.isBase64Encoded
    ? Math.floor((event.body.length * 3) / 4)
    : Buffer.byteLength(event.body, "utf8");
  if (bytes > maxBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", `Request body is larger than ${maxBytes} bytes`, {
      details: { max_bytes: maxBytes },
    });
  }
}

// The parsers above leave the body as a string when its content type is not one the route takes.
function bodyOf(event: HttpEvent, bodyTypes: BodyType[]): unknown {
  const body: unknown = event.body;
  if (bodyTypes.length === 0 || body === undefined || body === "") return body === "" ? undefined : body;
  if (typeof body !== "string") return body;
  const contentType = event.headers?.["content-type"] ?? "";
  if (!bodyTypes.some((type) => contentTypes[type].test(contentType))) {
    throw new AppError(
      "VALIDATION_ERROR",
      `Content-Type must be one of: ${bodyTypes.map(mediaType).join(", ")}`,
      {
        details: { fields: [{ field: "content-type", message: "unsupported content type" }] },
      },
    );
  }
  return body;
}

function mediaType(type: BodyType): string {
  return {
    json: "application/json",
    form: "application/x-www-form-urlencoded",
    multipart: "multipart/form-data",
  }[type];
}

function parsePart(
  schema: Schema | undefined,
  input: unknown,
  where: "body" | "query" | "path",
  code: "VALIDATION_ERROR" | "INVALID_REQUEST",
): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields = result.issues.map((issue) => ({
    field: [where, v.getDotPath(issue)].filter(Boolean).join("."),
    message: issue.message,
  }));
  const summary = fields.map((field) => `${field.field}: ${field.message}`).join("; ");
  throw new AppError(code, `Invalid request: ${summary}`, { details: { fields } });
}

function toResponse(result: unknown, successStatus: number): HttpResponse {
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

/** Expected failures keep their code; anything else becomes INTERNAL_ERROR with the cause in the log only. */
export function toAppError(
  error: unknown,
  validationCode: "VALIDATION_ERROR" | "INVALID_REQUEST",
  requestId: string,
): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  if (typeof status === "number" && status >= 400 && status < 500) {
    // Malformed JSON, form or multipart bodies rejected by the body parsers.
    return new AppError(validationCode, "Request body could not be parsed", {
      details: { fields: [{ field: "body", message: "malformed body" }] },
    });
  }
  log.error("unhandled error", { request_id: requestId, ...describeError(error) });
  return new AppError("INTERNAL_ERROR", "An internal error occurred");
}

export function errorResponse(error: AppError, requestId: string): HttpResponse {
  return {
    statusCode: error.status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...error.headers },
    body: JSON.stringify(errorEnvelope(error, requestId)),
  };
}

function stampRequestId(response: HttpResponse | undefined, requestId: string): void {
  if (!response) return;
  response.headers = {
    ...response.headers,
    "X-Request-Id": requestId,
    "Cache-Control": response.headers?.["Cache-Control"] ?? "no-store",
  };
}
