import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  type Message,
  ReceiveMessageCommand,
  SQSClient,
} from "@aws-sdk/client-sqs";
import type { LocalFunction } from "./function-processes";
import { deployedName, queueNameOf, type ServiceDefinition } from "./service-definition";

// Stands in for Lambda's SQS event source mapping on the local stack: it receives from each queue
// that a function declares in serverless.yml, invokes that function (in its own process, see
// function-processes.ts), and deletes what the function did not report as failed. A failed message is
// made visible again after `retryDelaySeconds` instead of the queue's long visibility timeout, so
// retries and the dead-letter redrive happen within seconds locally.

export interface PollerOptions {
  definition: ServiceDefinition;
  stage: string;
  region: string;
  sqsEndpoint: string;
  /** Runs the function with the event; resolves with its answer, rejects when it failed. */
  invoke(functionName: string, event: unknown): Promise<unknown>;
  retryDelaySeconds?: number;
  log?: (line: string) => void;
}

interface Subscription {
  functionName: string;
  queueName: string;
  batchSize: number;
}

const credentials = { accessKeyId: "local", secretAccessKey: "local" };

/** The functions some queue triggers. */
export function queueFunctions(definition: ServiceDefinition, stage: string): LocalFunction[] {
  return Object.entries(definition.functions)
    .filter(([, fn]) => (fn.events ?? []).some((event) => event.sqs))
    .map(([key, fn]) => ({ name: deployedName(definition, stage, key), definition: fn }));
}

export function sqsSubscriptions(definition: ServiceDefinition, stage: string): Subscription[] {
  return Object.entries(definition.functions).flatMap(([key, fn]) =>
    (fn.events ?? []).flatMap((event) =>
      event.sqs
        ? [
            {
              functionName: deployedName(definition, stage, key),
              queueName: queueNameOf(definition, event.sqs.arn),
              batchSize: event.sqs.batchSize ?? 10,
            },
          ]
        : [],
    ),
  );
}

/**
 * How long a received message stays hidden before its function's heartbeat takes over: the
 * heartbeat's own hold (QUEUE_VISIBILITY_SECONDS, as serverless.yml hands it to the functions), so a
 * stack killed between the receive and the function's first beat gives the message back as soon,
 * not after the queue's own 300 s.
 */
function receiveVisibilitySeconds(definition: ServiceDefinition): number {
  return Number(definition.provider.environment.QUEUE_VISIBILITY_SECONDS);
}

export function startSqsPoller(options: PollerOptions): { stop(): Promise<void> } {
  const sqs = new SQSClient({ region: options.region, endpoint: options.sqsEndpoint, credentials });
  const abort = new AbortController();
  const loops = sqsSubscriptions(options.definition, options.stage).map((subscription) =>
    pollQueue(subscription, sqs, options, abort.signal),
  );
  return {
    async stop() {
      abort.abort();
      await Promise.allSettled(loops);
      sqs.destroy();
    },
  };
}

async function pollQueue(
  subscription: Subscription,
  sqs: SQSClient,
  options: PollerOptions,
  signal: AbortSignal,
): Promise<void> {
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: subscription.queueName }));
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ["QueueArn"] }),
  );
  const queueArn = Attributes?.QueueArn ?? "";
  const visibilitySeconds = receiveVisibilitySeconds(options.definition);
  while (!signal.aborted) {
    try {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl,
          MaxNumberOfMessages: Math.min(subscription.batchSize, 10),
          WaitTimeSeconds: 2,
          VisibilityTimeout: visibilitySeconds,
          MessageSystemAttributeNames: ["All"],
          MessageAttributeNames: ["All"],
        }),
        { abortSignal: signal },
      );
      if (Messages.length === 0) continue;
      const failed = await invoke(subscription, queueArn, Messages, options).catch((error: unknown) => {
        options.log?.(`${subscription.functionName} failed: ${(error as Error).message}`);
        return new Set(Messages.map((message) => message.MessageId ?? ""));
      });
      for (const message of Messages) {
        if (!message.ReceiptHandle) continue;
        if (failed.has(message.MessageId ?? "")) {
          await sqs.send(
            new ChangeMessageVisibilityCommand({
              QueueUrl,
              ReceiptHandle: message.ReceiptHandle,
              VisibilityTimeout: options.retryDelaySeconds ?? 2,
            }),
          );
        } else {
          await sqs.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: message.ReceiptHandle }));
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      options.log?.(`sqs poller (${subscription.queueName}): ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Returns the ids of the messages to retry: those reported as failed, or all when the function threw. */
async function invoke(
  subscription: Subscription,
  queueArn: string,
  messages: Message[],
  options: PollerOptions,
): Promise<Set<string>> {
  const event = {
    Records: messages.map((message) => ({
      messageId: message.MessageId,
      receiptHandle: message.ReceiptHandle,
      body: message.Body,
      attributes: message.Attributes ?? {},
      messageAttributes: message.MessageAttributes ?? {},
      md5OfBody: message.MD5OfBody,
      eventSource: "aws:sqs",
      eventSourceARN: queueArn,
      awsRegion: options.region,
    })),
  };
  const result = (await options.invoke(subscription.functionName, event)) as {
    batchItemFailures?: Array<{ itemIdentifier?: string }>;
  } | null;
  return new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier ?? ""));
}
