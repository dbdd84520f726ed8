import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { db } from "./client";
import { cancellationReasons } from "./errors";

// A transaction's writes each carry a name, and a cancelled transaction is answered with the names of
// the writes whose condition failed. Callers map names to answers, so adding a write to a transaction
// cannot shift what another write's failure means (DynamoDB reports reasons by position).

export type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

export interface NamedWrite<N extends string = string> {
  name: N;
  write: TransactItem;
}

/**
 * Writes all or nothing. When cancelled, `failed` names the writes whose condition failed; it is empty
 * when the cancel had another cause. `conflict` says a concurrent transaction touched the same
 * items: worth trying again.
 */
export async function transactNamed<N extends string>(
  writes: NamedWrite<N>[],
): Promise<{ written: true } | { written: false; failed: N[]; conflict: boolean }> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: writes.map((w) => w.write) }));
    return { written: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    return {
      written: false,
      failed: writes.filter((_, i) => reasons[i] === "ConditionalCheckFailed").map((w) => w.name),
      conflict: reasons.includes("TransactionConflict"),
    };
  }
}
