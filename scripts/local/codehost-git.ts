import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

// The local code host's repositories as real bare git repositories, driven through the `git`
// binary. A repository is seeded on first use from its folder of plain files; after that, commits
// are made through the contents API and branches through the refs API, as on the real host.

const run = promisify(execFile);

const identity = {
  GIT_AUTHOR_NAME: "Local Code Host",
  GIT_AUTHOR_EMAIL: "codehost@localhost",
  GIT_COMMITTER_NAME: "Local Code Host",
  GIT_COMMITTER_EMAIL: "codehost@localhost",
};

export class GitRepository {
  constructor(readonly gitDir: string) {}

  get exists(): boolean {
    return existsSync(join(this.gitDir, "HEAD"));
  }

  async git(args: string[], options: { env?: Record<string, string>; input?: Buffer } = {}): Promise<Buffer> {
    const child = run("git", ["--git-dir", this.gitDir, ...args], {
      encoding: "buffer",
      maxBuffer: 512 * 1024 * 1024,
      env: { ...process.env, ...identity, ...options.env },
    });
    if (options.input !== undefined) child.child.stdin?.end(options.input);
    const { stdout } = await child;
    return stdout;
  }

  private async text(args: string[], options?: { env?: Record<string, string>; input?: Buffer }) {
    return (await this.git(args, options)).toString("utf8").trim();
  }

  /** A new repository whose `main` holds the files of `folder` (minus the host's own `.codehost-*` files). */
  async seed(folder: string): Promise<void> {
    mkdirSync(dirname(this.gitDir), { recursive: true });
    await run("git", ["init", "--bare", "--quiet", "--initial-branch=main", this.gitDir]);
    const scratch = mkdtempSync(join(tmpdir(), "codehost-index-"));
    try {
      const env = { GIT_INDEX_FILE: join(scratch, "index") };
      await this.git(["--work-tree", folder, "add", "--all", "--", ".", ":(exclude).codehost-*"], { env });
      const tree = await this.text(["write-tree"], { env });
      const commit = await this.text(["commit-tree", tree, "-m", "Initial commit"]);
      await this.git(["update-ref", "refs/heads/main", commit]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** The commit `ref` names, or undefined. */
  async resolve(ref: string): Promise<string | undefined> {
    if (ref.startsWith("-")) return undefined;
    return this.text(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).catch(() => undefined);
  }

  async branchHead(branch: string): Promise<string | undefined> {
    return this.text(["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]).catch(() => undefined);
  }

  async sizeBytes(commit: string): Promise<number> {
    const listing = await this.text(["ls-tree", "-r", "-l", commit]);
    return listing
      .split("\n")
      .map((line) => Number(line.split(/\s+/)[3] ?? 0))
      .reduce((total, size) => total + (Number.isFinite(size) ? size : 0), 0);
  }

  async archive(commit: string, format: "tar.gz" | "zip", prefix: string): Promise<Buffer> {
    return this.git(["archive", `--format=${format}`, `--prefix=${prefix}/`, commit]);
  }

  /** The unified diff from the merge base of `base` and `head` to `head`, one `diff --git` per file. */
  async diff(base: string, head: string): Promise<string> {
    return (
      await this.git(["diff", "--no-color", "--no-renames", "--no-ext-diff", `${base}...${head}`])
    ).toString("utf8");
  }

  /** The blob sha of `path` at `commit`, or undefined when it has none. */
  async blobAt(commit: string, path: string): Promise<string | undefined> {
    const line = await this.text(["ls-tree", commit, "--", path]).catch(() => "");
    return /^\d+ blob ([0-9a-f]{40})\t/.exec(line)?.[1];
  }

  /**
   * A commit on `branch` that sets `path` to `content`, made only if the branch still points at
   * `parent` (compare-and-swap), so two writers never lose each other's commit.
   */
  async commitFile(branch: string, parent: string, path: string, content: Buffer, message: string) {
    const scratch = mkdtempSync(join(tmpdir(), "codehost-index-"));
    try {
      const env = { GIT_INDEX_FILE: join(scratch, "index") };
      await this.git(["read-tree", parent], { env });
      const blob = await this.text(["hash-object", "-w", "--stdin"], { input: content });
      await this.git(["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], { env });
      const tree = await this.text(["write-tree"], { env });
      const commit = await this.text(["commit-tree", tree, "-p", parent, "-m", message]);
      await this.git(["update-ref", `refs/heads/${branch}`, commit, parent]);
      return { commit, blob };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  /** Creates `ref` at `commit`; false when it exists already. */
  async createRef(ref: string, commit: string): Promise<boolean> {
    return this.git(["update-ref", ref, commit, ""]).then(
      () => true,
      () => false,
    );
  }

  async message(commit: string): Promise<string> {
    return this.text(["log", "-1", "--format=%B", commit]);
  }
}
