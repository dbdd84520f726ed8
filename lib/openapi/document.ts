import { toJsonSchema } from "@valibot/to-json-schema";
import { config } from "../config";
import { errorStatus } from "../http/errors";
import type { AnyRoute, Schema } from "../http/route";
import { documentedRoutes } from "./routes";

type JsonObject = Record<string, unknown>;

const mediaTypes = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
} as const;

let cached: JsonObject | undefined;

/** OpenAPI 3.1, generated from the same valibot schemas the handlers validate with. */
export function openApiDocument(): JsonObject {
  if (cached) return cached;
  const paths: Record<string, JsonObject> = {};
  for (const route of documentedRoutes) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  cached = {
    openapi: "3.1.0",
    info: { title: "Code Security Analysis Service", version: config().APP_VERSION },
    servers: [{ url: config().PUBLIC_BASE_URL }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
        queryToken: {
          type: "apiKey",
          in: "query",
          name: "token",
          description: "The access token as a query parameter; accepted, not recommended for production",
        },
      },
      schemas: {
        ErrorEnvelope: {
          type: "object",
          required: ["error", "request_id"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message", "details"],
              properties: {
                code: { type: "string", enum: Object.keys(errorStatus) },
                message: { type: "string" },
                details: { type: "object" },
              },
            },
            request_id: { type: "string" },
          },
        },
      },
    },
  };
  return cached;
}

function jsonSchema(schema: Schema, mode: "input" | "output"): JsonObject {
  return toJsonSchema(schema, { target: "draft-2020-12", typeMode: mode, errorMode: "ignore" }) as JsonObject;
}

function parameters(schema: Schema | undefined, where: "query" | "path"): JsonObject[] {
  if (!schema) return [];
  const described = jsonSchema(schema, "input") as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(described.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (described.required ?? []).includes(name),
    schema: property,
  }));
}

function operation(route: AnyRoute): JsonObject {
  const responses: Record<string, JsonObject> = {
    [String(route.successStatus)]: {
      description: "Success",
      ...(route.response
        ? { content: { "application/json": { schema: jsonSchema(route.response, "output") } } }
        : {}),
    },
  };
  const codes = [...(route.errors ?? []), route.validationCode ?? "VALIDATION_ERROR"];
  if (route.auth === "user") codes.push("INVALID_TOKEN", "FORBIDDEN");
  for (const code of codes) {
    const status = String(errorStatus[code]);
    const existing = responses[status];
    const description = existing ? `${existing.description}, ${code}` : code;
    responses[status] = {
      description,
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
    };
  }
  const bodyTypes = route.bodyTypes ?? (route.body ? ["json"] : []);
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth === "user"
      ? { security: [{ bearer: [] }, { apiKey: [] }, { queryToken: [] }] }
      : { security: [] }),
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              bodyTypes.map((type: keyof typeof mediaTypes) => [
                mediaTypes[type],
                { schema: jsonSchema(route.body, "input") },
              ]),
            ),
          },
        }
      : {}),
    responses,
  };
}
