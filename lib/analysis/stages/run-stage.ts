import { config } from "../../config";
import { describeError, log } from "../../log";
import { announceAnalysisEnded } from "../../queue/codehost-messages";
import { startHeartbeat } from "../../queue/heartbeat";
import { deleteObjectsUnder } from "../../storage/delete-objects";
import { StorageError } from "../../storage/errors";
import { type AnalysisRecord, analysisObjects, type Stage } from "../model";
import {
  type Claim,
  claimStage,
  endUnfinished,
  finishStage,
  getAnalysis,
  releaseStage,
  renewLease,
} from "../records";
import { SourceRejected } from "../sources/archive";
import { sendStageMessage } from "./messages";

// One run of a pipeline stage for one analysis: claim it (or skip: not this stage's turn, or
// another run holds it), do the work while renewing the claim's lease, hand it to the next stage
// and queue that stage's message.
// A source that cannot be analysed fails the analysis at once, with its reason and a refund;
// any other error gives the claim back and lets SQS retry, and after the last retry the
// dead-letter handler fails and refunds it.

const nextStage: Record<Stage, Stage | "completed"> = {
  preprocessing: "ai_analysis",
  ai_analysis: "post_processing",
  post_processing: "completed",
};

/** What a stage writes onto the record when it finishes. */
export type StageWork = (record: AnalysisRecord) => Promise<Record<string, unknown>>;

export async function runStage(stage: Stage, analysisId: string, work: StageWork): Promise<void> {
  const outcome = await claimOrWait(stage, analysisId);
  if (!("claim" in outcome)) {
    if (await requeueHandedOver(stage, outcome.record)) return;
    log.info("stage skipped: the analysis is not waiting for it", { analysis_id: analysisId, stage });
    return;
  }
  const { claim } = outcome;
  const leaseMs = config().ANALYSIS_STAGE_LEASE_SECONDS * 1000;
  const stopRenewing = startHeartbeat(leaseMs / 3, async () => {
    await renewLease(stage, analysisId, claim.token);
  });
  try {
    await runClaimed(stage, analysisId, claim, work);
  } finally {
    stopRenewing();
  }
}

/**
 * Claims the analysis for this stage. When another run holds it, waits once for that lease to run
 * out: a run that died (a crashed worker) stops renewing it, and this message takes over at once
 * instead of going back to the queue, where quick retries would spend its receives while the dead
 * run's lease still blocks it. A lease still held after the wait belongs to a live run.
 */
async function claimOrWait(
  stage: Stage,
  analysisId: string,
): Promise<{ claim: Claim } | { record: AnalysisRecord | undefined }> {
  const claim = await claimStage(stage, analysisId);
  if (claim) return { claim };
  const record = await getAnalysis(analysisId);
  const heldUntil = leaseHeldUntil(stage, record);
  if (heldUntil === undefined) return { record };
  log.info("stage waits for another run's lease", { analysis_id: analysisId, stage, until: heldUntil });
  // At most one lease's length: a lease set further ahead (a longer setting before) is not waited out.
  const waitMs = Math.min(heldUntil - Date.now(), config().ANALYSIS_STAGE_LEASE_SECONDS * 1000);
  await new Promise((resolve) => setTimeout(resolve, waitMs + 250));
  const retried = await claimStage(stage, analysisId);
  if (retried) {
    log.warn("stage taken over from a run that stopped", { analysis_id: analysisId, stage });
    return { claim: retried };
  }
  const after = await getAnalysis(analysisId);
  if (leaseHeldUntil(stage, after) !== undefined) {
    // Another run holds it and is alive: try again later, in case that run dies without finishing.
    throw new Error(`The ${stage} stage of ${analysisId} is running elsewhere`);
  }
  return { record: after };
}

/**
 * A run that handed the analysis to the next stage and died before queueing that stage's message
 * left it waiting for a message nobody sent: this stage's redelivered message sends it. A copy
 * too many does no harm, since the next stage's claim lets one run through.
 */
async function requeueHandedOver(stage: Stage, record: AnalysisRecord | undefined): Promise<boolean> {
  const next = nextStage[stage];
  if (next === "completed") return false;
  // The hand-over removes the lease; the next stage's claim sets it again.
  if (record?.status !== next || record.lease_until !== undefined) return false;
  log.warn("stage found handed over but not queued; queueing the next stage", {
    analysis_id: record.analysis_id,
    stage,
    next,
  });
  await sendStageMessage(next, record.analysis_id);
  return true;
}

/** When a run of this stage holds the analysis (as just read), the time its lease runs out. */
function leaseHeldUntil(stage: Stage, record: AnalysisRecord | undefined): number | undefined {
  const until = record?.status === stage ? (record.lease_until ?? 0) : 0;
  return until > Date.now() ? until : undefined;
}

async function runClaimed(stage: Stage, analysisId: string, claim: Claim, work: StageWork): Promise<void> {
  const started = Date.now();
  const next = nextStage[stage];
  let moved: boolean;
  try {
    const fields = await work(claim.record);
    moved = await finishStage({
      stage,
      analysisId,
      token: claim.token,
      next,
      elapsedMs: Date.now() - started,
      fields,
    });
  } catch (error) {
    if (error instanceof SourceRejected) {
      log.info("source rejected", { analysis_id: analysisId, stage, reason: error.message });
      if (await endUnfinished(claim.record, "failed", { code: "INVALID_SOURCE", message: error.message })) {
        await announceAnalysisEnded(analysisId);
      }
      return;
    }
    log.warn("stage failed", { analysis_id: analysisId, stage, ...describeError(error) });
    await releaseStage(
      stage,
      analysisId,
      claim.token,
      error instanceof StorageError ? error.message : undefined,
    );
    throw error;
  }
  if (!moved) {
    // Cancelled, failed or deleted while this stage ran: its output is not wanted.
    log.info("analysis changed while the stage ran; its result is dropped", {
      analysis_id: analysisId,
      stage,
    });
    if (!(await getAnalysis(analysisId))) {
      await deleteObjectsUnder(
        analysisObjects.prefix(claim.record.user_id, analysisId),
        "an analysis's objects",
      );
    }
    return;
  }
  log.info("stage finished", { analysis_id: analysisId, stage, ms: Date.now() - started });
  if (next !== "completed") await sendStageMessage(next, analysisId);
  else await announceAnalysisEnded(analysisId);
}
