import { queryItems } from "../../db/query";
import { log } from "../../log";
import { announceAnalysisEnded } from "../../queue/codehost-messages";
import { type AnalysisRecord, analysisKeys, type Stage } from "../model";
import { endUnfinished, getAnalysis } from "../records";

// The two ways an analysis fails without a stage deciding it: its message exhausted its retries
// (the dead-letter queue), or it passed its deadline (the sweep). Both refund, exactly once.

/** For a message in a stage's dead-letter queue: fails the analysis if it is still in that stage. */
export async function failAfterRetries(stage: Stage, analysisId: string): Promise<boolean> {
  const record = await getAnalysis(analysisId);
  const waiting = stage === "preprocessing" ? ["pending", "preprocessing"] : [stage];
  if (!record || !waiting.includes(record.status)) return false;
  // A run that still holds its lease is working on it: that run finishes or fails it.
  if ((record.lease_until ?? 0) > Date.now()) return false;
  const failed = await endUnfinished(record, "failed", {
    code: "PROCESSING_FAILED",
    message: record.last_failure
      ? `The ${stage} stage failed repeatedly. ${record.last_failure}. The credits were refunded`
      : `The ${stage} stage failed repeatedly; the credits were refunded`,
  });
  if (failed) {
    log.warn("analysis failed after retries", { analysis_id: analysisId, stage });
    await announceAnalysisEnded(analysisId);
  }
  return failed;
}

/** Fails every unfinished analysis whose deadline has passed; returns how many. */
export async function expireOverdueAnalyses(now = new Date()): Promise<number> {
  let expired = 0;
  for (let shard = 0; shard < analysisKeys.openShards; shard += 1) {
    for await (const item of queryItems<Pick<AnalysisRecord, "analysis_id" | "user_id" | "credits_used">>({
      IndexName: "gsi2",
      KeyConditionExpression: "gsi2pk = :pk AND gsi2sk < :now",
      ExpressionAttributeValues: { ":pk": analysisKeys.openPk(shard), ":now": now.toISOString() },
      ProjectionExpression: "analysis_id, user_id, credits_used",
    })) {
      const ended = await endUnfinished(item, "failed", {
        code: "ANALYSIS_TIMEOUT",
        message: "The analysis did not finish before its deadline; the credits were refunded",
      });
      if (ended) {
        expired += 1;
        await announceAnalysisEnded(item.analysis_id);
      }
    }
  }
  if (expired > 0) log.warn("analyses failed past their deadline", { count: expired });
  return expired;
}
