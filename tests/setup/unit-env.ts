// Unit tests run without the local stack; they still need a valid configuration.
process.env.JWT_SECRET ??= "0".repeat(64);
process.env.TOKEN_ENCRYPTION_KEY ??= "1".repeat(64);
process.env.CORS_ALLOWED_ORIGINS ??= "https://app.example.test";
process.env.LOG_LEVEL ??= "error";
// The integration project's stack allows notices to loopback for its test receivers and its settings
// reach every worker's environment; the unit tests check the production default.
process.env.NOTICES_ALLOW_LOOPBACK_HTTP = "false";
