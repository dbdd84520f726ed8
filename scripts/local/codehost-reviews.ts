import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppAccess } from "./codehost-access";
import { checkRunDocument, commentDocument, pullDocument } from "./codehost-documents";
import type { GitRepository } from "./codehost-git";
import type { HookDeliveries } from "./codehost-hooks";
import { HttpError, json } from "./codehost-http";
import type { CheckRun, HostStore, PullRequest } from "./codehost-state";

// Pull requests, their comments and check runs on the local code host. Opening a pull request
// delivers `pull_request` `opened`; comments and check runs are written only by the app's
// installation on the repository's owner, and read by anyone who can read the repository.

/** One repository as its routes see it. */
export interface RepositoryScope {
  owner: string;
  name: string;
  full: string;
  isPrivate: boolean;
  repo: GitRepository;
}

export class ReviewRoutes {
  constructor(
    private readonly store: HostStore,
    private readonly access: AppAccess,
    private readonly hooks: HookDeliveries,
    private readonly base: string,
  ) {}

  /** The open pull requests whose head is `branch`. */
  openFrom(full: string, branch: string): PullRequest[] {
    return (this.store.state.pulls[full] ?? []).filter(
      (pull) => pull.state === "open" && pull.head === branch,
    );
  }

  async pulls(
    response: ServerResponse,
    method: string,
    scope: RepositoryScope,
    tail: string[],
    body: Record<string, unknown>,
  ): Promise<void> {
    const { full, repo } = scope;
    this.store.state.pulls[full] ??= [];
    const list = this.store.state.pulls[full];
    if (method === "GET" && tail.length === 0) {
      return json(
        response,
        200,
        await Promise.all(list.map((pull) => pullDocument(this.base, full, repo, pull))),
      );
    }
    if (method === "GET" && tail.length === 1) {
      const pull = list.find((candidate) => String(candidate.number) === tail[0]);
      if (!pull) throw new HttpError(404, "Not Found");
      return json(response, 200, await pullDocument(this.base, full, repo, pull));
    }
    if (method === "POST" && tail.length === 0) {
      const head = typeof body.head === "string" ? body.head : "";
      const base = typeof body.base === "string" ? body.base : "main";
      if (!(await repo.branchHead(head)) || !(await repo.branchHead(base))) {
        throw new HttpError(422, "head and base must be existing branches");
      }
      const pull: PullRequest = {
        number: list.length + 1,
        state: "open",
        title: typeof body.title === "string" ? body.title : head,
        head,
        base,
      };
      list.push(pull);
      this.store.save();
      const document = await pullDocument(this.base, full, repo, pull);
      json(response, 201, document);
      await this.hooks.deliver("pull_request", scope.owner, scope.name, scope.isPrivate, {
        action: "opened",
        number: pull.number,
        pull_request: document,
      });
      return;
    }
    throw new HttpError(404, "Not Found");
  }

  async comments(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    full: string,
    tail: string[],
    url: URL,
    body: Record<string, unknown>,
  ): Promise<void> {
    const now = new Date().toISOString();
    const comments = this.store.state.comments;
    if (tail[0] === "comments" && tail.length === 2) {
      this.access.requireInstallation(request, full);
      const comment = comments.find((item) => item.repo === full && String(item.id) === tail[1]);
      if (!comment) throw new HttpError(404, "Not Found");
      if (method === "PATCH" && typeof body.body === "string") {
        comment.body = body.body;
        comment.updated_at = now;
        this.store.save();
      }
      return json(response, 200, commentDocument(this.base, comment));
    }
    const issue = Number(tail[0]);
    if (tail[1] !== "comments" || !Number.isInteger(issue)) throw new HttpError(404, "Not Found");
    if (method === "GET") {
      const perPage = Number(url.searchParams.get("per_page") ?? 30);
      const page = Number(url.searchParams.get("page") ?? 1);
      const all = comments.filter((item) => item.repo === full && item.issue === issue);
      return json(
        response,
        200,
        all.slice((page - 1) * perPage, page * perPage).map((item) => commentDocument(this.base, item)),
      );
    }
    if (method === "POST" && typeof body.body === "string") {
      this.access.requireInstallation(request, full);
      const comment = {
        id: this.store.nextId(),
        repo: full,
        issue,
        body: body.body,
        created_at: now,
        updated_at: now,
      };
      comments.push(comment);
      this.store.save();
      return json(response, 201, commentDocument(this.base, comment));
    }
    throw new HttpError(422, "body is required");
  }

  async checkRuns(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    scope: RepositoryScope,
    tail: string[],
    body: Record<string, unknown>,
  ): Promise<void> {
    const { full, repo } = scope;
    this.access.requireInstallation(request, full);
    const output = (body.output ?? {}) as { title?: string; summary?: string; annotations?: unknown[] };
    if ((output.annotations?.length ?? 0) > 50)
      throw new HttpError(422, "At most 50 annotations per request");
    if (method === "POST" && tail.length === 0) {
      const headSha = typeof body.head_sha === "string" ? await repo.resolve(body.head_sha) : undefined;
      if (!headSha || typeof body.name !== "string")
        throw new HttpError(422, "name and head_sha are required");
      const run: CheckRun = {
        id: this.store.nextId(),
        repo: full,
        name: body.name,
        head_sha: headSha,
        status: typeof body.status === "string" ? body.status : "queued",
        conclusion: null,
        started_at: typeof body.started_at === "string" ? body.started_at : new Date().toISOString(),
        output: { title: output.title, summary: output.summary, annotations: output.annotations ?? [] },
      };
      this.store.state.checkRuns.push(run);
      this.store.save();
      return json(response, 201, checkRunDocument(run));
    }
    const run = this.store.state.checkRuns.find((item) => item.repo === full && String(item.id) === tail[0]);
    if (!run) throw new HttpError(404, "Not Found");
    if (method === "PATCH") {
      if (typeof body.status === "string") run.status = body.status;
      if (typeof body.conclusion === "string") {
        run.conclusion = body.conclusion;
        run.status = "completed";
        run.completed_at =
          typeof body.completed_at === "string" ? body.completed_at : new Date().toISOString();
      }
      if (body.output) {
        run.output = {
          title: output.title ?? run.output.title,
          summary: output.summary ?? run.output.summary,
          // As on the real host, annotations add up over updates.
          annotations: [...run.output.annotations, ...(output.annotations ?? [])],
        };
      }
      this.store.save();
    }
    return json(response, 200, checkRunDocument(run));
  }

  /** The check runs of `commit`, optionally of one name (`GET .../commits/{ref}/check-runs`). */
  checkRunsAt(response: ServerResponse, full: string, commit: string, name: string | null): void {
    const runs = this.store.state.checkRuns.filter(
      (run) => run.repo === full && run.head_sha === commit && (!name || run.name === name),
    );
    json(response, 200, { total_count: runs.length, check_runs: runs.map(checkRunDocument) });
  }
}
