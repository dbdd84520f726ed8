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
  // Encrypts provider tokens kept for later use (AES-256-GCM).
  TOKEN_ENCRYPTION_KEY: secret,
  JWT_ISSUER: text("code-security"),
  JWT_AUDIENCE: text("code-security-api"),
  ACCESS_TOKEN_TTL_SECONDS: integer(30 * 60, 60),
  REFRESH_TOKEN_TTL_SECONDS: integer(7 * 24 * 3600, 60),
  EMAIL_VERIFICATION_TTL_SECONDS: integer(24 * 3600, 60),
  PASSWORD_RESET_TTL_SECONDS: integer(3600, 60),
  // bcrypt work factor; 12 is the floor the security checklist sets.
  BCRYPT_COST: integer(12, 12),
  LOGIN_MAX_FAILURES: integer(5, 1),
  LOGIN_FAILURE_WINDOW_SECONDS: integer(15 * 60, 1),
  LOGIN_LOCKOUT_SECONDS: integer(15 * 60, 1),
  LOGIN_LOCKOUT_MAX_SECONDS: integer(24 * 3600, 1),
  REGISTRATION_LIMIT_PER_IP: integer(3, 1),
  REGISTRATION_LIMIT_PER_EMAIL: integer(1, 1),
  REGISTRATION_LIMIT_WINDOW_SECONDS: integer(3600, 1),
  PASSWORD_RESET_LIMIT_PER_EMAIL: integer(3, 1),
  PASSWORD_RESET_LIMIT_WINDOW_SECONDS: integer(3600, 1),
  VERIFICATION_RESEND_LIMIT_PER_USER: integer(3, 1),
  VERIFICATION_RESEND_LIMIT_WINDOW_SECONDS: integer(3600, 1),
  // Cards a user may try to add per window, declined ones included: stolen cards are tested this way.
  CARD_ADD_LIMIT_PER_USER: integer(10, 1),
  CARD_ADD_LIMIT_WINDOW_SECONDS: integer(3600, 1),
  STARTER_CREDITS: integer(100),
  MAIL_TRANSPORT: v.optional(v.picklist(["ses", "local"]), "ses"),
  MAIL_FROM: text("Code Security <no-reply@example.com>"),
  LOCAL_STATE_DIR: text(".local"),
  // The web page that takes a reset token; PUBLIC_BASE_URL + /reset-password when unset.
  PASSWORD_RESET_PAGE_URL: endpoint,
  // Identity providers: endpoints and client credentials of each OAuth 2.0 client registration.
  // idp-a is OpenID Connect (ID token checked against its JWKS); idp-b is read through userinfo.
  IDP_A_ISSUER: endpoint,
  IDP_A_CLIENT_ID: text(""),
  IDP_A_CLIENT_SECRET: text(""),
  IDP_A_AUTHORIZE_URL: endpoint,
  IDP_A_TOKEN_URL: endpoint,
  IDP_A_JWKS_URL: endpoint,
  IDP_A_USERINFO_URL: endpoint,
  IDP_A_SCOPES: text("openid email profile"),
  IDP_B_ISSUER: endpoint,
  IDP_B_CLIENT_ID: text(""),
  IDP_B_CLIENT_SECRET: text(""),
  IDP_B_AUTHORIZE_URL: endpoint,
  IDP_B_TOKEN_URL: endpoint,
  IDP_B_USERINFO_URL: endpoint,
  IDP_B_SCOPES: text("user:email repo"),
  // How long a started sign-in may take to come back from the provider.
  OAUTH_TRANSACTION_TTL_SECONDS: integer(600, 60),
  OUTBOUND_TIMEOUT_MS: integer(8000, 100),
  // How long a message stays hidden while a function works on it, renewed every third of it
  // (lib/queue/heartbeat.ts): a crashed worker's message comes back this long after its last renewal.
  QUEUE_VISIBILITY_SECONDS: integer(60, 6),
  LOG_LEVEL: v.optional(v.picklist(["debug", "info", "warn", "error"]), "info"),
  // The analysis service: prices, limits, pipeline and archive handling (README "Analysis API").
  ANALYSIS_PRICES: text("mini:1/2/5/10,standard:3/6/15/30,ultra:10/20/50/100"),
  ANALYSIS_SIZE_TIERS_BYTES: list("102400,1048576,10485760"),
  ANALYSIS_CREATES_PER_MINUTE: integer(10, 1),
  ANALYSIS_DEADLINE_SECONDS: integer(3600, 60),
  // A stage run's hold on its analysis, renewed every third of it while the run lives: a crashed
  // run's analysis is free again this long after its last renewal.
  ANALYSIS_STAGE_LEASE_SECONDS: integer(60, 6),
  ANALYSIS_DEFAULT_MAX_FILE_SIZE: integer(1024 * 1024, 1),
  ARCHIVE_MAX_BYTES: integer(50 * 1024 * 1024, 1024),
  ARCHIVE_MAX_FILES: integer(10_000, 1),
  ARCHIVE_MAX_UNPACKED_BYTES: integer(200 * 1024 * 1024, 1024),
  UPLOAD_URL_TTL_SECONDS: integer(300, 1),
  REPORT_URL_TTL_SECONDS: integer(300, 1),
  CODEHOST_WEB_URL: v.pipe(text("https://codehost.example"), v.url("must be a URL")),
  CODEHOST_API_URL: v.pipe(text("https://api.codehost.example"), v.url("must be a URL")),
  CODEHOST_TIMEOUT_MS: integer(10_000, 100),
  // Payments (README "Payments API"): the gateway's API address and keys, prices and limits.
  // Host, port and protocol are the SDK's own options; unset, it talks to the gateway's public API.
  STRIPE_SECRET_KEY: text(""),
  STRIPE_WEBHOOK_SECRET: text(""),
  STRIPE_API_HOST: v.optional(v.string()),
  STRIPE_API_PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, "must be a port number"))),
  STRIPE_API_PROTOCOL: v.optional(v.picklist(["https", "http"])),
  STRIPE_TIMEOUT_MS: integer(10_000, 100),
  // Seconds a signed gateway event stays acceptable after it was signed (replay window).
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: integer(300, 1),
  // Price of one credit per currency, in the currency's minor units: "usd:10,eur:9,gbp:8".
  CREDIT_PRICES: text("usd:10,eur:9,gbp:8"),
  CREDIT_PURCHASE_MIN: integer(10, 1),
  CREDIT_PURCHASE_MAX: integer(100_000, 1),
  CREDIT_PURCHASES_PER_MINUTE: integer(10, 1),
  // A purchase still pending this long is settled by the reconciler from the gateway's records.
  PAYMENT_RECONCILE_AFTER_SECONDS: integer(600, 0),
  // Code-host integration (README "Code-host integration"): the app's identity, the webhook secret
  // configured at the code host, the queues behind the webhook and the completion notices.
  CODEHOST_APP_ID: v.optional(v.string()),
  // PEM, or the PEM base64-encoded (one line, easier to pass through environments).
  CODEHOST_APP_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value.includes("-----BEGIN") ? value : Buffer.from(value, "base64").toString("utf8"),
      ),
      v.check((value) => value.includes("-----BEGIN"), "must be a PEM private key, or one base64-encoded"),
    ),
  ),
  WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, "must hold at least 16 characters"))),
  CODEHOST_EVENTS_QUEUE_NAME: text("code-security-dev-codehost-events"),
  NOTICES_QUEUE_NAME: text("code-security-dev-notices"),
  CODEHOST_CHECK_NAME: text("Code Security"),
  // Completion notices may go to plain http on loopback: for local development only.
  NOTICES_ALLOW_LOOPBACK_HTTP: v.optional(v.picklist(["true", "false"]), "false"),
  NOTICE_MAX_ATTEMPTS: integer(5, 1),
  NOTICE_RETRY_BASE_SECONDS: integer(30, 0),
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
