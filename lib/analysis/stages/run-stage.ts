import { describeError, log } from "../../log";
import { announceAnalysisEnded } from "../../queue/codehost-messages";
import { type AnalysisRecord, analysisObjects, type Stage } from "../model";
import { deletePrefix } from "../objects";
import { claimStage, endUnfinished, finishStage, getAnalysis, releaseStage } from "../records";
import { SourceRejected } from "../sources/archive";
import { sendStageMessage } from "./messages";

// One run of a pipeline stage for one analysis: claim it (or skip: not this stage's turn, or
// another run holds it), do the work, hand it to the next stage and queue that stage's message.
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
  const claim = await claimStage(stage, analysisId);
  if (!claim) {
    const record = await getAnalysis(analysisId);
    if (record?.status === stage && (record.lease_until ?? 0) > Date.now()) {
      // Another run holds it: try again later, in case that run dies without finishing.
      throw new Error(`The ${stage} stage of ${analysisId} is running elsewhere`);
    }
    log.info("stage skipped: the analysis is not waiting for it", { analysis_id: analysisId, stage });
    return;
  }
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
    await releaseStage(stage, analysisId, claim.token);
    throw error;
  }
  if (!moved) {
    // Cancelled, failed or deleted while this stage ran: its output is not wanted.
    log.info("analysis changed while the stage ran; its result is dropped", {
      analysis_id: analysisId,
      stage,
    });
    if (!(await getAnalysis(analysisId))) {
      await deletePrefix(analysisObjects.prefix(claim.record.user_id, analysisId));
    }
    return;
  }
  log.info("stage finished", { analysis_id: analysisId, stage, ms: Date.now() - started });
  if (next !== "completed") await sendStageMessage(next, analysisId);
  else await announceAnalysisEnded(analysisId);
}
