import { describeError, log } from "../log";
import { AppError, errorEnvelope } from "./errors";
import type { HttpResponse } from "./route";

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
