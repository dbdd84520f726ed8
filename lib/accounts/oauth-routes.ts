import * as v from "valibot";
import type { ProviderName } from "../adapters/idp/identity-provider";
import { defineRoute } from "../http/route";
import { loginRoute } from "./routes";

// Contracts of the sign-in through identity providers: a start and a callback per provider, each
// provider with its own exact redirect URI.

const oauthValue = v.pipe(v.string("must be a string"), v.minLength(1, "is required"), v.maxLength(2048));

function startRoute(provider: ProviderName, operationId: string, consent: string) {
  return defineRoute({
    operationId,
    method: "GET",
    path: `/api/auth/${provider}`,
    summary: `Redirect to ${provider} to sign in (${consent}); sets the oauth_state cookie`,
    tag: "auth",
    auth: "public",
    successStatus: 302,
    errors: ["SERVICE_UNAVAILABLE"],
  });
}

function callbackRoute(provider: ProviderName, operationId: string) {
  return defineRoute({
    operationId,
    method: "GET",
    path: `/api/auth/${provider}/callback`,
    summary: `Return from ${provider}: signs in, links a verified e-mail or creates the account; answers like login`,
    tag: "auth",
    auth: "public",
    query: v.object({ code: oauthValue, state: oauthValue, iss: v.optional(oauthValue) }),
    successStatus: 200,
    response: loginRoute.response,
    errors: ["EMAIL_EXISTS", "EMAIL_NOT_VERIFIED", "CONFLICT", "BAD_GATEWAY", "SERVICE_UNAVAILABLE"],
  });
}

export const idpAStartRoute = startRoute("idp-a", "signInWithIdpA", "identity, e-mail and profile");
export const idpACallbackRoute = callbackRoute("idp-a", "idpACallback");
export const idpBStartRoute = startRoute("idp-b", "signInWithIdpB", "e-mail and repository access");
export const idpBCallbackRoute = callbackRoute("idp-b", "idpBCallback");
