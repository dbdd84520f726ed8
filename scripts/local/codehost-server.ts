import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, relative } from "node:path";
import { createGzip } from "node:zlib";
import * as tar from "tar-stream";
import { ZipFile } from "yazl";

// The local code host: serves each folder `<repos>/<owner>/<repo>` as a repository through the
// REST calls the service makes (`GET /api/repos/{owner}/{repo}`, `.../tarball/{ref}` and
// `.../zipball/{ref}`). A repository folder holding a file named `.codehost-archive` is served as
// exactly those bytes instead, so tests can serve broken or hostile archives. A folder holding
// `.codehost-collaborators` (one access token per line) is a private repository: like the real
// host, it answers 404 to anyone not presenting one of those tokens as a Bearer token. Files named
// `.codehost-*` are never part of an archive. Web addresses of repositories are
// `<base>/<owner>/<repo>`.

export interface CodeHostServer {
  /** Where repository URLs point (CODEHOST_WEB_URL). */
  webUrl: string;
  /** The REST API base (CODEHOST_API_URL). */
  apiUrl: string;
  stop(): Promise<void>;
}

const namePart = /^[A-Za-z0-9_.-]+$/;

export async function startCodeHostServer(options: {
  port: number;
  reposDir: string;
}): Promise<CodeHostServer> {
  const server = createServer((request, response) => {
    handle(options.reposDir, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
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

async function handle(reposDir: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", "http://localhost");
  const match = /^\/api\/repos\/([^/]+)\/([^/]+)(?:\/(tarball|zipball)(?:\/(.+))?)?$/.exec(url.pathname);
  const [, owner = "", repo = "", kind, ref] = match ?? [];
  const folder = join(reposDir, owner, repo);
  if (
    request.method !== "GET" ||
    !match ||
    !namePart.test(owner) ||
    !namePart.test(repo) ||
    [owner, repo].some((part) => part === "." || part === "..") ||
    !existsSync(folder) ||
    !statSync(folder).isDirectory()
  ) {
    return json(response, 404, { message: "Not Found" });
  }
  const collaborators = join(folder, ".codehost-collaborators");
  const isPrivate = existsSync(collaborators);
  if (isPrivate && !grantedBy(readFileSync(collaborators, "utf8"), request.headers.authorization)) {
    return json(response, 404, { message: "Not Found" });
  }
  if (!kind) {
    const size = files(folder).reduce((total, file) => total + statSync(file).size, 0);
    return json(response, 200, {
      full_name: `${owner}/${repo}`,
      default_branch: "main",
      size: Math.ceil(size / 1024),
      private: isPrivate,
    });
  }
  const canned = join(folder, ".codehost-archive");
  if (existsSync(canned)) {
    response.writeHead(200, { "Content-Type": "application/octet-stream" });
    response.end(readFileSync(canned));
    return;
  }
  const root = `${owner}-${repo}-${(ref ?? "main").replace(/[^A-Za-z0-9_.-]/g, "-")}`;
  if (kind === "zipball") {
    const zip = new ZipFile();
    for (const file of files(folder)) zip.addFile(file, `${root}/${relative(folder, file)}`);
    zip.end();
    response.writeHead(200, { "Content-Type": "application/zip" });
    zip.outputStream.pipe(response);
    return;
  }
  const pack = tar.pack();
  response.writeHead(200, { "Content-Type": "application/x-gzip" });
  pack.pipe(createGzip()).pipe(response);
  for (const file of files(folder)) {
    pack.entry({ name: `${root}/${relative(folder, file)}` }, readFileSync(file));
  }
  pack.finalize();
}

function grantedBy(list: string, authorization: string | undefined): boolean {
  const token = /^(?:Bearer|token) (.+)$/i.exec(authorization ?? "")?.[1];
  return token !== undefined && list.split("\n").some((line) => line.trim() === token);
}

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.name.startsWith(".codehost-")) return [];
    if (entry.isDirectory()) return files(path);
    return entry.isFile() ? [path] : [];
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}
