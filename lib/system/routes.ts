import * as v from "valibot";
import { defineRoute } from "../http/route";
import { consoleContentSecurityPolicy, consolePermissionsPolicy } from "../web/console-policy";

export const HealthResponse = v.object({ status: v.literal("ok"), version: v.string() });
export type HealthResponse = v.InferOutput<typeof HealthResponse>;

export const healthRoute = defineRoute({
  operationId: "getHealth",
  method: "GET",
  path: "/health",
  summary: "Liveness and readiness: 200 when the database answers, 503 when it does not",
  tag: "system",
  auth: "public",
  successStatus: 200,
  response: HealthResponse,
  errors: ["SERVICE_UNAVAILABLE"],
});

export const openApiRoute = defineRoute({
  operationId: "getOpenApiDocument",
  method: "GET",
  path: "/openapi.json",
  summary: "This OpenAPI 3.1 document",
  tag: "system",
  auth: "public",
  successStatus: 200,
});

/**
 * API Gateway's catch-all: the web console's files, 404 in the envelope for unknown API routes,
 * and CORS preflights land here.
 */
export const fallbackRoute = defineRoute({
  operationId: "fallback",
  method: "GET",
  path: "*",
  summary: "The web console's files and unknown routes",
  contentSecurityPolicy: consoleContentSecurityPolicy,
  permissionsPolicy: consolePermissionsPolicy,
  tag: "system",
  auth: "public",
  successStatus: 204,
  errors: ["NOT_FOUND"],
});
