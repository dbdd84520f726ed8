// DynamoDB reports a failed condition as an exception; these helpers turn it into a plain answer
// where the write is made, so callers can map it to the spec's error codes.

export function isConditionFailed(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === "ConditionalCheckFailedException";
}

/** For a cancelled transaction: the reason code of each action, in order ("None" where it passed). */
export function cancellationReasons(error: unknown): string[] | undefined {
  const candidate = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> } | null;
  if (candidate?.name !== "TransactionCanceledException") return undefined;
  return (candidate.CancellationReasons ?? []).map((reason) => reason.Code ?? "None");
}
