// One application error type carrying the spec's code; the status comes from one table so a code
// can never be answered with two different statuses.

export const errorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_REQUEST: 400,
  EMAIL_EXISTS: 400,
  INVALID_STATE: 400,
  INVALID_VERIFICATION_TOKEN: 400,
  INVALID_RESET_TOKEN: 400,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 401,
  INVALID_REFRESH_TOKEN: 401,
  INVALID_SIGNATURE: 401,
  INSUFFICIENT_CREDITS: 402,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  ANALYSIS_NOT_FOUND: 404,
  ANALYSIS_TIMEOUT: 408,
  CONFLICT: 409,
  ANALYSIS_NOT_FINISHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An Idempotency-Key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  ACCOUNT_LOCKED: 423,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetails; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }
}

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; details: ErrorDetails };
  request_id: string;
}

export function errorEnvelope(error: AppError, requestId: string): ErrorEnvelope {
  return {
    error: { code: error.code, message: error.message, details: error.details },
    request_id: requestId,
  };
}
