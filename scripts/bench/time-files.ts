import { readFileSync } from "node:fs";
import { analyzeFiles, type Level } from "../../lib/engine/index";

/**
 * Times the engine on a set of files at the given levels in a process of its own, so a bench can
 * kill it past its time limit. Prints one JSON line per level as soon as that level is done.
 *
 *   node --import tsx scripts/bench/time-files.ts mini,standard,ultra <file>...
 */

const [levelList = "", ...paths] = process.argv.slice(2);
if (paths.length === 0) throw new Error("usage: time-files.ts <levels> <file>...");
const files = paths.map((path) => ({ path, content: readFileSync(path, "utf8") }));
// Grammar loading is paid once per process; it is not the files' cost.
await analyzeFiles([{ path: "warm.js", content: "const a = require('x'); a.b(1);\n" }], { level: "ultra" });
await analyzeFiles([{ path: "warm.py", content: "import os\nos.system(input())\n" }], { level: "ultra" });
for (const level of levelList.split(",") as Level[]) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  // Whole files are analysed whatever their size: these benches measure time, not the size cut-off.
  const { findings, stats } = await analyzeFiles(files, { level, maxFileBytes: 64 * 1024 * 1024 });
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const outcome =
    [...stats.filesSkipped, ...stats.filesPartial].map((s) => s.reason).join("; ") || "complete";
  console.log(
    JSON.stringify({
      level,
      seconds,
      cpuSeconds: (used.user + used.system) / 1e6,
      findings: findings.length,
      outcome,
    }),
  );
}
