import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import * as v from "valibot";
import { keys } from "../accounts/keys";
import type { Principal } from "../auth/principal";
import { db, tableName } from "../db/client";
import { AppError } from "../http/errors";
import { endpointsOf } from "./endpoints";
import { DeliveryView } from "./routes";

// What became of each notice sent to an endpoint, as a hosted service shows its webhook
// deliveries: one record per analysis and event, with every attempt's answer.

/** A delivery record lives this long (the table's TTL removes it), which also bounds a listing's reads. */
export const DELIVERY_RETENTION_SECONDS = 30 * 24 * 3600;
const LISTED = 100;

export const deliverySkPrefix = (endpointId: string) => `NOTICE_DELIVERY#${endpointId}#`;

/** The endpoint's most recent deliveries, newest first; 404 for an endpoint the caller does not have. */
export async function listDeliveries(
  caller: Principal,
  endpointId: string,
): Promise<{ deliveries: DeliveryView[] }> {
  const endpoints = await endpointsOf(caller.userId);
  if (!endpoints.some((endpoint) => endpoint.id === endpointId))
    throw new AppError("NOT_FOUND", "No webhook with this id");
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: {
          ":pk": keys.profile(caller.userId).pk,
          ":prefix": deliverySkPrefix(endpointId),
        },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  // The TTL removes records some time after they expire: an expired one is not shown meanwhile.
  const now = Math.floor(Date.now() / 1000);
  const views = items
    .filter((item) => typeof item.ttl !== "number" || item.ttl > now)
    .flatMap((item) => {
      const [, , analysisId, event] = String(item.sk).split("#");
      const view = v.safeParse(DeliveryView, {
        analysis_id: analysisId,
        event,
        status: item.status,
        attempts: item.attempts ?? [],
        updated_at: item.updated_at,
      });
      return view.success ? [view.output] : [];
    });
  views.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { deliveries: views.slice(0, LISTED) };
}
