/** Thrown from inside a file's work when its time budget is spent. */
export class BudgetExceeded extends Error {
  constructor(readonly budgetMs: number) {
    super(`time budget of ${budgetMs} ms exceeded`);
  }
}

/** The clock is read once per this many ticks: cheap enough to tick at every statement or node. */
const CLOCK_EVERY = 1024;

/**
 * One file's time budget, counted from when its work began (reading it) through parsing, lowering
 * and analysis. Each step ticks it as it goes; the first tick past the deadline throws
 * BudgetExceeded, so a file overruns its budget by at most one clock period.
 */
export class FileBudget {
  private readonly deadline: number;
  private untilClock = CLOCK_EVERY;

  /** `spentMs`: what the file already took before (at ultra its analysis runs after all are read). */
  constructor(
    readonly ms: number,
    spentMs = 0,
  ) {
    this.deadline = performance.now() + ms - spentMs;
  }

  remaining(): number {
    return this.deadline - performance.now();
  }

  spent(): number {
    return this.ms - this.remaining();
  }

  /** Reads the clock: throws BudgetExceeded once the budget is spent. */
  check(): void {
    if (performance.now() > this.deadline) throw new BudgetExceeded(this.ms);
  }

  /** Counts one step of work, reading the clock every CLOCK_EVERY steps. */
  tick(): void {
    if (--this.untilClock > 0) return;
    this.untilClock = CLOCK_EVERY;
    this.check();
  }
}
