import { SendMessageCommand } from "@aws-sdk/client-sqs";
import * as v from "valibot";
import { config } from "../config";
import { describeError, log } from "../log";
import { queueUrl, sqs } from "./client";

// Messages of the code-host events queue: an accepted webhook delivery (what it asks for, never
// the code), or the news that an analysis ended (for pull request results and completion notices).

const sha = v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/));
const common = {
  delivery_id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,100}$/)),
  project_id: v.pipe(v.string(), v.regex(/^project_[0-9a-f]{24}$/)),
  installation_id: v.pipe(v.number(), v.integer()),
};

export const CodehostMessage = v.variant("type", [
  v.object({ type: v.literal("push"), ...common, sha, branch: v.string() }),
  v.object({
    type: v.literal("pull_request"),
    ...common,
    number: v.pipe(v.number(), v.integer(), v.minValue(1)),
    head_sha: sha,
    base_sha: sha,
  }),
  v.object({
    type: v.literal("analysis_ended"),
    analysis_id: v.pipe(v.string(), v.regex(/^analysis_[0-9a-f]{24}$/)),
  }),
]);
export type CodehostMessage = v.InferOutput<typeof CodehostMessage>;

export async function sendCodehostMessage(message: CodehostMessage): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: await queueUrl(config().CODEHOST_EVENTS_QUEUE_NAME),
      MessageBody: JSON.stringify(message),
    }),
  );
}

/**
 * Tells the events queue an analysis has ended. The analysis itself is settled already, so a
 * failure here is logged rather than undoing it.
 */
export async function announceAnalysisEnded(analysisId: string): Promise<void> {
  await sendCodehostMessage({ type: "analysis_ended", analysis_id: analysisId }).catch((error: unknown) =>
    log.error("the end of an analysis could not be announced", {
      analysis_id: analysisId,
      ...describeError(error),
    }),
  );
}
