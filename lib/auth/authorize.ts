import { assertFeature, assertRole } from "../accounts/roles";
import { AppError } from "../http/errors";
import type { HttpEvent, RouteAccess } from "../http/route";
import { authenticate } from "./authenticate";
import type { Principal } from "./principal";

// Who may call a route with `auth: "user"`: the service's authorizer, handed to the HTTP handler
// factory (lib/auth/http-handler.ts). The rules are fields of the route contracts; they are
// declared in route-access.ts, into lib/http's RouteAccess, so the plumbing names no role or plan.

export async function authorize(event: HttpEvent, route: RouteAccess): Promise<Principal> {
  const principal = await authenticate(event);
  if (principal.scope === "verify_email" && !route.allowUnverified) {
    throw new AppError("EMAIL_NOT_VERIFIED", "Verify your e-mail address first", {
      details: { reason: "email_not_verified" },
    });
  }
  if (route.bearerOnly && principal.via !== "token") {
    throw new AppError("FORBIDDEN", "This endpoint takes a user's access token, not an API key", {
      details: { reason: "api_key_not_allowed" },
    });
  }
  if (route.roles) assertRole(principal.role, route.roles);
  if (route.feature) assertFeature(principal.role, route.feature);
  return principal;
}
