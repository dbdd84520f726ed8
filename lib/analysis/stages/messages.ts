import { SendMessageCommand } from "@aws-sdk/client-sqs";
import * as v from "valibot";
import { config } from "../../config";
import { queueUrl, sqs } from "../../queue/client";
import { type Stage, stages } from "../model";

// The one message the pipeline passes between its stages: which analysis, and which stage it is
// for. Everything else is read from the record, so a message never carries code or credentials.

export const StageMessage = v.object({
  analysis_id: v.pipe(v.string(), v.regex(/^analysis_[0-9a-f]{24}$/)),
  stage: v.picklist(stages),
});
export type StageMessage = v.InferOutput<typeof StageMessage>;

export function stageQueueName(stage: Stage): string {
  const settings = config();
  return {
    preprocessing: settings.PREPROCESS_QUEUE_NAME,
    ai_analysis: settings.ANALYSE_QUEUE_NAME,
    post_processing: settings.POSTPROCESS_QUEUE_NAME,
  }[stage];
}

export async function sendStageMessage(stage: Stage, analysisId: string): Promise<void> {
  const message: StageMessage = { analysis_id: analysisId, stage };
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: await queueUrl(stageQueueName(stage)),
      MessageBody: JSON.stringify(message),
    }),
  );
}
