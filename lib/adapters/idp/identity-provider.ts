// The OAuth 2.0 identity providers users may sign in with. The one implementation (oauth.ts) talks
// to whatever endpoints the configuration names: the real providers, or the local stack's servers.

export const providerNames = ["idp-a", "idp-b"] as const;
export type ProviderName = (typeof providerNames)[number];

export interface ExternalIdentity {
  provider: ProviderName;
  /** The provider's stable user id (`sub`); accounts are keyed by it, never by e-mail. */
  subject: string;
  email?: string;
  /** Only a `true` from the provider counts: it decides whether an existing account may be linked. */
  emailVerified: boolean;
  name?: string;
}

export interface AuthorizationRequest {
  state: string;
  codeChallenge: string;
  nonce: string;
  redirectUri: string;
}

export interface CodeRedemption {
  code: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export interface IdentityProvider {
  readonly name: ProviderName;
  /** The issuer identifier, compared with the `iss` of authorization responses (RFC 9207). */
  readonly issuer: string | undefined;
  authorizationUrl(request: AuthorizationRequest): string;
  /** Exchanges the code (with the PKCE verifier) and returns who signed in and the access token. */
  redeem(redemption: CodeRedemption): Promise<{ identity: ExternalIdentity; accessToken: string }>;
}
