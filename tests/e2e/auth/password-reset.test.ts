import { describe, expect, it } from "vitest";
import { keys } from "../../../lib/accounts/keys";
import { sha256Hex } from "../../../lib/crypto/secrets";
import {
  bearer,
  errorCode,
  errorDetails,
  lastMailTo,
  login,
  mailsTo,
  register,
  signedInUser,
  strongPassword,
  tokenFromLink,
  uniqueEmail,
  verifyLinkFor,
} from "../../helpers/accounts";
import { api, uniqueClientIp } from "../../helpers/api";
import { setAttributes } from "../../helpers/table";

const newPassword = "Brand-New-Secret-7";
const requestReset = (email: string) =>
  api("/api/auth/password-reset", { json: { email }, clientIp: uniqueClientIp() });
const confirm = (token: string, password = newPassword) =>
  api("/api/auth/password-reset/confirm", {
    json: { token, new_password: password },
    clientIp: uniqueClientIp(),
  });
const resetTokenFor = (email: string) => {
  const link = lastMailTo(email, /reset/i).links[0];
  if (!link) throw new Error("reset mail without link");
  return tokenFromLink(link);
};

describe("POST /api/auth/password-reset", () => {
  it("answers the same for an existing and a missing account, and mails only the existing one", async () => {
    const user = await signedInUser("reset");
    const missing = uniqueEmail("missing");
    const [known, unknown] = [await requestReset(user.email), await requestReset(missing)];
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(mailsTo(user.email, /reset/i)).toHaveLength(1);
    expect(mailsTo(missing)).toHaveLength(0);
    const link = lastMailTo(user.email, /reset/i).links[0] as string;
    expect(new URL(link).origin).toBe(new URL(process.env.PUBLIC_BASE_URL as string).origin);
  });

  it("changes nothing until the token is used", async () => {
    const user = await signedInUser("nochange");
    await requestReset(user.email);
    expect((await login(user.email)).status).toBe(200);
    expect((await api("/api/v1/users/me", { headers: bearer(user.accessToken) })).status).toBe(200);
  });

  it("takes 3 requests per address per hour, for unknown addresses too", async () => {
    for (const email of [(await signedInUser("limit")).email, uniqueEmail("limit-missing")]) {
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await requestReset(email));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
      expect(errorCode(answers[3] as never)).toBe("RATE_LIMIT_EXCEEDED");
      expect(Number(answers[3]?.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("refuses a malformed address", async () => {
    expect(errorCode(await requestReset("nope"))).toBe("VALIDATION_ERROR");
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("sets the new password, spends the token, ends every session and notifies the user", async () => {
    const user = await signedInUser("confirm");
    await requestReset(user.email);
    const token = resetTokenFor(user.email);
    const response = await confirm(token);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });

    expect((await login(user.email, strongPassword)).status).toBe(401);
    expect((await login(user.email, newPassword)).status).toBe(200);
    const old = await api("/api/v1/users/me", { headers: bearer(user.accessToken) });
    expect(old.status).toBe(401);
    expect(errorDetails(old).reason).toBe("token_revoked");
    const refreshed = await api("/api/auth/refresh", { method: "POST", headers: { cookie: user.cookie } });
    expect(refreshed.status).toBe(401);
    expect(lastMailTo(user.email).subject).toMatch(/changed/i);

    const again = await confirm(token, "Yet-Another-Secret-8");
    expect(again.status).toBe(400);
    expect(errorCode(again)).toBe("INVALID_RESET_TOKEN");
    expect(errorDetails(again).reason).toBe("token_used");
  });

  it("changes the password exactly once for five simultaneous submissions of one token", async () => {
    const user = await signedInUser("concurrent");
    await requestReset(user.email);
    const token = resetTokenFor(user.email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => confirm(token, `Parallel-Secret-${i}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 200))
      expect(errorCode(loser)).toBe("INVALID_RESET_TOKEN");
  });

  it("refuses a token past its hour, an unknown token, and a weak new password", async () => {
    const user = await signedInUser("expired");
    await requestReset(user.email);
    const token = resetTokenFor(user.email);
    const weak = await confirm(token, "weakpass");
    expect(errorCode(weak)).toBe("VALIDATION_ERROR");
    await setAttributes(keys.oneTimeToken(sha256Hex(token)), {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(errorDetails(expired).reason).toBe("token_expired");
    expect(errorCode(await confirm("unknown-token"))).toBe("INVALID_RESET_TOKEN");
  });

  it("voids an earlier reset token when a new one is requested", async () => {
    const user = await signedInUser("superseded");
    await requestReset(user.email);
    const first = resetTokenFor(user.email);
    await requestReset(user.email);
    const stale = await confirm(first);
    expect(errorDetails(stale).reason).toBe("token_superseded");
    expect((await confirm(resetTokenFor(user.email))).status).toBe(200);
  });

  it("lifts a login lock", async () => {
    const user = await signedInUser("unlock");
    for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, "Wrong-Password-1");
    expect((await login(user.email)).status).toBe(423);
    await requestReset(user.email);
    await confirm(resetTokenFor(user.email));
    expect((await login(user.email, newPassword)).status).toBe(200);
  });

  it("a reset token is no verification token, and the reverse", async () => {
    const email = uniqueEmail("cross");
    await register(email);
    const verification = tokenFromLink(verifyLinkFor(email));
    expect(errorCode(await confirm(verification))).toBe("INVALID_RESET_TOKEN");
    await requestReset(email);
    const reset = resetTokenFor(email);
    const asVerification = await api(`/api/auth/verify-email?token=${encodeURIComponent(reset)}`);
    expect(errorCode(asVerification)).toBe("INVALID_VERIFICATION_TOKEN");
  });
});

describe("verification token expiry", () => {
  it("refuses a verification link after 24 hours", async () => {
    const email = uniqueEmail("late");
    await register(email);
    const token = tokenFromLink(verifyLinkFor(email));
    await setAttributes(keys.oneTimeToken(sha256Hex(token)), {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    const response = await api(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(400);
    expect(errorDetails(response).reason).toBe("token_expired");
  });
});
