import { existsSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import { pullDocument } from "./codehost-documents";
import type { HookDeliveries } from "./codehost-hooks";
import { branchName, HttpError, json } from "./codehost-http";
import type { RepositoryScope, ReviewRoutes } from "./codehost-reviews";

// A repository's git contents on the local code host: archives, commits, files, branches. A commit
// (through `PUT .../contents/{path}`) or a new branch delivers a signed `push` webhook, and to
// every open pull request from that branch a `pull_request` `synchronize`. A repository folder
// holding `.codehost-archive` serves exactly those bytes as its archive, so tests can serve
// hostile archives.

export class ContentRoutes {
  constructor(
    private readonly hooks: HookDeliveries,
    private readonly reviews: ReviewRoutes,
    private readonly base: string,
  ) {}

  async archive(response: ServerResponse, scope: RepositoryScope, seed: string, kind: string, ref: string) {
    const canned = join(seed, ".codehost-archive");
    if (existsSync(canned)) {
      response.writeHead(200, { "Content-Type": "application/octet-stream" });
      response.end(readFileSync(canned));
      return;
    }
    const commit = await scope.repo.resolve(ref);
    if (!commit) throw new HttpError(404, "Not Found");
    const format = kind === "zipball" ? "zip" : "tar.gz";
    const bytes = await scope.repo.archive(
      commit,
      format,
      `${scope.owner}-${scope.name}-${commit.slice(0, 7)}`,
    );
    response.writeHead(200, {
      "Content-Type": format === "zip" ? "application/zip" : "application/x-gzip",
      "Content-Length": String(bytes.length),
    });
    response.end(bytes);
  }

  async commit(response: ServerResponse, scope: RepositoryScope, tail: string[], url: URL) {
    const wantsChecks = tail.at(-1) === "check-runs" && tail.length >= 2;
    const ref = (wantsChecks ? tail.slice(0, -1) : tail).join("/");
    const commit = await scope.repo.resolve(ref);
    if (!commit) throw new HttpError(422, `No commit found for SHA: ${ref}`);
    if (wantsChecks)
      return this.reviews.checkRunsAt(response, scope.full, commit, url.searchParams.get("check_name"));
    return json(response, 200, { sha: commit, commit: { message: await scope.repo.message(commit) } });
  }

  async file(response: ServerResponse, scope: RepositoryScope, path: string, url: URL) {
    const commit = await scope.repo.resolve(url.searchParams.get("ref") ?? "main");
    const blob = commit && (await scope.repo.blobAt(commit, path));
    if (!blob) throw new HttpError(404, "Not Found");
    const content = await scope.repo.git(["cat-file", "blob", blob]);
    return json(response, 200, {
      type: "file",
      name: path.split("/").at(-1),
      path,
      sha: blob,
      size: content.length,
      encoding: "base64",
      content: content.toString("base64"),
    });
  }

  async putFile(
    response: ServerResponse,
    scope: RepositoryScope,
    path: string,
    body: Record<string, unknown>,
  ) {
    const branch = typeof body.branch === "string" ? body.branch : "main";
    if (typeof body.message !== "string" || typeof body.content !== "string") {
      throw new HttpError(422, "message and content (base64) are required");
    }
    if (
      !branchName.test(branch) ||
      path.split("/").some((part) => part === ".." || part === "" || part === ".")
    ) {
      throw new HttpError(422, "Invalid branch or path");
    }
    const parent = await scope.repo.branchHead(branch);
    if (!parent) throw new HttpError(404, `Branch ${branch} not found`);
    const existing = await scope.repo.blobAt(parent, path);
    if (existing && body.sha !== existing)
      throw new HttpError(409, `${path} does not match ${String(body.sha)}`);
    const { commit, blob } = await scope.repo.commitFile(
      branch,
      parent,
      path,
      Buffer.from(body.content, "base64"),
      body.message,
    );
    json(response, existing ? 200 : 201, {
      content: { name: path.split("/").at(-1), path, sha: blob },
      commit: { sha: commit, message: body.message },
    });
    await this.afterPush(scope, branch, parent, commit);
  }

  async createRef(response: ServerResponse, scope: RepositoryScope, body: Record<string, unknown>) {
    const ref = typeof body.ref === "string" ? body.ref : "";
    const sha = typeof body.sha === "string" ? body.sha : "";
    const branch = ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : "";
    if (!branchName.test(branch) || branch.includes("..") || !/^[0-9a-f]{40}$/.test(sha)) {
      throw new HttpError(422, "ref must be refs/heads/<name> and sha a commit sha");
    }
    if (!(await scope.repo.resolve(sha))) throw new HttpError(422, "Object does not exist");
    if (!(await scope.repo.createRef(ref, sha))) throw new HttpError(422, "Reference already exists");
    json(response, 201, { ref, object: { sha, type: "commit" } });
    await this.afterPush(scope, branch, "0".repeat(40), sha);
  }

  /** `GET .../compare/{base}...{head}`: the files changed since the merge base, with their hunks. */
  async compare(response: ServerResponse, scope: RepositoryScope, basehead: string) {
    const [baseRef = "", headRef = ""] = basehead.split("...");
    const base = await scope.repo.resolve(baseRef);
    const head = await scope.repo.resolve(headRef);
    if (!base || !head) throw new HttpError(404, "Not Found");
    const files = (await scope.repo.diff(base, head))
      .split(/^diff --git /m)
      .filter((part) => part !== "")
      .map(changedFile);
    return json(response, 200, { status: "ahead", files });
  }

  private async afterPush(scope: RepositoryScope, branch: string, before: string, after: string) {
    const { owner, name, isPrivate, repo, full } = scope;
    await this.hooks.deliver("push", owner, name, isPrivate, {
      ref: `refs/heads/${branch}`,
      before,
      after,
      created: /^0+$/.test(before),
      deleted: false,
      head_commit: { id: after, message: await repo.message(after) },
      pusher: { name: owner },
    });
    for (const pull of this.reviews.openFrom(full, branch)) {
      await this.hooks.deliver("pull_request", owner, name, isPrivate, {
        action: "synchronize",
        number: pull.number,
        before,
        after,
        pull_request: await pullDocument(this.base, full, repo, pull),
      });
    }
  }
}

/** One file of `git diff` output as the compare API lists it. */
function changedFile(part: string) {
  const lines = part.split("\n");
  const target = lines.find((line) => line.startsWith("+++ "))?.slice(4);
  const source = lines.find((line) => line.startsWith("--- "))?.slice(4);
  const named = target && target !== "/dev/null" ? target : (source ?? "");
  const filename = named.replace(/^[ab]\//, "");
  const status = lines.some((line) => line.startsWith("new file mode"))
    ? "added"
    : lines.some((line) => line.startsWith("deleted file mode"))
      ? "removed"
      : "modified";
  const hunks = lines.findIndex((line) => line.startsWith("@@"));
  return {
    filename: filename || (/^a\/(\S+)/.exec(part)?.[1] ?? ""),
    status,
    ...(hunks >= 0 ? { patch: lines.slice(hunks).join("\n").replace(/\n$/, "") } : {}),
  };
}
