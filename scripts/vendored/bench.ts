import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { LEVELS, type Level } from "../../lib/engine/schema";
import { type TimedRun, timeCell, timedRun } from "../bench/timed-run";
import { VENDORED_DIR, vendoredFiles } from "./corpus";

/**
 * Times every file of the vendored-library corpus at mini, standard and ultra, each file alone in a
 * child process killed past the time limit, and prints the slowest ten.
 */

interface FileTimes extends TimedRun {
  file: string;
  bytes: number;
}

export async function vendoredSpeed(limitSeconds: number): Promise<void> {
  if (!existsSync(VENDORED_DIR)) {
    console.log(
      "\nVendored-library corpus skipped: .corpora/vendored is absent (npx tsx scripts/vendored/prepare.ts).",
    );
    return;
  }
  const files = vendoredFiles();
  const times: FileTimes[] = [];
  for (const file of files)
    times.push({ file, bytes: statSync(file).size, ...(await timedRun([file], LEVELS, limitSeconds)) });
  const bytes = times.reduce((n, t) => n + t.bytes, 0);
  const worst = (t: FileTimes) =>
    t.timedOut ? Number.POSITIVE_INFINITY : Math.max(...LEVELS.map((l) => t.levels[l]?.cpuSeconds ?? 0));
  const name = (t: FileTimes) => path.relative(VENDORED_DIR, t.file);
  const sorted = [...times].sort((a, b) => worst(b) - worst(a));
  console.log(
    `\nVendored libraries: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB, each file alone in a child process (limit ${limitSeconds} s per level)\n`,
  );
  // CPU time gives the one-core figure on a shared machine. A level that ran out of time (or was not
  // run after one that did) counts the limit: the totals are lower bounds then.
  const totals = LEVELS.map((l) => times.reduce((n, t) => n + (t.levels[l]?.cpuSeconds ?? limitSeconds), 0));
  console.log(`total CPU seconds: ${LEVELS.map((l, i) => `${l} ${totals[i]?.toFixed(1)}`).join(", ")}`);
  const timedOut = times.filter((t) => t.timedOut);
  console.log(
    `out of time (${limitSeconds} s wall): ${timedOut.length} files${timedOut.length ? `: ${timedOut.map(name).join(", ")}` : ""}`,
  );
  const over = (level: Level, of: "cpuSeconds" | "seconds") =>
    times.filter((t) => (t.levels[level]?.[of] ?? Number.POSITIVE_INFINITY) > 2).length;
  console.log(`files over 2 CPU s: ${LEVELS.map((l) => `${l} ${over(l, "cpuSeconds")}`).join(", ")}`);
  // The per-file budget bounds wall time; CPU time also counts the runtime's own garbage-collector
  // and compiler threads, so a file stopped at the budget can show more.
  console.log(`files over 2 s wall: ${LEVELS.map((l) => `${l} ${over(l, "seconds")}`).join(", ")}\n`);
  const width = Math.max(25, ...sorted.slice(0, 10).map((t) => name(t).length));
  console.log(
    `${"slowest ten (CPU seconds)".padEnd(width)}      KB      mini  standard     ultra  ultra wall  outcome`,
  );
  for (const t of sorted.slice(0, 10)) {
    const outcome = t.levels.ultra?.outcome ?? t.levels.standard?.outcome ?? t.levels.mini?.outcome ?? "";
    console.log(
      `${name(t).padEnd(width)}  ${(t.bytes / 1024).toFixed(0).padStart(6)}  ${LEVELS.map((l) => timeCell(t, l, LEVELS, true).padStart(8)).join("  ")}  ${timeCell(t, "ultra", LEVELS, false).padStart(10)}  ${outcome}`,
    );
  }
}
