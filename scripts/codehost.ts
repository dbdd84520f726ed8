import { readFileSync } from "node:fs";

// `npm run codehost -- <command>`: acts on the local code host of `npm start` as a person at the
// repository would, through the host's REST API (CODEHOST_PORT, 3005 by default).
//   pr <owner>/<repo> <head-branch> [base-branch]         opens a pull request (delivers pull_request)
//   branch <owner>/<repo> <new-branch> [from-branch]      creates a branch (delivers push)
//   commit <owner>/<repo> <branch> <path> <local-file>    commits a file (delivers push)

const api = `http://localhost:${Number(process.env.CODEHOST_PORT ?? 3005)}/api`;

async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${String(answer.message ?? "")}`);
  return answer;
}

function repository(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(value))
    throw new Error("Give the repository as <owner>/<repo>");
  return value;
}

async function main(args: string[]): Promise<void> {
  const [command, repo, ...rest] = args;
  if (command === "pr" && rest[0]) {
    const pull = await call("POST", `/repos/${repository(repo)}/pulls`, {
      head: rest[0],
      base: rest[1] ?? "main",
      title: `Changes from ${rest[0]}`,
    });
    console.log(`Opened pull request #${String(pull.number)}: ${String(pull.html_url)}`);
    return;
  }
  if (command === "branch" && rest[0]) {
    const from = await call(
      "GET",
      `/repos/${repository(repo)}/commits/${encodeURIComponent(rest[1] ?? "main")}`,
    );
    await call("POST", `/repos/${repository(repo)}/git/refs`, {
      ref: `refs/heads/${rest[0]}`,
      sha: from.sha,
    });
    console.log(`Created branch ${rest[0]} at ${String(from.sha)}`);
    return;
  }
  if (command === "commit" && rest.length === 3) {
    const [branch = "", path = "", file = ""] = rest;
    const answer = await call("PUT", `/repos/${repository(repo)}/contents/${path}`, {
      message: `Update ${path}`,
      content: readFileSync(file).toString("base64"),
      branch,
      sha: await currentBlob(repository(repo), branch, path),
    });
    console.log(`Committed ${path} on ${branch}: ${String((answer.commit as { sha?: string }).sha)}`);
    return;
  }
  throw new Error(
    "Usage: npm run codehost -- pr <owner>/<repo> <head-branch> [base] | branch <owner>/<repo> <name> [from] | commit <owner>/<repo> <branch> <path> <file>",
  );
}

/** The blob sha the contents API wants when a file is replaced; absent for a new file. */
async function currentBlob(repo: string, branch: string, path: string): Promise<string | undefined> {
  const response = await fetch(`${api}/repos/${repo}/contents/${path}?ref=${encodeURIComponent(branch)}`);
  if (!response.ok) return undefined;
  return ((await response.json()) as { sha?: string }).sha;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
