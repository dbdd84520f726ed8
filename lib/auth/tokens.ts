import { errors, jwtVerify, SignJWT } from "jose";
import type { Role } from "../accounts/roles";
import { config, decodeSecret } from "../config";
import { newOpaqueToken } from "../crypto/secrets";
import { AppError } from "../http/errors";

// Access and refresh tokens: HS256 JWTs with issuer and audience. Each kind has its own header
// `typ` and `type` claim, and verification demands both, so one kind is never taken for the other
// (RFC 8725 §3.11). The key is passed directly: header hints such as jku, jwk or kid are never read.

const algorithm = "HS256";
const accessTyp = "at+jwt";
const refreshTyp = "rt+jwt";

export interface AccessClaims {
  sub: string;
  email: string;
  role: Role;
  sid: string;
  type: "access";
  /** Present on the restricted token of a user whose e-mail is not verified yet. */
  scope?: "verify_email";
  iat: number;
  exp: number;
}

export interface RefreshClaims {
  sub: string;
  sid: string;
  jti: string;
  type: "refresh";
  iat: number;
  exp: number;
}

let cachedKey: Uint8Array | undefined;
function signingKey(): Uint8Array {
  cachedKey ??= new Uint8Array(decodeSecret(config().JWT_SECRET));
  return cachedKey;
}

export async function issueAccessToken(user: { id: string; email: string; role: Role }, sessionId: string) {
  const settings = config();
  const token = await new SignJWT({ email: user.email, role: user.role, sid: sessionId, type: "access" })
    .setProtectedHeader({ alg: algorithm, typ: accessTyp })
    .setSubject(user.id)
    .setIssuer(settings.JWT_ISSUER)
    .setAudience(settings.JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${settings.ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(signingKey());
  return { token, expiresIn: settings.ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * For a user who gave the right password but has not verified the e-mail address: good only for
 * asking for a new verification link, for a few minutes, and tied to no session.
 */
export async function issueVerificationOnlyToken(user: { id: string; email: string; role: Role }) {
  const settings = config();
  return new SignJWT({
    email: user.email,
    role: user.role,
    sid: "none",
    type: "access",
    scope: "verify_email",
  })
    .setProtectedHeader({ alg: algorithm, typ: accessTyp })
    .setSubject(user.id)
    .setIssuer(settings.JWT_ISSUER)
    .setAudience(settings.JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(signingKey());
}

/** `expiresAt` (epoch seconds) is capped by the caller at the session's absolute end. */
export async function issueRefreshToken(userId: string, sessionId: string, expiresAt: number) {
  const settings = config();
  const jti = newOpaqueToken();
  const token = await new SignJWT({ sid: sessionId, type: "refresh" })
    .setProtectedHeader({ alg: algorithm, typ: refreshTyp })
    .setSubject(userId)
    .setJti(jti)
    .setIssuer(settings.JWT_ISSUER)
    .setAudience(settings.JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(signingKey());
  return { token, jti, expiresAt };
}

export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  const payload = await verifyJwt(token, accessTyp, "access", "INVALID_TOKEN", [
    "sub",
    "sid",
    "email",
    "role",
  ]);
  return payload as unknown as AccessClaims;
}

export async function verifyRefreshToken(token: string): Promise<RefreshClaims> {
  const payload = await verifyJwt(token, refreshTyp, "refresh", "INVALID_REFRESH_TOKEN", [
    "sub",
    "sid",
    "jti",
  ]);
  return payload as unknown as RefreshClaims;
}

async function verifyJwt(
  token: string,
  typ: string,
  type: string,
  code: "INVALID_TOKEN" | "INVALID_REFRESH_TOKEN",
  claims: string[],
): Promise<Record<string, unknown>> {
  const settings = config();
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: [algorithm],
      typ,
      issuer: settings.JWT_ISSUER,
      audience: settings.JWT_AUDIENCE,
      requiredClaims: ["exp", "iat", "type", ...claims],
      clockTolerance: 30,
    });
    if (payload.type !== type || claims.some((claim) => typeof payload[claim] !== "string")) {
      throw tokenError(code, "wrong_token_type");
    }
    return payload;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw translateJoseError(error, code);
  }
}

function translateJoseError(error: unknown, code: "INVALID_TOKEN" | "INVALID_REFRESH_TOKEN"): AppError {
  if (error instanceof errors.JWTExpired) {
    const exp = error.payload.exp;
    return new AppError(code, "The token has expired", {
      details: {
        reason: "token_expired",
        ...(typeof exp === "number" ? { expired_at: new Date(exp * 1000).toISOString() } : {}),
      },
    });
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return tokenError(code, "algorithm_not_allowed");
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return tokenError(code, "invalid_signature");
  if (error instanceof errors.JWTClaimValidationFailed) {
    return tokenError(code, error.claim === "typ" ? "wrong_token_type" : "invalid_claims");
  }
  return tokenError(code, "malformed_token");
}

export function tokenError(code: "INVALID_TOKEN" | "INVALID_REFRESH_TOKEN", reason: string): AppError {
  const message =
    code === "INVALID_TOKEN" ? "The access token is not valid" : "The refresh token is not valid";
  return new AppError(code, message, { details: { reason } });
}
