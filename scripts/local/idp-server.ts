import type { IncomingMessage } from "node:http";
import { Events, OAuth2Server } from "oauth2-mock-server";

// A local identity provider: a real OAuth 2.0 / OIDC server (authorize redirect, token endpoint
// with PKCE, signed ID tokens, JWKS, userinfo) that the functions are configured against exactly
// like a production provider. Who "signs in" is chosen on the authorize request: `login_hint` may
// carry JSON `{ sub, email, email_verified, name }` (tests use it); without it, a fixed local user.

export interface LocalIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface LocalIdp {
  issuer: string;
  /** The functions' settings for this provider, e.g. IDP_A_ISSUER, IDP_A_TOKEN_URL, ... */
  settings(prefix: "IDP_A" | "IDP_B", options: { oidc: boolean }): Record<string, string>;
  stop(): Promise<void>;
}

const localUser: LocalIdentity = {
  sub: "local-user",
  email: "local-user@example.test",
  email_verified: true,
  name: "Local User",
};

function identityFrom(hint: unknown): LocalIdentity {
  if (typeof hint !== "string") return localUser;
  try {
    const parsed = JSON.parse(hint) as Partial<LocalIdentity>;
    return { ...localUser, ...parsed };
  } catch {
    return localUser;
  }
}

export async function startLocalIdp(port: number): Promise<LocalIdp> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const byCode = new Map<string, LocalIdentity>();
  const byAccessToken = new Map<string, LocalIdentity>();

  server.service.on(
    Events.BeforeAuthorizeRedirect,
    ({ url }, req: IncomingMessage & { query?: Record<string, unknown> }) => {
      const code = url.searchParams.get("code");
      if (code) byCode.set(code, identityFrom(req.query?.login_hint));
      // RFC 9207: the provider names itself in the authorization response.
      url.searchParams.set("iss", issuer);
    },
  );
  server.service.on(Events.BeforeTokenSigning, (token, req) => {
    const identity = req.body.code ? byCode.get(req.body.code) : undefined;
    if (identity) Object.assign(token.payload, identity);
  });
  server.service.on(Events.BeforeResponse, (response, req) => {
    const identity = req.body.code ? byCode.get(req.body.code) : undefined;
    const accessToken = typeof response.body === "object" ? response.body.access_token : undefined;
    if (!identity || typeof accessToken !== "string") return;
    byCode.delete(req.body.code as string);
    byAccessToken.set(accessToken, identity);
  });
  server.service.on(Events.BeforeUserinfo, (response, req) => {
    const token = req.headers.authorization?.replace(/^Bearer /i, "") ?? "";
    const identity = byAccessToken.get(token);
    if (identity) response.body = { ...identity };
    else Object.assign(response, { statusCode: 401, body: { error: "invalid_token" } });
  });

  await server.start(port, "localhost");
  const issuer = server.issuer.url as string;
  return {
    issuer,
    settings: (prefix, { oidc }) => ({
      [`${prefix}_ISSUER`]: issuer,
      [`${prefix}_CLIENT_ID`]: `local-${prefix.toLowerCase().replace("_", "-")}`,
      [`${prefix}_CLIENT_SECRET`]: "local-client-secret",
      [`${prefix}_AUTHORIZE_URL`]: `${issuer}/authorize`,
      [`${prefix}_TOKEN_URL`]: `${issuer}/token`,
      [`${prefix}_USERINFO_URL`]: `${issuer}/userinfo`,
      ...(oidc ? { [`${prefix}_JWKS_URL`]: `${issuer}/jwks` } : {}),
    }),
    stop: () => server.stop(),
  };
}
