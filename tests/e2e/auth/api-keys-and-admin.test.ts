import { describe, expect, it } from "vitest";
import { keys } from "../../../lib/accounts/keys";
import { bearer, errorCode, signedInUser } from "../../helpers/accounts";
import { api } from "../../helpers/api";
import { setAttributes } from "../../helpers/table";

const asAdmin = async () => {
  const admin = await signedInUser("admin");
  await setAttributes(keys.profile(admin.userId), { role: "admin" });
  return admin;
};
const patchUser = (token: string, id: string, json: unknown) =>
  api(`/api/v1/admin/users/${id}`, { method: "PATCH", json, headers: bearer(token) });

describe("PATCH /api/v1/admin/users/{id}", () => {
  it("lets an admin change a role and grant credits; everyone else gets 403", async () => {
    const admin = await asAdmin();
    const user = await signedInUser("member");
    const refused = await patchUser(user.accessToken, user.userId, { role: "admin" });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe("FORBIDDEN");

    const changed = await patchUser(admin.accessToken, user.userId, { role: "pro", credit_grant: 250 });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({ id: user.userId, role: "pro", credit_balance: 350 });
    expect(
      (await patchUser(admin.accessToken, "user_000000000000000000000000", { role: "pro" })).status,
    ).toBe(404);
    expect(errorCode(await patchUser(admin.accessToken, user.userId, { credit_grant: -5 }))).toBe(
      "VALIDATION_ERROR",
    );
    expect(errorCode(await patchUser(admin.accessToken, user.userId, {}))).toBe("VALIDATION_ERROR");
  });
});

describe("API keys", () => {
  it("are refused to the free plan", async () => {
    const user = await signedInUser("freekey");
    const response = await api("/api/v1/api-keys", {
      json: { name: "ci" },
      headers: bearer(user.accessToken),
    });
    expect(response.status).toBe(403);
    expect(errorCode(response)).toBe("FORBIDDEN");
  });

  it("are shown once, listed without the key, work as X-API-Key, and stop working when revoked", async () => {
    const admin = await asAdmin();
    const user = await signedInUser("prokey");
    await patchUser(admin.accessToken, user.userId, { role: "pro" });
    const created = await api("/api/v1/api-keys", {
      json: { name: "ci" },
      headers: bearer(user.accessToken),
    });
    expect(created.status).toBe(201);
    const key = created.json<{ id: string; key: string; prefix: string }>();
    expect(key.key.startsWith(key.prefix)).toBe(true);

    const listed = await api("/api/v1/api-keys", { headers: bearer(user.accessToken) });
    expect(listed.json()).toEqual({
      api_keys: [
        { id: key.id, name: "ci", prefix: key.prefix, created_at: expect.any(String), last_used_at: null },
      ],
    });
    expect(listed.text).not.toContain(key.key);

    const me = await api("/api/v1/users/me", { headers: { "x-api-key": key.key } });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ id: user.userId });
    const after = await api("/api/v1/api-keys", { headers: bearer(user.accessToken) });
    expect(
      after.json<{ api_keys: Array<{ last_used_at: string | null }> }>().api_keys[0]?.last_used_at,
    ).not.toBeNull();

    const other = await signedInUser("otherkey");
    const foreign = await api(`/api/v1/api-keys/${key.id}`, {
      method: "DELETE",
      headers: bearer(other.accessToken),
    });
    expect(foreign.status).toBe(404);

    await patchUser(admin.accessToken, user.userId, { role: "free" });
    const downgraded = await api("/api/v1/users/me", { headers: { "x-api-key": key.key } });
    expect(downgraded.status).toBe(403);
    await patchUser(admin.accessToken, user.userId, { role: "pro" });

    const revoked = await api(`/api/v1/api-keys/${key.id}`, {
      method: "DELETE",
      headers: bearer(user.accessToken),
    });
    expect(revoked.status).toBe(204);
    const refused = await api("/api/v1/users/me", { headers: { "x-api-key": key.key } });
    expect(refused.status).toBe(401);
    expect(errorCode(refused)).toBe("INVALID_TOKEN");
    expect((await api("/api/v1/users/me", { headers: { "x-api-key": "csk_bogus" } })).status).toBe(401);
  });
});
