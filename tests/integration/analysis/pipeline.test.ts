import { DeleteObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { SQSEvent } from "aws-lambda";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { analysisKeys, analysisObjects } from "../../../lib/analysis/model";
import { getAnalysis } from "../../../lib/analysis/records";
import { expireOverdueAnalyses, failAfterRetries } from "../../../lib/analysis/stages/failures";
import { runStage } from "../../../lib/analysis/stages/run-stage";
import { db, tableName } from "../../../lib/db/client";
import { bucketName, s3 } from "../../../lib/storage/client";
import { bearer, errorCode, type SignedIn, signedInUser } from "../../helpers/accounts";
import {
  balanceOf,
  createParkingQueue,
  expectLedgerBalanced,
  ledgerOf,
  parkFirstStage,
  pasted,
  releaseToPipeline,
  submit,
  waitForAnalysis,
} from "../../helpers/analysis";
import { api } from "../../helpers/api";
import { parkedAnalysis, preprocessMessage, stageEvent } from "../../helpers/stages";

// The pipeline's guarantees, driven through the real queues and functions of the local stack.
// Analyses are created in-process with the first stage parked, so each test decides when (and how
// often) the real pipeline sees them.
parkFirstStage();

let user: SignedIn;
// Loaded after parking: the handler reads the configuration when it is created.
let preprocessHandler: (event: SQSEvent) => Promise<unknown>;
const realPreprocessQueue = () => inject("stackEnv").PREPROCESS_QUEUE_NAME as string;

beforeAll(async () => {
  ({ handler: preprocessHandler } = await import("../../../functions/queue/preprocess"));
  await createParkingQueue();
  user = await signedInUser("pipeline");
});

async function objectsUnder(prefix: string): Promise<string[]> {
  const page = await s3().send(new ListObjectsV2Command({ Bucket: bucketName(), Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key ?? "");
}

const refundsFor = async (id: string) =>
  (await ledgerOf(user.userId)).filter((entry) => entry.type === "refund" && entry.reference === id);

describe("stage messages", () => {
  it("a message delivered twice changes nothing the second time", async () => {
    const id = await parkedAnalysis(user);
    const event = stageEvent([{ body: preprocessMessage(id) }]);
    expect(await preprocessHandler(event)).toEqual({ batchItemFailures: [] });
    const afterFirst = await getAnalysis(id);
    expect(afterFirst?.status).not.toBe("pending");
    expect(await preprocessHandler(event)).toEqual({ batchItemFailures: [] });
    const done = await waitForAnalysis(user, id);
    expect(done.status).toBe("completed");
    // And once more, after the end: still nothing.
    expect(await preprocessHandler(event)).toEqual({ batchItemFailures: [] });
    const record = await getAnalysis(id);
    expect(record?.status).toBe("completed");
    expect(record?.updated_at).toBe((await getAnalysis(id))?.updated_at);
    expect(Object.keys(record?.stage_ms ?? {}).sort()).toEqual([
      "ai_analysis",
      "post_processing",
      "preprocessing",
    ]);
    expect((await ledgerOf(user.userId)).filter((entry) => entry.reference === id)).toHaveLength(1);
  });

  it("copies delivered at the same time through the real queue advance the analysis once", async () => {
    const id = await parkedAnalysis(user);
    await releaseToPipeline(id, realPreprocessQueue(), 3);
    const done = await waitForAnalysis(user, id);
    expect(done.status).toBe("completed");
    expect((await ledgerOf(user.userId)).filter((entry) => entry.reference === id)).toHaveLength(1);
  });

  it("reports only the failing record of a batch; a malformed one is dropped", async () => {
    const good = await parkedAnalysis(user);
    const broken = await parkedAnalysis(user);
    const record = await getAnalysis(broken);
    await s3().send(
      new DeleteObjectCommand({ Bucket: bucketName(), Key: analysisObjects.source(user.userId, broken) }),
    );
    expect(record).toBeDefined();
    const event = stageEvent([
      { body: preprocessMessage(good), messageId: "good" },
      { body: preprocessMessage(broken), messageId: "broken" },
      { body: "{not json", messageId: "malformed" },
    ]);
    expect(await preprocessHandler(event)).toEqual({ batchItemFailures: [{ itemIdentifier: "broken" }] });
    expect((await getAnalysis(good))?.status).not.toBe("pending");
    // The failed run gave its claim back: a retry may start at once.
    expect((await getAnalysis(broken))?.lease_until).toBe(0);
  });
});

describe("failures", () => {
  it("a stage that keeps failing ends in the dead-letter queue: failed, credits refunded exactly once", async () => {
    const id = await parkedAnalysis(user, "standard");
    const before = await balanceOf(user.userId);
    await s3().send(
      new DeleteObjectCommand({ Bucket: bucketName(), Key: analysisObjects.source(user.userId, id) }),
    );
    await releaseToPipeline(id, realPreprocessQueue());
    const failed = await waitForAnalysis(user, id, (body) => body.status === "failed", 90_000);
    expect(failed).toMatchObject({
      status: "failed",
      credits_used: 0,
      error: { code: "PROCESSING_FAILED", message: expect.stringContaining("preprocessing") },
    });
    // The reason names the real problem, in words of ours, never the object's key.
    expect((failed.error as { message: string }).message).toContain(
      "Could not read the submitted code: the object does not exist",
    );
    expect((failed.error as { message: string }).message).not.toContain(user.userId);
    expect(await balanceOf(user.userId)).toBe(before + 3);
    expect(await refundsFor(id)).toHaveLength(1);
    // The failure handler running again (a redelivered dead letter) refunds nothing more.
    expect(await failAfterRetries("preprocessing", id)).toBe(false);
    expect(await refundsFor(id)).toHaveLength(1);
    await expectLedgerBalanced(user.userId);
  }, 120_000);

  it("the sweep fails an analysis past its deadline with ANALYSIS_TIMEOUT and refunds it once", async () => {
    const id = await parkedAnalysis(user);
    const past = new Date(Date.now() - 1000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: analysisKeys.item(id),
        UpdateExpression: "SET deadline_at = :past, gsi2sk = :key",
        ExpressionAttributeValues: { ":past": past, ":key": analysisKeys.openSk(past, id) },
      }),
    );
    const before = await balanceOf(user.userId);
    expect(await expireOverdueAnalyses()).toBeGreaterThanOrEqual(1);
    const record = await getAnalysis(id);
    expect(record).toMatchObject({ status: "failed", error: { code: "ANALYSIS_TIMEOUT" }, credits_used: 0 });
    expect(record?.gsi2pk).toBeUndefined();
    expect(await balanceOf(user.userId)).toBe(before + 1);
    await expireOverdueAnalyses();
    expect(await refundsFor(id)).toHaveLength(1);
    // A stage message arriving afterwards finds nothing to do.
    expect(await preprocessHandler(stageEvent([{ body: preprocessMessage(id) }]))).toEqual({
      batchItemFailures: [],
    });
    expect((await getAnalysis(id))?.status).toBe("failed");
  });
});

describe("cancel", () => {
  const cancel = (id: string) =>
    api(`/api/analysis/${id}/cancel`, { method: "POST", headers: bearer(user.accessToken) });

  it("cancels a waiting analysis, refunds it, and the stages skip it", async () => {
    const id = await parkedAnalysis(user, "standard");
    const before = await balanceOf(user.userId);
    const response = await cancel(id);
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({
      analysis_id: id,
      status: "cancelled",
      credits_used: 0,
      error: { code: "CANCELLED" },
    });
    expect(await balanceOf(user.userId)).toBe(before + 3);
    await releaseToPipeline(id, realPreprocessQueue());
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const record = await getAnalysis(id);
    expect(record?.status).toBe("cancelled");
    expect(record?.stage_ms).toEqual({});
    const again = await cancel(id);
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe("CONFLICT");
    expect(await refundsFor(id)).toHaveLength(1);
    await expectLedgerBalanced(user.userId);
  });

  it("cancels an analysis while a stage is working on it: the stage's result is dropped", async () => {
    const id = await parkedAnalysis(user);
    await runStage("preprocessing", id, async () => {
      expect((await cancel(id)).status).toBe(200);
      return {};
    });
    const record = await getAnalysis(id);
    expect(record?.status).toBe("cancelled");
    expect(record?.lease_token).toBeUndefined();
    expect(await refundsFor(id)).toHaveLength(1);
  });

  it("answers 409 for a completed analysis", async () => {
    const id = (await submit(user, pasted())).json<{ analysis_id: string }>().analysis_id;
    await waitForAnalysis(user, id);
    const response = await cancel(id);
    expect(response.status).toBe(409);
    expect(response.json<{ error: { details: { status: string } } }>().error.details.status).toBe(
      "completed",
    );
  });
});

describe("delete", () => {
  const remove = (id: string) =>
    api(`/api/analysis/${id}`, { method: "DELETE", headers: bearer(user.accessToken) });

  it("deletes a completed analysis with its source, findings and reports", async () => {
    const id = (await submit(user, pasted())).json<{ analysis_id: string }>().analysis_id;
    await waitForAnalysis(user, id);
    const report = await api(`/api/analysis/${id}/report?format=csv`, { headers: bearer(user.accessToken) });
    expect(report.status).toBe(302);
    const prefix = analysisObjects.prefix(user.userId, id);
    expect((await objectsUnder(prefix)).length).toBeGreaterThanOrEqual(5);
    const response = await remove(id);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect(await objectsUnder(prefix)).toEqual([]);
    expect((await api(`/api/analysis/${id}`, { headers: bearer(user.accessToken) })).status).toBe(404);
    expect((await remove(id)).status).toBe(404);
  });

  it("cancels and refunds an unfinished analysis first, and a late stage message does nothing", async () => {
    const id = await parkedAnalysis(user, "standard");
    const before = await balanceOf(user.userId);
    expect((await remove(id)).status).toBe(204);
    expect(await balanceOf(user.userId)).toBe(before + 3);
    expect(await getAnalysis(id)).toBeUndefined();
    expect(await preprocessHandler(stageEvent([{ body: preprocessMessage(id) }]))).toEqual({
      batchItemFailures: [],
    });
    expect(await getAnalysis(id)).toBeUndefined();
    expect(await objectsUnder(analysisObjects.prefix(user.userId, id))).toEqual([]);
    await expectLedgerBalanced(user.userId);
  });

  it("removes what a stage wrote when the analysis was deleted while it ran", async () => {
    const id = await parkedAnalysis(user);
    await runStage("preprocessing", id, async () => {
      expect((await remove(id)).status).toBe(204);
      const { putJson } = await import("../../../lib/analysis/objects");
      await putJson(analysisObjects.prepared(user.userId, id), { files: [], skipped: [] });
      return {};
    });
    expect(await objectsUnder(analysisObjects.prefix(user.userId, id))).toEqual([]);
  });
});
