import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  analyzeFiles,
  type Finding,
  type InputFile,
  type Level,
  type ThreatModel,
} from "../../lib/engine/index";
import { table } from "../bench/table";
import { argValue } from "../realcode/corpus";
import { APP_LANGUAGES, APPS_DIR, type AppLanguage, type AppUnit, loadAppTruth, projectDir } from "./corpus";

/**
 * Scores the engine on the real-application corpus. Each project is analysed whole, as one
 * submission, so helpers in other files and the project's own validators count. A vulnerable unit
 * is found (TP) when a finding with one of its CWEs starts within its lines or when a finding's
 * trace passes through them (the weakness reported at a helper's sink, its input read in the
 * labelled function); a safe unit with such a finding is a false positive.
 *
 *   npx tsx scripts/realapps/score.ts [--level mini,standard] [--threat-model remote] [--language java]
 *                                     [--misses] [--truth DIR] [--corpus DIR]
 */

export interface AppScore {
  language: AppLanguage;
  projects: number;
  lines: number;
  tp: number;
  fn: number;
  fp: number;
  tn: number;
  seconds: number;
  wrong: Array<{ unit: AppUnit; outcome: "FN" | "FP" }>;
}

export function realAppsPresent(): boolean {
  return existsSync(APPS_DIR);
}

function readTree(root: string, dir = root): InputFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return readTree(root, full);
    return [{ path: path.relative(root, full), content: readFileSync(full, "utf8") }];
  });
}

function hits(unit: AppUnit, findings: Finding[]): boolean {
  const last = unit.endLine ?? unit.line;
  const inside = (file: string, line: number) => file === unit.path && line >= unit.line && line <= last;
  return findings.some(
    (f) =>
      f.cwe.some((c) => unit.cwe.includes(c)) &&
      (inside(f.file, f.startLine) || (f.trace ?? []).some((step) => inside(step.file, step.line))),
  );
}

export async function scoreApps(
  language: AppLanguage,
  level: Level,
  threatModel: ThreatModel,
): Promise<AppScore> {
  const { projects, units } = loadAppTruth(language);
  const score: AppScore = {
    language,
    projects: 0,
    lines: 0,
    tp: 0,
    fn: 0,
    fp: 0,
    tn: 0,
    seconds: 0,
    wrong: [],
  };
  for (const project of projects) {
    const files = readTree(projectDir(language, project));
    if (files.length === 0) continue;
    score.projects++;
    score.lines += files.reduce((n, f) => n + String(f.content).split("\n").length, 0);
    const start = performance.now();
    const { findings } = await analyzeFiles(files, { level, threatModel });
    score.seconds += (performance.now() - start) / 1000;
    for (const unit of units) {
      if (unit.repo !== project.repo || unit.commit !== project.commit) continue;
      const found = hits(unit, findings);
      const outcome = unit.vulnerable ? (found ? "tp" : "fn") : found ? "fp" : "tn";
      score[outcome]++;
      if (outcome === "fn" || outcome === "fp")
        score.wrong.push({ unit, outcome: outcome === "fn" ? "FN" : "FP" });
    }
  }
  return score;
}

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "n/a");

export function formatApps(scores: AppScore[], level: Level, threatModel: ThreatModel): string {
  const header = [
    "language",
    "projects",
    "lines",
    "TP",
    "FN",
    "FP",
    "TN",
    "precision",
    "recall",
    "TPR-FPR",
    "seconds",
  ];
  const row = (name: string, s: Omit<AppScore, "language" | "wrong">) => {
    const tpr = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 0;
    const fpr = s.fp + s.tn ? s.fp / (s.fp + s.tn) : 0;
    return [
      name,
      `${s.projects}`,
      `${s.lines}`,
      `${s.tp}`,
      `${s.fn}`,
      `${s.fp}`,
      `${s.tn}`,
      pct(s.tp / (s.tp + s.fp)),
      pct(s.tp / (s.tp + s.fn)),
      pct(tpr - fpr),
      s.seconds.toFixed(1),
    ];
  };
  const total = { projects: 0, lines: 0, tp: 0, fn: 0, fp: 0, tn: 0, seconds: 0 };
  for (const s of scores) for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += s[k];
  const rows = [...scores.map((s) => row(s.language, s)), row("ALL", total)];
  return [
    `\nReal applications and vulnerability fixes, labelled from their advisories and documentation (level ${level}, threat model ${threatModel}; scripts/realapps/truth)\n`,
    ...table(header, rows),
  ].join("\n");
}

export async function scoreAllApps(
  level: Level,
  threatModel: ThreatModel,
  only?: AppLanguage,
): Promise<AppScore[]> {
  const out: AppScore[] = [];
  for (const language of APP_LANGUAGES)
    if (!only || only === language) out.push(await scoreApps(language, level, threatModel));
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!realAppsPresent()) {
    console.log("No real-application corpus in .corpora/realapps: run scripts/realapps/prepare.ts first.");
  } else {
    const levels = (argValue("--level")?.split(",") ?? ["mini", "standard"]) as Level[];
    const threatModels = (argValue("--threat-model")?.split(",") ?? ["remote"]) as ThreatModel[];
    const only = argValue("--language") as AppLanguage | undefined;
    for (const level of levels)
      for (const threatModel of threatModels) {
        const scores = await scoreAllApps(level, threatModel, only);
        console.log(formatApps(scores, level, threatModel));
        if (process.argv.includes("--misses"))
          for (const s of scores)
            for (const { unit, outcome } of s.wrong)
              console.log(
                `${outcome} ${s.language} ${unit.repo}@${unit.commit.slice(0, 12)}/${unit.path}:${unit.line}${unit.endLine ? `-${unit.endLine}` : ""} CWE-${unit.cwe.join("/")} ${unit.source}`,
              );
      }
  }
}
