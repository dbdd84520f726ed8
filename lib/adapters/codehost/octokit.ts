import { createAppAuth } from "@octokit/auth-app";
import { RequestError } from "@octokit/request-error";
import { Octokit } from "@octokit/rest";
import {
  type ChangedFile,
  type CheckRunUpdate,
  type CodeHost,
  type CodeHostAccess,
  CodeHostError,
  type HookDelivery,
  type Installation,
  type RepositoryInfo,
  type RepositoryRef,
} from "./types";

// The code host's REST API through Octokit, as a GitHub App: the app's JWT for app-level calls,
// installation tokens (minted and cached by @octokit/auth-app) for calls on an installation's
// repositories, or a user's own token. Outbound calls go only to the configured API origin, each
// with a timeout; a redirect (archives answer with one) is followed once and only to that origin,
// and an archive is read with a byte cap.

export interface OctokitCodeHostOptions {
  apiUrl: string;
  timeoutMs: number;
  appId?: string;
  privateKey?: string;
}

export class OctokitCodeHost implements CodeHost {
  private readonly origin: string;
  private readonly byInstallation = new Map<number, Octokit>();
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OctokitCodeHostOptions) {
    this.origin = new URL(options.apiUrl).origin;
    this.fetch = sameOriginFetch(this.origin, options.timeoutMs);
  }

  async repository(ref: RepositoryRef, access?: CodeHostAccess): Promise<RepositoryInfo> {
    const { data } = await this.call(() =>
      this.client(access).rest.repos.get({ owner: ref.owner, repo: ref.repo }),
    );
    if (!data?.full_name || !data.default_branch) {
      throw new CodeHostError("unavailable", "The code host answered with an unexpected repository document");
    }
    return {
      fullName: data.full_name,
      defaultBranch: data.default_branch,
      sizeBytes: Math.max(0, Number(data.size ?? 0)) * 1024,
      private: data.private === true,
    };
  }

  async commitSha(ref: RepositoryRef & { ref: string }, access?: CodeHostAccess): Promise<string> {
    const { data } = await this.call(() =>
      this.client(access).rest.repos.getCommit({ owner: ref.owner, repo: ref.repo, ref: ref.ref }),
    );
    if (!/^[0-9a-f]{40}$/.test(data?.sha ?? "")) {
      throw new CodeHostError("unavailable", "The code host answered with an unexpected commit document");
    }
    return data.sha;
  }

  async archive(
    ref: RepositoryRef & { ref: string },
    maxBytes: number,
    access?: CodeHostAccess,
  ): Promise<Buffer> {
    const response = await this.call(() =>
      this.client(access).request("GET /repos/{owner}/{repo}/tarball/{ref}", {
        owner: ref.owner,
        repo: ref.repo,
        ref: ref.ref,
        request: { parseSuccessResponseBody: false },
      }),
    );
    const declared = Number(response.headers["content-length"] ?? 0);
    const body = response.data as unknown as ReadableStream<Uint8Array> | null;
    if (declared > maxBytes) {
      await body?.cancel();
      throw tooLarge(maxBytes);
    }
    if (!body) return Buffer.alloc(0);
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of body) {
      total += chunk.length;
      if (total > maxBytes) {
        await body.cancel().catch(() => undefined);
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, total);
  }

  async changedFiles(
    ref: RepositoryRef & { base: string; head: string },
    installationId: number,
  ): Promise<ChangedFile[]> {
    const { data } = await this.call(() =>
      this.client({ installationId }).rest.repos.compareCommitsWithBasehead({
        owner: ref.owner,
        repo: ref.repo,
        basehead: `${ref.base}...${ref.head}`,
      }),
    );
    return (data.files ?? []).map((file) => ({
      path: file.filename,
      status: file.status,
      ...(file.patch === undefined ? {} : { patch: file.patch }),
    }));
  }

  async repositoryInstallationId(ref: RepositoryRef): Promise<number> {
    const { data } = await this.call(() =>
      this.app().rest.apps.getRepoInstallation({ owner: ref.owner, repo: ref.repo }),
    );
    return data.id;
  }

  async installations(): Promise<Installation[]> {
    const list = await this.call(() =>
      this.app().paginate(this.app().rest.apps.listInstallations, { per_page: 100 }),
    );
    return list.map((item) => ({
      id: item.id,
      account: (item.account as { login?: string } | null)?.login ?? "",
    }));
  }

  async upsertComment(
    ref: RepositoryRef & { number: number },
    body: string,
    installationId: number,
    commentId?: number,
  ): Promise<number> {
    const client = this.client({ installationId });
    if (commentId !== undefined) {
      const edited = await this.call(() =>
        client.rest.issues
          .updateComment({ owner: ref.owner, repo: ref.repo, comment_id: commentId, body })
          .catch((error: unknown) => {
            // Someone deleted the comment: a new one takes its place.
            if (error instanceof RequestError && error.status === 404) return undefined;
            throw error;
          }),
      );
      if (edited) return edited.data.id;
    }
    const { data } = await this.call(() =>
      client.rest.issues.createComment({ owner: ref.owner, repo: ref.repo, issue_number: ref.number, body }),
    );
    return data.id;
  }

  async findCheckRun(
    ref: RepositoryRef & { headSha: string; name: string },
    installationId: number,
  ): Promise<number | undefined> {
    const { data } = await this.call(() =>
      this.client({ installationId }).rest.checks.listForRef({
        owner: ref.owner,
        repo: ref.repo,
        ref: ref.headSha,
        check_name: ref.name,
      }),
    );
    return data.check_runs.find((run) => run.name === ref.name)?.id;
  }

  async createCheckRun(
    ref: RepositoryRef & { headSha: string; name: string },
    installationId: number,
  ): Promise<number> {
    const { data } = await this.call(() =>
      this.client({ installationId }).rest.checks.create({
        owner: ref.owner,
        repo: ref.repo,
        name: ref.name,
        head_sha: ref.headSha,
        status: "in_progress",
        started_at: new Date().toISOString(),
      }),
    );
    return data.id;
  }

  async updateCheckRun(
    ref: RepositoryRef & { checkRunId: number },
    update: CheckRunUpdate,
    installationId: number,
  ): Promise<void> {
    await this.call(() =>
      this.client({ installationId }).rest.checks.update({
        owner: ref.owner,
        repo: ref.repo,
        check_run_id: ref.checkRunId,
        status: update.status,
        ...(update.conclusion
          ? { conclusion: update.conclusion, completed_at: new Date().toISOString() }
          : {}),
        output: {
          title: update.title,
          summary: update.summary,
          ...(update.annotations ? { annotations: update.annotations.map(annotationOf) } : {}),
        },
      }),
    );
  }

  async hookDeliveries(since: Date): Promise<HookDelivery[]> {
    const found: HookDelivery[] = [];
    const pages = this.app().paginate.iterator(this.app().rest.apps.listWebhookDeliveries, { per_page: 100 });
    await this.call(async () => {
      for await (const { data } of pages) {
        for (const item of data) {
          if (Date.parse(item.delivered_at) < since.getTime()) return;
          found.push({
            id: item.id,
            guid: item.guid,
            deliveredAt: item.delivered_at,
            statusCode: item.status_code,
            redelivery: item.redelivery,
          });
        }
      }
    });
    return found;
  }

  async redeliver(deliveryId: number): Promise<void> {
    await this.call(() => this.app().rest.apps.redeliverWebhookDelivery({ delivery_id: deliveryId }));
  }

  private client(access: CodeHostAccess): Octokit {
    if (access && "installationId" in access) {
      let client = this.byInstallation.get(access.installationId);
      if (!client) {
        client = this.octokit({ installationId: access.installationId });
        this.byInstallation.set(access.installationId, client);
      }
      return client;
    }
    return new Octokit({ ...this.base(), ...(access ? { auth: access.userToken } : {}) });
  }

  private appClient: Octokit | undefined;

  private app(): Octokit {
    this.appClient ??= this.octokit({});
    return this.appClient;
  }

  private octokit(extra: { installationId?: number }): Octokit {
    const { appId, privateKey } = this.options;
    if (!appId || !privateKey) {
      throw new CodeHostError("unauthorized", "The code-host app is not configured (app id and private key)");
    }
    return new Octokit({
      ...this.base(),
      authStrategy: createAppAuth,
      auth: { appId, privateKey, ...extra },
    });
  }

  private base() {
    return {
      baseUrl: this.options.apiUrl.replace(/\/+$/, ""),
      userAgent: "code-security-analysis",
      request: { fetch: this.fetch },
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    };
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw translate(error);
    }
  }
}

function annotationOf(annotation: CheckRunUpdate["annotations"] extends (infer A)[] | undefined ? A : never) {
  return {
    path: annotation.path,
    start_line: annotation.line,
    end_line: annotation.line,
    annotation_level: annotation.level,
    title: annotation.title,
    message: annotation.message,
  };
}

function tooLarge(maxBytes: number): CodeHostError {
  return new CodeHostError("too_large", `The repository archive is larger than ${maxBytes} bytes`);
}

function translate(error: unknown): unknown {
  if (error instanceof CodeHostError) return error;
  const status = error instanceof RequestError ? error.status : undefined;
  if (status === 404) return new CodeHostError("not_found", "The repository or ref does not exist");
  if (status === 401 || status === 403) {
    return new CodeHostError("unauthorized", "The code host refused access to the repository");
  }
  const reason =
    status && status < 500 ? `answered ${status}` : `did not answer: ${(error as Error).message}`;
  return new CodeHostError("unavailable", `The code host ${reason}`);
}

/** fetch with a timeout that follows one redirect, only within the API's origin. */
function sameOriginFetch(origin: string, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const first = await fetch(input, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    if (first.status < 300 || first.status >= 400 || first.status === 304) return first;
    await first.body?.cancel();
    const location = first.headers.get("location");
    const target = location
      ? new URL(location, String(input instanceof Request ? input.url : input))
      : undefined;
    if (!target || target.origin !== origin) {
      throw new CodeHostError("unavailable", "The code host redirected the download elsewhere");
    }
    return fetch(target, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  };
}
