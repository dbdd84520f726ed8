import type { LocalFunction } from "./function-processes";
import { deployedName, type FunctionEvent, type ServiceDefinition } from "./service-definition";

// Stands in for the EventBridge schedules of serverless.yml on the local stack: each function with
// a `schedule: rate(...)` event is invoked at that rate (the deadline sweep, the purchase
// reconciler, the webhook redelivery), as its own process like the queue functions.

export interface ScheduledFunction extends LocalFunction {
  everyMs: number;
}

const units: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** `rate(5 minutes)` → 300000; undefined for anything else (cron expressions are not run locally). */
export function rateMs(expression: string): number | undefined {
  const match = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression.trim());
  const unit = match && units[match[2] as string];
  return match && unit ? Number(match[1]) * unit : undefined;
}

function ratesOf(event: FunctionEvent): string[] {
  const schedule = event.schedule;
  if (!schedule) return [];
  if (typeof schedule === "string") return [schedule];
  if (schedule.enabled === false) return [];
  return Array.isArray(schedule.rate) ? schedule.rate : [schedule.rate];
}

export function scheduledFunctions(definition: ServiceDefinition, stage: string): ScheduledFunction[] {
  return Object.entries(definition.functions).flatMap(([key, fn]) =>
    (fn.events ?? []).flatMap(ratesOf).flatMap((rate) => {
      const everyMs = rateMs(rate);
      return everyMs ? [{ name: deployedName(definition, stage, key), definition: fn, everyMs }] : [];
    }),
  );
}

export function startSchedules(
  scheduled: ScheduledFunction[],
  invoke: (functionName: string, event: unknown) => Promise<unknown>,
  log?: (line: string) => void,
): { stop(): void } {
  const timers = scheduled.map((fn) =>
    setInterval(() => {
      const event = {
        source: "aws.events",
        "detail-type": "Scheduled Event",
        time: new Date().toISOString(),
      };
      invoke(fn.name, event).catch((error: unknown) =>
        log?.(`${fn.name} (scheduled) failed: ${(error as Error).message}`),
      );
    }, fn.everyMs),
  );
  return { stop: () => timers.forEach(clearInterval) };
}
