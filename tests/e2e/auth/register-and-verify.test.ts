import { describe, expect, it } from "vitest";
import {
  bearer,
  errorCode,
  errorDetails,
  lastMailTo,
  login,
  mailsTo,
  register,
  strongPassword,
  tokenFromLink,
  uniqueEmail,
  verify,
  verifyLinkFor,
} from "../../helpers/accounts";
import { api, uniqueClientIp } from "../../helpers/api";

describe("POST /api/auth/register", () => {
  it("creates a free, unverified user with a normalised e-mail and mails a verification link", async () => {
    const email = uniqueEmail("reg");
    const response = await register(`  ${email.toUpperCase()} `, { name: "Grace Hopper" });
    expect(response.status).toBe(201);
    const body = response.json<{ user: Record<string, unknown>; message: string }>();
    expect(body.user).toEqual({
      id: expect.stringMatching(/^user_/),
      email,
      name: "Grace Hopper",
      company: null,
      role: "free",
      created_at: expect.any(String),
      email_verified: false,
    });
    expect(body.message).toEqual(expect.any(String));
    const mail = lastMailTo(email);
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.links[0]).toMatch(/\/api\/auth\/verify-email\?token=/);
    expect(mail.text).toContain(mail.links[0]);
  });

  it("keeps a given company", async () => {
    const response = await register(uniqueEmail("co"), { company: "Analytical Engines Ltd" });
    expect(response.json<{ user: { company: string } }>().user.company).toBe("Analytical Engines Ltd");
  });

  it.each([
    ["short", "Ab1defg"],
    ["no uppercase", "abcdefg1"],
    ["no lowercase", "ABCDEFG1"],
    ["no digit", "Abcdefgh"],
  ])("refuses a password with %s", async (_, password) => {
    const response = await register(uniqueEmail("pw"), { password });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(errorDetails(response))).toContain("body.password");
  });

  it("accepts the 8-character minimum and a long multi-byte password", async () => {
    expect((await register(uniqueEmail("min"), { password: "Abcdefg1" })).status).toBe(201);
    expect((await register(uniqueEmail("long"), { password: `Aa1${"é".repeat(61)}` })).status).toBe(201);
  });

  it("refuses a missing name, a bad e-mail and a non-JSON body", async () => {
    const ip = uniqueClientIp();
    const noName = await api("/api/auth/register", {
      json: { email: uniqueEmail(), password: strongPassword },
      clientIp: ip,
    });
    expect(errorCode(noName)).toBe("VALIDATION_ERROR");
    const badEmail = await register("not-an-address");
    expect(errorCode(badEmail)).toBe("VALIDATION_ERROR");
    const form = await api("/api/auth/register", { form: { email: uniqueEmail() }, clientIp: ip });
    expect(errorCode(form)).toBe("VALIDATION_ERROR");
  });

  it("answers EMAIL_EXISTS for a taken address, whatever its case", async () => {
    const email = uniqueEmail("taken");
    expect((await register(email)).status).toBe(201);
    const again = await register(email.toUpperCase());
    expect(again.status).toBe(400);
    expect(errorCode(again)).toBe("EMAIL_EXISTS");
  });

  it("lets exactly one of two simultaneous registrations of one address win", async () => {
    const email = uniqueEmail("race");
    const answers = await Promise.all([register(email), register(email), register(email)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const loser of answers.filter((answer) => answer.status !== 201))
      expect(errorCode(loser)).toBe("EMAIL_EXISTS");
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("ignores a role sent by the client", async () => {
    const response = await api("/api/auth/register", {
      json: {
        email: uniqueEmail("role"),
        password: strongPassword,
        name: "Mallory",
        role: "admin",
        credit_balance: 1e9,
      },
      clientIp: uniqueClientIp(),
    });
    expect(response.status).toBe(201);
    expect(response.json<{ user: { role: string } }>().user.role).toBe("free");
  });
});

describe("e-mail verification", () => {
  it("refuses login until the address is verified, then accepts it", async () => {
    const email = uniqueEmail("verify");
    await register(email);
    const before = await login(email);
    expect(before.status).toBe(403);
    expect(errorCode(before)).toBe("EMAIL_NOT_VERIFIED");
    const verified = await verify(email);
    expect(verified.status).toBe(200);
    expect(verified.json()).toMatchObject({ email_verified: true });
    expect((await login(email)).status).toBe(200);
  });

  it("refuses a verification token used twice, an unknown one and a missing one", async () => {
    const email = uniqueEmail("twice");
    await register(email);
    expect((await verify(email)).status).toBe(200);
    const second = await verify(email);
    expect(second.status).toBe(400);
    expect(errorCode(second)).toBe("INVALID_VERIFICATION_TOKEN");
    expect(errorDetails(second).reason).toBe("token_used");
    const unknown = await api("/api/auth/verify-email?token=nope");
    expect(errorCode(unknown)).toBe("INVALID_VERIFICATION_TOKEN");
    const missing = await api("/api/auth/verify-email");
    expect(errorCode(missing)).toBe("VALIDATION_ERROR");
  });

  it("resend, with the restricted token of a right password, voids the earlier link and mails a working one", async () => {
    const email = uniqueEmail("resend");
    await register(email);
    const firstLink = verifyLinkFor(email);
    const refused = await login(email);
    expect(errorCode(refused)).toBe("EMAIL_NOT_VERIFIED");
    const restricted = String(errorDetails(refused).restricted_access_token);
    // Good for the resend only: not for the profile.
    const profile = await api("/api/v1/users/me", { headers: bearer(restricted) });
    expect(profile.status).toBe(403);
    expect(errorCode(profile)).toBe("EMAIL_NOT_VERIFIED");
    const resent = await api("/api/auth/verify-email/resend", {
      method: "POST",
      headers: bearer(restricted),
    });
    expect(resent.status).toBe(200);
    expect(resent.json()).toMatchObject({ email_verified: false });
    const secondLink = verifyLinkFor(email);
    expect(secondLink).not.toBe(firstLink);
    const old = await api(`/api/auth/verify-email?token=${encodeURIComponent(tokenFromLink(firstLink))}`);
    expect(old.status).toBe(400);
    expect(errorDetails(old).reason).toBe("token_superseded");
    expect((await verify(email)).status).toBe(200);
    const verifiedUser = (await login(email)).json<{ access_token: string }>();
    const again = await api("/api/auth/verify-email/resend", {
      method: "POST",
      headers: bearer(verifiedUser.access_token),
    });
    expect(again.json()).toMatchObject({ email_verified: true });
  });

  it("a wrong password gets no restricted token", async () => {
    const email = uniqueEmail("nopass");
    await register(email);
    const response = await login(email, "Wrong-Password-1");
    expect(errorCode(response)).toBe("INVALID_CREDENTIALS");
    expect(response.text).not.toContain("restricted_access_token");
  });

  it("resend needs a Bearer token", async () => {
    const response = await api("/api/auth/verify-email/resend", { method: "POST" });
    expect(response.status).toBe(401);
    expect(errorCode(response)).toBe("INVALID_TOKEN");
  });
});
