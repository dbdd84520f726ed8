import { type CodeHost, CodeHostError, type RepositoryInfo, type RepositoryRef } from "./codehost";

// The code host's REST API (GitHub semantics: `GET /repos/{owner}/{repo}` and
// `GET /repos/{owner}/{repo}/tarball/{ref}`). Outbound calls go only to the configured API origin;
// the archive endpoint may answer with one redirect, followed only to that same origin. Every call
// has a timeout, and an archive is read with a byte cap.

export class RestCodeHost implements CodeHost {
  private readonly api: URL;

  constructor(private readonly options: { apiUrl: string; timeoutMs: number }) {
    this.api = new URL(options.apiUrl.endsWith("/") ? options.apiUrl : `${options.apiUrl}/`);
  }

  async repository(ref: RepositoryRef, token?: string): Promise<RepositoryInfo> {
    const response = await this.get(this.endpoint(`repos/${ref.owner}/${ref.repo}`), token);
    const body = (await response.json().catch(() => undefined)) as
      | { full_name?: string; default_branch?: string; size?: number; private?: boolean }
      | undefined;
    if (!body?.full_name || !body.default_branch) {
      throw new CodeHostError("unavailable", "The code host answered with an unexpected repository document");
    }
    return {
      fullName: body.full_name,
      defaultBranch: body.default_branch,
      sizeBytes: Math.max(0, Number(body.size ?? 0)) * 1024,
      private: body.private === true,
    };
  }

  async archive(ref: RepositoryRef & { ref: string }, maxBytes: number, token?: string): Promise<Buffer> {
    let response = await this.get(
      this.endpoint(`repos/${ref.owner}/${ref.repo}/tarball/${ref.ref}`),
      token,
      true,
    );
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location");
      const target = location ? new URL(location, this.api) : undefined;
      if (!target || target.origin !== this.api.origin) {
        throw new CodeHostError("unavailable", "The code host redirected the archive download elsewhere");
      }
      response = await this.get(target, token);
    }
    return readCapped(response, maxBytes);
  }

  /** Owner, name and ref are checked by parseRepositoryUrl: no `..`, no characters needing escapes. */
  private endpoint(path: string): URL {
    return new URL(path, this.api);
  }

  private async get(url: URL, token: string | undefined, allowRedirect = false): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: "manual",
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headers: {
          Accept: "application/vnd.github+json",
          "User-Agent": "code-security-analysis",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
    } catch (error) {
      throw new CodeHostError("unavailable", `The code host did not answer: ${(error as Error).message}`);
    }
    if (response.ok || (allowRedirect && response.status >= 300 && response.status < 400)) return response;
    await response.body?.cancel();
    if (response.status === 404) throw new CodeHostError("not_found", "The repository or ref does not exist");
    if (response.status === 401 || response.status === 403) {
      throw new CodeHostError("unauthorized", "The code host refused access to the repository");
    }
    throw new CodeHostError("unavailable", `The code host answered ${response.status}`);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new CodeHostError("too_large", `The repository archive is larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    total += chunk.length;
    if (total > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new CodeHostError("too_large", `The repository archive is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}
