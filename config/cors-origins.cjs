// serverless.yml reads the allowed browser origins from here, so API Gateway's CORS answer and the
// functions' own (lib/config.ts, CORS_ALLOWED_ORIGINS) come from the same comma-separated variable.
module.exports = () =>
  (process.env.CORS_ALLOWED_ORIGINS || "http://localhost:3000")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
