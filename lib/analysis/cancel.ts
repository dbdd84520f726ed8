import type { Principal } from "../auth/principal";
import { AppError } from "../http/errors";
import { announceAnalysisEnded } from "../queue/codehost-messages";
import { deleteObjectsUnder } from "../storage/delete-objects";
import { type AnalysisRecord, analysisObjects, unfinishedStatuses } from "./model";
import { deleteRecord, endUnfinished, getAnalysis, ownedAnalysis } from "./records";
import { type AnalysisView, analysisView } from "./views";

// Cancel and delete, the owner's alone. A cancelled analysis is refunded in the same transaction
// that cancels it; the stages still queued for it find it no longer in their status and skip it.

const cancelledByUser = { code: "CANCELLED", message: "Cancelled by the user" };

export async function cancelAnalysis(caller: Principal, analysisId: string): Promise<AnalysisView> {
  const record = await ownedAnalysis(caller, analysisId);
  if (
    !unfinishedStatuses.includes(record.status) ||
    !(await endUnfinished(record, "cancelled", cancelledByUser))
  ) {
    const now = (await getAnalysis(analysisId)) ?? record;
    throw alreadyFinished(now);
  }
  await announceAnalysisEnded(analysisId);
  const cancelled = await getAnalysis(analysisId);
  if (!cancelled) throw new AppError("ANALYSIS_NOT_FOUND", "No analysis with this id");
  return analysisView(cancelled);
}

function alreadyFinished(record: AnalysisRecord): AppError {
  return new AppError("CONFLICT", `The analysis has already finished (${record.status})`, {
    details: { status: record.status },
  });
}

/** Removes the record and every object of the analysis: source, intermediate files, findings, reports. */
export async function deleteAnalysis(caller: Principal, analysisId: string): Promise<void> {
  const record = await ownedAnalysis(caller, analysisId);
  if (unfinishedStatuses.includes(record.status)) await endUnfinished(record, "cancelled", cancelledByUser);
  // Objects first: while the record exists, a deletion that stopped half-way can be repeated.
  await deleteObjectsUnder(analysisObjects.prefix(record.user_id, analysisId), "an analysis's objects");
  await deleteRecord(analysisId);
}
