import { randomUUID } from "node:crypto";
import middy from "@middy/core";
import httpCors from "@middy/http-cors";
import httpHeaderNormalizer from "@middy/http-header-normalizer";
import httpSecurityHeaders from "@middy/http-security-headers";
import type { Context } from "aws-lambda";
import { config } from "../config";
import { setLogLevel, withLogContext } from "../log";
import { parseCookies } from "./cookies";
import { errorResponse, toAppError } from "./error-mapper";
import { AppError } from "./errors";
import { assertBodyFits, bodyOf, bodyParsers, parsePart } from "./input";
import { toResponse } from "./response";
import type {
  AuthMode,
  HttpEvent,
  HttpResponse,
  Output,
  RouteAccess,
  RouteDefinition,
  Schema,
} from "./route";
import { isCrossSiteRequest } from "./same-site";

export interface HttpRequest<B, Q, P, A extends AuthMode = AuthMode, Caller = unknown> {
  body: B;
  query: Q;
  params: P;
  headers: Record<string, string | undefined>;
  /** Request cookies by name (API Gateway payload 2.0 hands them over separately from headers). */
  cookies: Record<string, string>;
  /** The authenticated caller, on routes with `auth: "user"`. */
  principal: A extends "user" ? Caller : undefined;
  requestId: string;
  /** The caller's address as API Gateway saw it; never taken from a request header. */
  sourceIp: string;
  event: HttpEvent;
}

/**
 * Checks the credentials of a request to a route with `auth: "user"` against the route's access
 * rules, and answers who is calling (or throws the 401/403 to send). The plumbing knows no users,
 * roles or plans: the service hands its authorizer to the factory (lib/auth/http-handler.ts).
 */
export type Authorizer<Caller> = (event: HttpEvent, route: RouteAccess) => Promise<Caller>;

type Handler<B, Q, P, A extends AuthMode, Caller> = (
  request: HttpRequest<B, Q, P, A, Caller>,
) => Promise<unknown>;

/** A handler factory whose protected routes are authorized by `authorize`. */
export function createHttpHandler<Caller>(authorize: Authorizer<Caller>) {
  return function httpHandler<
    B extends Schema | undefined,
    Q extends Schema | undefined,
    P extends Schema | undefined,
    A extends AuthMode,
  >(route: RouteDefinition<B, Q, P, A>, handle: Handler<Output<B>, Output<Q>, Output<P>, A, Caller>) {
    const settings = config();
    setLogLevel(settings.LOG_LEVEL);
    const bodyTypes = route.bodyTypes ?? (route.body ? ["json"] : []);
    const validationCode = route.validationCode ?? "VALIDATION_ERROR";
    // Keyed by the event so the middlewares and the handler agree on one id per request.
    const requestIds = new WeakMap<HttpEvent, string>();
    const requestIdOf = (event: HttpEvent) => requestIds.get(event) ?? "unknown";
    // The origins a same-site-only route accepts, known once the configuration is read.
    const allowedOrigins = route.sameSiteOnly
      ? new Set([new URL(settings.PUBLIC_BASE_URL).origin, ...settings.CORS_ALLOWED_ORIGINS])
      : undefined;

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
            if (allowedOrigins) assertSameSite(event, allowedOrigins);
            // Credentials are checked before the input: an anonymous caller learns nothing from a 400.
            const principal = route.auth === "user" ? await authorize(event, route) : undefined;
            const request: HttpRequest<Output<B>, Output<Q>, Output<P>, A, Caller> = {
              body: parsePart(route.body, bodyOf(event, bodyTypes), "body", validationCode) as Output<B>,
              query: parsePart(
                route.query,
                event.queryStringParameters ?? {},
                "query",
                validationCode,
              ) as Output<Q>,
              params: parsePart(
                route.params,
                event.pathParameters ?? {},
                "path",
                validationCode,
              ) as Output<P>,
              headers: event.headers ?? {},
              cookies: parseCookies(event),
              principal: principal as HttpRequest<Output<B>, Output<Q>, Output<P>, A, Caller>["principal"],
              requestId,
              sourceIp: event.requestContext?.http?.sourceIp ?? "unknown",
              event,
            };
            const result = await handle(request);
            return toResponse(result, route.successStatus);
          });
        })
    );
  };
}

/** Refuses a request a browser sent from another site's page (see isCrossSiteRequest). */
function assertSameSite(event: HttpEvent, allowedOrigins: ReadonlySet<string>): void {
  if (isCrossSiteRequest(event.headers ?? {}, allowedOrigins)) {
    throw new AppError("FORBIDDEN", "Cross-site requests are not accepted here", {
      details: { reason: "cross_site_request" },
    });
  }
}

function stampRequestId(response: HttpResponse | undefined, requestId: string): void {
  if (!response) return;
  response.headers = {
    ...response.headers,
    "X-Request-Id": requestId,
    "Cache-Control": response.headers?.["Cache-Control"] ?? "no-store",
  };
}
