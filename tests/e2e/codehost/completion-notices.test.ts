import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keys } from "../../../lib/accounts/keys";
import { bearer, type SignedIn, signedInUser } from "../../helpers/accounts";
import { created, pasted, setBalance, submit, waitForAnalysis } from "../../helpers/analysis";
import { api } from "../../helpers/api";
import { waitFor } from "../../helpers/codehost";
import { getItem } from "../../helpers/table";

// Completion notices to a receiver on this machine (loopback http is allowed in the test stack,
// as for local development): signed over timestamp and body, retried with backoff, every attempt
// recorded; addresses in private ranges refused at registration.

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function receiver(failFirst: number): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (failures < failFirst) {
        failures += 1;
        response.writeHead(503).end();
        return;
      }
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notices`,
        received,
      }),
    ),
  );
}

async function register(user: SignedIn, url: string) {
  return api("/api/v1/webhooks", {
    headers: bearer(user.accessToken),
    json: { url, events: ["analysis.completed", "analysis.failed"] },
  });
}

describe("completion notices", () => {
  let user: SignedIn;
  const servers: Server[] = [];

  beforeAll(async () => {
    user = await signedInUser("notices");
    await setBalance(user.userId, 1000);
  }, 60_000);

  afterAll(() => {
    for (const server of servers) server.close();
  });

  it("delivers a signed notice that the receiver can verify", async () => {
    const target = await receiver(0);
    servers.push(target.server);
    const registered = await register(user, target.url);
    expect(registered.status, registered.text).toBe(201);
    const { id, secret } = registered.json<{ id: string; secret: string }>();
    const listed = await api("/api/v1/webhooks", { headers: bearer(user.accessToken) });
    expect(listed.text).not.toContain(secret);
    expect(listed.json<{ webhooks: Array<{ id: string }> }>().webhooks.map((hook) => hook.id)).toContain(id);

    const analysisId = await created(await submit(user, pasted()));
    await waitForAnalysis(user, analysisId);
    const notice = await waitFor("the notice", async () =>
      target.received.find((item) => item.body.includes(analysisId)),
    );
    const signature = String(notice.headers["x-code-security-signature"]);
    const [, timestamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(v1).toBe(createHmac("sha256", secret).update(`${timestamp}.${notice.body}`).digest("hex"));
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(300);
    const body = JSON.parse(notice.body) as Record<string, unknown>;
    expect(body).toMatchObject({ event: "analysis.completed", analysis_id: analysisId, status: "completed" });
    expect(typeof body.security_score).toBe("number");
    expect(body.severity_counts).toHaveProperty("high");

    expect(
      (await api(`/api/v1/webhooks/${id}`, { method: "DELETE", headers: bearer(user.accessToken) })).status,
    ).toBe(204);
  }, 90_000);

  it("retries a receiver that fails twice: delivered once, three attempts recorded", async () => {
    const other = await signedInUser("notices-retry");
    await setBalance(other.userId, 1000);
    const target = await receiver(2);
    servers.push(target.server);
    const registered = await register(other, target.url);
    const { id } = registered.json<{ id: string }>();
    const analysisId = await created(await submit(other, pasted()));
    await waitForAnalysis(other, analysisId);
    await waitFor(
      "the delivery",
      async () => target.received.find((item) => item.body.includes(analysisId)),
      60_000,
    );
    const record = await waitFor("the delivered record", async () => {
      const item = await getItem({
        pk: keys.profile(other.userId).pk,
        sk: `NOTICE_DELIVERY#${id}#${analysisId}#analysis.completed`,
      });
      return item?.status === "delivered" ? item : undefined;
    });
    expect(
      (record.attempts as Array<{ status_code?: number }>).map((attempt) => attempt.status_code),
    ).toEqual([503, 503, 204]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(target.received.filter((item) => item.body.includes(analysisId))).toHaveLength(1);
    // Kept 30 days, then removed by the table's TTL.
    expect(Number(record.ttl) - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);

    const log = await api(`/api/v1/webhooks/${id}/deliveries`, { headers: bearer(other.accessToken) });
    expect(log.status, log.text).toBe(200);
    const [delivery] = log.json<{
      deliveries: Array<{
        analysis_id: string;
        event: string;
        status: string;
        attempts: Array<{ status_code?: number }>;
      }>;
    }>().deliveries;
    expect(delivery).toMatchObject({
      analysis_id: analysisId,
      event: "analysis.completed",
      status: "delivered",
    });
    expect(delivery?.attempts.map((attempt) => attempt.status_code)).toEqual([503, 503, 204]);
    const stranger = await api(`/api/v1/webhooks/${id}/deliveries`, { headers: bearer(user.accessToken) });
    expect(stranger.status).toBe(404);
    expect(stranger.json<{ error: { code: string } }>().error.code).toBe("NOT_FOUND");
  }, 90_000);

  it("refuses URLs on private, link-local and metadata addresses, and plain http elsewhere", async () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data",
      "https://10.0.0.5/hook",
      "https://192.168.1.20/hook",
      "https://[fd00:ec2::254]/hook",
      "http://203.0.113.9/hook",
      "ftp://example.com/hook",
    ]) {
      const response = await register(user, url);
      expect(response.status, url).toBe(400);
      expect(response.text).toContain("body.url");
    }
  });
});
