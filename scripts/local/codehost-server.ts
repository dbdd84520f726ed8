import { createHash, createHmac, createPublicKey, randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { importSPKI, jwtVerify } from "jose";
import { GitRepository } from "./codehost-git";

// The local code host, with GitHub's REST shapes for the calls the service makes. Each folder
// `<repos>/<owner>/<repo>` seeds a real bare git repository under `<state>/git/` on first use; the
// repository then lives there (commits through `PUT .../contents/{path}`, branches through
// `POST .../git/refs`). Each owner folder is one installation of the one app. A commit delivers a
// signed `push` webhook, and to every open pull request from that branch a `pull_request`
// `synchronize`; opening a pull request delivers `pull_request` `opened`.
//
// Access as on the real host: the app authenticates with a JWT signed by its private key and
// trades it for installation tokens; an installation token opens its owner's repositories; a
// repository folder holding `.codehost-collaborators` (one user token per line) is private and
// answers 404 to anyone else. A folder holding `.codehost-archive` serves exactly those bytes as
// its archive, so tests can serve hostile archives. Writes (contents, refs, pull requests) are
// taken from anyone on loopback: they stand for the repository's owner at work. `GET
// /api/_local/deliveries` and `GET /api/_local/requests` show the webhooks sent and calls received.
//
// Webhook deliveries as the real host keeps them: the app lists them (`GET /app/hook/deliveries`,
// newest first, paged by cursor) and asks for one again (`POST .../{id}/attempts`); a failed
// delivery is never retried on its own. A repository folder holding `.codehost-hook-down` makes
// its deliveries fail as if the service could not be reached.

export interface CodeHostServer {
  /** Where repository URLs point (CODEHOST_WEB_URL). */
  webUrl: string;
  /** The REST API base (CODEHOST_API_URL). */
  apiUrl: string;
  stop(): Promise<void>;
}

export interface CodeHostServerOptions {
  port: number;
  /** Seed folders `<owner>/<repo>`; also read live for `.codehost-*` settings. */
  reposDir: string;
  /** Where the git repositories and the host's records are kept. */
  stateDir: string;
  app: { id: string; privateKeyPem: string };
  webhook?: { url: string; secret: string };
}

interface PullRequest {
  number: number;
  state: "open" | "closed";
  title: string;
  head: string;
  base: string;
}

interface Comment {
  id: number;
  repo: string;
  issue: number;
  body: string;
  created_at: string;
  updated_at: string;
}

interface CheckRun {
  id: number;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  started_at?: string;
  completed_at?: string;
  output: { title?: string; summary?: string; annotations: unknown[] };
}

/** One attempt at a delivery; a redelivery is a new attempt with the same guid and body. */
interface Delivery {
  id: number;
  guid: string;
  event: string;
  action: string | null;
  repository: string;
  installation_id: number;
  redelivery: boolean;
  status: string;
  status_code: number;
  delivered_at: string;
  body: string;
}

interface HostState {
  nextId: number;
  pulls: Record<string, PullRequest[]>;
  comments: Comment[];
  checkRuns: CheckRun[];
  tokens: Record<string, { owner: string; expires_at: string }>;
  hookDeliveries: Delivery[];
}

const namePart = /^[A-Za-z0-9_.-]{1,100}$/;
const branchName = /^[A-Za-z0-9_.\-/]{1,200}$/;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startCodeHostServer(options: CodeHostServerOptions): Promise<CodeHostServer> {
  mkdirSync(options.stateDir, { recursive: true });
  const host = new LocalCodeHost(options, `http://localhost:${options.port}`);
  const server = createServer((request, response) => {
    host.handle(request, response).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (!response.headersSent) json(response, status, { message: (error as Error).message });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const base = `http://localhost:${options.port}`;
  return {
    webUrl: base,
    apiUrl: `${base}/api`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Stable installation ids: one per owner folder, derived from its name. */
export function installationIdOf(owner: string): number {
  return (createHash("sha256").update(owner).digest().readUInt32BE(0) % 90_000_000) + 10_000_000;
}

class LocalCodeHost {
  private readonly state: HostState;
  private readonly stateFile: string;
  private readonly publicKey: ReturnType<typeof importSPKI>;
  /** The latest API calls received (method, path, time), for a look at what the service asked. */
  private readonly requests: Array<{ method: string; path: string; at: string }> = [];
  /** One write at a time per repository: commits and their webhooks stay in order. */
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(
    private readonly options: CodeHostServerOptions,
    private readonly base: string,
  ) {
    this.stateFile = join(options.stateDir, "state.json");
    this.state = {
      nextId: 1000,
      pulls: {},
      comments: [],
      checkRuns: [],
      tokens: {},
      hookDeliveries: [],
      ...(existsSync(this.stateFile)
        ? (JSON.parse(readFileSync(this.stateFile, "utf8")) as Partial<HostState>)
        : {}),
    };
    const spki = createPublicKey(options.app.privateKeyPem)
      .export({ type: "spki", format: "pem" })
      .toString();
    this.publicKey = importSPKI(spki, "RS256");
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith("/api/")) throw new HttpError(404, "Not Found");
    const parts = url.pathname.slice(5).split("/").map(decodeURIComponent);
    const method = request.method ?? "GET";
    const body = method === "GET" ? {} : await readJson(request);
    if (parts[0] === "_local" && parts[1] === "requests") return json(response, 200, this.requests);
    this.requests.push({ method, path: url.pathname, at: new Date().toISOString() });
    if (this.requests.length > 2000) this.requests.shift();

    if (parts[0] === "app") return this.appRoute(request, response, method, parts, url);
    if (parts[0] === "_local" && parts[1] === "deliveries") {
      return json(response, 200, this.state.hookDeliveries.map(deliveryDocument));
    }
    if (parts[0] === "repos" && parts.length >= 3) {
      const [, owner = "", name = "", ...rest] = parts;
      return this.repoRoute(request, response, method, owner, name, rest, url, body);
    }
    throw new HttpError(404, "Not Found");
  }

  private async appRoute(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    parts: string[],
    url: URL,
  ) {
    await this.requireAppJwt(request);
    if (parts[1] === "hook" && parts[2] === "deliveries") return this.hookRoute(response, method, parts, url);
    if (method === "GET" && parts[1] === "installations" && parts.length === 2) {
      return json(
        response,
        200,
        this.owners().map((owner) => this.installationDocument(owner)),
      );
    }
    if (method === "POST" && parts[1] === "installations" && parts[3] === "access_tokens") {
      const owner = this.owners().find((candidate) => String(installationIdOf(candidate)) === parts[2]);
      if (!owner) throw new HttpError(404, "Not Found");
      const token = `ghs_${randomBytes(18).toString("hex")}`;
      const expiresAt = new Date(Date.now() + 3600_000).toISOString();
      this.state.tokens[token] = { owner, expires_at: expiresAt };
      this.save();
      return json(response, 201, {
        token,
        expires_at: expiresAt,
        permissions: {},
        repository_selection: "all",
      });
    }
    throw new HttpError(404, "Not Found");
  }

  private async repoRoute(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    owner: string,
    name: string,
    rest: string[],
    url: URL,
    body: Record<string, unknown>,
  ): Promise<void> {
    const full = `${owner}/${name}`;
    const caller = this.caller(request);
    const seed = join(this.options.reposDir, owner, name);
    if (![owner, name].every((part) => namePart.test(part) && part !== "." && part !== "..")) {
      throw new HttpError(404, "Not Found");
    }
    if (!existsSync(seed) || !statSync(seed).isDirectory()) throw new HttpError(404, "Not Found");
    if (method === "GET" && rest.length === 1 && rest[0] === "installation") {
      await this.requireAppJwt(request);
      return json(response, 200, this.installationDocument(owner));
    }
    const isPrivate = existsSync(join(seed, ".codehost-collaborators"));
    const readable =
      !isPrivate ||
      (caller.kind === "installation" && caller.owner === owner) ||
      (caller.kind === "user" &&
        readFileSync(join(seed, ".codehost-collaborators"), "utf8")
          .split("\n")
          .some((line) => line.trim() === caller.token));
    if (!readable) throw new HttpError(404, "Not Found");
    const repo = await this.repository(owner, name, seed);
    const [kind, ...tail] = rest;

    if (method === "GET" && kind === undefined) {
      const head = (await repo.branchHead("main")) ?? "";
      return json(response, 200, {
        ...this.repositoryDocument(owner, name, isPrivate),
        size: Math.ceil((head ? await repo.sizeBytes(head) : 0) / 1024),
      });
    }
    if (method === "GET" && (kind === "tarball" || kind === "zipball")) {
      const ref = tail.join("/") || "main";
      const canned = join(seed, ".codehost-archive");
      if (existsSync(canned)) {
        response.writeHead(200, { "Content-Type": "application/octet-stream" });
        response.end(readFileSync(canned));
        return;
      }
      const commit = await repo.resolve(ref);
      if (!commit) throw new HttpError(404, "Not Found");
      const format = kind === "zipball" ? "zip" : "tar.gz";
      const bytes = await repo.archive(commit, format, `${owner}-${name}-${commit.slice(0, 7)}`);
      response.writeHead(200, {
        "Content-Type": format === "zip" ? "application/zip" : "application/x-gzip",
        "Content-Length": String(bytes.length),
      });
      response.end(bytes);
      return;
    }
    if (method === "GET" && kind === "commits" && tail.length >= 1) {
      const wantsChecks = tail.at(-1) === "check-runs" && tail.length >= 2;
      const ref = (wantsChecks ? tail.slice(0, -1) : tail).join("/");
      const commit = await repo.resolve(ref);
      if (!commit) throw new HttpError(422, `No commit found for SHA: ${ref}`);
      if (wantsChecks) {
        const name = url.searchParams.get("check_name");
        const runs = this.state.checkRuns.filter(
          (run) => run.repo === full && run.head_sha === commit && (!name || run.name === name),
        );
        return json(response, 200, { total_count: runs.length, check_runs: runs.map(checkRunDocument) });
      }
      return json(response, 200, { sha: commit, commit: { message: await repo.message(commit) } });
    }
    if (method === "GET" && kind === "contents" && tail.length > 0) {
      const path = tail.join("/");
      const commit = await repo.resolve(url.searchParams.get("ref") ?? "main");
      const blob = commit && (await repo.blobAt(commit, path));
      if (!blob) throw new HttpError(404, "Not Found");
      const content = await repo.git(["cat-file", "blob", blob]);
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
    if (method === "PUT" && kind === "contents" && tail.length > 0) {
      return this.locked(full, () =>
        this.putContents(response, owner, name, isPrivate, repo, tail.join("/"), body),
      );
    }
    if (method === "POST" && kind === "git" && tail[0] === "refs") {
      return this.locked(full, () => this.createRef(response, owner, name, isPrivate, repo, body));
    }
    if (kind === "pulls") return this.pulls(response, method, owner, name, isPrivate, repo, tail, body);
    if (kind === "issues") return this.comments(request, response, method, full, tail, url, body);
    if (kind === "check-runs") return this.checkRuns(request, response, method, full, repo, tail, body);
    throw new HttpError(404, "Not Found");
  }

  private async putContents(
    response: ServerResponse,
    owner: string,
    name: string,
    isPrivate: boolean,
    repo: GitRepository,
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
    const parent = await repo.branchHead(branch);
    if (!parent) throw new HttpError(404, `Branch ${branch} not found`);
    const existing = await repo.blobAt(parent, path);
    if (existing && body.sha !== existing)
      throw new HttpError(409, `${path} does not match ${String(body.sha)}`);
    const { commit, blob } = await repo.commitFile(
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
    await this.afterPush(owner, name, isPrivate, branch, parent, commit);
  }

  private async createRef(
    response: ServerResponse,
    owner: string,
    name: string,
    isPrivate: boolean,
    repo: GitRepository,
    body: Record<string, unknown>,
  ) {
    const ref = typeof body.ref === "string" ? body.ref : "";
    const sha = typeof body.sha === "string" ? body.sha : "";
    const branch = ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : "";
    if (!branchName.test(branch) || branch.includes("..") || !/^[0-9a-f]{40}$/.test(sha)) {
      throw new HttpError(422, "ref must be refs/heads/<name> and sha a commit sha");
    }
    if (!(await repo.resolve(sha))) throw new HttpError(422, "Object does not exist");
    if (!(await repo.createRef(ref, sha))) throw new HttpError(422, "Reference already exists");
    json(response, 201, { ref, object: { sha, type: "commit" } });
    await this.afterPush(owner, name, isPrivate, branch, "0".repeat(40), sha);
  }

  private async pulls(
    response: ServerResponse,
    method: string,
    owner: string,
    name: string,
    isPrivate: boolean,
    repo: GitRepository,
    tail: string[],
    body: Record<string, unknown>,
  ) {
    const full = `${owner}/${name}`;
    this.state.pulls[full] ??= [];
    const list = this.state.pulls[full];
    if (method === "GET" && tail.length === 0) {
      return json(response, 200, await Promise.all(list.map((pull) => this.pullDocument(full, repo, pull))));
    }
    if (method === "GET" && tail.length === 1) {
      const pull = list.find((candidate) => String(candidate.number) === tail[0]);
      if (!pull) throw new HttpError(404, "Not Found");
      return json(response, 200, await this.pullDocument(full, repo, pull));
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
      this.save();
      const document = await this.pullDocument(full, repo, pull);
      json(response, 201, document);
      await this.deliver("pull_request", owner, name, isPrivate, {
        action: "opened",
        number: pull.number,
        pull_request: document,
      });
      return;
    }
    throw new HttpError(404, "Not Found");
  }

  private async comments(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    full: string,
    tail: string[],
    url: URL,
    body: Record<string, unknown>,
  ) {
    const now = new Date().toISOString();
    if (tail[0] === "comments" && tail.length === 2) {
      this.requireInstallation(request, full);
      const comment = this.state.comments.find((item) => item.repo === full && String(item.id) === tail[1]);
      if (!comment) throw new HttpError(404, "Not Found");
      if (method === "PATCH" && typeof body.body === "string") {
        comment.body = body.body;
        comment.updated_at = now;
        this.save();
      }
      return json(response, 200, this.commentDocument(comment));
    }
    const issue = Number(tail[0]);
    if (tail[1] !== "comments" || !Number.isInteger(issue)) throw new HttpError(404, "Not Found");
    if (method === "GET") {
      const perPage = Number(url.searchParams.get("per_page") ?? 30);
      const page = Number(url.searchParams.get("page") ?? 1);
      const all = this.state.comments.filter((item) => item.repo === full && item.issue === issue);
      return json(
        response,
        200,
        all.slice((page - 1) * perPage, page * perPage).map((item) => this.commentDocument(item)),
      );
    }
    if (method === "POST" && typeof body.body === "string") {
      this.requireInstallation(request, full);
      const comment = {
        id: this.nextId(),
        repo: full,
        issue,
        body: body.body,
        created_at: now,
        updated_at: now,
      };
      this.state.comments.push(comment);
      this.save();
      return json(response, 201, this.commentDocument(comment));
    }
    throw new HttpError(422, "body is required");
  }

  private async checkRuns(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    full: string,
    repo: GitRepository,
    tail: string[],
    body: Record<string, unknown>,
  ) {
    this.requireInstallation(request, full);
    const output = (body.output ?? {}) as { title?: string; summary?: string; annotations?: unknown[] };
    if ((output.annotations?.length ?? 0) > 50)
      throw new HttpError(422, "At most 50 annotations per request");
    if (method === "POST" && tail.length === 0) {
      const headSha = typeof body.head_sha === "string" ? await repo.resolve(body.head_sha) : undefined;
      if (!headSha || typeof body.name !== "string")
        throw new HttpError(422, "name and head_sha are required");
      const run: CheckRun = {
        id: this.nextId(),
        repo: full,
        name: body.name,
        head_sha: headSha,
        status: typeof body.status === "string" ? body.status : "queued",
        conclusion: null,
        started_at: typeof body.started_at === "string" ? body.started_at : new Date().toISOString(),
        output: { title: output.title, summary: output.summary, annotations: output.annotations ?? [] },
      };
      this.state.checkRuns.push(run);
      this.save();
      return json(response, 201, checkRunDocument(run));
    }
    const run = this.state.checkRuns.find((item) => item.repo === full && String(item.id) === tail[0]);
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
      this.save();
    }
    return json(response, 200, checkRunDocument(run));
  }

  private async afterPush(
    owner: string,
    name: string,
    isPrivate: boolean,
    branch: string,
    before: string,
    after: string,
  ) {
    const repo = await this.repository(owner, name, join(this.options.reposDir, owner, name));
    await this.deliver("push", owner, name, isPrivate, {
      ref: `refs/heads/${branch}`,
      before,
      after,
      created: /^0+$/.test(before),
      deleted: false,
      head_commit: { id: after, message: await repo.message(after) },
      pusher: { name: owner },
    });
    const full = `${owner}/${name}`;
    for (const pull of this.state.pulls[full] ?? []) {
      if (pull.state !== "open" || pull.head !== branch) continue;
      await this.deliver("pull_request", owner, name, isPrivate, {
        action: "synchronize",
        number: pull.number,
        before,
        after,
        pull_request: await this.pullDocument(full, repo, pull),
      });
    }
  }

  /** A signed delivery as the real host makes it: HMAC-SHA256 of the exact body, 10-second timeout. */
  private async deliver(
    event: string,
    owner: string,
    name: string,
    isPrivate: boolean,
    payload: Record<string, unknown>,
  ): Promise<void> {
    if (!this.options.webhook) return;
    const body = JSON.stringify({
      ...payload,
      repository: this.repositoryDocument(owner, name, isPrivate),
      installation: { id: installationIdOf(owner) },
      sender: { login: owner },
    });
    const action = typeof payload.action === "string" ? payload.action : null;
    await this.attempt({ guid: randomUUID(), event, action, repository: `${owner}/${name}`, body }, false);
  }

  private async attempt(
    delivery: Pick<Delivery, "guid" | "event" | "action" | "repository" | "body">,
    redelivery: boolean,
  ): Promise<void> {
    const webhook = this.options.webhook;
    if (!webhook) return;
    const record: Delivery = {
      ...delivery,
      id: this.nextId(),
      installation_id: installationIdOf(delivery.repository.split("/")[0] ?? ""),
      redelivery,
      status: "OK",
      status_code: 0,
      delivered_at: new Date().toISOString(),
    };
    if (existsSync(join(this.options.reposDir, delivery.repository, ".codehost-hook-down"))) {
      record.status = "Failed to connect to host";
    } else {
      try {
        const answer = await fetch(webhook.url, {
          method: "POST",
          signal: AbortSignal.timeout(10_000),
          headers: {
            "Content-Type": "application/json",
            "User-Agent": "LocalCodeHost-Hookshot",
            "X-GitHub-Event": delivery.event,
            "X-Codehost-Event": delivery.event,
            "X-GitHub-Delivery": delivery.guid,
            "X-Codehost-Delivery": delivery.guid,
            "X-Hub-Signature-256": `sha256=${createHmac("sha256", webhook.secret).update(delivery.body).digest("hex")}`,
          },
          body: delivery.body,
        });
        record.status_code = answer.status;
        record.status = answer.ok ? "OK" : `Invalid HTTP Response: ${answer.status}`;
        await answer.body?.cancel();
      } catch (error) {
        record.status = (error as Error).name === "TimeoutError" ? "timed out" : (error as Error).message;
      }
    }
    this.state.hookDeliveries.push(record);
    this.state.hookDeliveries = this.state.hookDeliveries.slice(-500);
    this.save();
  }

  /** The app's delivery log: newest first, `per_page` at a time, `cursor` the last id seen. */
  private async hookRoute(response: ServerResponse, method: string, parts: string[], url: URL) {
    if (method === "GET" && parts.length === 3) {
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 30) || 30));
      const cursor = Number(url.searchParams.get("cursor") ?? Number.POSITIVE_INFINITY);
      const older = this.state.hookDeliveries.filter((d) => d.id < cursor).reverse();
      const page = older.slice(0, perPage);
      const last = page.at(-1);
      if (last && older.length > perPage) {
        const next = `${this.base}/api/app/hook/deliveries?per_page=${perPage}&cursor=${last.id}`;
        response.setHeader("Link", `<${next}>; rel="next"`);
      }
      return json(response, 200, page.map(deliveryDocument));
    }
    const found = this.state.hookDeliveries.find((d) => String(d.id) === parts[3]);
    if (!found) throw new HttpError(404, "Not Found");
    if (method === "GET" && parts.length === 4) {
      return json(response, 200, {
        ...deliveryDocument(found),
        request: { payload: JSON.parse(found.body) },
      });
    }
    if (method === "POST" && parts.length === 5 && parts[4] === "attempts") {
      await this.attempt(found, true);
      return json(response, 202, {});
    }
    throw new HttpError(404, "Not Found");
  }

  private async repository(owner: string, name: string, seed: string): Promise<GitRepository> {
    const repo = new GitRepository(join(this.options.stateDir, "git", owner, `${name}.git`));
    if (!repo.exists)
      await this.locked(`${owner}/${name}#seed`, async () => {
        if (!repo.exists) await repo.seed(seed);
      });
    return repo;
  }

  private async locked<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.locks.set(
      key,
      next.catch(() => undefined),
    );
    return next;
  }

  private owners(): string[] {
    return readdirSync(this.options.reposDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && namePart.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  private caller(
    request: IncomingMessage,
  ): { kind: "anonymous" } | { kind: "user"; token: string } | { kind: "installation"; owner: string } {
    const token = /^(?:Bearer|token) (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) return { kind: "anonymous" };
    const installation = this.state.tokens[token];
    if (installation) {
      if (installation.expires_at < new Date().toISOString()) throw new HttpError(401, "Bad credentials");
      return { kind: "installation", owner: installation.owner };
    }
    return { kind: "user", token };
  }

  private requireInstallation(request: IncomingMessage, full: string): void {
    const caller = this.caller(request);
    if (caller.kind !== "installation" || caller.owner !== full.split("/")[0]) {
      throw new HttpError(403, "Resource not accessible by integration");
    }
  }

  private async requireAppJwt(request: IncomingMessage): Promise<void> {
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!token) throw new HttpError(401, "A JSON web token is required");
    const verified = await jwtVerify(token, await this.publicKey, { algorithms: ["RS256"] }).catch(
      () => undefined,
    );
    if (!verified || String(verified.payload.iss) !== this.options.app.id) {
      throw new HttpError(401, "A JSON web token could not be decoded");
    }
  }

  private installationDocument(owner: string) {
    return {
      id: installationIdOf(owner),
      account: { login: owner, id: installationIdOf(owner), type: "Organization" },
      app_id: Number(this.options.app.id),
      target_type: "Organization",
      repository_selection: "all",
    };
  }

  private repositoryDocument(owner: string, name: string, isPrivate: boolean) {
    return {
      id: installationIdOf(`${owner}/${name}`),
      name,
      full_name: `${owner}/${name}`,
      owner: { login: owner },
      private: isPrivate,
      default_branch: "main",
      html_url: `${this.base}/${owner}/${name}`,
    };
  }

  private async pullDocument(full: string, repo: GitRepository, pull: PullRequest) {
    return {
      number: pull.number,
      state: pull.state,
      title: pull.title,
      html_url: `${this.base}/${full}/pull/${pull.number}`,
      head: { ref: pull.head, sha: (await repo.branchHead(pull.head)) ?? null },
      base: { ref: pull.base, sha: (await repo.branchHead(pull.base)) ?? null },
    };
  }

  private commentDocument(comment: Comment) {
    return {
      id: comment.id,
      body: comment.body,
      user: { login: "code-security[bot]", type: "Bot" },
      created_at: comment.created_at,
      updated_at: comment.updated_at,
      html_url: `${this.base}/${comment.repo}/pull/${comment.issue}#issuecomment-${comment.id}`,
    };
  }

  private nextId(): number {
    this.state.nextId += 1;
    return this.state.nextId;
  }

  private save(): void {
    writeFileSync(this.stateFile, JSON.stringify(this.state));
  }
}

function deliveryDocument(delivery: Delivery) {
  const { body: _body, repository, ...shown } = delivery;
  return { ...shown, repository_id: installationIdOf(repository), duration: 0 };
}

function checkRunDocument(run: CheckRun) {
  return {
    id: run.id,
    name: run.name,
    head_sha: run.head_sha,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.started_at,
    completed_at: run.completed_at ?? null,
    output: { ...run.output, annotations_count: run.output.annotations.length },
  };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).length;
    if (total > 50 * 1024 * 1024) throw new HttpError(413, "Body too large");
    chunks.push(chunk as Buffer);
  }
  if (total === 0) return {};
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new HttpError(400, "Problems parsing JSON");
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}
