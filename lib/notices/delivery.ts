import { createHmac } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { SendMessageCommand } from "@aws-sdk/client-sqs";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import * as v from "valibot";
import { keys } from "../accounts/keys";
import type { AnalysisRecord } from "../analysis/model";
import { getAnalysis } from "../analysis/records";
import { noSeverities } from "../analysis/result-document";
import { config } from "../config";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { log } from "../log";
import { queueUrl, sqs } from "../queue/client";
import { type ResolvedTarget, resolveNoticeTarget, UnsafeAddress } from "./address";
import { DELIVERY_RETENTION_SECONDS, deliverySkPrefix } from "./delivery-log";
import { endpointForDelivery, endpointsOf } from "./endpoints";
import { type NoticeEvent, noticeEvents } from "./routes";

// Completion notices go out from their own queue, one message per endpoint and attempt. A failed
// attempt (no answer, or not 2xx) queues the next one with a growing delay, up to a limit; every
// attempt is recorded on the delivery's item, and the attempt number is claimed there first, so a
// message delivered twice sends once. The body is signed with the endpoint's secret over
// `<timestamp>.<body>` (header `X-Code-Security-Signature: t=<timestamp>,v1=<hex>`).

export const NoticeMessage = v.object({
  endpoint_id: v.pipe(v.string(), v.regex(/^hook_[0-9a-f]{24}$/)),
  user_id: v.string(),
  analysis_id: v.pipe(v.string(), v.regex(/^analysis_[0-9a-f]{24}$/)),
  event: v.picklist(noticeEvents),
  attempt: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pull_request: v.optional(v.object({ number: v.number(), new: v.number(), fixed: v.number() })),
});
export type NoticeMessage = v.InferOutput<typeof NoticeMessage>;

export type PullRequestCounts = NonNullable<NoticeMessage["pull_request"]>;

const deliveryKey = (message: Pick<NoticeMessage, "user_id" | "endpoint_id" | "analysis_id" | "event">) => ({
  pk: keys.profile(message.user_id).pk,
  sk: `${deliverySkPrefix(message.endpoint_id)}${message.analysis_id}#${message.event}`,
});

/** Queues a notice to each of the owner's endpoints that asked for this analysis's outcome. */
export async function queueNotices(record: AnalysisRecord, pullRequest?: PullRequestCounts): Promise<number> {
  const event: NoticeEvent | undefined =
    record.status === "completed"
      ? "analysis.completed"
      : record.status === "failed"
        ? "analysis.failed"
        : undefined;
  if (!event) return 0;
  const endpoints = (await endpointsOf(record.user_id)).filter((endpoint) => endpoint.events.includes(event));
  for (const endpoint of endpoints) {
    await sendNoticeMessage({
      endpoint_id: endpoint.id,
      user_id: record.user_id,
      analysis_id: record.analysis_id,
      event,
      attempt: 1,
      ...(pullRequest ? { pull_request: pullRequest } : {}),
    });
  }
  return endpoints.length;
}

async function sendNoticeMessage(message: NoticeMessage, delaySeconds = 0): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: await queueUrl(config().NOTICES_QUEUE_NAME),
      MessageBody: JSON.stringify(message),
      DelaySeconds: delaySeconds,
    }),
  );
}

export async function deliverNotice(message: NoticeMessage): Promise<void> {
  const key = deliveryKey(message);
  if (!(await claimAttempt(key, message.attempt))) {
    log.info("notice attempt already made", { analysis_id: message.analysis_id, attempt: message.attempt });
    return;
  }
  const endpoint = await endpointForDelivery(message.user_id, message.endpoint_id);
  const record = await getAnalysis(message.analysis_id);
  if (!endpoint || !record)
    return finish(key, message, { error: "The endpoint or the analysis no longer exists" }, "dropped");
  const body = JSON.stringify(noticeBody(record, message));
  let outcome: { status_code?: number; error?: string };
  try {
    const target = await resolveNoticeTarget(endpoint.url);
    outcome = { status_code: await post(target, body, endpoint.plainSecret, message) };
  } catch (error) {
    if (error instanceof UnsafeAddress) {
      return finish(key, message, { error: `Refused: the URL ${error.message}` }, "refused");
    }
    outcome = { error: (error as Error).message };
  }
  const delivered =
    outcome.status_code !== undefined && outcome.status_code >= 200 && outcome.status_code < 300;
  if (delivered) return finish(key, message, outcome, "delivered");
  const settings = config();
  if (message.attempt >= settings.NOTICE_MAX_ATTEMPTS) return finish(key, message, outcome, "failed");
  await finish(key, message, outcome, "retrying");
  const delay = Math.min(900, settings.NOTICE_RETRY_BASE_SECONDS * 2 ** (message.attempt - 1));
  await sendNoticeMessage({ ...message, attempt: message.attempt + 1 }, delay);
}

function noticeBody(record: AnalysisRecord, message: NoticeMessage) {
  return {
    event: message.event,
    analysis_id: record.analysis_id,
    status: record.status,
    security_score: record.security_score ?? null,
    total_vulnerabilities: record.total_vulnerabilities ?? 0,
    severity_counts: record.severity_counts ?? noSeverities(),
    ...(record.error ? { error: record.error } : {}),
    ...(message.pull_request ? { pull_request: message.pull_request } : {}),
    occurred_at: record.completed_at ?? record.updated_at,
  };
}

/** Claims attempt `n` on the delivery's item: false when it was made already (a duplicate message). */
async function claimAttempt(key: { pk: string; sk: string }, attempt: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: "SET attempts_made = :attempt, #status = :sending",
        ConditionExpression:
          attempt === 1 ? "attribute_not_exists(attempts_made)" : "attempts_made = :previous",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":attempt": attempt,
          ":sending": "sending",
          ...(attempt === 1 ? {} : { ":previous": attempt - 1 }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

async function finish(
  key: { pk: string; sk: string },
  message: NoticeMessage,
  outcome: { status_code?: number; error?: string },
  status: "delivered" | "retrying" | "failed" | "refused" | "dropped",
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression:
        "SET attempts = list_append(if_not_exists(attempts, :none), :this), #status = :status, endpoint_id = :endpoint, analysis_id = :analysis, updated_at = :now, #ttl = :ttl",
      ExpressionAttributeNames: { "#status": "status", "#ttl": "ttl" },
      ExpressionAttributeValues: {
        ":none": [],
        ":this": [{ attempt: message.attempt, at: new Date().toISOString(), ...outcome }],
        ":status": status,
        ":endpoint": message.endpoint_id,
        ":analysis": message.analysis_id,
        ":now": new Date().toISOString(),
        ":ttl": Math.floor(Date.now() / 1000) + DELIVERY_RETENTION_SECONDS,
      },
    }),
  );
  log.info("notice attempt", {
    analysis_id: message.analysis_id,
    attempt: message.attempt,
    status,
    ...outcome,
  });
}

/** One POST to the checked address only (no second lookup, no redirects followed). */
function post(target: ResolvedTarget, body: string, secret: string, message: NoticeMessage): Promise<number> {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: "POST",
        lookup: pinned,
        timeout: config().OUTBOUND_TIMEOUT_MS,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "User-Agent": "code-security-notices",
          "X-Code-Security-Event": message.event,
          "X-Code-Security-Delivery": `${message.analysis_id}.${message.endpoint_id}`,
          "X-Code-Security-Signature": `t=${timestamp},v1=${signature}`,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("The endpoint did not answer in time")));
    request.on("error", reject);
    request.end(body);
  });
}
