import * as v from "valibot";

// The only reader of the environment. Every setting is validated once, on first use, and a bad
// value stops the function at cold start instead of failing half-way through a request.

const integer = (fallback: number, min = 0) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.integer("must be a whole number"),
    v.minValue(min),
  );

const text = (fallback: string) => v.optional(v.string(), fallback);

const list = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  );

const endpoint = v.optional(v.pipe(v.string(), v.url("must be a URL")));

// Secrets must be real key material, not a passphrase: at least 256 bits, given as hex or base64.
const secret = v.pipe(
  v.string("is required"),
  v.check((value) => decodeSecret(value).length >= 32, "must hold at least 32 bytes (hex or base64)"),
);

const EnvSchema = v.object({
  STAGE: text("dev"),
  APP_VERSION: text("0.0.0"),
  AWS_REGION: text("us-east-1"),
  AWS_ENDPOINT_URL_DYNAMODB: endpoint,
  AWS_ENDPOINT_URL_SQS: endpoint,
  AWS_ENDPOINT_URL_S3: endpoint,
  TABLE_NAME: text("code-security-dev"),
  BUCKET_NAME: text("code-security-dev-files"),
  PREPROCESS_QUEUE_NAME: text("code-security-dev-preprocess"),
  ANALYSE_QUEUE_NAME: text("code-security-dev-analyse"),
  POSTPROCESS_QUEUE_NAME: text("code-security-dev-postprocess"),
  PUBLIC_BASE_URL: v.pipe(text("http://localhost:3000"), v.url("must be a URL")),
  CORS_ALLOWED_ORIGINS: list("http://localhost:3000"),
  MAX_BODY_BYTES: integer(6 * 1024 * 1024, 1024),
  JWT_SECRET: secret,
  LOG_LEVEL: v.optional(v.picklist(["debug", "info", "warn", "error"]), "info"),
});

export type Config = v.InferOutput<typeof EnvSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  // An empty variable means "not set": serverless.yml passes `${env:X, ''}` for optional ones.
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "?"} ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  cached = result.output;
  return cached;
}

export function decodeSecret(value: string): Buffer {
  return /^[0-9a-f]+$/i.test(value) && value.length % 2 === 0
    ? Buffer.from(value, "hex")
    : Buffer.from(value, "base64");
}
