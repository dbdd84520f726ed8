// The code host as the service needs it (GitHub App semantics). Types only: the client and the
// factory both import from here, so neither imports the other.

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

/**
 * Whose rights a call uses: a user's own token (from signing in through the code host), the app's
 * installation on the repository's owner, or nothing (public repositories only).
 */
export type CodeHostAccess = { userToken: string } | { installationId: number } | undefined;

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

export interface Installation {
  id: number;
  account: string;
}

export interface CheckRunAnnotation {
  path: string;
  line: number;
  level: "notice" | "warning" | "failure";
  title: string;
  message: string;
}

export interface CheckRunUpdate {
  status: "in_progress" | "completed";
  conclusion?: "success" | "failure" | "neutral";
  title: string;
  summary: string;
  annotations?: CheckRunAnnotation[];
}

/** A file a comparison of two commits changed, with its unified diff when the host shows one. */
export interface ChangedFile {
  path: string;
  status: string;
  /** The hunks (`@@ -a,b +c,d @@` and their lines); absent for binary or very large changes. */
  patch?: string;
}

/** One attempt at delivering a webhook, as the app's delivery log lists it. */
export interface HookDelivery {
  id: number;
  /** The delivery's identity (X-Codehost-Delivery); every redelivery keeps it. */
  guid: string;
  deliveredAt: string;
  statusCode: number;
  redelivery: boolean;
}

export interface CodeHost {
  repository(ref: RepositoryRef, access?: CodeHostAccess): Promise<RepositoryInfo>;
  /** The commit sha `ref` names now. */
  commitSha(ref: RepositoryRef & { ref: string }, access?: CodeHostAccess): Promise<string>;
  /** The repository at `ref` as a .tar.gz, refused past `maxBytes`. */
  archive(ref: RepositoryRef & { ref: string }, maxBytes: number, access?: CodeHostAccess): Promise<Buffer>;
  /**
   * The files changed from the merge base of `base` and `head` to `head`, as a pull request shows
   * them (three-dot comparison).
   */
  changedFiles(
    ref: RepositoryRef & { base: string; head: string },
    installationId: number,
  ): Promise<ChangedFile[]>;
  /** The id of the app's installation that covers the repository (the app's own view). */
  repositoryInstallationId(ref: RepositoryRef): Promise<number>;
  /** The app's installations, with the account each is installed on. */
  installations(): Promise<Installation[]>;
  /** Creates the comment, or edits the one with `commentId`, on an issue or pull request. */
  upsertComment(
    ref: RepositoryRef & { number: number },
    body: string,
    installationId: number,
    commentId?: number,
  ): Promise<number>;
  /** The id of a check run of this name on the commit, if one was created before. */
  findCheckRun(
    ref: RepositoryRef & { headSha: string; name: string },
    installationId: number,
  ): Promise<number | undefined>;
  createCheckRun(
    ref: RepositoryRef & { headSha: string; name: string },
    installationId: number,
  ): Promise<number>;
  updateCheckRun(
    ref: RepositoryRef & { checkRunId: number },
    update: CheckRunUpdate,
    installationId: number,
  ): Promise<void>;
  /** The app's webhook deliveries made since `since`, newest first. */
  hookDeliveries(since: Date): Promise<HookDelivery[]>;
  /** Asks the code host to make a delivery again (same guid, same body). */
  redeliver(deliveryId: number): Promise<void>;
}
