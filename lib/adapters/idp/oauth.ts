import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import * as v from "valibot";
import { config } from "../../config";
import { safeEqual } from "../../crypto/secrets";
import { AppError } from "../../http/errors";
import type {
  AuthorizationRequest,
  CodeRedemption,
  ExternalIdentity,
  IdentityProvider,
  ProviderName,
} from "./identity-provider";

// Authorization-code flow with PKCE (S256) against configured endpoints. With a JWKS URL the
// provider is treated as OpenID Connect and the ID token is the identity; otherwise the userinfo
// endpoint is asked with the access token. Outbound calls time out and never follow redirects.

interface Endpoints {
  issuer?: string | undefined;
  clientId: string;
  clientSecret: string;
  authorizeUrl?: string | undefined;
  tokenUrl?: string | undefined;
  jwksUrl?: string | undefined;
  userinfoUrl?: string | undefined;
  scopes: string;
}

function endpointsOf(name: ProviderName): Endpoints {
  const c = config();
  return name === "idp-a"
    ? {
        issuer: c.IDP_A_ISSUER,
        clientId: c.IDP_A_CLIENT_ID,
        clientSecret: c.IDP_A_CLIENT_SECRET,
        authorizeUrl: c.IDP_A_AUTHORIZE_URL,
        tokenUrl: c.IDP_A_TOKEN_URL,
        jwksUrl: c.IDP_A_JWKS_URL,
        userinfoUrl: c.IDP_A_USERINFO_URL,
        scopes: c.IDP_A_SCOPES,
      }
    : {
        issuer: c.IDP_B_ISSUER,
        clientId: c.IDP_B_CLIENT_ID,
        clientSecret: c.IDP_B_CLIENT_SECRET,
        authorizeUrl: c.IDP_B_AUTHORIZE_URL,
        tokenUrl: c.IDP_B_TOKEN_URL,
        userinfoUrl: c.IDP_B_USERINFO_URL,
        scopes: c.IDP_B_SCOPES,
      };
}

const TokenResponse = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.pipe(
    v.string(),
    v.check((type) => type.toLowerCase() === "bearer"),
  ),
  id_token: v.optional(v.string()),
});

const Claims = v.object({
  sub: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1)),
  email: v.optional(v.pipe(v.string(), v.email())),
  email_verified: v.optional(v.unknown()),
  name: v.optional(v.string()),
});

// Key sets are cached per URL for the life of the function instance (jose refreshes on unknown kid).
const keySets = new Map<string, JWTVerifyGetKey>();

class OAuthProvider implements IdentityProvider {
  readonly issuer: string | undefined;

  constructor(
    readonly name: ProviderName,
    private readonly endpoints: Endpoints & { authorizeUrl: string; tokenUrl: string },
  ) {
    this.issuer = endpoints.issuer;
  }

  authorizationUrl(request: AuthorizationRequest): string {
    const url = new URL(this.endpoints.authorizeUrl);
    const oidc = this.endpoints.jwksUrl !== undefined;
    const parameters = {
      response_type: "code",
      client_id: this.endpoints.clientId,
      redirect_uri: request.redirectUri,
      scope: this.endpoints.scopes,
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: "S256",
      ...(oidc ? { nonce: request.nonce } : {}),
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return url.href;
  }

  async redeem(redemption: CodeRedemption) {
    const tokens = await this.exchange(redemption);
    const claims = this.endpoints.jwksUrl
      ? await this.verifyIdToken(tokens.id_token, redemption.nonce)
      : await this.userinfo(tokens.access_token);
    const parsed = v.safeParse(Claims, claims);
    if (!parsed.success) throw providerError("identity_unreadable");
    const identity: ExternalIdentity = {
      provider: this.name,
      subject: parsed.output.sub,
      emailVerified: parsed.output.email_verified === true,
      ...(parsed.output.email ? { email: parsed.output.email } : {}),
      ...(parsed.output.name ? { name: parsed.output.name } : {}),
    };
    return { identity, accessToken: tokens.access_token };
  }

  private async exchange(redemption: CodeRedemption) {
    const credentials = `${encodeURIComponent(this.endpoints.clientId)}:${encodeURIComponent(this.endpoints.clientSecret)}`;
    const response = await outbound(this.endpoints.tokenUrl, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: redemption.code,
        redirect_uri: redemption.redirectUri,
        code_verifier: redemption.codeVerifier,
      }).toString(),
    });
    // The provider refuses a code that is wrong, spent or expired with a 400 (RFC 6749 §5.2).
    if (response.status === 400 || response.status === 401) {
      throw new AppError("VALIDATION_ERROR", "The provider did not accept the authorization code", {
        details: { reason: "code_rejected" },
      });
    }
    if (!response.ok) throw providerError("token_endpoint_failed");
    const parsed = v.safeParse(TokenResponse, await response.json().catch(() => undefined));
    if (!parsed.success) throw providerError("token_response_unreadable");
    return parsed.output;
  }

  private async verifyIdToken(idToken: string | undefined, nonce: string) {
    const { jwksUrl, issuer, clientId } = this.endpoints;
    if (!idToken || !jwksUrl || !issuer) throw providerError("id_token_missing");
    let keys = keySets.get(jwksUrl);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: config().OUTBOUND_TIMEOUT_MS });
      keySets.set(jwksUrl, keys);
    }
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer,
        audience: clientId,
        algorithms: ["RS256", "PS256", "ES256", "EdDSA"],
        requiredClaims: ["sub", "exp", "iat", "nonce"],
      });
      if (typeof payload.nonce !== "string" || !safeEqual(payload.nonce, nonce)) {
        throw new Error("nonce mismatch");
      }
      return payload;
    } catch (error) {
      throw new AppError("VALIDATION_ERROR", "The provider's ID token was not accepted", {
        details: { reason: "id_token_invalid" },
        cause: error,
      });
    }
  }

  private async userinfo(accessToken: string) {
    if (!this.endpoints.userinfoUrl) throw providerError("userinfo_not_configured");
    const response = await outbound(this.endpoints.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    });
    if (!response.ok) throw providerError("userinfo_failed");
    return response.json().catch(() => undefined);
  }
}

async function outbound(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: "manual",
      signal: AbortSignal.timeout(config().OUTBOUND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AppError("BAD_GATEWAY", "The identity provider could not be reached", {
      details: { reason: "provider_unreachable" },
      cause: error,
    });
  }
}

function providerError(reason: string): AppError {
  return new AppError("BAD_GATEWAY", "The identity provider gave an answer we cannot use", {
    details: { reason },
  });
}

export function identityProvider(name: ProviderName): IdentityProvider {
  const endpoints = endpointsOf(name);
  const { authorizeUrl, tokenUrl } = endpoints;
  if (!authorizeUrl || !tokenUrl || !endpoints.clientId) {
    throw new AppError("SERVICE_UNAVAILABLE", `Sign-in with ${name} is not configured`, {
      details: { reason: "provider_not_configured" },
    });
  }
  return new OAuthProvider(name, { ...endpoints, authorizeUrl, tokenUrl });
}
