import {
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
} from "@aws-sdk/client-sqs";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { SQSEvent, SQSRecord } from "aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { analysisKeys } from "../../../lib/analysis/model";
import { claimStage, finishStage, getAnalysis, renewLease } from "../../../lib/analysis/records";
import { preprocess } from "../../../lib/analysis/stages/preprocess";
import { db, tableName } from "../../../lib/db/client";
import { sqs } from "../../../lib/queue/client";
import { holdMessages } from "../../../lib/queue/heartbeat";
import { type SignedIn, signedInUser } from "../../helpers/accounts";
import { createParkingQueue, ledgerOf, parkFirstStage, waitForAnalysis } from "../../helpers/analysis";
import { parkedAnalysis, preprocessMessage, stageEvent } from "../../helpers/stages";

// Recovery from a worker that died mid-stage, against the real queues and table: its messages are
// hidden only while a live function renews them, and its lease blocks a redelivered message only
// until it runs out.
parkFirstStage();

let user: SignedIn;
let preprocessHandler: (event: SQSEvent) => Promise<unknown>;

beforeAll(async () => {
  ({ handler: preprocessHandler } = await import("../../../functions/queue/preprocess"));
  await createParkingQueue();
  user = await signedInUser("recovery");
});

/** A queue that hides a received message for one second only, and one message received from it. */
async function receivedFromShortQueue(): Promise<{ url: string; record: SQSRecord }> {
  const { QueueUrl: url } = await sqs().send(
    new CreateQueueCommand({
      QueueName: `hold-${process.pid}-${Date.now()}`,
      Attributes: { VisibilityTimeout: "1" },
    }),
  );
  if (!url) throw new Error("no queue URL");
  const { Attributes } = await sqs().send(
    new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ["QueueArn"] }),
  );
  await sqs().send(new SendMessageCommand({ QueueUrl: url, MessageBody: "{}" }));
  const { Messages = [] } = await sqs().send(
    new ReceiveMessageCommand({ QueueUrl: url, WaitTimeSeconds: 2, MaxNumberOfMessages: 1 }),
  );
  const message = Messages[0];
  if (!message?.ReceiptHandle) throw new Error("nothing received");
  const record = {
    messageId: message.MessageId ?? "",
    receiptHandle: message.ReceiptHandle,
    body: "{}",
    eventSourceARN: Attributes?.QueueArn ?? "",
  } as SQSRecord;
  return { url, record };
}

const receiveNow = async (url: string) =>
  (await sqs().send(new ReceiveMessageCommand({ QueueUrl: url, WaitTimeSeconds: 0 }))).Messages ?? [];

describe("messages being worked on", () => {
  it("stay hidden past the queue's visibility timeout while held, and come back once let go", async () => {
    const { url, record } = await receivedFromShortQueue();
    const held = await holdMessages([record]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await receiveNow(url)).toEqual([]);
    held.release(record);
    held.stop();
    // As a worker that stopped: here the message is handed back at once rather than waited for.
    await sqs().send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: url,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: 0,
      }),
    );
    expect(await receiveNow(url)).toHaveLength(1);
  });
});

describe("a lease left by a run that died", () => {
  const messageFor = (id: string) =>
    stageEvent([{ body: preprocessMessage(id), messageId: `recovery-${id}` }]);

  it("is waited out by the redelivered message, which then takes over and finishes the analysis", async () => {
    const id = await parkedAnalysis(user);
    const dead = await claimStage("preprocessing", id);
    expect(dead).toBeDefined();
    // The dead run's lease runs out in three seconds, and nobody renews it.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKeys.item(id),
        UpdateExpression: "SET lease_until = :soon",
        ExpressionAttributeValues: { ":soon": Date.now() + 3000 },
      }),
    );
    const started = Date.now();
    expect(await preprocessHandler(messageFor(id))).toEqual({ batchItemFailures: [] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    const record = await getAnalysis(id);
    expect(record?.status).not.toBe("preprocessing");
    // The dead run cannot renew what it lost.
    expect(await renewLease("preprocessing", id, dead?.token ?? "")).toBe(false);
    expect(await waitForAnalysis(user, id)).toMatchObject({ status: "completed" });
    expect((await ledgerOf(user.userId)).filter((entry) => entry.reference === id)).toHaveLength(1);
  });

  it("of a run that handed over but died before queueing the next stage, is followed by that stage's message", async () => {
    const id = await parkedAnalysis(user);
    const dead = await claimStage("preprocessing", id);
    if (!dead) throw new Error("the analysis could not be claimed");
    // The run does its work and hands the analysis to the next stage, then dies before it sends
    // that stage's message.
    await finishStage({
      stage: "preprocessing",
      analysisId: id,
      token: dead.token,
      next: "ai_analysis",
      elapsedMs: 1,
      fields: await preprocess(dead.record),
    });
    expect((await getAnalysis(id))?.status).toBe("ai_analysis");
    expect(await preprocessHandler(messageFor(id))).toEqual({ batchItemFailures: [] });
    expect(await waitForAnalysis(user, id)).toMatchObject({ status: "completed" });
    expect((await ledgerOf(user.userId)).filter((entry) => entry.reference === id)).toHaveLength(1);
  });

  it("held by a live run, sends the message back to the queue after the wait", async () => {
    const id = await parkedAnalysis(user);
    const live = await claimStage("preprocessing", id);
    // A live run renewing its lease, here every half second for a second and a half.
    const renew = () =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: analysisKeys.item(id),
          UpdateExpression: "SET lease_until = :until",
          ExpressionAttributeValues: { ":until": Date.now() + 1500 },
        }),
      );
    await renew();
    const renewing = setInterval(() => void renew(), 500);
    try {
      const answer = (await preprocessHandler(messageFor(id))) as { batchItemFailures: unknown[] };
      expect(answer.batchItemFailures).toHaveLength(1);
      expect((await getAnalysis(id))?.lease_token).toBe(live?.token);
    } finally {
      clearInterval(renewing);
    }
  });
});
