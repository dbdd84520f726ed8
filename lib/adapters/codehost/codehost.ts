import { config } from "../../config";
import { OctokitCodeHost } from "./octokit";
import type { CodeHost, RepositoryRef } from "./types";

export {
  type ChangedFile,
  type CheckRunAnnotation,
  type CodeHost,
  type CodeHostAccess,
  CodeHostError,
  type HookDelivery,
  type RepositoryInfo,
  type RepositoryRef,
} from "./types";

// The code host the service talks to: its REST API (GitHub App semantics) at a configured base URL,
// as the configured app; the local stack points that URL at its own code-host server.

let instance: CodeHost | undefined;

export function codeHost(): CodeHost {
  const settings = config();
  instance ??= new OctokitCodeHost({
    apiUrl: settings.CODEHOST_API_URL,
    timeoutMs: settings.CODEHOST_TIMEOUT_MS,
    appId: settings.CODEHOST_APP_ID,
    privateKey: settings.CODEHOST_APP_PRIVATE_KEY,
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
