import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { keys } from "../accounts/keys";
import { db, tableName } from "../db/client";
import { cancellationReasons } from "../db/errors";
import { AppError } from "../http/errors";
import { balanceUpdate, ledgerEntry } from "./ledger";

// The credit side of an analysis: the debit written together with the analysis record at create,
// and the refund written together with the move to `failed` or `cancelled`. Both are one
// TransactWriteItems with the balance and its ledger entry, so the record, the balance and the
// ledger cannot disagree. The refund's condition is the analysis being unfinished: whichever of
// cancel, the dead-letter handler or the deadline sweep gets there first refunds, exactly once.

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

const maxAttempts = 25;

export interface Profile {
  credit_balance: number;
  role: string;
}

export async function readProfile(userId: string): Promise<Profile | undefined> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      ProjectionExpression: "credit_balance, #role",
      ExpressionAttributeNames: { "#role": "role" },
      ConsistentRead: true,
    }),
  );
  if (!answer.Item) return undefined;
  return { credit_balance: Number(answer.Item.credit_balance ?? 0), role: String(answer.Item.role) };
}

/**
 * Debits `cost` and writes `items` (the analysis record and whatever must go with it) in one
 * transaction. `items` are built from the profile just read, e.g. to apply the role's allowance.
 * Returns the balance after the debit. `onCancelled` maps a failed condition of one of `items`
 * (by its index in `items`) to the error to answer.
 */
export async function debitWithItems(input: {
  userId: string;
  cost: number;
  reference: string;
  items: (profile: Profile) => TransactItem[];
  onCancelled: (failedIndex: number) => AppError;
}): Promise<number> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const profile = await readProfile(input.userId);
    if (!profile) throw new AppError("NOT_FOUND", "No such user");
    const before = profile.credit_balance;
    const after = before - input.cost;
    if (after < 0) {
      throw new AppError("INSUFFICIENT_CREDITS", "Not enough credits for this analysis", {
        details: { balance: before, required: input.cost },
      });
    }
    const extra = input.items(profile);
    const charge: TransactItem[] =
      input.cost === 0
        ? []
        : [
            { Update: balanceUpdate(input.userId, before, after) },
            {
              Put: {
                TableName: tableName(),
                Item: ledgerEntry({
                  userId: input.userId,
                  type: "debit",
                  amount: -input.cost,
                  balanceAfter: after,
                  reference: input.reference,
                }),
                ConditionExpression: "attribute_not_exists(pk)",
              },
            },
          ];
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [...charge, ...extra] }));
      return after;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      const failedExtra = reasons.slice(charge.length).indexOf("ConditionalCheckFailed");
      if (failedExtra >= 0) throw input.onCancelled(failedExtra);
      // The balance moved since it was read: read it again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
  throw new AppError("CONFLICT", "The balance is changing too often; try again");
}

/**
 * Applies `finish` (a conditional update of the analysis record) and, when it succeeds, refunds
 * `amount` in the same transaction. Returns false when `finish`'s condition fails: someone else
 * finished the analysis first, and nothing was written.
 */
export async function refundWithUpdate(input: {
  userId: string;
  amount: number;
  reference: string;
  finish: TransactItem;
}): Promise<boolean> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const profile = input.amount > 0 ? await readProfile(input.userId) : undefined;
    // An account deleted meanwhile has no balance to refund into; the analysis still finishes.
    const refund: TransactItem[] = profile
      ? [
          {
            Update: balanceUpdate(
              input.userId,
              profile.credit_balance,
              profile.credit_balance + input.amount,
            ),
          },
          {
            Put: {
              TableName: tableName(),
              Item: ledgerEntry({
                userId: input.userId,
                type: "refund",
                amount: input.amount,
                balanceAfter: profile.credit_balance + input.amount,
                reference: input.reference,
              }),
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
        ]
      : [];
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [input.finish, ...refund] }));
      return true;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons[0] === "ConditionalCheckFailed") return false;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
  throw new AppError("CONFLICT", "The balance is changing too often; try again");
}
