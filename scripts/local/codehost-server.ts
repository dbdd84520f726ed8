import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { AppAccess, installationDocument, installationIdOf } from "./codehost-access";
import { ContentRoutes } from "./codehost-contents";
import { repositoryDocument } from "./codehost-documents";
import { GitRepository } from "./codehost-git";
import { HookDeliveries } from "./codehost-hooks";
import { HttpError, json, namePart, readJson } from "./codehost-http";
import { installationsPage } from "./codehost-page";
import { type RepositoryScope, ReviewRoutes } from "./codehost-reviews";
import { HostStore } from "./codehost-state";

// The local code host, with GitHub's REST shapes for the calls the service makes. Each folder
// `<repos>/<owner>/<repo>` seeds a real bare git repository under `<state>/git/` on first use; the
// repository then lives there (commits through `PUT .../contents/{path}`, branches through
// `POST .../git/refs`, codehost-contents.ts). Each owner folder is one installation of the one app.
// Pull requests, comments and check runs: codehost-reviews.ts; webhooks: codehost-hooks.ts.
//
// Access as on the real host (codehost-access.ts): the app authenticates with a JWT signed by its
// private key and trades it for installation tokens; an installation token opens its owner's
// repositories; a repository folder holding `.codehost-collaborators` (one user token per line) is
// private and answers 404 to anyone else. Writes (contents, refs, pull requests) are taken from
// anyone on loopback: they stand for the repository's owner at work. `GET /api/_local/deliveries`
// and `GET /api/_local/requests` show the webhooks sent and calls received.

export { installationIdOf };

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

class LocalCodeHost {
  private readonly store: HostStore;
  private readonly access: AppAccess;
  private readonly hooks: HookDeliveries;
  private readonly reviews: ReviewRoutes;
  private readonly contents: ContentRoutes;
  /** The latest API calls received (method, path, time), for a look at what the service asked. */
  private readonly requests: Array<{ method: string; path: string; at: string }> = [];
  /** One write at a time per repository: commits and their webhooks stay in order. */
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(
    private readonly options: CodeHostServerOptions,
    private readonly base: string,
  ) {
    this.store = new HostStore(options.stateDir);
    this.access = new AppAccess(this.store, options.app);
    this.hooks = new HookDeliveries(this.store, options, base);
    this.reviews = new ReviewRoutes(this.store, this.access, this.hooks, base);
    this.contents = new ContentRoutes(this.hooks, this.reviews, base);
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/" && request.method === "GET") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        installationsPage(
          this.base,
          this.owners().map((owner) => ({
            owner,
            repositories: seedFolders(join(this.options.reposDir, owner)),
          })),
        ),
      );
      return;
    }
    if (!url.pathname.startsWith("/api/")) throw new HttpError(404, "Not Found");
    const parts = url.pathname.slice(5).split("/").map(decodeURIComponent);
    const method = request.method ?? "GET";
    const body = method === "GET" ? {} : await readJson(request);
    if (parts[0] === "_local" && parts[1] === "requests") return json(response, 200, this.requests);
    this.requests.push({ method, path: url.pathname, at: new Date().toISOString() });
    if (this.requests.length > 2000) this.requests.shift();

    if (parts[0] === "app") {
      await this.access.requireAppJwt(request);
      if (parts[1] === "hook" && parts[2] === "deliveries")
        return this.hooks.route(response, method, parts, url);
      if (parts[1] === "installations")
        return this.access.installationRoute(response, method, parts, this.owners());
      throw new HttpError(404, "Not Found");
    }
    if (parts[0] === "_local" && parts[1] === "deliveries") {
      return json(response, 200, this.hooks.log());
    }
    if (parts[0] === "repos" && parts.length >= 3) {
      const [, owner = "", name = "", ...rest] = parts;
      return this.repoRoute(request, response, method, owner, name, rest, url, body);
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
    const caller = this.access.caller(request);
    const seed = join(this.options.reposDir, owner, name);
    if (![owner, name].every((part) => namePart.test(part) && part !== "." && part !== "..")) {
      throw new HttpError(404, "Not Found");
    }
    if (!existsSync(seed) || !statSync(seed).isDirectory()) throw new HttpError(404, "Not Found");
    if (method === "GET" && rest.length === 1 && rest[0] === "installation") {
      await this.access.requireAppJwt(request);
      return json(response, 200, installationDocument(owner, this.options.app.id));
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
    const scope: RepositoryScope = {
      owner,
      name,
      full,
      isPrivate,
      repo: await this.repository(owner, name, seed),
    };
    const [kind, ...tail] = rest;

    if (method === "GET" && kind === undefined) {
      const head = (await scope.repo.branchHead("main")) ?? "";
      return json(response, 200, {
        ...repositoryDocument(this.base, owner, name, isPrivate),
        size: Math.ceil((head ? await scope.repo.sizeBytes(head) : 0) / 1024),
      });
    }
    if (method === "GET" && (kind === "tarball" || kind === "zipball")) {
      return this.contents.archive(response, scope, seed, kind, tail.join("/") || "main");
    }
    if (method === "GET" && kind === "commits" && tail.length >= 1)
      return this.contents.commit(response, scope, tail, url);
    if (method === "GET" && kind === "contents" && tail.length > 0) {
      return this.contents.file(response, scope, tail.join("/"), url);
    }
    if (method === "PUT" && kind === "contents" && tail.length > 0) {
      return this.locked(full, () => this.contents.putFile(response, scope, tail.join("/"), body));
    }
    if (method === "POST" && kind === "git" && tail[0] === "refs") {
      return this.locked(full, () => this.contents.createRef(response, scope, body));
    }
    if (method === "GET" && kind === "compare" && tail.length > 0) {
      return this.contents.compare(response, scope, tail.join("/"));
    }
    if (kind === "pulls") return this.reviews.pulls(response, method, scope, tail, body);
    if (kind === "issues") return this.reviews.comments(request, response, method, full, tail, url, body);
    if (kind === "check-runs") return this.reviews.checkRuns(request, response, method, scope, tail, body);
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
    return seedFolders(this.options.reposDir);
  }
}

/** The folders of a seeds directory that name an owner or a repository, sorted. */
function seedFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && namePart.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}
