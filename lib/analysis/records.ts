import { randomUUID } from "node:crypto";
import { DeleteCommand, GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { applyBalanceChange } from "../credits/ledger";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { AppError } from "../http/errors";
import {
  type AnalysisRecord,
  type AnalysisStatus,
  analysisIdShape,
  analysisKeys,
  type Stage,
  unfinishedStatuses,
} from "./model";

// Reads and state moves of the analysis record. Every move is a conditional write from the
// status it expects, so a redelivered message, a late stage after a cancel, or two failure
// handlers racing each change the record at most once:
//
//   pending ─claim→ preprocessing ─hand over→ ai_analysis ─hand over→ post_processing ─→ completed
//   any unfinished ─→ failed (with refund) | cancelled (with refund)
//
// A stage run claims the analysis with a lease (lease_token, lease_until), renewed while the run
// lives. Another copy of the same message finds the lease held and does nothing; a retry after a
// crash finds it expired (at most ANALYSIS_STAGE_LEASE_SECONDS after the last renewal) and takes
// over; a run that threw gives it back so its retry can start at once.

export async function getAnalysis(analysisId: string): Promise<AnalysisRecord | undefined> {
  if (!analysisIdShape.test(analysisId)) return undefined;
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: analysisKeys.item(analysisId), ConsistentRead: true }),
  );
  return answer.Item as AnalysisRecord | undefined;
}

/** The analysis, if the caller may see it: 404 when unknown, 403 when another user's (admins read all). */
export async function readableAnalysis(caller: Principal, analysisId: string): Promise<AnalysisRecord> {
  const record = await getAnalysis(analysisId);
  if (!record) throw notFound(analysisId);
  if (record.user_id !== caller.userId && caller.role !== "admin") throw forbidden();
  return record;
}

/** The analysis, if the caller owns it: changes (cancel, delete) are the owner's alone. */
export async function ownedAnalysis(caller: Principal, analysisId: string): Promise<AnalysisRecord> {
  const record = await getAnalysis(analysisId);
  if (!record) throw notFound(analysisId);
  if (record.user_id !== caller.userId) throw forbidden();
  return record;
}

function notFound(analysisId: string): AppError {
  return new AppError("ANALYSIS_NOT_FOUND", "No analysis with this id", {
    details: { analysis_id: analysisId },
  });
}

function forbidden(): AppError {
  return new AppError("FORBIDDEN", "This analysis belongs to another user", {
    details: { reason: "not_owner" },
  });
}

export const stageProgress: Record<Stage, { start: number; end: number }> = {
  preprocessing: { start: 5, end: 30 },
  ai_analysis: { start: 35, end: 80 },
  post_processing: { start: 85, end: 100 },
};

const values = (statuses: readonly AnalysisStatus[]) =>
  Object.fromEntries(statuses.map((status, index) => [`:unfinished${index}`, status]));
const unfinishedList = unfinishedStatuses.map((_, index) => `:unfinished${index}`).join(", ");

export interface Claim {
  record: AnalysisRecord;
  token: string;
}

/** Takes the analysis for a run of `stage`; undefined when it is not this stage's turn (a no-op). */
export async function claimStage(
  stage: Stage,
  analysisId: string,
  now = Date.now(),
): Promise<Claim | undefined> {
  const token = randomUUID();
  const waitingStatus = stage === "preprocessing" ? "pending" : stage;
  try {
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKeys.item(analysisId),
        UpdateExpression:
          "SET #status = :stage, current_stage = :stage, progress = :progress, lease_until = :until, lease_token = :token, updated_at = :now",
        ConditionExpression:
          "(#status = :waiting AND attribute_not_exists(lease_until)) OR (#status = :stage AND lease_until < :epoch)",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":stage": stage,
          ":waiting": waitingStatus,
          ":progress": stageProgress[stage].start,
          ":until": now + config().ANALYSIS_STAGE_LEASE_SECONDS * 1000,
          ":token": token,
          ":now": new Date(now).toISOString(),
          ":epoch": now,
        },
        ReturnValues: "ALL_NEW",
      }),
    );
    return { record: answer.Attributes as AnalysisRecord, token };
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/** Extends a run's lease; false when the run no longer holds the analysis (finished, ended or taken over). */
export function renewLease(stage: Stage, analysisId: string, token: string): Promise<boolean> {
  return updateWhileHeld(stage, analysisId, token, "SET lease_until = :until", {
    ":until": Date.now() + config().ANALYSIS_STAGE_LEASE_SECONDS * 1000,
  });
}

/**
 * Gives the lease back after a failed run, so the retry does not wait for it to expire, and keeps
 * what went wrong (`failure`, a sentence fit for the user) for the failure reason should every
 * retry fail too.
 */
export async function releaseStage(
  stage: Stage,
  analysisId: string,
  token: string,
  failure?: string,
): Promise<void> {
  await updateWhileHeld(
    stage,
    analysisId,
    token,
    failure
      ? "SET lease_until = :zero, last_failure = :failure"
      : "SET lease_until = :zero REMOVE last_failure",
    { ":zero": 0, ...(failure ? { ":failure": failure } : {}) },
  );
}

/** Applies `update` while the run holding `token` still holds the analysis in `stage`; false once it does not. */
async function updateWhileHeld(
  stage: Stage,
  analysisId: string,
  token: string,
  update: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKeys.item(analysisId),
        UpdateExpression: update,
        ConditionExpression: "#status = :stage AND lease_token = :token",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":stage": stage, ":token": token, ...values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Ends this run of `stage`: the record moves to `next` (a stage, or `completed`) with `fields`.
 * False when the run no longer holds the analysis (cancelled, failed or taken over meanwhile).
 */
export async function finishStage(input: {
  stage: Stage;
  analysisId: string;
  token: string;
  next: Stage | "completed";
  elapsedMs: number;
  fields?: Record<string, unknown>;
}): Promise<boolean> {
  const fields: Record<string, unknown> = {
    ...input.fields,
    status: input.next,
    current_stage: input.next,
    progress: input.next === "completed" ? 100 : stageProgress[input.stage].end,
    updated_at: new Date().toISOString(),
  };
  const names: Record<string, string> = { "#stage_ms": "stage_ms", "#stage": input.stage };
  const valueMap: Record<string, unknown> = {
    ":from": input.stage,
    ":token": input.token,
    ":ms": input.elapsedMs,
  };
  const sets = ["#stage_ms.#stage = :ms"];
  Object.entries(fields).forEach(([name, value], index) => {
    names[`#f${index}`] = name;
    valueMap[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
  });
  const removals = [
    "lease_until",
    "lease_token",
    ...(input.next === "completed" ? ["gsi2pk", "gsi2sk"] : []),
  ];
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKeys.item(input.analysisId),
        UpdateExpression: `SET ${sets.join(", ")} REMOVE ${removals.join(", ")}`,
        ConditionExpression: "#status_now = :from AND lease_token = :token",
        ExpressionAttributeNames: { ...names, "#status_now": "status" },
        ExpressionAttributeValues: valueMap,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export interface FailureReason {
  code: string;
  message: string;
}

/**
 * Moves an unfinished analysis to `failed` or `cancelled` and refunds its credits, in one
 * transaction, so the record, the balance and the ledger cannot disagree. False when it had already
 * finished: then nothing changes and nothing is refunded. The condition is the analysis being
 * unfinished: whichever of cancel, the dead-letter handler or the deadline sweep gets there first
 * refunds, exactly once. (The debit is written with the record at create: create-transaction.ts.)
 */
export function endUnfinished(
  record: Pick<AnalysisRecord, "analysis_id" | "user_id" | "credits_used">,
  to: "failed" | "cancelled",
  reason: FailureReason,
): Promise<boolean> {
  const now = new Date().toISOString();
  const finish = {
    Update: {
      TableName: tableName(),
      Key: analysisKeys.item(record.analysis_id),
      UpdateExpression:
        "SET #status = :to, #error = :error, credits_used = :zero, refunded_credits = :amount, updated_at = :now, finished_at = :now REMOVE gsi2pk, gsi2sk, lease_until, lease_token",
      ConditionExpression: `#status IN (${unfinishedList}) AND credits_used = :amount`,
      ExpressionAttributeNames: { "#status": "status", "#error": "error" },
      ExpressionAttributeValues: {
        ...values(unfinishedStatuses),
        ":to": to,
        ":error": reason,
        ":zero": 0,
        ":amount": record.credits_used,
        ":now": now,
      },
    },
  };
  return applyBalanceChange({
    userId: record.user_id,
    type: "refund",
    reference: record.analysis_id,
    // An account deleted meanwhile has no balance to refund into; the analysis still finishes.
    plan: (profile) => ({
      amount: profile ? record.credits_used : 0,
      writes: [{ name: "finish", write: finish }],
      written: () => true,
    }),
    // Finished by someone else first: nothing was written.
    refused: () => ({ done: false }),
  });
}

export async function deleteRecord(analysisId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: analysisKeys.item(analysisId) }));
}
