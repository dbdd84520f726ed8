import * as v from "valibot";
import { analysisTypes } from "../analysis/model";

// A linked project: one repository on the code host, linked to one account through the app's
// installation on the repository's owner. Keys of every code-host item live here.

export const ProjectSettings = v.object({
  /** The analysis level for pushes and pull requests. */
  analysis_type: v.picklist(analysisTypes),
  /** Branches whose pushes are analysed; the default branch when empty. */
  branches: v.array(v.string()),
  /** Whether pull requests get the summary comment (the check run is always there). */
  pull_request_comments: v.boolean(),
});
export type ProjectSettings = v.InferOutput<typeof ProjectSettings>;

export const defaultSettings: ProjectSettings = {
  analysis_type: "standard",
  branches: [],
  pull_request_comments: true,
};

export interface ProjectProblem {
  code: string;
  message: string;
  at: string;
}

export interface ProjectRecord {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  project_id: string;
  user_id: string;
  owner: string;
  repo: string;
  repository_name: string;
  installation_id: number;
  private: boolean;
  default_branch: string;
  status: "linked" | "unlinked";
  settings: ProjectSettings;
  created_at: string;
  updated_at: string;
  last_analysis_id?: string;
  last_event_at?: string;
  /** Why the last event started no analysis (e.g. no credits), until one starts again. */
  last_problem?: ProjectProblem;
}

export const projectIdPattern = /^project_[0-9a-f]{24}$/;

/** Repository names are case-insensitive on the code host. */
const repositoryKey = (owner: string, repo: string) => `${owner}/${repo}`.toLowerCase();

export const codehostKeys = {
  project: (projectId: string) => ({ pk: `PROJECT#${projectId}`, sk: "PROJECT" }),
  projectsOf: (userId: string) => `PROJECTS#${userId}`,
  /** Claims the repository for one account: its existence is what keeps a repository linked once. */
  repositoryLink: (owner: string, repo: string) => ({
    pk: `REPOLINK#${repositoryKey(owner, repo)}`,
    sk: "LINK",
  }),
  /** A webhook delivery accepted once (X-Codehost-Delivery). */
  delivery: (deliveryId: string) => ({ pk: `DELIVERY#${deliveryId}`, sk: "DELIVERY" }),
  /** The one summary comment of a pull request. */
  pullRequest: (projectId: string, number: number) => ({ pk: `PROJECT#${projectId}`, sk: `PULL#${number}` }),
  /**
   * One pull request head (number, head commit) claimed for analysis: of all its deliveries, only
   * the one that wrote it starts the analysis.
   */
  pullHead: (projectId: string, number: number, sha: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `PULLHEAD#${number}#${sha}`,
  }),
  /** The one check run of a head commit. */
  checkRun: (projectId: string, sha: string) => ({ pk: `PROJECT#${projectId}`, sk: `CHECK#${sha}` }),
  /** The analysis of a commit of the project, for comparing a pull request against its base. */
  commitAnalysis: (projectId: string, sha: string) => ({ pk: `PROJECT#${projectId}`, sk: `COMMIT#${sha}` }),
};
