import { describe, expect, it } from "vitest";
import { keys } from "../../../lib/accounts/keys";
import { emailHashOf } from "../../../lib/accounts/lockout";
import {
  errorCode,
  errorDetails,
  login,
  register,
  signedInUser,
  strongPassword,
  uniqueEmail,
} from "../../helpers/accounts";
import { api, uniqueClientIp } from "../../helpers/api";
import { setAttributes } from "../../helpers/table";

const wrong = "Wrong-Password-9";
const minutesUntil = (iso: unknown) => (Date.parse(String(iso)) - Date.now()) / 60_000;

/** "Waits" for the lock to end by moving its stored end into the past. */
const expireLock = (email: string) =>
  setAttributes(keys.loginGuard(emailHashOf(email)), { locked_until: Date.now() - 1 });

describe("login lockout", () => {
  it("locks after 5 failures for 15 minutes, refuses even the right password, then lets it in", async () => {
    const user = await signedInUser("lock");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(user.email, wrong);
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect(errorCode(response)).toBe("INVALID_CREDENTIALS");
    }
    const locked = await login(user.email, strongPassword);
    expect(locked.status).toBe(423);
    expect(errorCode(locked)).toBe("ACCOUNT_LOCKED");
    expect(minutesUntil(errorDetails(locked).locked_until)).toBeGreaterThan(14);
    expect(minutesUntil(errorDetails(locked).locked_until)).toBeLessThanOrEqual(15);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);

    await expireLock(user.email);
    expect((await login(user.email, strongPassword)).status).toBe(200);
  });

  it("makes each further lockout longer", async () => {
    const user = await signedInUser("progressive");
    for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, wrong);
    await expireLock(user.email);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(user.email, wrong)).status).toBe(401);
    const second = await login(user.email, strongPassword);
    expect(second.status).toBe(423);
    expect(minutesUntil(errorDetails(second).locked_until)).toBeGreaterThan(29);
  });

  it("checks the password at most 5 times for 50 simultaneous attempts", async () => {
    const user = await signedInUser("burst");
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(user.email, wrong)));
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 423);
    expect(checked.length).toBe(5);
    expect(refused.length).toBe(45);
    for (const answer of refused) expect(errorCode(answer)).toBe("ACCOUNT_LOCKED");
  });

  it("locks unknown addresses the same way, so a lock reveals nothing", async () => {
    const email = uniqueEmail("ghost");
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(email, wrong)).status).toBe(401);
    expect((await login(email, wrong)).status).toBe(423);
  });
});

describe("registration rate limits", () => {
  it("takes 3 registrations per client address per hour; the 4th gets 429 with Retry-After", async () => {
    const clientIp = uniqueClientIp();
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      // A forged X-Forwarded-For changes nothing: the address is the connection's.
      const response = await api("/api/auth/register", {
        json: { email: uniqueEmail("limit"), password: strongPassword, name: "Limit" },
        headers: { "x-forwarded-for": `198.51.100.${attempt}` },
        clientIp,
      });
      answers.push(response);
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
    const limited = answers[3];
    expect(limited && errorCode(limited)).toBe("RATE_LIMIT_EXCEEDED");
    expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited?.headers["retry-after"])).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    expect((await register(uniqueEmail("other"))).status).toBe(201);
  });

  it("takes one registration per e-mail address per hour, even after the account is deleted", async () => {
    const user = await signedInUser("once");
    const deleted = await api("/api/v1/users/me", {
      method: "DELETE",
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(deleted.status).toBe(204);
    const again = await register(user.email);
    expect(again.status).toBe(429);
    expect(errorCode(again)).toBe("RATE_LIMIT_EXCEEDED");
  });
});
