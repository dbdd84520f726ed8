import { afterEach, describe, expect, it, vi } from "vitest";
import { httpEvent, invoke } from "../helpers/http-event";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function freshHealthHandler() {
  vi.resetModules();
  return (await import("../../functions/http/health")).handler;
}

describe("GET /health against DynamoDB Local", () => {
  it("answers 200 when the table answers", async () => {
    const response = await invoke(await freshHealthHandler(), httpEvent({ path: "/health" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("answers 503 in the envelope when the table does not", async () => {
    vi.stubEnv("TABLE_NAME", "no-such-table");
    const response = await invoke(await freshHealthHandler(), httpEvent({ path: "/health" }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: "SERVICE_UNAVAILABLE" } });
  });
});
