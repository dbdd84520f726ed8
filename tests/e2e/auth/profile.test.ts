import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { bucketName, s3 } from "../../../lib/storage/client";
import { bearer, errorCode, errorDetails, login, signedInUser } from "../../helpers/accounts";
import { api } from "../../helpers/api";
import { itemsOwnedBy } from "../../helpers/table";

const me = (token: string, init: { method?: string; json?: unknown } = {}) =>
  api("/api/v1/users/me", { ...init, headers: bearer(token) });

describe("GET /api/v1/users/me", () => {
  it("answers the spec's profile", async () => {
    const user = await signedInUser("profile");
    const response = await me(user.accessToken);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      id: user.userId,
      username: user.email,
      email: user.email,
      first_name: "Ada",
      last_name: "Lovelace",
      organization: "",
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it("answers 401 without a token", async () => {
    const response = await api("/api/v1/users/me");
    expect(response.status).toBe(401);
    expect(errorCode(response)).toBe("INVALID_TOKEN");
  });
});

describe("PUT /api/v1/users/me", () => {
  it("changes the fields and updated_at", async () => {
    const user = await signedInUser("update");
    const before = (await me(user.accessToken)).json<{ updated_at: string; created_at: string }>();
    const response = await me(user.accessToken, {
      method: "PUT",
      json: { first_name: "Augusta", last_name: "King", organization: "Difference Engines" },
    });
    expect(response.status).toBe(200);
    const after = response.json<Record<string, string>>();
    expect(after).toMatchObject({
      first_name: "Augusta",
      last_name: "King",
      organization: "Difference Engines",
    });
    expect(after.created_at).toBe(before.created_at);
    expect(Date.parse(after.updated_at as string)).toBeGreaterThan(Date.parse(before.updated_at));
    expect((await me(user.accessToken)).json()).toEqual(after);
    const signedIn = (await login(user.email)).json<{ user: { name: string } }>();
    expect(signedIn.user.name).toBe("Augusta King");
  });

  it.each([
    ["an unknown field", { role: "admin" }],
    ["no field", {}],
    ["a number", { first_name: 5 }],
    ["an empty first name", { first_name: "  " }],
    ["an overlong organization", { organization: "x".repeat(101) }],
  ])("answers 400 for %s", async (_, json) => {
    const user = await signedInUser("invalid");
    const response = await me(user.accessToken, { method: "PUT", json });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("VALIDATION_ERROR");
  });
});

describe("DELETE /api/v1/users/me", () => {
  it("removes the user and all they own; their tokens are refused afterwards", async () => {
    const user = await signedInUser("delete");
    const second = (await login(user.email)).json<{ access_token: string }>();
    const key = `users/${user.userId}/sources/example.txt`;
    await s3().send(new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: "print('hi')" }));
    expect((await itemsOwnedBy(user.userId)).length).toBeGreaterThan(3);

    const response = await me(user.accessToken, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(response.text).toBe("");

    expect(await itemsOwnedBy(user.userId)).toEqual([]);
    const left = await s3().send(
      new ListObjectsV2Command({ Bucket: bucketName(), Prefix: `users/${user.userId}/` }),
    );
    expect(left.KeyCount ?? 0).toBe(0);
    for (const token of [user.accessToken, second.access_token]) {
      const after = await me(token);
      expect(after.status).toBe(401);
      expect(errorDetails(after).reason).toBe("user_not_found");
    }
    expect(
      (await api("/api/auth/refresh", { method: "POST", headers: { cookie: user.cookie } })).status,
    ).toBe(401);
    expect((await login(user.email)).status).toBe(401);
  });
});
