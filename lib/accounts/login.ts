import { clearedRefreshCookie, refreshCookie, refreshCookieName } from "../auth/cookies";
import type { Principal } from "../auth/principal";
import {
  type IssuedSession,
  revokeSession,
  rotateRefreshToken,
  type SignInMethod,
  startSession,
} from "../auth/sessions";
import { issueVerificationOnlyToken } from "../auth/tokens";
import { AppError } from "../http/errors";
import { HttpResult } from "../http/response";
import { log } from "../log";
import { clearFailures, emailHashOf, recordFailure, reserveAttempt } from "./lockout";
import { spendPasswordCheck, verifyPassword } from "./passwords";
import { findUserByEmail, type UserRecord } from "./users";

export interface LoginUser {
  id: string;
  email: string;
  name: string;
  role: UserRecord["role"];
  credit_balance: number;
}

const invalidCredentials = () =>
  new AppError("INVALID_CREDENTIALS", "The e-mail address or password is wrong");

export async function login(username: string, password: string): Promise<HttpResult> {
  const email = username.trim().toLowerCase();
  const [reservation, user] = await Promise.all([reserveAttempt(email), findUserByEmail(email)]);
  // Unknown addresses and password-less accounts cost one bcrypt check too, so timing tells nothing.
  const passwordRight = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await spendPasswordCheck(password);
  if (!user || !passwordRight) {
    await recordFailure(reservation, user?.id);
    log.info("sign-in failed", {
      user_id: user?.id,
      email_hash: emailHashOf(email),
      reason: "invalid_credentials",
    });
    throw invalidCredentials();
  }
  await clearFailures(email);
  if (!user.email_verified) {
    throw await emailNotVerified(user);
  }
  return signedIn(user, "password");
}

/** The credentials were right: hand over a token good only for asking for a new link. */
export async function emailNotVerified(user: UserRecord): Promise<AppError> {
  log.info("sign-in refused", { user_id: user.id, reason: "email_not_verified" });
  return new AppError("EMAIL_NOT_VERIFIED", "Verify your e-mail address first; we sent you a link", {
    details: {
      reason: "email_not_verified",
      restricted_access_token: await issueVerificationOnlyToken(user),
    },
  });
}

/** The login answer, with the refresh token in the body and in the cookie. */
export async function signedIn(user: UserRecord, via: SignInMethod): Promise<HttpResult> {
  const session = await startSession(user, via);
  log.info("sign-in succeeded", { user_id: user.id, session_id: session.sessionId, via });
  const body = { ...tokenBody(session), user: loginUser(user) };
  return new HttpResult(200, body, {}, [refreshCookie(session.refresh_token, session.refreshExpiresAt)]);
}

export function loginUser(user: UserRecord): LoginUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    credit_balance: user.credit_balance,
  };
}

function tokenBody(session: IssuedSession) {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    expires_in: session.expires_in,
  };
}

export async function refresh(cookies: Record<string, string>): Promise<HttpResult> {
  try {
    const session = await rotateRefreshToken(cookies[refreshCookieName]);
    return new HttpResult(200, tokenBody(session), {}, [
      refreshCookie(session.refresh_token, session.refreshExpiresAt),
    ]);
  } catch (error) {
    // A refused refresh token is useless to the browser: drop it with the error.
    if (error instanceof AppError) {
      throw new AppError(error.code, error.message, {
        details: error.details,
        headers: { ...error.headers, "Set-Cookie": clearedRefreshCookie() },
      });
    }
    throw error;
  }
}

export async function logout(principal: Principal): Promise<HttpResult> {
  if (principal.sessionId) await revokeSession(principal.userId, principal.sessionId, "logout");
  log.info("signed out", { user_id: principal.userId, session_id: principal.sessionId });
  return new HttpResult(200, { message: "Signed out" }, {}, [clearedRefreshCookie()]);
}
