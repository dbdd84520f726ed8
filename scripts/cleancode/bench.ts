import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
// Only these two from the engine, so this file also measures an older engine.
import { analyzeFiles } from "../../lib/engine/scan/analyze-files";
import { LEVELS } from "../../lib/engine/schema";
import { table } from "../bench/table";
import { CLEAN_DIR, CLEAN_LANGUAGES, type CleanLanguage, filesUnder, lineCount } from "./corpus";

/**
 * High and critical findings per 100,000 lines on the clean-code corpus, where each is presumed
 * false. Each project is analysed as one submission at each level.
 *
 *   npx tsx scripts/cleancode/bench.ts [--level mini,standard,ultra] [--language java,go] [--list]
 *
 * --list prints every high or critical finding (level, rule, file:line, confidence, message) and a
 * count per rule, for triage by hand.
 */

type Level = (typeof LEVELS)[number];
type Finding = Awaited<ReturnType<typeof analyzeFiles>>["findings"][number];

interface ProjectRun {
  language: CleanLanguage;
  project: string;
  files: number;
  lines: number;
  /** High and critical findings per level, with the file paths relative to the language's folder. */
  findings: Partial<Record<Level, Finding[]>>;
  seconds: Partial<Record<Level, number>>;
  /** Files skipped or cut short by the engine, per level, with the reason: their findings may be missing. */
  incomplete: Partial<Record<Level, Array<{ path: string; reason: string }>>>;
}

export interface CleanRun {
  levels: Level[];
  projects: ProjectRun[];
}

export function cleanCodePresent(): boolean {
  return existsSync(CLEAN_DIR);
}

const SEVERE = new Set(["high", "critical"]);

export async function runCleanCode(
  levels: readonly Level[] = LEVELS,
  languages: readonly CleanLanguage[] = CLEAN_LANGUAGES,
): Promise<CleanRun> {
  const run: CleanRun = { levels: [...levels], projects: [] };
  for (const language of languages) {
    const languageDir = path.join(CLEAN_DIR, language);
    if (!existsSync(languageDir)) continue;
    for (const project of readdirSync(languageDir).sort()) {
      const files = filesUnder(path.join(languageDir, project)).map((file) => ({
        path: path.relative(languageDir, file),
        content: readFileSync(file, "utf8"),
      }));
      const entry: ProjectRun = {
        language,
        project: project.replace("+", "/"),
        files: files.length,
        lines: files.reduce((n, f) => n + lineCount(f.content), 0),
        findings: {},
        seconds: {},
        incomplete: {},
      };
      for (const level of levels) {
        const start = performance.now();
        const result = await analyzeFiles(files, { level });
        entry.seconds[level] = (performance.now() - start) / 1000;
        entry.findings[level] = result.findings.filter((f) => SEVERE.has(f.severity));
        entry.incomplete[level] = [...result.stats.filesSkipped, ...(result.stats.filesPartial ?? [])];
      }
      run.projects.push(entry);
    }
  }
  return run;
}

const per100k = (count: number, lines: number) => (lines ? ((count * 100_000) / lines).toFixed(1) : "n/a");

/** A row of the summed projects: files, lines, then count and rate per level. */
function row(name: string, projects: ProjectRun[], levels: Level[], withSeconds: boolean): string[] {
  const lines = projects.reduce((n, p) => n + p.lines, 0);
  const cells = [name, `${projects.reduce((n, p) => n + p.files, 0)}`, `${lines}`];
  for (const level of levels) {
    const count = projects.reduce((n, p) => n + (p.findings[level]?.length ?? 0), 0);
    cells.push(`${count}`, per100k(count, lines));
    if (withSeconds) cells.push(projects.reduce((n, p) => n + (p.seconds[level] ?? 0), 0).toFixed(1));
  }
  return cells;
}

export function formatCleanCode(run: CleanRun): string {
  const { levels } = run;
  const header = ["project", "files", "lines", ...levels.flatMap((l) => [l, "/100k"])];
  const out = [
    "\nClean-code corpus: high and critical findings, each presumed false (scripts/cleancode; one submission per project)",
  ];
  const languages = CLEAN_LANGUAGES.filter((l) => run.projects.some((p) => p.language === l));
  for (const language of languages) {
    const projects = run.projects.filter((p) => p.language === language);
    out.push(
      `\n${language}`,
      ...table(header, [
        ...projects.map((p) => row(p.project, [p], levels, false)),
        row("ALL", projects, levels, false),
      ]),
    );
    const incomplete = levels
      .map((l) => [l, projects.reduce((n, p) => n + (p.incomplete[l]?.length ?? 0), 0)] as const)
      .filter(([, n]) => n > 0);
    if (incomplete.length > 0)
      out.push(
        `files skipped or cut short (their findings may be missing): ${incomplete.map(([l, n]) => `${l} ${n}`).join(", ")}`,
      );
  }
  out.push(
    "\nPer language (seconds: the time to analyse the language's projects at that level)",
    ...table(
      ["language", "files", "lines", ...levels.flatMap((l) => [l, "/100k", "s"])],
      [
        ...languages.map((language) =>
          row(
            language,
            run.projects.filter((p) => p.language === language),
            levels,
            true,
          ),
        ),
        row("ALL", run.projects, levels, true),
      ],
    ),
  );
  return out.join("\n");
}

/** Every finding, then a count per language and rule, most frequent first, for triage. */
export function formatCleanList(run: CleanRun): string {
  const out: string[] = ["\nHigh and critical findings on the clean-code corpus"];
  const counts = new Map<string, Partial<Record<Level, number>>>();
  for (const p of run.projects)
    for (const level of run.levels)
      for (const f of p.findings[level] ?? []) {
        out.push(
          `${level}  ${f.ruleId}  ${p.language}/${f.file}:${f.startLine}  ${f.confidence}  ${f.severity}  ${f.message.replace(/\s+/g, " ")}`,
        );
        const key = `${p.language}\u0000${f.ruleId}`;
        const c = counts.get(key) ?? {};
        c[level] = (c[level] ?? 0) + 1;
        counts.set(key, c);
      }
  for (const p of run.projects)
    for (const level of run.levels)
      for (const f of p.incomplete[level] ?? [])
        out.push(`${level}  (not analysed whole)  ${p.language}/${f.path}  ${f.reason}`);
  const last = run.levels[run.levels.length - 1] as Level;
  const rows = [...counts]
    .sort(([a, x], [b, y]) => (y[last] ?? 0) - (x[last] ?? 0) || (a < b ? -1 : 1))
    .map(([key, c]) => [...key.split("\u0000"), ...run.levels.map((l) => `${c[l] ?? 0}`)]);
  out.push("\nPer language and rule", ...table(["language", "rule", ...run.levels], rows));
  return out.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  if (!cleanCodePresent()) {
    console.log("No clean-code corpus in .corpora/cleancode: run scripts/cleancode/prepare.ts first.");
  } else {
    const levels = (arg("--level")?.split(",") ?? LEVELS) as Level[];
    const languages = (arg("--language")?.split(",") ?? CLEAN_LANGUAGES) as CleanLanguage[];
    const run = await runCleanCode(levels, languages);
    console.log(formatCleanCode(run));
    if (process.argv.includes("--list")) console.log(formatCleanList(run));
  }
}
