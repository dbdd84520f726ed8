import { describe, expect, it } from "vitest";
import { api, uniqueClientIp } from "../helpers/api";

describe("the service over HTTP (serverless-offline)", () => {
  it("GET /health answers 200 with the version when the table answers", async () => {
    const response = await api("/health");
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: "ok", version: expect.any(String) });
    expect(response.headers["x-request-id"]).toMatch(/[0-9a-f-]{36}/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("gives each request its own id", async () => {
    const [a, b] = await Promise.all([api("/health"), api("/health")]);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });

  it("answers an unknown route with 404 in the envelope", async () => {
    const response = await api("/api/nothing-here", { method: "POST", json: {} });
    expect(response.status).toBe(404);
    const body = response.json<{ error: { code: string }; request_id: string }>();
    expect(body.error.code).toBe("NOT_FOUND");
    expect(body.request_id).toBe(response.headers["x-request-id"]);
  });

  it("answers a CORS preflight for a configured origin only", async () => {
    const preflight = (origin: string) =>
      api("/health", {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "GET" },
      });
    const allowed = await preflight("https://app.example.test");
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://app.example.test");
    const foreign = await preflight("https://evil.example");
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves the OpenAPI document", async () => {
    const response = await api("/openapi.json");
    expect(response.status).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/health");
  });

  it("sees the caller's socket address as its source address", async () => {
    // Other suites rely on this to act as distinct clients; a failure here explains theirs.
    const response = await api("/health", { clientIp: uniqueClientIp() });
    expect(response.status).toBe(200);
  });
});
