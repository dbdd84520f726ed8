import type { Finding } from "./schema";

/** What a reviewer decided about one finding. */
export interface LlmVerdict {
  fingerprint: string;
  verdict: "confirm" | "dismiss" | "uncertain";
  reason?: string;
  /** A drafted fix, shown to the user as a suggestion. */
  fix?: { description: string; replacement?: string };
}

/**
 * The optional review pass of `ultra`. The engine passes each file's findings with the file's code;
 * the pipeline supplies an implementation (an Amazon Bedrock adapter). Dismissed findings are
 * dropped; confirmed or uncertain ones are kept, with a drafted fix when one is given.
 */
export interface LlmReviewer {
  review(input: { file: string; language: string; code: string; findings: Finding[] }): Promise<LlmVerdict[]>;
}
