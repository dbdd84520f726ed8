import { GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { allowances } from "../accounts/roles";
import { CodeHostError, codeHost, parseRepositoryUrl } from "../adapters/codehost/codehost";
import { getAnalysis } from "../analysis/records";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { newId } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { cancellationReasons, isConditionFailed } from "../db/errors";
import { queryItems } from "../db/query";
import { transactNamed } from "../db/transaction";
import { AppError } from "../http/errors";
import { log } from "../log";
import { codehostKeys, defaultSettings, type ProjectProblem, type ProjectRecord } from "./model";
import type { LinkBody, ProjectView, SettingsBody } from "./routes";

// Linking: the code host is asked (as the app) which installation covers the repository, and that
// installation must be the one given; one repository belongs to one account at a time, held by a
// claim item written in the same transaction as the project.

export async function linkRepository(caller: Principal, body: LinkBody) {
  const ref = parseRepositoryUrl(body.repository_url);
  if (!ref || ref.ref) {
    throw invalid(
      "repository_url",
      `must be a repository URL ${config().CODEHOST_WEB_URL}/<org>/<repo>, without a ref`,
    );
  }
  const info = await describeForLink(ref, body.installation_id);
  if (info.private && !allowances[caller.role].private_repos) {
    throw new AppError("FORBIDDEN", "Your plan does not include private repositories", {
      details: { reason: "feature_not_in_plan", feature: "private_repos" },
    });
  }
  const [owner = ref.owner, repo = ref.repo] = info.fullName.split("/");
  const existing = await linkedProjectOf(owner, repo);
  if (existing) return answerExisting(caller, existing);
  const now = new Date().toISOString();
  const projectId = newId("project");
  const project: ProjectRecord = {
    ...codehostKeys.project(projectId),
    gsi1pk: codehostKeys.projectsOf(caller.userId),
    gsi1sk: `${now}#${projectId}`,
    project_id: projectId,
    user_id: caller.userId,
    owner,
    repo,
    repository_name: info.fullName,
    installation_id: body.installation_id,
    private: info.private,
    default_branch: info.defaultBranch,
    status: "linked",
    settings: defaultSettings,
    created_at: now,
    updated_at: now,
  };
  const outcome = await transactNamed([
    {
      name: "repository-link",
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...codehostKeys.repositoryLink(owner, repo),
            project_id: projectId,
            user_id: caller.userId,
          },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    },
    {
      name: "project",
      write: {
        Put: { TableName: tableName(), Item: project, ConditionExpression: "attribute_not_exists(pk)" },
      },
    },
  ]);
  if (!outcome.written) {
    // Another request linked it meanwhile: answer as if this one came second.
    const winner = outcome.failed.includes("repository-link")
      ? await linkedProjectOf(owner, repo)
      : undefined;
    if (!winner)
      throw new Error(`repository link cancelled: ${outcome.failed.join(", ") || "no condition failed"}`);
    return answerExisting(caller, winner);
  }
  log.info("repository linked", { project_id: projectId, repository: info.fullName });
  return { project_id: projectId, repository_name: info.fullName, status: "linked" as const };
}

function answerExisting(caller: Principal, project: ProjectRecord) {
  if (project.user_id !== caller.userId) {
    throw new AppError("CONFLICT", "This repository is linked to another account", {
      details: { reason: "repository_linked_elsewhere" },
    });
  }
  return {
    project_id: project.project_id,
    repository_name: project.repository_name,
    status: "linked" as const,
  };
}

async function describeForLink(ref: { owner: string; repo: string }, installationId: number) {
  try {
    const covering = await codeHost().repositoryInstallationId(ref);
    if (covering !== installationId) throw new CodeHostError("unauthorized", "another installation");
    return await codeHost().repository(ref, { installationId });
  } catch (error) {
    if (!(error instanceof CodeHostError)) throw error;
    if (error.kind === "unavailable")
      throw new AppError("BAD_GATEWAY", "The code host is not answering; try again later");
    throw new AppError("FORBIDDEN", "This installation cannot see the repository", {
      details: { reason: "installation_cannot_see_repository" },
    });
  }
}

/** The project a repository is linked to now, if any. */
export async function linkedProjectOf(owner: string, repo: string): Promise<ProjectRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: codehostKeys.repositoryLink(owner, repo),
      ConsistentRead: true,
    }),
  );
  const projectId = Item?.project_id;
  if (typeof projectId !== "string") return undefined;
  const project = await getProject(projectId);
  return project?.status === "linked" ? project : undefined;
}

export async function getProject(projectId: string): Promise<ProjectRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: codehostKeys.project(projectId), ConsistentRead: true }),
  );
  return Item as ProjectRecord | undefined;
}

async function ownedProject(caller: Principal, projectId: string): Promise<ProjectRecord> {
  const project = await getProject(projectId);
  if (!project) throw new AppError("NOT_FOUND", "No project with this id");
  if (project.user_id !== caller.userId) {
    throw new AppError("FORBIDDEN", "This project belongs to another account", {
      details: { reason: "not_owner" },
    });
  }
  return project;
}

export async function unlinkProject(caller: Principal, projectId: string) {
  const project = await ownedProject(caller, projectId);
  if (project.status === "linked") {
    const now = new Date().toISOString();
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: codehostKeys.project(projectId),
                UpdateExpression: "SET #status = :unlinked, updated_at = :now",
                ConditionExpression: "#status = :linked",
                ExpressionAttributeNames: { "#status": "status" },
                ExpressionAttributeValues: { ":unlinked": "unlinked", ":linked": "linked", ":now": now },
              },
            },
            {
              Delete: {
                TableName: tableName(),
                Key: codehostKeys.repositoryLink(project.owner, project.repo),
                ConditionExpression: "project_id = :project",
                ExpressionAttributeValues: { ":project": projectId },
              },
            },
          ],
        }),
      );
    } catch (error) {
      // Unlinked meanwhile by a concurrent request: the outcome is the same.
      if (!cancellationReasons(error)) throw error;
    }
    log.info("repository unlinked", { project_id: projectId });
  }
  return { project_id: projectId, status: "unlinked" as const };
}

export async function listProjects(caller: Principal): Promise<{ projects: ProjectView[] }> {
  const items: ProjectRecord[] = [];
  for await (const item of queryItems<ProjectRecord>({
    IndexName: "gsi1",
    KeyConditionExpression: "gsi1pk = :pk",
    ExpressionAttributeValues: { ":pk": codehostKeys.projectsOf(caller.userId) },
    ScanIndexForward: false,
  })) {
    items.push(item);
  }
  return { projects: await Promise.all(items.map(projectView)) };
}

export async function updateSettings(caller: Principal, projectId: string, body: SettingsBody) {
  const project = await ownedProject(caller, projectId);
  const settings = { ...project.settings, ...body };
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: codehostKeys.project(projectId),
      UpdateExpression: "SET settings = :settings, updated_at = :now",
      ConditionExpression: "user_id = :user",
      ExpressionAttributeValues: {
        ":settings": settings,
        ":now": new Date().toISOString(),
        ":user": caller.userId,
      },
      ReturnValues: "ALL_NEW",
    }),
  );
  return projectView(Attributes as ProjectRecord);
}

/** Records what the last event of a project did: the analysis it started, or why none started. */
export async function recordProjectEvent(
  projectId: string,
  outcome: { analysisId: string } | { problem: Omit<ProjectProblem, "at"> },
): Promise<void> {
  const now = new Date().toISOString();
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: codehostKeys.project(projectId),
        UpdateExpression:
          "analysisId" in outcome
            ? "SET last_analysis_id = :analysis, last_event_at = :now REMOVE last_problem"
            : "SET last_problem = :problem, last_event_at = :now",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: {
          ":now": now,
          ...("analysisId" in outcome
            ? { ":analysis": outcome.analysisId }
            : { ":problem": { ...outcome.problem, at: now } }),
        },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
}

async function projectView(project: ProjectRecord): Promise<ProjectView> {
  const last = project.last_analysis_id ? await getAnalysis(project.last_analysis_id) : undefined;
  return {
    project_id: project.project_id,
    repository_name: project.repository_name,
    status: project.status,
    installation_id: project.installation_id,
    private: project.private,
    default_branch: project.default_branch,
    settings: project.settings,
    created_at: project.created_at,
    last_event_at: project.last_event_at ?? null,
    last_analysis: last
      ? {
          analysis_id: last.analysis_id,
          status: last.status,
          security_score: last.security_score ?? null,
          created_at: last.created_at,
        }
      : null,
    last_problem: project.last_problem ?? null,
  };
}

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", `Invalid request: body.${field}: ${message}`, {
    details: { fields: [{ field: `body.${field}`, message }] },
  });
}
