import { config } from "../../config";
import { RestCodeHost } from "./rest";

// The code host as the analysis pipeline needs it: what a repository is, and its archive. One
// implementation speaks the REST API (GitHub App semantics) at a configured base URL; the local
// stack points that URL at its own code-host server.

export interface RepositoryRef {
  owner: string;
  repo: string;
  /** Branch, tag or commit; the default branch when absent. */
  ref?: string;
}

export interface RepositoryInfo {
  fullName: string;
  defaultBranch: string;
  /** As the host reports it: an estimate, used for pricing only. */
  sizeBytes: number;
  private: boolean;
}

export type CodeHostFailure = "not_found" | "unauthorized" | "too_large" | "unavailable";

export class CodeHostError extends Error {
  override readonly name = "CodeHostError";
  constructor(
    readonly kind: CodeHostFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface CodeHost {
  repository(ref: RepositoryRef, token?: string): Promise<RepositoryInfo>;
  /** The repository at `ref` as a .tar.gz, refused past `maxBytes`. */
  archive(ref: RepositoryRef & { ref: string }, maxBytes: number, token?: string): Promise<Buffer>;
}

let instance: CodeHost | undefined;

export function codeHost(): CodeHost {
  const settings = config();
  instance ??= new RestCodeHost({
    apiUrl: settings.CODEHOST_API_URL,
    timeoutMs: settings.CODEHOST_TIMEOUT_MS,
  });
  return instance;
}

const namePart = /^[A-Za-z0-9_.-]{1,100}$/;
const refPart = /^[A-Za-z0-9_.\-/]{1,200}$/;

/**
 * `https://<host>/<org>/<repo>[.git][@ref]` on the configured code host, or undefined. Only the
 * owner, name and ref are taken from it: the service never fetches a URL a user supplied.
 */
export function parseRepositoryUrl(
  input: string,
  webUrl = config().CODEHOST_WEB_URL,
): RepositoryRef | undefined {
  const [address = "", ref, extra] = input.trim().split("@");
  if (extra !== undefined) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  const expected = new URL(webUrl);
  if (url.origin !== expected.origin || url.username || url.password || url.search || url.hash)
    return undefined;
  const base = expected.pathname.replace(/\/+$/, "");
  if (!url.pathname.startsWith(`${base}/`)) return undefined;
  const [owner, rawRepo, ...rest] = url.pathname
    .slice(base.length + 1)
    .replace(/\/+$/, "")
    .split("/");
  const repo = rawRepo?.replace(/\.git$/, "");
  if (rest.length > 0 || !owner || !repo || !namePart.test(owner) || !namePart.test(repo)) return undefined;
  if (repo === "." || repo === ".." || owner === "." || owner === "..") return undefined;
  if (ref !== undefined && (!refPart.test(ref) || ref.split("/").includes(".."))) return undefined;
  return { owner, repo, ...(ref ? { ref } : {}) };
}
