import { describe, expect, it } from "vitest";
import { rateMs, scheduledFunctions } from "../../../scripts/local/schedules";
import type { ServiceDefinition } from "../../../scripts/local/service-definition";

describe("local schedules", () => {
  it("reads rate expressions in minutes, hours and days, and nothing else", () => {
    expect(rateMs("rate(5 minutes)")).toBe(300_000);
    expect(rateMs("rate(1 minute)")).toBe(60_000);
    expect(rateMs("rate(2 hours)")).toBe(7_200_000);
    expect(rateMs("rate(1 day)")).toBe(86_400_000);
    expect(rateMs("cron(0 12 * * ? *)")).toBeUndefined();
    expect(rateMs("rate(five minutes)")).toBeUndefined();
  });

  it("runs each enabled schedule of each function, under the function's deployed name", () => {
    const definition = {
      service: "svc",
      provider: { stage: "local", environment: {} },
      resources: { Resources: {} },
      functions: {
        sweep: { handler: "functions/schedule/sweep.handler", events: [{ schedule: "rate(5 minutes)" }] },
        named: {
          handler: "functions/schedule/named.handler",
          name: "custom-name",
          events: [{ schedule: { rate: ["rate(1 hour)", "rate(1 day)"] } }],
        },
        off: {
          handler: "functions/schedule/off.handler",
          events: [{ schedule: { rate: "rate(1 minute)", enabled: false } }],
        },
        api: { handler: "functions/http/health.handler", events: [{ httpApi: "*" }] },
      },
    } satisfies ServiceDefinition;
    expect(scheduledFunctions(definition, "local").map(({ name, everyMs }) => [name, everyMs])).toEqual([
      ["svc-local-sweep", 300_000],
      ["custom-name", 3_600_000],
      ["custom-name", 86_400_000],
    ]);
  });
});
