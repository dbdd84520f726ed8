import type { Feature, Role } from "../accounts/roles";

// The access rules a route contract may carry, merged into lib/http's RouteAccess. A file of its own,
// with types only, so the console's type check (which reads the route contracts) sees them too.

declare module "../http/route" {
  interface RouteAccess {
    /** Refuse API keys with 403 (payment routes take a user's token only). */
    bearerOnly?: boolean;
    /** The roles allowed (403 for others); every role when absent. */
    roles?: readonly Role[];
    /** Also accept the restricted token of a user whose e-mail is unverified. */
    allowUnverified?: boolean;
    /** A plan feature the caller's role must include (403 otherwise). */
    feature?: Feature;
  }
}
