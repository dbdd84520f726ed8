import { ChangeMessageVisibilityBatchCommand } from "@aws-sdk/client-sqs";
import type { SQSRecord } from "aws-lambda";
import { config } from "../config";
import { describeError, log } from "../log";
import { queueUrl, sqs } from "./client";

// A function keeps the messages it works on hidden for QUEUE_VISIBILITY_SECONDS at a time, renewed
// every third of that while it lives. A worker that dies stops renewing, so its messages come back
// within that time; the queue's own visibility timeout (which AWS wants at least as long as the
// function's timeout) applies only until the first renewal, made as the function starts. The
// receipt handles come with the SQS event, so this works the same under Lambda's event source
// mapping and under the local poller.

/** Runs `beat` every `intervalMs` until stopped, one at a time; a failed beat is logged, not thrown. */
export function startHeartbeat(intervalMs: number, beat: () => Promise<void>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    beat()
      .catch((error: unknown) => log.warn("heartbeat failed", describeError(error)))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}

export interface HeldMessages {
  /** Stops renewing this record (it was handled, or failed and goes back to the queue). */
  release(record: SQSRecord): void;
  stop(): void;
}

/** Hides every record of the batch for QUEUE_VISIBILITY_SECONDS now, and again every third of that. */
export async function holdMessages(records: SQSRecord[]): Promise<HeldMessages> {
  const seconds = config().QUEUE_VISIBILITY_SECONDS;
  const held = new Set(records.filter((record) => record.receiptHandle && record.eventSourceARN));
  const hide = async () => {
    const byQueue = new Map<string, SQSRecord[]>();
    for (const record of held) {
      const name = queueNameOf(record.eventSourceARN);
      byQueue.set(name, [...(byQueue.get(name) ?? []), record]);
    }
    for (const [name, inQueue] of byQueue) {
      // At most ten entries per call (SQS's limit); a stage batch is at most ten records.
      for (let start = 0; start < inQueue.length; start += 10) {
        const answer = await sqs().send(
          new ChangeMessageVisibilityBatchCommand({
            QueueUrl: await queueUrl(name),
            Entries: inQueue.slice(start, start + 10).map((record, index) => ({
              Id: String(start + index),
              ReceiptHandle: record.receiptHandle,
              VisibilityTimeout: seconds,
            })),
          }),
        );
        if (answer.Failed?.length) {
          log.warn("messages could not be kept hidden", { queue: name, failed: answer.Failed.length });
        }
      }
    }
  };
  await hide().catch((error: unknown) => log.warn("messages could not be hidden", describeError(error)));
  const stop = startHeartbeat((seconds * 1000) / 3, hide);
  return { release: (record) => held.delete(record), stop };
}

/** `arn:aws:sqs:<region>:<account>:<name>` → `<name>`. */
function queueNameOf(arn: string): string {
  return arn.slice(arn.lastIndexOf(":") + 1);
}
