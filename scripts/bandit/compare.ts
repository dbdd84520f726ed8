import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InputFile } from "../../lib/engine/index";
import { LEVELS } from "../../lib/engine/schema";
import { timeCell, timedRun } from "../bench/timed-run";

/**
 * Speed side by side with Bandit (Debian's `bandit`, installed when missing) on one Python corpus:
 * the standard library of the machine's Python, whole modules in name order up to the line count.
 * Both are timed from outside as whole runs; the engine's grammar loading is left out, Bandit's start-up is not.
 */

function has(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function ensureBandit(): boolean {
  if (has("bandit")) return true;
  console.log("installing bandit (apt-get install -y bandit) ...");
  const run = (args: string[]) => spawnSync("apt-get", args, { stdio: "ignore" }).status === 0;
  if (!(run(["update"]) && run(["install", "-y", "bandit"]))) return false;
  return has("bandit");
}

function pythonCorpus(minLines: number): { files: InputFile[]; lines: number; bytes: number } {
  const stdlib = execFileSync("python3", ["-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])"], {
    encoding: "utf8",
  }).trim();
  const files: InputFile[] = [];
  let lines = 0;
  let bytes = 0;
  for (const name of readdirSync(stdlib).sort()) {
    if (!name.endsWith(".py")) continue;
    const file = path.join(stdlib, name);
    const content = readFileSync(file, "utf8");
    files.push({ path: file, content });
    lines += content.split("\n").length;
    bytes += Buffer.byteLength(content);
    if (lines >= minLines) break;
  }
  return { files, lines, bytes };
}

export async function banditComparison(minLines: number, limitSeconds: number): Promise<void> {
  if (!has("python3") || !ensureBandit()) {
    console.log("\nBandit comparison skipped: bandit could not be installed (apt-get install -y bandit).");
    return;
  }
  const corpus = pythonCorpus(minLines);
  console.log(
    `\nSpeed beside Bandit on ${corpus.files.length} Python files, ${corpus.lines} lines, ${(corpus.bytes / 1e6).toFixed(1)} MB (the Python standard library)\n`,
  );
  const out = mkdtempSync(path.join(tmpdir(), "bandit-"));
  try {
    const start = performance.now();
    // The shell's `times` reports the CPU its child used: Bandit's one-core figure on a shared machine.
    // Bandit's exit status 1 only says that it found issues.
    const bandit = spawnSync(
      "bash",
      [
        "-c",
        'bandit -q -f json -o "$0" "$@"; status=$?; times; exit $status',
        path.join(out, "report.json"),
        ...corpus.files.map((f) => f.path),
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    );
    const banditSeconds = (performance.now() - start) / 1000;
    if (bandit.status !== 0 && bandit.status !== 1) {
      console.log(`Bandit failed (exit status ${bandit.status}); no comparison.`);
      return;
    }
    const childTimes = bandit.stdout.trim().split("\n").pop() ?? "";
    const banditCpu = [...childTimes.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (n, m) => n + Number(m[1]) * 60 + Number(m[2]),
      0,
    );
    const report = JSON.parse(readFileSync(path.join(out, "report.json"), "utf8")) as { results: unknown[] };
    // The engine runs in a child that loads its grammars first, then each level, killed past the limit.
    const engine = await timedRun(
      corpus.files.map((f) => f.path),
      LEVELS,
      limitSeconds,
    );
    // The first level a child runs also compiles the engine's code (the JIT's warm-up); a worker
    // that has analysed before (a warm Lambda) runs as a level after another one does.
    const warm = await timedRun(
      corpus.files.map((f) => f.path),
      ["standard", "mini"],
      limitSeconds,
    );
    console.log("tool              seconds  CPU s  lines/CPU s  findings  Bandit CPU / this CPU  (wall)");
    const row = (name: string, seconds: number, cpu: number, findings: string, ratio: string) =>
      console.log(
        `${name.padEnd(16)}  ${seconds.toFixed(2).padStart(7)}  ${cpu.toFixed(2).padStart(5)}  ${Math.round(
          corpus.lines / cpu,
        )
          .toString()
          .padStart(11)}  ${findings.padStart(8)}  ${ratio}`,
      );
    row("bandit", banditSeconds, banditCpu, `${report.results.length}`, "");
    for (const level of LEVELS) {
      const time = engine.levels[level];
      if (time)
        row(
          `engine ${level}`,
          time.seconds,
          time.cpuSeconds,
          `${time.findings}`,
          `${(banditCpu / time.cpuSeconds).toFixed(2)}×`.padStart(21) +
            `  (${(banditSeconds / time.seconds).toFixed(2)}×)`,
        );
      else
        console.log(
          `engine ${level.padEnd(9)}  ${timeCell(engine, level, LEVELS)} (limit ${limitSeconds} s)`,
        );
    }
    const again = warm.levels.mini;
    if (again)
      row(
        "engine mini warm",
        again.seconds,
        again.cpuSeconds,
        `${again.findings}`,
        `${(banditCpu / again.cpuSeconds).toFixed(2)}×`.padStart(21) +
          `  (${(banditSeconds / again.seconds).toFixed(2)}×)`,
      );
    console.log(
      '(each engine row runs in one child, in this order: the first pays the JIT\'s warm-up; "mini warm" runs after standard in a second child)',
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
