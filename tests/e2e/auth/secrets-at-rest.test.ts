import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, inject, it } from "vitest";
import { keys } from "../../../lib/accounts/keys";
import { db, tableName } from "../../../lib/db/client";
import { bearer, lastMailTo, signedInUser, tokenFromLink } from "../../helpers/accounts";
import { api, uniqueClientIp } from "../../helpers/api";
import { setAttributes } from "../../helpers/table";

// Every secret a user is handed or chooses, looked for in the whole table and in every function log
// line of this run: none may be stored or logged in clear.

async function wholeTable(): Promise<string> {
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return JSON.stringify(items);
}

describe("secrets at rest and in logs", () => {
  it("keeps passwords, tokens and API keys out of DynamoDB and out of the logs", async () => {
    const password = `Unmistakable-${Date.now()}-Pw9`;
    const user = await signedInUser("secrets", password);
    await setAttributes(keys.profile(user.userId), { role: "pro" });

    const created = await api("/api/v1/api-keys", {
      json: { name: "ci" },
      headers: bearer(user.accessToken),
    });
    expect(created.status).toBe(201);
    const apiKey = created.json<{ key: string }>().key;
    expect((await api("/api/v1/users/me", { headers: { "x-api-key": apiKey } })).status).toBe(200);

    const refreshed = await api("/api/auth/refresh", {
      method: "POST",
      headers: { cookie: user.cookie },
      clientIp: uniqueClientIp(),
    });
    expect(refreshed.status).toBe(200);
    const rotated = refreshed.json<{ access_token: string; refresh_token: string }>();

    expect((await api("/api/auth/password-reset", { json: { email: user.email } })).status).toBe(200);
    const resetToken = tokenFromLink(lastMailTo(user.email, /reset/i).links[0] as string);
    const verificationToken = tokenFromLink(lastMailTo(user.email, /confirm/i).links[0] as string);

    const secrets = {
      password,
      apiKey,
      resetToken,
      verificationToken,
      accessToken: user.accessToken,
      refreshToken: user.refreshToken,
      rotatedAccessToken: rotated.access_token,
      rotatedRefreshToken: rotated.refresh_token,
    };
    // Log lines reach the file as the functions write them; give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const table = await wholeTable();
    const logs = readFileSync(join(inject("stateDir"), "functions.log"), "utf8");
    expect(logs).toContain(user.userId);
    for (const [name, value] of Object.entries(secrets)) {
      expect(table.includes(value), `${name} in the table`).toBe(false);
      expect(logs.includes(value), `${name} in the logs`).toBe(false);
    }
  });
});
