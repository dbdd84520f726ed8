import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { userPk } from "../accounts/keys";
import { allowances, type Role } from "../accounts/roles";
import { analysisKeys, monthOf, monthResetAt } from "../analysis/model";
import type { Principal } from "../auth/principal";
import { db, tableName } from "../db/client";
import { queryItems } from "../db/query";
import { AppError } from "../http/errors";
import { ledgerPrefix, readProfile } from "./ledger";
import type { CreditBalanceView, CreditHistoryQuery, CreditHistoryView } from "./routes";

// GET /api/v1/credits/balance and /history: the balance with the month's allowance, and the
// ledger (pk=USER#<id>, sk=LEDGER#<time>#<entry id>) newest first, read with one Query.

export async function creditBalance(caller: Principal): Promise<CreditBalanceView> {
  const profile = await readProfile(caller.userId);
  if (!profile) throw new AppError("NOT_FOUND", "No such user");
  const now = new Date();
  const usage = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: analysisKeys.usage(caller.userId, monthOf(now)),
      ProjectionExpression: "analyses",
      ConsistentRead: true,
    }),
  );
  const role = profile.role as Role;
  return {
    balance: profile.credit_balance,
    role,
    analyses_this_month: Number(usage.Item?.analyses ?? 0),
    analyses_per_month: allowances[role]?.analyses_per_month ?? 0,
    month_resets_at: monthResetAt(now),
  };
}

export async function creditHistory(
  caller: Principal,
  query: CreditHistoryQuery,
): Promise<CreditHistoryView> {
  const entries: CreditHistoryView["entries"] = [];
  for await (const item of queryItems({
    KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": userPk(caller.userId),
      ":from": `${ledgerPrefix}${query.start_date ?? ""}`,
      // The end date is inclusive: everything up to and including that instant.
      ":to": `${ledgerPrefix}${query.end_date ? `${query.end_date}~` : "~"}`,
    },
    ScanIndexForward: false,
  })) {
    entries.push({
      entry_id: String(item.entry_id),
      type: String(item.type),
      amount: Number(item.amount),
      balance_after: Number(item.balance_after),
      reference: item.reference === undefined ? null : String(item.reference),
      created_at: String(item.created_at),
    });
  }
  return {
    entries: entries.slice(query.offset, query.offset + query.limit),
    total: entries.length,
    limit: query.limit,
    offset: query.offset,
  };
}
