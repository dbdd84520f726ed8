import { randomUUID } from "node:crypto";
import type { SQSEvent } from "aws-lambda";
import { createAnalysis } from "../../lib/analysis/create";
import type { SignedIn } from "./accounts";
import { principalOf, vulnerablePython } from "./analysis";
import { uniqueClientIp } from "./api";

// Pipeline helpers for test files that park the first stage (`parkFirstStage`): analyses created
// in-process that wait for the test, and the SQS events that hand their messages to a stage
// function directly.

/** A new analysis of `vulnerablePython`, its first-stage message parked. */
export async function parkedAnalysis(user: SignedIn, level: "mini" | "standard" = "mini"): Promise<string> {
  const answer = await createAnalysis(
    await principalOf(user),
    { source_type: "paste", analysis_type: level, content: vulnerablePython },
    uniqueClientIp(),
  );
  return answer.analysis_id;
}

/** The body of the first stage's message for an analysis. */
export const preprocessMessage = (analysisId: string) =>
  JSON.stringify({ analysis_id: analysisId, stage: "preprocessing" });

/** A batch of messages as Lambda's event source mapping hands it to a queue function. */
export function stageEvent(records: Array<{ body: string; messageId?: string }>): SQSEvent {
  return {
    Records: records.map((record) => ({
      messageId: record.messageId ?? randomUUID(),
      receiptHandle: "test",
      body: record.body,
      attributes: {
        ApproximateReceiveCount: "1",
        SentTimestamp: String(Date.now()),
        SenderId: "test",
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: "",
      eventSource: "aws:sqs",
      eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:test",
      awsRegion: "us-east-1",
    })),
  };
}
