// The object store's failures, said plainly. The SDK's own messages can mislead: a store that
// refuses a large body with a non-XML answer surfaces as "XML parse error". A StorageError names
// what we were doing and what the file store answered, in words of ours (never an AWS error text), so
// it can be logged and recorded as an analysis's failure reason.

interface SdkFailure {
  name?: string;
  code?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
  $response?: { statusCode?: number };
}

export class StorageError extends Error {
  /** HTTP status the file store answered, when it answered at all. */
  readonly status: number | undefined;

  constructor(message: string, status: number | undefined, cause: unknown) {
    super(message, { cause });
    this.name = "StorageError";
    this.status = status;
  }
}

/** `12.3 MiB`, `840 KiB`, `17 bytes`: sizes in failure reasons. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

const networkCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EPIPE", "ETIMEDOUT", "EAI_AGAIN"]);

/** What the store's answer (or its absence) means, as the end of a sentence. */
function whatHappened(error: unknown): { reason: string; status: number | undefined } {
  const failure = (error ?? {}) as SdkFailure;
  const status = failure.$metadata?.httpStatusCode ?? failure.$response?.statusCode;
  const name = failure.Code ?? failure.name ?? "";
  if (status === 413 || name === "EntityTooLarge") {
    return { reason: `the file store refused it as too large (HTTP ${status ?? 400})`, status };
  }
  if (name === "NoSuchKey" || name === "NotFound" || status === 404) {
    return { reason: "the object does not exist", status };
  }
  if (name === "NoSuchBucket") return { reason: "the bucket does not exist", status };
  if (name === "AccessDenied" || status === 403)
    return { reason: "the file store denied access (HTTP 403)", status };
  if (name === "SlowDown" || status === 503)
    return { reason: "the file store asked to slow down (HTTP 503)", status };
  if (status !== undefined && status >= 500)
    return { reason: `the file store failed (HTTP ${status})`, status };
  if (status !== undefined) return { reason: `the file store refused it (HTTP ${status})`, status };
  if (name === "TimeoutError" || name === "RequestTimeout" || name === "AbortError") {
    return { reason: "the file store did not answer in time", status };
  }
  if (networkCodes.has(failure.code ?? "") || networkCodes.has(name)) {
    return { reason: "the file store could not be reached", status };
  }
  return { reason: "the file store gave no usable answer", status };
}

/**
 * Wraps a failed call to the object store: `action` says what was being done, e.g. "store the
 * result document (11.4 MiB)". A StorageError passes through unchanged.
 */
export function storageError(action: string, error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const { reason, status } = whatHappened(error);
  return new StorageError(`Could not ${action}: ${reason}`, status, error);
}

/** Runs one call to the store, translating its failure. */
export async function withStorageErrors<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw storageError(action, error);
  }
}
