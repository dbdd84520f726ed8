/** How long the analysis may hold the event loop before it lets timers run. */
const TURN_EVERY_MS = 200;

/**
 * Lets timers run between the files of a long analysis, which is otherwise one synchronous
 * stretch: a queue function's heartbeat keeps its message hidden and its lease held only while its
 * timer fires, so an analysis of minutes must not starve it.
 */
export class EventLoopTurns {
  private last = performance.now();

  async take(): Promise<void> {
    if (performance.now() - this.last < TURN_EVERY_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.last = performance.now();
  }
}
