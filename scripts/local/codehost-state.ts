import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// What the local code host remembers besides its git repositories: pull requests, comments, check
// runs, installation tokens and the webhook deliveries it made, kept in one JSON file so that a
// restarted `npm start` finds them again.

export interface PullRequest {
  number: number;
  state: "open" | "closed";
  title: string;
  head: string;
  base: string;
}

export interface Comment {
  id: number;
  repo: string;
  issue: number;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface CheckRun {
  id: number;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  started_at?: string;
  completed_at?: string;
  output: { title?: string; summary?: string; annotations: unknown[] };
}

/** One attempt at a delivery; a redelivery is a new attempt with the same guid and body. */
export interface Delivery {
  id: number;
  guid: string;
  event: string;
  action: string | null;
  repository: string;
  installation_id: number;
  redelivery: boolean;
  status: string;
  status_code: number;
  delivered_at: string;
  body: string;
}

export interface HostState {
  nextId: number;
  pulls: Record<string, PullRequest[]>;
  comments: Comment[];
  checkRuns: CheckRun[];
  tokens: Record<string, { owner: string; expires_at: string }>;
  hookDeliveries: Delivery[];
}

export class HostStore {
  readonly state: HostState;
  private readonly file: string;

  constructor(stateDir: string) {
    this.file = join(stateDir, "state.json");
    this.state = {
      nextId: 1000,
      pulls: {},
      comments: [],
      checkRuns: [],
      tokens: {},
      hookDeliveries: [],
      ...(existsSync(this.file) ? (JSON.parse(readFileSync(this.file, "utf8")) as Partial<HostState>) : {}),
    };
  }

  /** Ids of comments, check runs and deliveries share one sequence, as ids on the real host are unique. */
  nextId(): number {
    this.state.nextId += 1;
    return this.state.nextId;
  }

  save(): void {
    writeFileSync(this.file, JSON.stringify(this.state));
  }
}
