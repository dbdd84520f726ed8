/**
 * The web console's Content-Security-Policy: scripts, styles and requests from our own origin only
 * (no inline script, no third party), nothing may frame it, and Trusted Types keep raw HTML out of
 * the DOM. The middleware's other defaults (sandbox, upgrade-insecure-requests) are turned off: a
 * sandboxed page cannot run the console, and the local stack serves plain http on localhost.
 */
export const consoleContentSecurityPolicy = {
  "default-src": "'none'",
  "script-src": "'self'",
  "style-src": "'self'",
  "img-src": "'self' data:",
  "font-src": "'self'",
  "connect-src": "'self'",
  "manifest-src": "'self'",
  "base-uri": "'none'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
  "require-trusted-types-for": "'script'",
  "trusted-types": "'none'",
  sandbox: undefined,
  "upgrade-insecure-requests": undefined,
  "report-to": undefined,
  // The middleware's type has no "leave this default out"; an undefined value does just that.
} as Record<string, string | undefined> as Record<string, string>;

/**
 * Features the console's own pages may use; every other one stays denied. Writing the clipboard
 * lets the "Copy" button take a new API key or signing secret, on a click only.
 */
export const consolePermissionsPolicy = { "clipboard-write": "self" };
