import { installationIdOf } from "./codehost-access";
import type { GitRepository } from "./codehost-git";
import type { CheckRun, Comment, Delivery, PullRequest } from "./codehost-state";

// The local code host's records as the real host's REST API shows them.

export function repositoryDocument(base: string, owner: string, name: string, isPrivate: boolean) {
  return {
    id: installationIdOf(`${owner}/${name}`),
    name,
    full_name: `${owner}/${name}`,
    owner: { login: owner },
    private: isPrivate,
    default_branch: "main",
    html_url: `${base}/${owner}/${name}`,
  };
}

export async function pullDocument(base: string, full: string, repo: GitRepository, pull: PullRequest) {
  return {
    number: pull.number,
    state: pull.state,
    title: pull.title,
    html_url: `${base}/${full}/pull/${pull.number}`,
    head: { ref: pull.head, sha: (await repo.branchHead(pull.head)) ?? null },
    base: { ref: pull.base, sha: (await repo.branchHead(pull.base)) ?? null },
  };
}

export function commentDocument(base: string, comment: Comment) {
  return {
    id: comment.id,
    body: comment.body,
    user: { login: "code-security[bot]", type: "Bot" },
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    html_url: `${base}/${comment.repo}/pull/${comment.issue}#issuecomment-${comment.id}`,
  };
}

export function checkRunDocument(run: CheckRun) {
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

export function deliveryDocument(delivery: Delivery) {
  const { body: _body, repository, ...shown } = delivery;
  return { ...shown, repository_id: installationIdOf(repository), duration: 0 };
}
