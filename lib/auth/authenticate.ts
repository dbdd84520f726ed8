import { authenticateApiKey } from "../accounts/api-keys";
import { getUser } from "../accounts/users";
import { AppError } from "../http/errors";
import type { HttpEvent } from "../http/route";
import type { Principal } from "./principal";
import { loadSessionAndUser, sessionIsLive } from "./sessions";
import { tokenError, verifyAccessToken } from "./tokens";

// The one credential check of every protected endpoint. Accepted, in this order: the Bearer
// header, the X-API-Key header, and the `token` query parameter (documented as not for production:
// URLs end up in logs and browser history).

export async function authenticate(event: HttpEvent): Promise<Principal> {
  const headers = event.headers ?? {};
  const authorization = headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization.trim());
    if (!match?.[1]) throw tokenError("INVALID_TOKEN", "malformed_authorization_header");
    return authenticateAccessToken(match[1]);
  }
  const apiKey = headers["x-api-key"];
  if (apiKey !== undefined) return authenticateApiKey(apiKey);
  const queryToken = event.queryStringParameters?.token;
  if (queryToken !== undefined) return authenticateAccessToken(queryToken);
  throw new AppError("INVALID_TOKEN", "Authentication is required", {
    details: { reason: "missing_credentials" },
  });
}

export async function authenticateAccessToken(token: string): Promise<Principal> {
  const claims = await verifyAccessToken(token);
  if (claims.scope === "verify_email") {
    const user = await getUser(claims.sub);
    if (!user) throw tokenError("INVALID_TOKEN", "user_not_found");
    return { userId: user.id, email: user.email, role: user.role, user, via: "token", scope: "verify_email" };
  }
  const { user, session } = await loadSessionAndUser(claims.sub, claims.sid);
  if (!user) throw tokenError("INVALID_TOKEN", "user_not_found");
  if (!sessionIsLive(session)) throw tokenError("INVALID_TOKEN", "token_revoked");
  // The role is read from the profile, not the token, so a change of role applies at once.
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    user,
    sessionId: session.session_id,
    via: "token",
  };
}
