import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { keys } from "../../../lib/accounts/keys";
import { decryptSecret } from "../../../lib/crypto/encryption";
import { bearer, errorCode, errorDetails, register, uniqueEmail, verify } from "../../helpers/accounts";
import { type ApiResponse, api, baseUrl, uniqueClientIp } from "../../helpers/api";
import { getItem, setAttributes } from "../../helpers/table";

// Sign-in through idp-a (OpenID Connect) and idp-b against the local stack's OAuth servers, with
// redirects followed by hand as a browser would. The identity the provider reports is chosen with
// `login_hint` on the authorize request (scripts/local/idp-server.ts).

type Provider = "idp-a" | "idp-b";
const providers: Provider[] = ["idp-a", "idp-b"];

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

const newIdentity = (overrides: Partial<Identity> = {}): Identity => ({
  sub: `sub-${randomBytes(8).toString("hex")}`,
  email: uniqueEmail("oauth"),
  email_verified: true,
  name: "Grace Hopper",
  ...overrides,
});

interface Started {
  response: ApiResponse;
  authorizeUrl: URL;
  state: string;
  /** `oauth_state=<value>`, ready for a Cookie header. */
  cookie: string;
}

async function start(provider: Provider): Promise<Started> {
  const response = await api(`/api/auth/${provider}`, { clientIp: uniqueClientIp() });
  expect(response.status, response.text).toBe(302);
  const authorizeUrl = new URL(String(response.headers.location));
  const line = response.cookies.find((cookie) => cookie.startsWith("oauth_state="));
  if (!line) throw new Error("no oauth_state cookie");
  return {
    response,
    authorizeUrl,
    state: authorizeUrl.searchParams.get("state") ?? "",
    cookie: line.split(";")[0] as string,
  };
}

/** The provider's authorize endpoint; answers the callback address (path and query) it redirects to. */
async function authorize(started: Started, identity: Identity): Promise<URL> {
  const url = new URL(started.authorizeUrl);
  url.searchParams.set("login_hint", JSON.stringify(identity));
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location") ?? "");
}

function callback(provider: Provider, query: URLSearchParams, cookie?: string): Promise<ApiResponse> {
  return api(`/api/auth/${provider}/callback?${query}`, {
    headers: cookie ? { cookie } : {},
    clientIp: uniqueClientIp(),
  });
}

async function signIn(provider: Provider, identity: Identity): Promise<ApiResponse> {
  const started = await start(provider);
  const back = await authorize(started, identity);
  return callback(provider, back.searchParams, started.cookie);
}

function expectRefused(response: ApiResponse, reason: string) {
  expect(response.status, response.text).toBe(400);
  expect(errorCode(response)).toBe("VALIDATION_ERROR");
  expect(errorDetails(response).reason).toBe(reason);
}

describe.each(providers)("sign-in with %s", (provider) => {
  it("redirects to the provider with state, PKCE S256 and a Lax state cookie", async () => {
    const started = await start(provider);
    const params = started.authorizeUrl.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("redirect_uri")).toBe(`${baseUrl()}/api/auth/${provider}/callback`);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // 256 random bits, base64url.
    expect(started.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("scope")).toBe(provider === "idp-a" ? "openid email profile" : "user:email repo");
    if (provider === "idp-a") expect(params.get("nonce")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const line = started.response.cookies.find((cookie) => cookie.startsWith("oauth_state=")) as string;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(line).not.toContain(started.state);
  });

  it("creates the user on first sign-in, answers like login, and signs the same user in again", async () => {
    const identity = newIdentity();
    const first = await signIn(provider, identity);
    expect(first.status, first.text).toBe(200);
    const body = first.json<{ access_token: string; user: { id: string } }>();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: "bearer",
      expires_in: 1800,
      user: {
        id: expect.any(String),
        email: identity.email,
        name: identity.name,
        role: "free",
        credit_balance: 100,
      },
    });
    expect(first.cookies.some((cookie) => cookie.startsWith("refresh_token="))).toBe(true);
    expect(first.cookies.some((cookie) => /^oauth_state=;.*Max-Age=0/.test(cookie))).toBe(true);
    const me = await api("/api/v1/users/me", { headers: bearer(body.access_token) });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ id: body.user.id, email: identity.email });

    const second = await signIn(provider, identity);
    expect(second.status, second.text).toBe(200);
    expect(second.json<{ user: { id: string } }>().user.id).toBe(body.user.id);
  });

  it("refuses a callback without state, with an altered state, or a state used before", async () => {
    const started = await start(provider);
    const back = await authorize(started, newIdentity());
    const withoutState = new URLSearchParams(back.searchParams);
    withoutState.delete("state");
    expectRefusedCode(await callback(provider, withoutState, started.cookie));

    const altered = new URLSearchParams(back.searchParams);
    altered.set("state", `${started.state.slice(0, -1)}${started.state.endsWith("A") ? "B" : "A"}`);
    expectRefused(await callback(provider, altered, started.cookie), "state_unknown_or_used");

    expect((await callback(provider, back.searchParams, started.cookie)).status).toBe(200);
    expectRefused(await callback(provider, back.searchParams, started.cookie), "state_unknown_or_used");
  });

  it("refuses a state completed in another browser (no or another oauth_state cookie)", async () => {
    const started = await start(provider);
    const back = await authorize(started, newIdentity());
    expectRefused(await callback(provider, back.searchParams), "state_not_from_this_browser");

    const other = await start(provider);
    const again = await authorize(other, newIdentity());
    expectRefused(
      await callback(provider, again.searchParams, started.cookie),
      "state_not_from_this_browser",
    );
  });

  it("refuses a state older than the transaction lifetime", async () => {
    const started = await start(provider);
    const back = await authorize(started, newIdentity());
    const stateHash = createHash("sha256").update(started.state).digest("hex");
    await setAttributes(keys.oauthTransaction(stateHash), {
      created_at: new Date(Date.now() - 11 * 60_000).toISOString(),
    });
    expectRefused(await callback(provider, back.searchParams, started.cookie), "state_expired");
  });

  it("links an existing password account when the provider verified the e-mail, and only then", async () => {
    const email = uniqueEmail("linked");
    const registered = await register(email);
    expect(registered.status).toBe(201);
    expect((await verify(email)).status).toBe(200);
    const userId = registered.json<{ user: { id: string } }>().user.id;

    const unverified = newIdentity({ email, email_verified: false });
    const refused = await signIn(provider, unverified);
    expect(refused.status, refused.text).toBe(400);
    expect(errorCode(refused)).toBe("EMAIL_EXISTS");
    expect(errorDetails(refused).reason).toBe("provider_email_unverified");
    expect(await getItem(keys.identity(provider, unverified.sub))).toBeUndefined();

    const verified = newIdentity({ email });
    const linked = await signIn(provider, verified);
    expect(linked.status, linked.text).toBe(200);
    expect(linked.json<{ user: { id: string } }>().user.id).toBe(userId);
    expect((await getItem(keys.identity(provider, verified.sub)))?.user_id).toBe(userId);
  });

  it("keeps a new account with an address the provider did not verify unverified", async () => {
    const identity = newIdentity({ email_verified: false });
    const response = await signIn(provider, identity);
    expect(response.status, response.text).toBe(403);
    expect(errorCode(response)).toBe("EMAIL_NOT_VERIFIED");
  });
});

function expectRefusedCode(response: ApiResponse) {
  expect(response.status, response.text).toBe(400);
  expect(errorCode(response)).toBe("VALIDATION_ERROR");
}

describe("mix-up defence", () => {
  it("refuses a transaction started with idp-a completed at idp-b's callback", async () => {
    const started = await start("idp-a");
    const back = await authorize(started, newIdentity());
    expectRefused(await callback("idp-b", back.searchParams, started.cookie), "provider_mismatch");
  });

  it("refuses an authorization response naming another issuer", async () => {
    const started = await start("idp-b");
    const back = await authorize(started, newIdentity());
    const query = new URLSearchParams(back.searchParams);
    query.set("iss", "https://evil.example");
    expectRefused(await callback("idp-b", query, started.cookie), "issuer_mismatch");
  });
});

describe("idp-b provider token", () => {
  it("is stored encrypted on the user and never answered or logged", async () => {
    const identity = newIdentity();
    const response = await signIn("idp-b", identity);
    expect(response.status, response.text).toBe(200);
    const userId = response.json<{ user: { id: string } }>().user.id;
    const key = keys.providerToken(userId, "idp-b");
    const item = await getItem(key);
    const sealed = String(item?.access_token);
    expect(sealed).toMatch(/^v1\./);
    const plain = decryptSecret(sealed, `${key.pk}/${key.sk}`);
    expect(plain).not.toBe(sealed);
    const claims = JSON.parse(Buffer.from(plain.split(".")[1] as string, "base64url").toString("utf8"));
    expect(claims.sub).toBe(identity.sub);
    expect(response.text).not.toContain(plain);
    expect(response.cookies.join("\n")).not.toContain(plain);
    const functionLog = readFileSync(join(inject("stateDir"), "functions.log"), "utf8");
    expect(functionLog).not.toContain(plain);
  });
});
