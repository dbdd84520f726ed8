import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { httpHandler } from "../../../lib/auth/http-handler";
import { config } from "../../../lib/config";
import { defineRoute } from "../../../lib/http/route";
import { isCrossSiteRequest } from "../../../lib/http/same-site";
import { httpEvent, invoke } from "../../helpers/http-event";

// The same-site check: the browser's Sec-Fetch-Site first, then the Origin against the allowed
// origins. The unit environment allows https://app.example.test and serves http://localhost:3000.

const allowed = new Set(["http://localhost:3000", "https://app.example.test"]);

describe("isCrossSiteRequest", () => {
  it("accepts what the browser calls same-origin, from any host name or port", () => {
    for (const origin of ["http://127.0.0.1:4000", "http://localhost:4000", "https://elsewhere.test"]) {
      expect(isCrossSiteRequest({ "sec-fetch-site": "same-origin", origin }, allowed)).toBe(false);
    }
    expect(isCrossSiteRequest({ "sec-fetch-site": "Same-Origin" }, allowed)).toBe(false);
  });

  it("refuses cross-site requests, even from an allowed origin", () => {
    expect(isCrossSiteRequest({ "sec-fetch-site": "cross-site" }, allowed)).toBe(true);
    expect(
      isCrossSiteRequest({ "sec-fetch-site": "cross-site", origin: "https://app.example.test" }, allowed),
    ).toBe(true);
  });

  it("takes a same-site sibling only from an allowed origin", () => {
    expect(
      isCrossSiteRequest({ "sec-fetch-site": "same-site", origin: "https://app.example.test" }, allowed),
    ).toBe(false);
    // Another server on the same host is same-site (sites ignore ports) but not ours.
    expect(
      isCrossSiteRequest({ "sec-fetch-site": "same-site", origin: "http://localhost:3005" }, allowed),
    ).toBe(true);
  });

  it("takes a user-started request unless it names a foreign origin", () => {
    expect(isCrossSiteRequest({ "sec-fetch-site": "none" }, allowed)).toBe(false);
    expect(isCrossSiteRequest({ "sec-fetch-site": "none", origin: "null" }, allowed)).toBe(true);
  });

  it("judges by the Origin alone when the browser sends no Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest({}, allowed)).toBe(false);
    expect(isCrossSiteRequest({ origin: "http://localhost:3000" }, allowed)).toBe(false);
    expect(isCrossSiteRequest({ origin: "https://evil.example" }, allowed)).toBe(true);
  });
});

describe("a same-site-only route", () => {
  const route = defineRoute({
    operationId: "sameSiteEcho",
    method: "POST",
    path: "/same-site",
    summary: "same-site echo",
    tag: "test",
    auth: "public",
    sameSiteOnly: true,
    body: v.object({ name: v.string() }),
    successStatus: 200,
  });
  const handler = httpHandler(route, async ({ body }) => ({ name: body.name }));
  const post = (headers: Record<string, string>) =>
    invoke(
      handler,
      httpEvent({
        method: "POST",
        path: "/same-site",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ name: "ada" }),
      }),
    );

  it("answers a same-origin page on an address outside the configuration", async () => {
    const response = await post({ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:4000" });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a cross-site page and a foreign origin with 403 cross_site_request", async () => {
    const refused: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://evil.app.example.test" },
    ];
    for (const headers of refused) {
      const response = await post(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: { code: "FORBIDDEN", details: { reason: "cross_site_request" } },
      });
    }
  });

  it("trusts the public address and the allowed origins without Sec-Fetch-Site", async () => {
    // The public address is the environment's (the integration stack's when both projects run).
    const publicOrigin = new URL(config().PUBLIC_BASE_URL).origin;
    expect((await post({ origin: publicOrigin })).statusCode).toBe(200);
    expect((await post({ origin: "https://app.example.test" })).statusCode).toBe(200);
  });
});
