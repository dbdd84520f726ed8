import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import type * as v from "valibot";
import type { ErrorCode } from "./errors";

/** The API Gateway HTTP API (payload 2.0) event and result every HTTP function takes and gives. */
export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

// A route's contract: the handler factory validates against it and the OpenAPI document is
// generated from it, so what is served and what is documented cannot drift apart.

export type Schema = v.GenericSchema;
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type BodyType = "json" | "form" | "multipart";
export type AuthMode = "public" | "user";

/**
 * What a route with `auth: "user"` asks of its caller beyond a valid credential (role, plan, kind of
 * credential). Empty here: the plumbing knows no users; the authorizer handed to the handler
 * factory declares its rules into it (lib/auth/authorize.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from lib/auth
export interface RouteAccess {}

export interface RouteDefinition<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  A extends AuthMode = AuthMode,
  R extends Schema | undefined = Schema | undefined,
> extends RouteAccess {
  operationId: string;
  method: HttpMethod;
  /** Path in serverless.yml form, e.g. `/api/analysis/{analysis_id}`. */
  path: string;
  summary: string;
  tag: string;
  /** `public`: no credentials needed; `user`: a valid access token or API key. */
  auth: A;
  /**
   * Refuses cross-site browser requests (foreign Origin, Sec-Fetch-Site: cross-site) with 403:
   * for form posts and cookie-authenticated routes that a CORS preflight does not protect.
   */
  sameSiteOnly?: boolean;
  /** The Content-Security-Policy directives of the answers; the API's own (nothing runs) when absent. */
  contentSecurityPolicy?: Record<string, string>;
  /** Permissions-Policy features to allow, on top of the middleware's deny-all list. */
  permissionsPolicy?: Record<string, string>;
  /** Content types accepted for the body; the first is the one documented as preferred. */
  bodyTypes?: BodyType[];
  body?: B;
  query?: Q;
  params?: P;
  successStatus: number;
  response?: R;
  errors?: ErrorCode[];
  /** The analysis endpoints answer INVALID_REQUEST for bad input, the others VALIDATION_ERROR. */
  validationCode?: "VALIDATION_ERROR" | "INVALID_REQUEST";
}

export type Output<S> = S extends Schema ? v.InferOutput<S> : undefined;

export function defineRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  A extends AuthMode = AuthMode,
  R extends Schema | undefined = undefined,
>(route: RouteDefinition<B, Q, P, A, R>): RouteDefinition<B, Q, P, A, R> {
  return route;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds routes of every schema shape
export type AnyRoute = RouteDefinition<any, any, any, any, any>;

/** What a route answers with its success status: its response schema's output (the console's types). */
export type ResponseOf<R extends AnyRoute> = Output<NonNullable<R["response"]>>;
