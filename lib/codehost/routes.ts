import * as v from "valibot";
import { analysisTypes } from "../analysis/model";
import { defineRoute } from "../http/route";
import { projectIdPattern } from "./model";

// The code-host endpoints' contracts: linking and unlinking repositories, the linked projects and
// their settings, and the webhook the code host calls.

const ProjectId = v.pipe(v.string("is required"), v.regex(projectIdPattern, "is not a project id"));

export const LinkBody = v.object({
  repository_url: v.pipe(v.string("is required"), v.minLength(1, "is required"), v.maxLength(500)),
  // The spec gives installation ids as strings; the code host's are whole numbers.
  installation_id: v.pipe(
    v.union([v.string(), v.number()], "is required"),
    v.transform(String),
    v.regex(/^[1-9][0-9]{0,15}$/, "must be the installation's numeric id"),
    v.transform(Number),
  ),
});
export type LinkBody = v.InferOutput<typeof LinkBody>;

export const linkRoute = defineRoute({
  operationId: "linkRepository",
  method: "POST",
  path: "/api/v1/codehost/link",
  summary: "Link a repository the app's installation can see to a project of the caller",
  tag: "codehost",
  auth: "user",
  body: LinkBody,
  successStatus: 200,
  response: v.object({
    project_id: v.string(),
    repository_name: v.string(),
    status: v.literal("linked"),
  }),
  errors: ["FORBIDDEN", "CONFLICT", "BAD_GATEWAY"],
});

export const unlinkRoute = defineRoute({
  operationId: "unlinkRepository",
  method: "POST",
  path: "/api/v1/codehost/unlink",
  summary: "Unlink a project: later events of its repository are ignored",
  tag: "codehost",
  auth: "user",
  body: v.object({ project_id: ProjectId }),
  successStatus: 200,
  response: v.object({ project_id: v.string(), status: v.literal("unlinked") }),
  errors: ["FORBIDDEN", "NOT_FOUND"],
});

const SettingsView = v.object({
  analysis_type: v.picklist(analysisTypes),
  branches: v.array(v.string()),
  pull_request_comments: v.boolean(),
});

export const ProjectView = v.object({
  project_id: v.string(),
  repository_name: v.string(),
  status: v.picklist(["linked", "unlinked"]),
  installation_id: v.number(),
  private: v.boolean(),
  default_branch: v.string(),
  settings: SettingsView,
  created_at: v.string(),
  last_event_at: v.nullable(v.string()),
  last_analysis: v.nullable(
    v.object({
      analysis_id: v.string(),
      status: v.string(),
      security_score: v.nullable(v.number()),
      created_at: v.string(),
    }),
  ),
  last_problem: v.nullable(v.object({ code: v.string(), message: v.string(), at: v.string() })),
});
export type ProjectView = v.InferOutput<typeof ProjectView>;

export const listProjectsRoute = defineRoute({
  operationId: "listProjects",
  method: "GET",
  path: "/api/v1/codehost/projects",
  summary: "The caller's linked projects, with the last analysis of each",
  tag: "codehost",
  auth: "user",
  successStatus: 200,
  response: v.object({ projects: v.array(ProjectView) }),
});

const branchName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.\-/]{1,200}$/, "is not a branch name"));

export const SettingsBody = v.pipe(
  v.strictObject({
    analysis_type: v.optional(v.picklist(analysisTypes)),
    branches: v.optional(v.pipe(v.array(branchName), v.maxLength(20))),
    pull_request_comments: v.optional(v.boolean()),
  }),
  v.check((body) => Object.keys(body).length > 0, "give at least one setting"),
);
export type SettingsBody = v.InferOutput<typeof SettingsBody>;

export const updateSettingsRoute = defineRoute({
  operationId: "updateProjectSettings",
  method: "PATCH",
  path: "/api/v1/codehost/projects/{project_id}",
  summary: "Change a project's settings: analysis level, branches analysed on push, pull request comments",
  tag: "codehost",
  auth: "user",
  params: v.object({ project_id: ProjectId }),
  body: SettingsBody,
  successStatus: 200,
  response: ProjectView,
  errors: ["FORBIDDEN", "NOT_FOUND"],
});

export const webhookRoute = defineRoute({
  operationId: "codehostWebhook",
  method: "POST",
  path: "/api/v1/codehost/webhook",
  summary:
    "Events from the code host, authenticated by X-Hub-Signature-256 (HMAC-SHA256 of the raw body); handled events are queued (202)",
  tag: "codehost",
  auth: "public",
  successStatus: 202,
  response: v.object({ message: v.string() }),
  errors: ["FORBIDDEN", "PAYLOAD_TOO_LARGE"],
});
