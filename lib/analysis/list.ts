import type { Principal } from "../auth/principal";
import { queryItems } from "../db/query";
import { type AnalysisRecord, analysisKeys, unfinishedStatuses } from "./model";
import type { ListAnalysesQuery } from "./routes";
import { type AnalysisListView, listItemView } from "./views";

// GET /api/analysis: one Query on gsi1 (the owner's analyses, newest first), bounded by the
// creation-time window in the key condition; the other filters are applied by DynamoDB on the
// way out. `status=pending` means "not finished yet": every in-progress status. The matching
// items are counted in full for `total_items`, and the requested page is cut from them.

const listed = [
  "analysis_id",
  "#status",
  "created_at",
  "completed_at",
  "source_type",
  "analysis_type",
  "#language",
  "title",
  "security_score",
  "total_vulnerabilities",
  "credits_used",
];

export async function listAnalyses(caller: Principal, query: ListAnalysesQuery): Promise<AnalysisListView> {
  const filters: string[] = [];
  const names: Record<string, string> = { "#status": "status", "#language": "language" };
  const values: Record<string, unknown> = {
    ":pk": analysisKeys.ownerPk(caller.userId),
    // After is inclusive, before exclusive: keys are ANALYSIS#<created_at>#<id>.
    ":from": `${analysisKeys.ownerSkPrefix}${query.created_after ?? ""}`,
    ":to": `${analysisKeys.ownerSkPrefix}${query.created_before ?? "~"}`,
  };
  if (query.status === "pending") {
    filters.push(`#status IN (${unfinishedStatuses.map((_, index) => `:s${index}`).join(", ")})`);
    unfinishedStatuses.forEach((status, index) => {
      values[`:s${index}`] = status;
    });
  } else if (query.status) {
    filters.push("#status = :status");
    values[":status"] = query.status;
  }
  for (const field of ["source_type", "analysis_type", "language"] as const) {
    const wanted = query[field];
    if (wanted === undefined) continue;
    filters.push(field === "language" ? "#language = :language" : `${field} = :${field}`);
    values[`:${field}`] = wanted;
  }

  const items: AnalysisRecord[] = [];
  for await (const item of queryItems<AnalysisRecord>({
    IndexName: "gsi1",
    KeyConditionExpression: "gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to",
    ...(filters.length ? { FilterExpression: filters.join(" AND ") } : {}),
    ProjectionExpression: listed.join(", "),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
  })) {
    items.push(item);
  }

  const totalPages = Math.ceil(items.length / query.limit);
  const offset = (query.page - 1) * query.limit;
  return {
    analyses: items.slice(offset, offset + query.limit).map(listItemView),
    pagination: {
      page: query.page,
      limit: query.limit,
      total_items: items.length,
      total_pages: totalPages,
      has_next: query.page < totalPages,
      has_previous: query.page > 1,
    },
  };
}
