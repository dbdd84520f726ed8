import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { codeHost, type HookDelivery } from "../adapters/codehost/codehost";
import { db, tableName } from "../db/client";
import { log } from "../log";
import { codehostKeys } from "./model";

// The code host never retries a failed webhook delivery on its own, so a scheduled job asks it to.
// Each run reads the app's delivery log of the last three days (as far back as the host allows a
// redelivery) and redelivers every delivery whose attempts all failed for want of an answer (no
// connection, a timeout or a 5xx). A 4xx is our considered refusal (bad signature, unusable
// payload) and is never repeated. A delivery the webhook has accepted (its record exists) is
// skipped, and one already tried `maxAttempts` times is left alone: a payload that always fails
// must not be sent forever. The run keeps no state of its own; two runs at once may ask for the
// same delivery twice, which the webhook's per-delivery record makes harmless.

const windowMs = 3 * 24 * 3600 * 1000;
const maxAttempts = 5;
const maxPerRun = 100;

export interface RedeliveryRun {
  failed: number;
  redelivered: number;
  gaveUp: number;
}

export async function redeliverFailedDeliveries(now = new Date()): Promise<RedeliveryRun> {
  const host = codeHost();
  const deliveries = await host.hookDeliveries(new Date(now.getTime() - windowMs));
  const run: RedeliveryRun = { failed: 0, redelivered: 0, gaveUp: 0 };
  for (const attempts of failedGroups(deliveries)) {
    const [newest] = attempts;
    if (!newest || (await accepted(newest.guid))) continue;
    run.failed += 1;
    if (attempts.length >= maxAttempts) {
      run.gaveUp += 1;
      continue;
    }
    if (run.redelivered >= maxPerRun) continue;
    try {
      await host.redeliver(newest.id);
      run.redelivered += 1;
    } catch (error) {
      log.warn("code-host redelivery refused", { guid: newest.guid, error: (error as Error).message });
    }
  }
  log.info("code-host redelivery run", { ...run });
  return run;
}

/** The attempts of each delivery that never got an answer, newest attempt first. */
function failedGroups(deliveries: HookDelivery[]): HookDelivery[][] {
  const byGuid = new Map<string, HookDelivery[]>();
  for (const delivery of deliveries) {
    const group = byGuid.get(delivery.guid) ?? [];
    group.push(delivery);
    byGuid.set(delivery.guid, group);
  }
  return [...byGuid.values()]
    .filter((group) => group.every((attempt) => unanswered(attempt.statusCode)))
    .map((group) => group.sort((a, b) => b.deliveredAt.localeCompare(a.deliveredAt) || b.id - a.id));
}

function unanswered(statusCode: number): boolean {
  return statusCode === 0 || statusCode >= 500;
}

async function accepted(guid: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: codehostKeys.delivery(guid), ConsistentRead: true }),
  );
  return Item !== undefined;
}
