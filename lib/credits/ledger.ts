import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { keys, userPk } from "../accounts/keys";
import { newId } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { cancellationReasons } from "../db/errors";
import { AppError } from "../http/errors";

// A user's credit balance lives on the profile item (integer `credit_balance`); every change to it
// writes a ledger entry in the same transaction. The balance write is conditional on the balance
// read just before, so `balance_after` is exact and the balance never drops below zero; a lost race
// re-reads and tries again.

export type LedgerEntryType = "starter_grant" | "admin_grant" | "purchase" | "debit" | "refund";

export interface LedgerEntry {
  pk: string;
  sk: string;
  entry_id: string;
  type: LedgerEntryType;
  /** Signed: positive adds credits, negative takes them. */
  amount: number;
  balance_after: number;
  reference: string;
  created_at: string;
}

export const ledgerPrefix = "LEDGER#";

export function ledgerEntry(input: {
  userId: string;
  type: LedgerEntryType;
  amount: number;
  balanceAfter: number;
  reference: string;
  at?: Date;
}): LedgerEntry {
  const createdAt = (input.at ?? new Date()).toISOString();
  const entryId = newId("ledger");
  return {
    pk: userPk(input.userId),
    sk: `${ledgerPrefix}${createdAt}#${entryId}`,
    entry_id: entryId,
    type: input.type,
    amount: input.amount,
    balance_after: input.balanceAfter,
    reference: input.reference,
    created_at: createdAt,
  };
}

const maxAttempts = 25;

/**
 * Changes a user's balance by `amount` and appends its ledger entry, in one TransactWriteItems.
 * Throws INSUFFICIENT_CREDITS when the balance would go below zero, NOT_FOUND for an unknown user.
 */
export async function changeBalance(input: {
  userId: string;
  amount: number;
  type: LedgerEntryType;
  reference: string;
}): Promise<LedgerEntry> {
  if (!Number.isInteger(input.amount) || input.amount === 0) {
    throw new AppError("VALIDATION_ERROR", "A credit change must be a non-zero whole number");
  }
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const current = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.profile(input.userId),
        ProjectionExpression: "credit_balance",
        ConsistentRead: true,
      }),
    );
    if (!current.Item) throw new AppError("NOT_FOUND", "No such user");
    const before = Number(current.Item.credit_balance ?? 0);
    const after = before + input.amount;
    if (after < 0) {
      throw new AppError("INSUFFICIENT_CREDITS", "Not enough credits", {
        details: { balance: before, required: -input.amount },
      });
    }
    const entry = ledgerEntry({ ...input, balanceAfter: after });
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            // Unchanged since the read: `after` is then exactly the new balance.
            { Update: balanceUpdate(input.userId, before, after) },
            { Put: { TableName: tableName(), Item: entry, ConditionExpression: "attribute_not_exists(pk)" } },
          ],
        }),
      );
      return entry;
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
  throw new AppError("CONFLICT", "The balance is changing too often; try again");
}

/**
 * The balance half of a credit change, for a caller that writes it in a larger transaction
 * together with its `ledgerEntry` (an analysis debit or refund). Conditional on the balance read
 * just before, as in `changeBalance`.
 */
export function balanceUpdate(userId: string, before: number, after: number) {
  return {
    TableName: tableName(),
    Key: keys.profile(userId),
    UpdateExpression: "SET credit_balance = :after",
    ConditionExpression: "attribute_exists(pk) AND credit_balance = :before",
    ExpressionAttributeValues: { ":after": after, ":before": before },
  };
}
