import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../../lib/accounts/passwords";
import { getUser } from "../../../lib/accounts/users";
import { createAdmin } from "../../../scripts/admin-create";
import { login, register, uniqueEmail } from "../../helpers/accounts";

// `npm run admin:create` against the test stack, in-process.

describe("admin:create", () => {
  it("creates a verified administrator with a one-time random password that signs in", async () => {
    const email = uniqueEmail("admin");
    const result = await createAdmin(email);
    expect(result.created).toBe(true);
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const user = await getUser(result.userId);
    expect(user).toMatchObject({ email, role: "admin", email_verified: true });
    expect(user?.password_hash).not.toContain(result.password as string);
    expect(await verifyPassword(result.password as string, user?.password_hash as string)).toBe(true);
    const signedIn = await login(email, result.password);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json<{ user: { role: string } }>().user.role).toBe("admin");
  });

  it("promotes an existing user without touching or printing a password", async () => {
    const email = uniqueEmail("promoted");
    const registered = await register(email);
    expect(registered.status).toBe(201);
    const before = await getUser(registered.json<{ user: { id: string } }>().user.id);
    const result = await createAdmin(email.toUpperCase());
    expect(result).toEqual({ userId: before?.id, created: false });
    const after = await getUser(result.userId);
    expect(after?.role).toBe("admin");
    expect(after?.password_hash).toBe(before?.password_hash);
  });
});
