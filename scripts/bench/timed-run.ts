import { spawn } from "node:child_process";
import path from "node:path";
import type { Level } from "../../lib/engine/index";

/** Runs the engine on files in a child process, level after level, killing it past a time limit. */

const WORKER = path.join(import.meta.dirname, "time-files.ts");

export interface LevelTime {
  seconds: number;
  cpuSeconds: number;
  findings: number;
  outcome: string;
}

export interface TimedRun {
  levels: Partial<Record<Level, LevelTime>>;
  /** The level that ran out of time; the levels after it were not run. */
  timedOut?: Level;
}

export function timedRun(files: string[], levels: readonly Level[], limitSeconds: number): Promise<TimedRun> {
  const result: TimedRun = { levels: {} };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", WORKER, levels.join(","), ...files], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    let buffer = "";
    let done = 0;
    let timer: NodeJS.Timeout | undefined;
    // The clock restarts at each level: the limit holds per level (the first also loads the grammars).
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        result.timedOut = levels[done];
        child.kill("SIGKILL");
      }, limitSeconds * 1000);
    };
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let nl = buffer.indexOf("\n"); nl !== -1; nl = buffer.indexOf("\n")) {
        const { level, ...time } = JSON.parse(buffer.slice(0, nl)) as LevelTime & { level: Level };
        buffer = buffer.slice(nl + 1);
        result.levels[level] = time;
        done++;
        arm();
      }
    });
    arm();
    child.on("exit", () => {
      clearTimeout(timer);
      resolve(result);
    });
  });
}

/** A level's seconds (CPU seconds when asked), or why there are none. */
export function timeCell(run: TimedRun, level: Level, levels: readonly Level[], cpu = false): string {
  const time = run.levels[level];
  if (time) return (cpu ? time.cpuSeconds : time.seconds).toFixed(2);
  if (!run.timedOut) return "failed";
  return run.timedOut === level
    ? "timeout"
    : levels.indexOf(level) > levels.indexOf(run.timedOut)
      ? "not run"
      : "failed";
}
