import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "../accounts/keys";
import { db, tableName } from "../db/client";
import { type NamedWrite, type TransactItem, transactNamed } from "../db/transaction";
import { AppError } from "../http/errors";
import { balanceUpdate, ledgerEntry } from "./ledger";

// The credit side of an analysis that ends early: the refund written together with the move to
// `failed` or `cancelled`, in one TransactWriteItems with the balance and its ledger entry, so the
// record, the balance and the ledger cannot disagree. The refund's condition is the analysis being
// unfinished: whichever of cancel, the dead-letter handler or the deadline sweep gets there first
// refunds, exactly once. (The debit is written with the record at create: analysis/create-transaction.ts.)

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
    const writes: NamedWrite<"finish" | "balance" | "ledger">[] = [{ name: "finish", write: input.finish }];
    // An account deleted meanwhile has no balance to refund into; the analysis still finishes.
    if (profile) {
      const after = profile.credit_balance + input.amount;
      writes.push(
        { name: "balance", write: { Update: balanceUpdate(input.userId, profile.credit_balance, after) } },
        {
          name: "ledger",
          write: {
            Put: {
              TableName: tableName(),
              Item: ledgerEntry({
                userId: input.userId,
                type: "refund",
                amount: input.amount,
                balanceAfter: after,
                reference: input.reference,
              }),
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
        },
      );
    }
    const outcome = await transactNamed(writes);
    if (outcome.written) return true;
    if (outcome.failed.includes("finish")) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
  }
  throw new AppError("CONFLICT", "The balance is changing too often; try again");
}
