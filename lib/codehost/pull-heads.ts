import { DeleteCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { codehostKeys } from "./model";

// One analysis per pull request head. The code host sends several deliveries for one head (`opened`
// and a `synchronize` milliseconds apart, `reopened`, redeliveries under new ids); the first to
// write the head's claim starts its analysis and the others stop. The claim's states:
//   absent → claimed (delivery_id, claimed_at) → analysed (analysis_id)
// A delivery retried after a crash holds its own claim and carries on, as does any delivery once a
// claim has stood unfinished past `staleAfterMs` (its holder died before starting the analysis).
// A claim whose analysis could not start (no credits) is let go, so a later delivery may try again.

const staleAfterMs = 15 * 60 * 1000;

export interface PullHead {
  projectId: string;
  number: number;
  sha: string;
}

/** True when this delivery holds the head's claim, and so starts its analysis. */
export async function claimPullHead(head: PullHead, deliveryId: string): Promise<boolean> {
  const now = Date.now();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...codehostKeys.pullHead(head.projectId, head.number, head.sha),
          delivery_id: deliveryId,
          claimed_at: new Date(now).toISOString(),
        },
        ConditionExpression:
          "attribute_not_exists(pk) OR delivery_id = :delivery OR (attribute_not_exists(analysis_id) AND claimed_at < :stale)",
        ExpressionAttributeValues: {
          ":delivery": deliveryId,
          ":stale": new Date(now - staleAfterMs).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function recordPullHeadAnalysis(head: PullHead, deliveryId: string, analysisId: string) {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: codehostKeys.pullHead(head.projectId, head.number, head.sha),
        UpdateExpression: "SET analysis_id = :analysis",
        ConditionExpression: "delivery_id = :delivery",
        ExpressionAttributeValues: { ":analysis": analysisId, ":delivery": deliveryId },
      }),
    )
    .catch((error: unknown) => {
      // Taken over as stale meanwhile: the analysis started all the same.
      if (!isConditionFailed(error)) throw error;
    });
}

/** Lets the claim go when its analysis could not start. */
export async function releasePullHead(head: PullHead, deliveryId: string): Promise<void> {
  await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: codehostKeys.pullHead(head.projectId, head.number, head.sha),
        ConditionExpression: "delivery_id = :delivery AND attribute_not_exists(analysis_id)",
        ExpressionAttributeValues: { ":delivery": deliveryId },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}
