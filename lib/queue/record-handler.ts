import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import * as v from "valibot";
import { config } from "../config";
import { describeError, log, setLogLevel, withLogContext } from "../log";
import { holdMessages } from "./heartbeat";

// An SQS-triggered function handles its batch one record at a time and reports only the records
// that failed (ReportBatchItemFailures), so one poison message never sends its neighbours back to
// the queue. A body that does not parse can never succeed: it is logged and dropped, not retried.
// Every record of the batch is kept hidden while the batch runs (see heartbeat.ts).

export function sqsRecordHandler<S extends v.GenericSchema>(
  schema: S,
  handle: (message: v.InferOutput<S>, record: SQSRecord) => Promise<void>,
) {
  setLogLevel(config().LOG_LEVEL);
  return async (event: SQSEvent, _context?: Context): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
    const held = await holdMessages(event.Records);
    try {
      for (const record of event.Records) {
        await withLogContext(record.messageId, async () => {
          const parsed = v.safeParse(schema, parseJson(record.body));
          if (!parsed.success) {
            log.error("dropping a message that does not parse", { message_id: record.messageId });
            return;
          }
          try {
            await handle(parsed.output, record);
          } catch (error) {
            log.warn("message failed; it will be retried", {
              message_id: record.messageId,
              ...describeError(error),
            });
            batchItemFailures.push({ itemIdentifier: record.messageId });
          }
        });
        held.release(record);
      }
    } finally {
      held.stop();
    }
    return { batchItemFailures };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
