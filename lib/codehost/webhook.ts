import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { verify } from "@octokit/webhooks-methods";
import * as v from "valibot";
import { config } from "../config";
import { db, tableName } from "../db/client";
import { AppError } from "../http/errors";
import { HttpResult } from "../http/response";
import type { HttpEvent } from "../http/route";
import { log } from "../log";
import { sendCodehostMessage } from "../queue/codehost-messages";
import { codehostKeys, type ProjectRecord } from "./model";
import { linkedProjectOf } from "./projects";

// The code host's webhook. The signature (HMAC-SHA256 of the raw body with the shared secret) is
// checked in constant time before anything is parsed: missing → 400, wrong → 403, and nothing is
// read, recorded or started. A handled event is queued and answered 202 at once; the delivery id
// is recorded after the enqueue, so a redelivery after a failed enqueue is still processed, and
// the queue consumer is idempotent per delivery for the rare double enqueue.

const deliveryTtlSeconds = 7 * 24 * 3600;

const Repository = v.looseObject({
  full_name: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/)),
});
const Installation = v.looseObject({ id: v.pipe(v.number(), v.integer()) });
const sha = v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/));

const PushPayload = v.looseObject({
  ref: v.string(),
  after: sha,
  deleted: v.optional(v.boolean()),
  repository: Repository,
  installation: Installation,
});

const PullRequestPayload = v.looseObject({
  action: v.string(),
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pull_request: v.looseObject({
    head: v.looseObject({ sha }),
    base: v.looseObject({ sha }),
  }),
  repository: Repository,
  installation: Installation,
});

const handledPullRequestActions = ["opened", "synchronize", "reopened"];

export async function receiveWebhook(event: HttpEvent): Promise<HttpResult> {
  const headers = event.headers ?? {};
  const secret = config().WEBHOOK_SECRET;
  if (!secret) throw new AppError("SERVICE_UNAVAILABLE", "The webhook secret is not configured");
  const signature = headers["x-hub-signature-256"];
  if (!signature) {
    throw new AppError("VALIDATION_ERROR", "The X-Hub-Signature-256 header is required", {
      details: { fields: [{ field: "header.x-hub-signature-256", message: "is required" }] },
    });
  }
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body ?? "", "base64").toString("utf8")
    : (event.body ?? "");
  // The format check comes first: verify() compares in constant time, but only equal lengths.
  const valid =
    /^sha256=[0-9a-f]{64}$/.test(signature) && raw !== "" && (await verify(secret, raw, signature));
  if (!valid) {
    throw new AppError("FORBIDDEN", "The webhook signature does not match", {
      details: { reason: "invalid_signature" },
    });
  }
  const kind = headers["x-codehost-event"] ?? headers["x-github-event"] ?? "";
  const deliveryId = headers["x-codehost-delivery"] ?? headers["x-github-delivery"] ?? "";
  if (!/^[A-Za-z0-9-]{1,100}$/.test(deliveryId)) {
    throw new AppError("VALIDATION_ERROR", "The X-Codehost-Delivery header is missing or malformed", {
      details: { fields: [{ field: "header.x-codehost-delivery", message: "is required" }] },
    });
  }
  const payload = parseJson(raw);
  if (kind === "ping") return new HttpResult(200, { message: "pong" });
  if (kind === "push") return acceptPush(deliveryId, payload);
  if (kind === "pull_request") return acceptPullRequest(deliveryId, payload);
  return ignored(`The event type "${kind}" is not handled`);
}

async function acceptPush(deliveryId: string, payload: unknown): Promise<HttpResult> {
  const push = parsePayload(PushPayload, payload);
  const project = await projectFor(push.repository.full_name, push.installation.id);
  if (!project) return ignored("The repository is not linked");
  const branch = push.ref.startsWith("refs/heads/") ? push.ref.slice("refs/heads/".length) : undefined;
  const tracked = project.settings.branches.length > 0 ? project.settings.branches : [project.default_branch];
  if (!branch || push.deleted || !tracked.includes(branch))
    return ignored("The branch is not analysed on push");
  return enqueueOnce(deliveryId, {
    type: "push",
    delivery_id: deliveryId,
    project_id: project.project_id,
    installation_id: project.installation_id,
    sha: push.after,
    branch,
  });
}

async function acceptPullRequest(deliveryId: string, payload: unknown): Promise<HttpResult> {
  const pull = parsePayload(PullRequestPayload, payload);
  if (!handledPullRequestActions.includes(pull.action)) {
    return ignored(`The pull request action "${pull.action}" is not handled`);
  }
  const project = await projectFor(pull.repository.full_name, pull.installation.id);
  if (!project) return ignored("The repository is not linked");
  return enqueueOnce(deliveryId, {
    type: "pull_request",
    delivery_id: deliveryId,
    project_id: project.project_id,
    installation_id: project.installation_id,
    number: pull.number,
    head_sha: pull.pull_request.head.sha,
    base_sha: pull.pull_request.base.sha,
  });
}

async function projectFor(fullName: string, installationId: number): Promise<ProjectRecord | undefined> {
  const [owner = "", repo = ""] = fullName.split("/");
  const project = await linkedProjectOf(owner, repo);
  return project?.installation_id === installationId ? project : undefined;
}

async function enqueueOnce(
  deliveryId: string,
  message: Parameters<typeof sendCodehostMessage>[0],
): Promise<HttpResult> {
  const key = codehostKeys.delivery(deliveryId);
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  if (Item) return new HttpResult(202, { message: "This delivery was accepted before" });
  await sendCodehostMessage(message);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key,
        event: message.type,
        accepted_at: new Date().toISOString(),
        ttl: Math.floor(Date.now() / 1000) + deliveryTtlSeconds,
      },
    }),
  );
  log.info("code-host event accepted", { delivery_id: deliveryId, event: message.type });
  return new HttpResult(202, { message: "Accepted: the event will be processed" });
}

function ignored(reason: string): HttpResult {
  return new HttpResult(200, { message: `Ignored: ${reason}` });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError("VALIDATION_ERROR", "The webhook body is not JSON", {
      details: { fields: [{ field: "body", message: "must be JSON" }] },
    });
  }
}

function parsePayload<S extends v.GenericSchema>(schema: S, payload: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) {
    const path = v.getDotPath(parsed.issues[0]) ?? "body";
    throw new AppError(
      "VALIDATION_ERROR",
      `The webhook payload is not usable: ${path} ${parsed.issues[0].message}`,
      {
        details: { fields: [{ field: `body.${path}`, message: parsed.issues[0].message }] },
      },
    );
  }
  return parsed.output;
}
