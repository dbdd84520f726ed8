import type { Span } from "../../../ir/ir";

// What the use-after-free walk of a function reports, and what it needs of its file.

/** Memory freed again or used after it was freed. */
export interface FreedFinding {
  rule: "double-free" | "use-after-free";
  span: Span;
  /** The call that freed the memory first. */
  freed: Span;
  how: string;
  /** The memory was not freed by a call: its variable's scope ended, or its owner let it go. */
  ended?: "scope" | "owner";
}

export interface Summary {
  /** What the function frees: a parameter's position and the member path below it (`""`, `.buf`). */
  frees: Array<{ param: number; rest: string }>;
}

/** What a function's walk needs of its file: its text, its functions' summaries, where findings go. */
export interface WalkedFile {
  readonly source: string;
  /** Whether C++ lifetimes other than frees are followed (`freed-lifetimes.ts`). */
  readonly lifetimes: boolean;
  tick(): void;
  helper(name: string): Summary | undefined;
  /** Whether a function of the file returns a string or a unique_ptr by value. */
  returnsOwner(name: string): boolean;
  report(finding: FreedFinding): void;
}
