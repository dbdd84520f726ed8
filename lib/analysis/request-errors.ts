import { AppError } from "../http/errors";

// The create request's field errors, in the spec's INVALID_REQUEST shape naming the field.

export function invalid(field: string, message: string): AppError {
  return new AppError("INVALID_REQUEST", `Invalid request: body.${field}: ${message}`, {
    details: { fields: [{ field: `body.${field}`, message }] },
  });
}

export function uploadUnusable(): AppError {
  return invalid("upload_id", "is unknown, expired or already used");
}
