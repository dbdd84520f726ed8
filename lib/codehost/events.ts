import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import * as v from "valibot";
import { getUser } from "../accounts/users";
import { codeHost } from "../adapters/codehost/codehost";
import { createAnalysis, type LinkedOrigin } from "../analysis/create";
import { getAnalysis } from "../analysis/records";
import { CreateAnalysisBody } from "../analysis/routes";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { db, tableName } from "../db/client";
import { isConditionFailed } from "../db/errors";
import { AppError } from "../http/errors";
import { log } from "../log";
import { queueNotices } from "../notices/delivery";
import type { CodehostMessage } from "../queue/codehost-messages";
import { codehostKeys, type ProjectRecord } from "./model";
import { getProject, recordProjectEvent } from "./projects";
import { claimPullHead, recordPullHeadAnalysis, releasePullHead } from "./pull-heads";
import { publishPullRequestResult } from "./pull-requests";

// The events queue's consumer. A push or pull request becomes an analysis of that commit through
// the same create path as any analysis, charged to the project owner; the delivery id is its
// idempotency key, so a message delivered twice starts one analysis, and a pull request head is
// claimed first, so its other deliveries start none (pull-heads.ts). When the owner cannot pay
// (or the plan refuses), nothing starts and the project records why. When an analysis ends, a pull
// request run's result goes back to the pull request.

type EventMessage = Extract<CodehostMessage, { type: "push" | "pull_request" }>;

export async function handleCodehostMessage(message: CodehostMessage): Promise<void> {
  if (message.type === "analysis_ended") {
    const record = await getAnalysis(message.analysis_id);
    if (!record) return;
    const comparison = await publishPullRequestResult(record);
    const pull = record.source.kind === "codehost" ? record.source.pull : undefined;
    await queueNotices(
      record,
      pull && comparison
        ? { number: pull.number, new: comparison.fresh.length, fixed: comparison.fixed.length }
        : undefined,
    );
    return;
  }
  const project = await getProject(message.project_id);
  if (project?.status !== "linked" || project.installation_id !== message.installation_id) {
    log.info("code-host event dropped: the project is no longer linked", { project_id: message.project_id });
    return;
  }
  await startAnalysis(project, message);
}

async function startAnalysis(project: ProjectRecord, message: EventMessage): Promise<void> {
  const user = await getUser(project.user_id);
  if (!user) return;
  const principal: Principal = { userId: user.id, email: user.email, role: user.role, user, via: "token" };
  const sha = message.type === "push" ? message.sha : message.head_sha;
  const origin: LinkedOrigin = { installationId: project.installation_id, projectId: project.project_id };
  const head =
    message.type === "pull_request"
      ? { projectId: project.project_id, number: message.number, sha: message.head_sha }
      : undefined;
  if (head && !(await claimPullHead(head, message.delivery_id))) {
    log.info("pull request head already analysed by another delivery", {
      project_id: project.project_id,
      number: head.number,
      delivery_id: message.delivery_id,
    });
    return;
  }
  if (message.type === "pull_request") {
    origin.pull = {
      number: message.number,
      head_sha: message.head_sha,
      base_sha: message.base_sha,
      check_run_id: await checkRunFor(project, message.head_sha),
    };
  }
  const body = v.parse(CreateAnalysisBody, {
    source_type: "codehost",
    content: `${config().CODEHOST_WEB_URL.replace(/\/+$/, "")}/${project.owner}/${project.repo}@${sha}`,
    analysis_type: project.settings.analysis_type,
    title:
      message.type === "push"
        ? `Push to ${message.branch} (${sha.slice(0, 7)})`
        : `Pull request #${message.number} (${sha.slice(0, 7)})`,
  });
  try {
    const created = await createAnalysis(
      principal,
      body,
      "codehost",
      `codehost-delivery:${message.delivery_id}`,
      origin,
    );
    if (head) await recordPullHeadAnalysis(head, message.delivery_id, created.analysis_id);
    await recordProjectEvent(project.project_id, { analysisId: created.analysis_id });
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...codehostKeys.commitAnalysis(project.project_id, sha), analysis_id: created.analysis_id },
      }),
    );
    log.info("analysis started by a code-host event", {
      project_id: project.project_id,
      analysis_id: created.analysis_id,
      event: message.type,
    });
  } catch (error) {
    // A refusal (no credits, allowance used up, plan) will not change on retry: record it and stop.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    log.info("code-host event started no analysis", { project_id: project.project_id, code: error.code });
    if (head) await releasePullHead(head, message.delivery_id);
    await recordProjectEvent(project.project_id, { problem: { code: error.code, message: error.message } });
    if (origin.pull) {
      await codeHost().updateCheckRun(
        { owner: project.owner, repo: project.repo, checkRunId: origin.pull.check_run_id },
        { status: "completed", conclusion: "neutral", title: "No analysis", summary: error.message },
        project.installation_id,
      );
    }
  }
}

/**
 * The head commit's one check run, created in progress the first time. A run created before a
 * crash (the record of it not yet written) is found on the code host and reused; when two
 * deliveries create one at once, the one recorded first wins and the other is closed, so no run is
 * left in progress forever.
 */
async function checkRunFor(project: ProjectRecord, headSha: string): Promise<number> {
  const key = codehostKeys.checkRun(project.project_id, headSha);
  const recorded = async () => {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    return typeof Item?.check_run_id === "number" ? Item.check_run_id : undefined;
  };
  const known = await recorded();
  if (known !== undefined) return known;
  const ref = { owner: project.owner, repo: project.repo, headSha, name: config().CODEHOST_CHECK_NAME };
  const found = await codeHost().findCheckRun(ref, project.installation_id);
  const id = found ?? (await codeHost().createCheckRun(ref, project.installation_id));
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, check_run_id: id },
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    return id;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const winner = (await recorded()) ?? id;
    if (winner !== id && found === undefined)
      await codeHost().updateCheckRun(
        { owner: project.owner, repo: project.repo, checkRunId: id },
        {
          status: "completed",
          conclusion: "neutral",
          title: "Superseded",
          summary: `Reported by check run ${winner}.`,
        },
        project.installation_id,
      );
    return winner;
  }
}
