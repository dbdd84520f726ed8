import { base64url, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  bearer,
  errorCode,
  errorDetails,
  login,
  refreshCookieFrom,
  register,
  signedInUser,
  strongPassword,
  uniqueEmail,
  verify,
} from "../../helpers/accounts";
import { api, uniqueClientIp } from "../../helpers/api";

// Login, tokens, refresh rotation, logout, and the authentication every protected route runs.

const secret = () => Buffer.from(process.env.JWT_SECRET as string, "hex");
const me = (headers: Record<string, string>, query = "") => api(`/api/v1/users/me${query}`, { headers });
const refreshWith = (cookie: string, headers: Record<string, string> = {}) =>
  api("/api/auth/refresh", { method: "POST", headers: { cookie, ...headers } });

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString("utf8"));
}

async function forge(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: "HS256", typ: "at+jwt" },
  key: Uint8Array = secret(),
) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
}

describe("POST /api/auth/login", () => {
  it("answers the spec's token response with the login user and sets the refresh cookie", async () => {
    const user = await signedInUser("login");
    const body = user.response.json<Record<string, unknown>>();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: "bearer",
      expires_in: 1800,
      user: { id: user.userId, email: user.email, name: "Ada Lovelace", role: "free", credit_balance: 100 },
    });
    const cookie = user.response.cookies.find((line) => line.startsWith("refresh_token="));
    expect(cookie).toContain(`refresh_token=${user.refreshToken};`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(user.response.headers["cache-control"]).toBe("no-store");
  });

  it("signs an HS256 access token with the spec's claims, a session, issuer and audience", async () => {
    const user = await signedInUser("claims");
    const header = JSON.parse(Buffer.from(user.accessToken.split(".")[0] as string, "base64url").toString());
    expect(header).toEqual({ alg: "HS256", typ: "at+jwt" });
    const claims = claimsOf(user.accessToken);
    expect(claims).toMatchObject({ sub: user.userId, email: user.email, role: "free", type: "access" });
    expect(claims.exp as number).toBe((claims.iat as number) + 1800);
    expect(claims).toHaveProperty("sid");
    expect(claims).toHaveProperty("iss");
    expect(claims).toHaveProperty("aud");
    const refresh = claimsOf(user.refreshToken);
    expect(refresh).toMatchObject({ sub: user.userId, type: "refresh" });
    expect(refresh.jti).toEqual(expect.any(String));
    expect((refresh.exp as number) - (refresh.iat as number)).toBe(7 * 24 * 3600);
  });

  it("gives the same 401 for an unknown address and a wrong password", async () => {
    const user = await signedInUser("wrongpw");
    const wrong = await login(user.email, "Wrong-Password-1");
    const unknown = await login(uniqueEmail("nobody"), "Wrong-Password-1");
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(errorCode(response)).toBe("INVALID_CREDENTIALS");
    }
    expect(wrong.json<{ error: unknown }>().error).toEqual(unknown.json<{ error: unknown }>().error);
  });

  it("accepts the address in any case and with spaces", async () => {
    const user = await signedInUser("case");
    expect((await login(`  ${user.email.toUpperCase()}  `)).status).toBe(200);
  });

  it("refuses a JSON body and a missing field", async () => {
    const json = await api("/api/auth/login", { json: { username: "a@b.test", password: "x" } });
    expect(errorCode(json)).toBe("VALIDATION_ERROR");
    const missing = await api("/api/auth/login", { form: { username: "a@b.test" } });
    expect(errorCode(missing)).toBe("VALIDATION_ERROR");
  });

  it("refuses a cross-site form post (foreign Origin or Sec-Fetch-Site)", async () => {
    const user = await signedInUser("csrf");
    const foreign = await login(user.email, strongPassword, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(errorDetails(foreign).reason).toBe("cross_site_request");
    const crossSite = await login(user.email, strongPassword, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const ours = await login(user.email, strongPassword, {
      origin: "https://app.example.test",
      "sec-fetch-site": "same-site",
    });
    expect(ours.status).toBe(200);
  });

  it("does not truncate passwords at bcrypt's 72 bytes", async () => {
    const email = uniqueEmail("long");
    const prefix = `Aa1${"x".repeat(69)}`;
    await register(email, { password: `${prefix}-first` });
    await verify(email);
    expect((await login(email, `${prefix}-first`)).status).toBe(200);
    const sibling = await login(email, `${prefix}-other`);
    expect(sibling.status).toBe(401);
  });

  it("starts a new session on every login", async () => {
    const user = await signedInUser("twice");
    const second = (await login(user.email)).json<{ access_token: string }>();
    expect(claimsOf(second.access_token).sid).not.toBe(claimsOf(user.accessToken).sid);
    expect((await me(bearer(user.accessToken))).status).toBe(200);
    expect((await me(bearer(second.access_token))).status).toBe(200);
  });
});

describe("authentication of protected routes", () => {
  it("accepts the Bearer header and the token query parameter", async () => {
    const user = await signedInUser("auth");
    expect((await me(bearer(user.accessToken))).status).toBe(200);
    expect((await me({}, `?token=${user.accessToken}`)).status).toBe(200);
  });

  it.each([
    ["no credentials", {}, "missing_credentials"],
    ["a Basic header", { authorization: "Basic dXNlcjpwYXNz" }, "malformed_authorization_header"],
    ["garbage", { authorization: "Bearer not.a.jwt" }, "malformed_token"],
  ])("answers 401 INVALID_TOKEN for %s", async (_, headers, reason) => {
    const response = await me(headers as Record<string, string>);
    expect(response.status).toBe(401);
    expect(errorCode(response)).toBe("INVALID_TOKEN");
    expect(errorDetails(response).reason).toBe(reason);
  });

  it("refuses alg none in any spelling, and other algorithms", async () => {
    const user = await signedInUser("alg");
    const claims = claimsOf(user.accessToken);
    const body = base64url.encode(JSON.stringify(claims));
    for (const alg of ["none", "None", "NONE", "noNE"]) {
      const header = base64url.encode(JSON.stringify({ alg, typ: "at+jwt" }));
      const response = await me(bearer(`${header}.${body}.`));
      expect(response.status, alg).toBe(401);
      expect(errorCode(response)).toBe("INVALID_TOKEN");
    }
    for (const alg of ["HS384", "HS512"]) {
      const token = await forge(claims, { alg, typ: "at+jwt" }, new Uint8Array(secret()));
      expect((await me(bearer(token))).status, alg).toBe(401);
    }
    const noAlg = `${base64url.encode(JSON.stringify({ typ: "at+jwt" }))}.${body}.${user.accessToken.split(".")[2]}`;
    expect((await me(bearer(noAlg))).status).toBe(401);
  });

  it("refuses a token signed with another key, and a tampered one", async () => {
    const user = await signedInUser("key");
    const claims = claimsOf(user.accessToken);
    const otherKey = await forge(claims, undefined, new Uint8Array(32).fill(7));
    const response = await me(bearer(otherKey));
    expect(response.status).toBe(401);
    expect(errorDetails(response).reason).toBe("invalid_signature");
    const [h, , s] = user.accessToken.split(".");
    const elevated = base64url.encode(JSON.stringify({ ...claims, role: "admin" }));
    expect((await me(bearer(`${h}.${elevated}.${s}`))).status).toBe(401);
    expect((await me(bearer(`${h}.${user.accessToken.split(".")[1]}.`))).status).toBe(401);
  });

  it("ignores key hints in the header (jwk, jku, kid)", async () => {
    const user = await signedInUser("hints");
    const attackerKey = new Uint8Array(32).fill(9);
    const token = await forge(
      claimsOf(user.accessToken),
      {
        alg: "HS256",
        typ: "at+jwt",
        kid: "../../dev/null",
        jku: "http://127.0.0.1:1/keys",
        jwk: { kty: "oct", k: Buffer.from(attackerKey).toString("base64url") },
      },
      attackerKey,
    );
    expect((await me(bearer(token))).status).toBe(401);
  });

  it("answers token_expired with expired_at for an expired token", async () => {
    const user = await signedInUser("expired");
    const now = Math.floor(Date.now() / 1000);
    const token = await forge({ ...claimsOf(user.accessToken), iat: now - 3600, exp: now - 1800 });
    const response = await me(bearer(token));
    expect(response.status).toBe(401);
    expect(errorDetails(response)).toEqual({
      reason: "token_expired",
      expired_at: new Date((now - 1800) * 1000).toISOString(),
    });
  });

  it("refuses wrong issuer, audience, missing sub or exp", async () => {
    const user = await signedInUser("claims2");
    const claims = claimsOf(user.accessToken);
    const variants = [
      { ...claims, iss: "someone-else" },
      { ...claims, aud: "another-api" },
      { ...claims, sub: undefined },
      { ...claims, exp: undefined },
    ];
    for (const variant of variants) expect((await me(bearer(await forge(variant)))).status).toBe(401);
  });

  it("never takes a refresh token for an access token", async () => {
    const user = await signedInUser("confuse");
    const response = await me(bearer(user.refreshToken));
    expect(response.status).toBe(401);
    expect(errorCode(response)).toBe("INVALID_TOKEN");
    // Nor with the access typ forged onto refresh claims: the type claim still says refresh.
    const retyped = await forge({ ...claimsOf(user.refreshToken), email: user.email, role: "free" });
    expect((await me(bearer(retyped))).status).toBe(401);
  });
});

describe("POST /api/auth/refresh", () => {
  it("rotates: a new pair and cookie, and the old refresh token is spent", async () => {
    const user = await signedInUser("rotate");
    const response = await refreshWith(user.cookie);
    expect(response.status).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: "bearer",
      expires_in: 1800,
    });
    expect(body.refresh_token).not.toBe(user.refreshToken);
    expect(refreshCookieFrom(response)).toBe(`refresh_token=${body.refresh_token}`);
    expect((await me(bearer(body.access_token as string))).status).toBe(200);
  });

  it("treats a spent token as stolen: 401 and the whole family dies", async () => {
    const user = await signedInUser("reuse");
    const rotated = await refreshWith(user.cookie);
    const newest = rotated.json<{ access_token: string; refresh_token: string }>();
    const replay = await refreshWith(user.cookie);
    expect(replay.status).toBe(401);
    expect(errorCode(replay)).toBe("INVALID_REFRESH_TOKEN");
    expect(errorDetails(replay).reason).toBe("refresh_token_reused");
    const afterwards = await refreshWith(`refresh_token=${newest.refresh_token}`);
    expect(afterwards.status).toBe(401);
    expect((await me(bearer(newest.access_token))).status).toBe(401);
    expect((await me(bearer(user.accessToken))).status).toBe(401);
  });

  it("gives exactly one new pair for ten simultaneous refreshes with one token", async () => {
    const user = await signedInUser("race");
    const answers = await Promise.all(Array.from({ length: 10 }, () => refreshWith(user.cookie)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200)) {
      expect(errorCode(loser)).toBe("INVALID_REFRESH_TOKEN");
    }
  });

  it("refuses a missing cookie, garbage, and an access token in the cookie", async () => {
    const user = await signedInUser("badrefresh");
    for (const cookie of ["", "refresh_token=garbage", `refresh_token=${user.accessToken}`]) {
      const response = await refreshWith(cookie);
      expect(response.status).toBe(401);
      expect(errorCode(response)).toBe("INVALID_REFRESH_TOKEN");
    }
  });

  it("refuses a cross-site request", async () => {
    const user = await signedInUser("refreshcsrf");
    const response = await refreshWith(user.cookie, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await refreshWith(user.cookie)).status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session: its access and refresh tokens are refused and the cookie is cleared", async () => {
    const user = await signedInUser("logout");
    const other = (await login(user.email)).json<{ access_token: string }>();
    const response = await api("/api/auth/logout", { method: "POST", headers: bearer(user.accessToken) });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.cookies.find((line) => line.startsWith("refresh_token="))).toMatch(
      /^refresh_token=; .*Max-Age=0/,
    );
    const after = await me(bearer(user.accessToken));
    expect(after.status).toBe(401);
    expect(errorDetails(after).reason).toBe("token_revoked");
    expect((await refreshWith(user.cookie)).status).toBe(401);
    // Another session of the same user lives on.
    expect((await me(bearer(other.access_token))).status).toBe(200);
  });

  it("needs a token", async () => {
    const response = await api("/api/auth/logout", { method: "POST", clientIp: uniqueClientIp() });
    expect(response.status).toBe(401);
  });
});
