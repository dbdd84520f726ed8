import { allowances, type Role, roles } from "../accounts/roles";
import { applyBalanceChange } from "../credits/ledger";
import { tableName } from "../db/client";
import type { NamedWrite } from "../db/transaction";
import { AppError } from "../http/errors";
import { type AnalysisRecord, analysisKeys, monthOf, monthResetAt } from "./model";
import { uploadUnusable } from "./request-errors";
import { uploadKey } from "./uploads";

// The create transaction, all of it: the debit and its ledger entry (credits/ledger.ts), the analysis
// record, the month's usage (conditional on the role's allowance), the presigned upload marked used,
// and the Idempotency-Key claim. One TransactWriteItems, so none of them exists without the others.
// Each write is named and its failed condition answered by name (`answers` below).

/** How long an Idempotency-Key's first answer is replayed. */
const idempotencyWindowMs = 24 * 3600 * 1000;

export interface NewAnalysis {
  record: AnalysisRecord;
  cost: number;
  now: Date;
  uploadId?: string;
  idempotency?: { key: { pk: string; sk: string }; requestHash: string };
}

type WriteName = "record" | "usage" | "upload" | "idempotency";

/** What a failed condition of each write means to the caller. */
const answers: Record<WriteName, (input: NewAnalysis) => AppError> = {
  usage: (input) => monthlyLimitError(input.now),
  upload: () => uploadUnusable(),
  idempotency: () => new AppError("CONFLICT", "A request with this Idempotency-Key was accepted meanwhile"),
  record: () => new AppError("CONFLICT", "An analysis with this id exists"),
};

/** Writes the new analysis with its debit. Returns the balance after the debit. */
export function writeNewAnalysis(input: NewAnalysis): Promise<number> {
  return applyBalanceChange({
    userId: input.record.user_id,
    type: "debit",
    reference: input.record.analysis_id,
    plan: (profile) => {
      if (!profile) throw new AppError("NOT_FOUND", "No such user");
      return {
        amount: -input.cost,
        writes: newAnalysisWrites(input, profile.role),
        written: () => profile.credit_balance - input.cost,
      };
    },
    refused: ([first]) => {
      if (first) throw answers[first](input);
      return undefined;
    },
    messages: { insufficient: "Not enough credits for this analysis" },
  });
}

function newAnalysisWrites(input: NewAnalysis, profileRole: string): NamedWrite<WriteName>[] {
  const { record, now } = input;
  const userId = record.user_id;
  const createdAt = record.created_at;
  const role: Role = roles.includes(profileRole as Role) ? (profileRole as Role) : "free";
  const allowed = allowances[role].analyses_per_month;
  const writes: NamedWrite<WriteName>[] = [
    {
      name: "record",
      write: {
        Put: { TableName: tableName(), Item: record, ConditionExpression: "attribute_not_exists(pk)" },
      },
    },
    {
      name: "usage",
      write: {
        Update: {
          TableName: tableName(),
          Key: analysisKeys.usage(userId, monthOf(now)),
          UpdateExpression: "ADD analyses :one SET #ttl = :ttl",
          ...(allowed >= 0
            ? { ConditionExpression: "attribute_not_exists(analyses) OR analyses < :allowed" }
            : {}),
          ExpressionAttributeNames: { "#ttl": "ttl" },
          ExpressionAttributeValues: {
            ":one": 1,
            ":ttl": Math.floor(now.getTime() / 1000) + 400 * 24 * 3600,
            ...(allowed >= 0 ? { ":allowed": allowed } : {}),
          },
        },
      },
    },
  ];
  if (input.uploadId) {
    writes.push({
      name: "upload",
      write: {
        Update: {
          TableName: tableName(),
          Key: uploadKey(input.uploadId),
          UpdateExpression: "SET consumed_by = :analysis",
          ConditionExpression: "user_id = :user AND attribute_not_exists(consumed_by) AND expires_at > :now",
          ExpressionAttributeValues: { ":analysis": record.analysis_id, ":user": userId, ":now": createdAt },
        },
      },
    });
  }
  if (input.idempotency) {
    const expiresMs = now.getTime() + idempotencyWindowMs;
    writes.push({
      name: "idempotency",
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...input.idempotency.key,
            request_hash: input.idempotency.requestHash,
            analysis_id: record.analysis_id,
            expires_at: new Date(expiresMs).toISOString(),
            ttl: Math.floor(expiresMs / 1000) + 3600,
          },
          ConditionExpression: "attribute_not_exists(pk) OR expires_at < :now",
          ExpressionAttributeValues: { ":now": createdAt },
        },
      },
    });
  }
  return writes;
}

function monthlyLimitError(now: Date): AppError {
  const resetsAt = monthResetAt(now);
  return new AppError("RATE_LIMIT_EXCEEDED", "The monthly analysis allowance of your plan is used up", {
    details: { limit: "analyses_per_month", resets_at: resetsAt },
    headers: { "Retry-After": String(Math.max(1, Math.ceil((Date.parse(resetsAt) - now.getTime()) / 1000))) },
  });
}
