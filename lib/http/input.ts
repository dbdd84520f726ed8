import httpJsonBodyParser from "@middy/http-json-body-parser";
import httpMultipartBodyParser from "@middy/http-multipart-body-parser";
import httpUrlencodeBodyParser from "@middy/http-urlencode-body-parser";
import * as v from "valibot";
import { AppError } from "./errors";
import type { BodyType, HttpEvent, Schema } from "./route";

// A request's input: the body's size and content type, its parsers, and each part (body, query,
// path) checked against the route's schema.

const contentTypes: Record<BodyType, RegExp> = {
  json: /^application\/(?:[a-z0-9.+-]+\+)?json(?:;|$)/i,
  form: /^application\/x-www-form-urlencoded(?:;|$)/i,
  multipart: /^multipart\/form-data(?:;|$)/i,
};

export function bodyParsers(bodyTypes: BodyType[]) {
  const parsers = [];
  if (bodyTypes.includes("json")) parsers.push(httpJsonBodyParser({ disableContentTypeError: true }));
  if (bodyTypes.includes("form")) parsers.push(httpUrlencodeBodyParser({ disableContentTypeError: true }));
  if (bodyTypes.includes("multipart")) {
    parsers.push(httpMultipartBodyParser({ disableContentTypeError: true, charset: "utf-8" }));
  }
  return parsers;
}

export function assertBodyFits(event: HttpEvent, maxBytes: number): void {
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
export function bodyOf(event: HttpEvent, bodyTypes: BodyType[]): unknown {
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

export function parsePart(
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
