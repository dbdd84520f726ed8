import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { keys, userPk } from "../accounts/keys";
import { newId } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { type NamedWrite, transactNamed } from "../db/transaction";
import { AppError } from "../http/errors";

// A user's credit balance lives on the profile item (integer `credit_balance`); every change to it
// writes a ledger entry in the same transaction, and goes through `applyBalanceChange`. The balance
// write is conditional on the balance read just before, so `balance_after` is exact and the balance
// never drops below zero; a lost race re-reads and decides again.

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
 * What one attempt writes, decided from the profile as just read: the signed `amount` (0 leaves the
 * balance and the ledger alone), the caller's own named writes for the same transaction, and its
 * answer once all is written (`entry` is the ledger entry, when there is one). `{ done }` when there
 * is nothing (left) to write.
 */
export type BalancePlan<N extends string, R> =
  | { done: R }
  | { amount: number; writes: NamedWrite<N>[]; written: (entry: LedgerEntry | undefined) => R };

/** The answer to a failed condition of a caller's write; undefined: read again and retry. */
type Refusal<R> = { done: R } | undefined;

/** The names of the writes `applyBalanceChange` adds itself; a caller's writes take other names. */
type LedgerWrite = "balance" | "ledger";

const maxAttempts = 25;

/**
 * Applies a signed amount to a user's balance with its ledger entry and the caller's own named
 * writes, in one TransactWriteItems. Each attempt reads the profile and asks `plan` what to write;
 * a failed condition of a caller's write is put to `refused` (which answers, throws, or returns
 * undefined to read again and retry), any other cancellation is retried with jitter.
 * Throws INSUFFICIENT_CREDITS when the balance would go below zero, NOT_FOUND when a non-zero amount
 * meets an unknown user, CONFLICT when the balance keeps moving.
 */
export async function applyBalanceChange<N extends string, R>(change: {
  userId: string;
  type: LedgerEntryType;
  reference: string;
  plan: (profile: Profile | undefined) => BalancePlan<N, R> | Promise<BalancePlan<N, R>>;
  refused?: (failed: N[]) => Refusal<R> | Promise<Refusal<R>>;
  messages?: { insufficient?: string; conflict?: string };
}): Promise<R> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const profile = await readProfile(change.userId);
    const plan = await change.plan(profile);
    if ("done" in plan) return plan.done;
    const writes: NamedWrite<N | LedgerWrite>[] = [];
    let entry: LedgerEntry | undefined;
    if (plan.amount !== 0) {
      if (!profile) throw new AppError("NOT_FOUND", "No such user");
      const before = profile.credit_balance;
      const after = before + plan.amount;
      if (after < 0) {
        throw new AppError("INSUFFICIENT_CREDITS", change.messages?.insufficient ?? "Not enough credits", {
          details: { balance: before, required: -plan.amount },
        });
      }
      entry = ledgerEntry({
        userId: change.userId,
        type: change.type,
        amount: plan.amount,
        balanceAfter: after,
        reference: change.reference,
      });
      writes.push(
        // Unchanged since the read: `after` is then exactly the new balance.
        { name: "balance", write: { Update: balanceUpdate(change.userId, before, after) } },
        {
          name: "ledger",
          write: {
            Put: { TableName: tableName(), Item: entry, ConditionExpression: "attribute_not_exists(pk)" },
          },
        },
      );
    }
    writes.push(...plan.writes);
    const outcome = await transactNamed(writes);
    if (outcome.written) return plan.written(entry);
    const refusedWrites = outcome.failed.filter((name): name is N => name !== "balance" && name !== "ledger");
    const answer = refusedWrites.length > 0 ? await change.refused?.(refusedWrites) : undefined;
    if (answer) return answer.done;
    // The balance moved since it was read, or a concurrent transaction got in the way: read again.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
  }
  throw new AppError("CONFLICT", change.messages?.conflict ?? "The balance is changing too often; try again");
}

/**
 * Changes a user's balance by `amount` and appends its ledger entry, and nothing else.
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
  return applyBalanceChange({
    userId: input.userId,
    type: input.type,
    reference: input.reference,
    // A non-zero amount always writes its entry.
    plan: () => ({ amount: input.amount, writes: [], written: (entry) => entry as LedgerEntry }),
  });
}

function balanceUpdate(userId: string, before: number, after: number) {
  return {
    TableName: tableName(),
    Key: keys.profile(userId),
    UpdateExpression: "SET credit_balance = :after",
    ConditionExpression: "attribute_exists(pk) AND credit_balance = :before",
    ExpressionAttributeValues: { ":after": after, ":before": before },
  };
}
