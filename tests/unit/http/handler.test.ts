import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { httpHandler } from "../../../lib/auth/http-handler";
import { AppError } from "../../../lib/http/errors";
import { createHttpHandler } from "../../../lib/http/handler";
import { HttpResult } from "../../../lib/http/response";
import { defineRoute } from "../../../lib/http/route";
import { httpEvent, invoke } from "../../helpers/http-event";

const echoRoute = defineRoute({
  operationId: "echo",
  method: "POST",
  path: "/echo",
  summary: "echo",
  tag: "test",
  auth: "public",
  bodyTypes: ["json", "form"],
  body: v.object({ name: v.pipe(v.string(), v.minLength(2)), count: v.optional(v.number()) }),
  query: v.object({ verbose: v.optional(v.picklist(["yes", "no"])) }),
  successStatus: 201,
});

const echo = httpHandler(echoRoute, async ({ body, query }) => ({
  name: body.name,
  verbose: query.verbose ?? "no",
}));

const json = (body: unknown, headers: Record<string, string> = {}) =>
  httpEvent({
    method: "POST",
    path: "/echo",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("the handler factory", () => {
  it("parses and validates a JSON body and answers with the route's status", async () => {
    const response = await invoke(echo, json({ name: "alice" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: "alice", verbose: "no" });
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("parses a form-encoded body", async () => {
    const event = httpEvent({
      method: "POST",
      path: "/echo",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=bob",
      query: { verbose: "yes" },
    });
    const response = await invoke(echo, event);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ name: "bob", verbose: "yes" });
  });

  it("names every offending field in a 400 envelope", async () => {
    const response = await invoke(echo, json({ name: "a", count: "three" }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as {
      error: { code: string; details: { fields: Array<{ field: string }> } };
    };
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.details.fields.map((f) => f.field).sort()).toEqual(["body.count", "body.name"]);
  });

  it("rejects a bad query parameter", async () => {
    const event = json({ name: "alice" });
    event.queryStringParameters = { verbose: "maybe" };
    const response = await invoke(echo, event);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("query.verbose");
  });

  it("answers 400 for malformed JSON and for a missing body", async () => {
    const malformed = httpEvent({
      method: "POST",
      path: "/echo",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect((await invoke(echo, malformed)).statusCode).toBe(400);
    const empty = httpEvent({
      method: "POST",
      path: "/echo",
      headers: { "content-type": "application/json" },
    });
    expect((await invoke(echo, empty)).statusCode).toBe(400);
  });

  it("refuses a content type the route does not take", async () => {
    const event = httpEvent({
      method: "POST",
      path: "/echo",
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    const response = await invoke(echo, event);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  });

  it("answers 413 in the envelope for an oversized body", async () => {
    const response = await invoke(echo, json({ name: "x".repeat(7 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect((response.json() as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("keeps an expected error's code, status, details and headers", async () => {
    const limited = httpHandler(echoRoute, async () => {
      throw new AppError("RATE_LIMIT_EXCEEDED", "Too many", {
        details: { limit: 3 },
        headers: { "Retry-After": "60" },
      });
    });
    const response = await invoke(limited, json({ name: "alice" }));
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("60");
    expect(response.json()).toMatchObject({ error: { code: "RATE_LIMIT_EXCEEDED", details: { limit: 3 } } });
  });

  it("turns an unexpected failure into INTERNAL_ERROR without leaking it", async () => {
    const broken = httpHandler(echoRoute, async () => {
      throw new Error("secret database detail at /var/task/lib/db.ts:12");
    });
    const response = await invoke(broken, json({ name: "alice" }));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("secret database detail");
    expect(response.body).not.toContain("/var/task");
    expect(response.json()).toMatchObject({ error: { code: "INTERNAL_ERROR" } });
  });

  it("stamps the request id on success and failure, in the header and the envelope", async () => {
    const ok = await invoke(echo, json({ name: "alice" }));
    expect(ok.headers["x-request-id"]).toMatch(/[0-9a-f-]{36}/);
    const failed = await invoke(echo, json({}));
    const body = failed.json() as { request_id: string };
    expect(body.request_id).toBe(failed.headers["x-request-id"]);
  });

  it("sends security headers and no-store caching", async () => {
    const response = await invoke(echo, json({ name: "alice" }));
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=31536000; includeSubDomains/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("allows only configured origins for CORS", async () => {
    const allowed = await invoke(echo, json({ name: "alice" }, { origin: "https://app.example.test" }));
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://app.example.test");
    const foreign = await invoke(echo, json({ name: "alice" }, { origin: "https://evil.example" }));
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("shapes redirects, cookies and empty responses", async () => {
    const redirecting = httpHandler(
      echoRoute,
      async () =>
        new HttpResult(302, undefined, { Location: "https://example.test/next" }, ["a=b; Secure; HttpOnly"]),
    );
    const response = await invoke(redirecting, json({ name: "alice" }));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("https://example.test/next");
    expect(response.cookies).toEqual(["a=b; Secure; HttpOnly"]);
    expect(response.body).toBe("");
  });
});

describe("the authorizer handed to the factory", () => {
  const protectedRoute = defineRoute({
    operationId: "whoAmI",
    method: "GET",
    path: "/who-am-i",
    summary: "who am I",
    tag: "test",
    auth: "user",
    roles: ["admin"],
    successStatus: 200,
  });
  const publicRoute = { ...protectedRoute, operationId: "hello", auth: "public" as const };

  it("asks it about every protected route, with the route's rules, and hands its caller on", async () => {
    const asked: unknown[] = [];
    const factory = createHttpHandler(async (_event, route) => {
      asked.push(route.roles);
      return { name: "ada" };
    });
    const whoAmI = factory(protectedRoute, async ({ principal }) => ({ name: principal.name }));
    const response = await invoke(whoAmI, httpEvent({ path: "/who-am-i" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: "ada" });
    expect(asked).toEqual([["admin"]]);
    const hello = factory(publicRoute, async ({ principal }) => ({ principal: principal ?? null }));
    expect((await invoke(hello, httpEvent({ path: "/who-am-i" }))).json()).toEqual({ principal: null });
    expect(asked).toHaveLength(1);
  });

  it("answers its refusal in the envelope before reading the input", async () => {
    const refusing = createHttpHandler(async () => {
      throw new AppError("FORBIDDEN", "Not you", { details: { reason: "insufficient_role" } });
    });
    // An empty body would be a 400 if the input were read first.
    const response = await invoke(
      refusing({ ...echoRoute, auth: "user" as const }, async () => ({})),
      json({}),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { code: "FORBIDDEN", details: { reason: "insufficient_role" } },
    });
  });

  it("is the service's credential check in the service's factory", async () => {
    const whoAmI = httpHandler(protectedRoute, async ({ principal }) => ({ id: principal.userId }));
    const response = await invoke(whoAmI, httpEvent({ path: "/who-am-i" }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { code: "INVALID_TOKEN", details: { reason: "missing_credentials" } },
    });
  });
});
