import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { importPKCS8, SignJWT } from "jose";
import { expect, inject } from "vitest";
import { bearer, type SignedIn } from "./accounts";
import { type ApiResponse, api } from "./api";

// The local code host as a test drives it: its REST API (as the repository's owner at work, or as
// the app), fresh repositories under owners of their own, and signed webhook deliveries.

export function codehostApi(): string {
  return `${inject("codehostWebUrl")}/api`;
}

export async function hostCall<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${codehostApi()}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

/** The app's installation on `owner`, as the app itself lists them. */
export async function installationIdOf(owner: string): Promise<number> {
  const { status, body } = await hostCall<Array<{ id: number; account: { login: string } }>>(
    "GET",
    "/app/installations",
    undefined,
    { authorization: `Bearer ${await appJwt()}` },
  );
  expect(status).toBe(200);
  const found = body.find((installation) => installation.account.login === owner);
  if (!found) throw new Error(`no installation for ${owner}`);
  return found.id;
}

/** A token of the app's installation on `owner`, to act as the app does. */
export async function installationToken(owner: string): Promise<string> {
  const id = await installationIdOf(owner);
  const { status, body } = await hostCall<{ token: string }>(
    "POST",
    `/app/installations/${id}/access_tokens`,
    undefined,
    { authorization: `Bearer ${await appJwt()}` },
  );
  expect(status).toBe(201);
  return body.token;
}

async function appJwt(): Promise<string> {
  const env = inject("stackEnv");
  const key = await importPKCS8(
    Buffer.from(env.CODEHOST_APP_PRIVATE_KEY ?? "", "base64").toString("utf8"),
    "RS256",
  );
  return new SignJWT({})
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(env.CODEHOST_APP_ID ?? "")
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);
}

/** A copy of acme/flask-shop under an owner of its own (so an installation of its own). */
export function freshRepository(options: { private?: boolean } = {}): { owner: string; repo: string } {
  const owner = `team-${randomBytes(4).toString("hex")}`;
  const repo = "shop";
  const folder = join(inject("codehostRepos"), owner, repo);
  cpSync(join(inject("codehostRepos"), "acme", "flask-shop"), folder, { recursive: true });
  if (options.private) writeFileSync(join(folder, ".codehost-collaborators"), "");
  return { owner, repo };
}

export function repositoryUrl(owner: string, repo: string): string {
  return `${inject("codehostWebUrl")}/${owner}/${repo}`;
}

export async function link(user: SignedIn, owner: string, repo: string, installationId?: number) {
  return api("/api/v1/codehost/link", {
    headers: bearer(user.accessToken),
    json: {
      repository_url: repositoryUrl(owner, repo),
      installation_id: String(installationId ?? (await installationIdOf(owner))),
    },
  });
}

export async function linkedProject(user: SignedIn, owner: string, repo: string): Promise<string> {
  const response = await link(user, owner, repo);
  expect(response.status, response.text).toBe(200);
  return response.json<{ project_id: string }>().project_id;
}

export interface ProjectListing {
  project_id: string;
  status: string;
  last_analysis: { analysis_id: string; status: string } | null;
  last_problem: { code: string; message: string } | null;
}

export async function projectOf(user: SignedIn, projectId: string): Promise<ProjectListing> {
  const response = await api("/api/v1/codehost/projects", { headers: bearer(user.accessToken) });
  expect(response.status, response.text).toBe(200);
  const project = response
    .json<{ projects: ProjectListing[] }>()
    .projects.find((p) => p.project_id === projectId);
  if (!project) throw new Error(`project ${projectId} not listed`);
  return project;
}

/** Commits `content` to `path` on `branch` through the contents API; the host delivers the push. */
export async function commitFile(owner: string, repo: string, branch: string, path: string, content: string) {
  const current = await hostCall<{ sha?: string }>(
    "GET",
    `/repos/${owner}/${repo}/contents/${path}?ref=${encodeURIComponent(branch)}`,
  );
  const { status, body } = await hostCall<{ commit: { sha: string } }>(
    "PUT",
    `/repos/${owner}/${repo}/contents/${path}`,
    {
      message: `Update ${path}`,
      content: Buffer.from(content).toString("base64"),
      branch,
      ...(current.status === 200 ? { sha: current.body.sha } : {}),
    },
  );
  expect(status).toBeLessThan(300);
  return body.commit.sha;
}

export async function fileAt(owner: string, repo: string, ref: string, path: string): Promise<string> {
  const { status, body } = await hostCall<{ content: string }>(
    "GET",
    `/repos/${owner}/${repo}/contents/${path}?ref=${encodeURIComponent(ref)}`,
  );
  expect(status).toBe(200);
  return Buffer.from(body.content, "base64").toString("utf8");
}

/** Creates `branch` at main's head commit, and answers that commit. */
export async function branchFromMain(owner: string, repo: string, branch: string): Promise<string> {
  const main = await hostCall<{ sha: string }>("GET", `/repos/${owner}/${repo}/commits/main`);
  const created = await hostCall("POST", `/repos/${owner}/${repo}/git/refs`, {
    ref: `refs/heads/${branch}`,
    sha: main.body.sha,
  });
  expect(created.status).toBe(201);
  return main.body.sha;
}

/** Opens a pull request of `head` into main (the host delivers `opened`); answers its number. */
export async function openPull(owner: string, repo: string, head: string): Promise<number> {
  const opened = await hostCall<{ number: number }>("POST", `/repos/${owner}/${repo}/pulls`, {
    head,
    base: "main",
  });
  expect(opened.status).toBe(201);
  return opened.body.number;
}

export interface CheckRun {
  id: number;
  status: string;
  conclusion: string | null;
  head_sha: string;
  output: {
    title?: string;
    annotations: Array<{ path: string; start_line: number; annotation_level: string }>;
  };
}

export async function checkRunsAt(owner: string, repo: string, sha: string): Promise<CheckRun[]> {
  const { body } = await hostCall<{ check_runs: CheckRun[] }>(
    "GET",
    `/repos/${owner}/${repo}/commits/${sha}/check-runs`,
  );
  return body.check_runs;
}

/** The check run of `sha` once it is completed. */
export function completedCheckRun(owner: string, repo: string, sha: string, timeoutMs?: number) {
  return waitFor(
    `the check run of ${sha}`,
    async () => (await checkRunsAt(owner, repo, sha)).find((run) => run.status === "completed"),
    timeoutMs,
  );
}

export interface PullComment {
  id: number;
  body: string;
  updated_at: string;
}

export async function pullComments(owner: string, repo: string, number: number): Promise<PullComment[]> {
  return (await hostCall<PullComment[]>("GET", `/repos/${owner}/${repo}/issues/${number}/comments`)).body;
}

/** A webhook delivery to the service, signed with the stack's secret unless told otherwise. */
export function deliver(
  event: string,
  payload: unknown,
  options: { deliveryId?: string; signature?: string | null; body?: string | Buffer } = {},
): Promise<ApiResponse> {
  const body = options.body ?? JSON.stringify(payload);
  const secret = inject("stackEnv").WEBHOOK_SECRET ?? "";
  const signature =
    options.signature === undefined
      ? `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`
      : options.signature;
  return api("/api/v1/codehost/webhook", {
    body,
    headers: {
      "content-type": "application/json",
      "x-codehost-event": event,
      "x-codehost-delivery": options.deliveryId ?? randomUUID(),
      ...(signature === null ? {} : { "x-hub-signature-256": signature }),
    },
  });
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not happen in time`);
}
