import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import {
  analyzeFiles,
  type Finding,
  type InputFile,
  type Level,
  type ThreatModel,
} from "../../lib/engine/index";
import { table } from "../bench/table";
import {
  CORPUS_DIR,
  CORPUS_LANGUAGES,
  type CorpusLanguage,
  corpusPath,
  loadTruth,
  type Unit,
} from "./corpus";

/**
 * Scores the engine on the real-code corpus through its public API, one file at a time. A vulnerable unit is found (TP)
 * when a finding with one of its CWEs starts on its line or within its range, or when the finding's
 * trace passes through it (labels often mark the line where a query or command string is built,
 * the finding the line where it is run); a safe unit with such a finding is a false positive.
 *
 *   npx tsx scripts/realcode/score.ts [--level standard,ultra] [--threat-model remote,local] [--language python]
 *                                     [--by-cwe] [--misses] [--corpus DIR]
 *
 * --by-cwe adds a row per language and CWE; --misses lists every missed or falsely flagged unit.
 * The corpus is rule tests, some of them for flows from the operator's own input (environment,
 * command line, files): those are found under the `local` threat model only, so both are printed.
 */

/** A finding reported over a short whole statement still covers the labelled line inside it. */
const MAX_COVERING_SPAN = 10;

interface Tally {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

export interface LanguageScore extends Tally {
  language: CorpusLanguage;
  units: number;
  files: number;
  seconds: number;
  byCwe: Map<string, Tally>;
  /** Vulnerable units not found and safe units flagged. */
  wrong: Array<{ unit: Unit; outcome: "FN" | "FP" }>;
}

const emptyTally = (): Tally => ({ tp: 0, fn: 0, fp: 0, tn: 0 });

export function realCodePresent(): boolean {
  return existsSync(CORPUS_DIR);
}

function hits(unit: Unit, findings: Finding[]): boolean {
  const last = unit.endLine ?? unit.line;
  return findings.some(
    (f) =>
      f.cwe.some((c) => unit.cwe.includes(c)) &&
      ((f.startLine >= unit.line && f.startLine <= last) ||
        (f.startLine <= unit.line && f.endLine >= unit.line && f.endLine - f.startLine < MAX_COVERING_SPAN) ||
        (f.trace ?? []).some((step) => step.file === f.file && step.line >= unit.line && step.line <= last)),
  );
}

export async function scoreLanguage(
  language: CorpusLanguage,
  level: Level,
  threatModel: ThreatModel = "remote",
): Promise<LanguageScore> {
  const units = loadTruth(language);
  const files = new Map<string, InputFile>();
  for (const unit of units) {
    const file = corpusPath(language, unit);
    if (!files.has(file) && existsSync(file))
      files.set(file, { path: file, content: readFileSync(file, "utf8") });
  }
  // Each labelled file is a case of its own (a rule's test file), analysed alone as a user's
  // submission would be: names in unrelated files do not call each other's functions.
  const start = performance.now();
  const findings: Finding[] = [];
  for (const file of files.values())
    findings.push(...(await analyzeFiles([file], { level, threatModel })).findings);
  const seconds = (performance.now() - start) / 1000;
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  const score: LanguageScore = {
    language,
    units: 0,
    files: files.size,
    ...emptyTally(),
    seconds,
    byCwe: new Map(),
    wrong: [],
  };
  for (const unit of units) {
    const file = corpusPath(language, unit);
    if (!files.has(file)) continue;
    score.units++;
    const found = hits(unit, byFile.get(file) ?? []);
    const outcome = unit.vulnerable ? (found ? "tp" : "fn") : found ? "fp" : "tn";
    score[outcome]++;
    const cwe = `CWE-${unit.cwe.join("/")}`;
    const tally = score.byCwe.get(cwe) ?? emptyTally();
    tally[outcome]++;
    score.byCwe.set(cwe, tally);
    if (outcome === "fn" || outcome === "fp")
      score.wrong.push({ unit, outcome: outcome === "fn" ? "FN" : "FP" });
  }
  return score;
}

export async function scoreRealCode(
  level: Level,
  only?: CorpusLanguage,
  threatModel: ThreatModel = "remote",
): Promise<LanguageScore[]> {
  const out: LanguageScore[] = [];
  for (const language of CORPUS_LANGUAGES)
    if (!only || only === language) out.push(await scoreLanguage(language, level, threatModel));
  return out;
}

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "n/a");

export function formatRealCode(
  scores: LanguageScore[],
  level: Level,
  byCwe = false,
  threatModel: ThreatModel = "remote",
): string {
  const header = [
    "language",
    "units",
    "files",
    "TP",
    "FN",
    "FP",
    "TN",
    "precision",
    "recall",
    "TPR-FPR",
    "seconds",
  ];
  const total = { units: 0, files: 0, ...emptyTally(), seconds: 0 };
  const row = (name: string, s: Tally & { units: number; files: number; seconds: number }) => {
    const tpr = s.tp / (s.tp + s.fn);
    const fpr = s.fp / (s.fp + s.tn);
    return [
      name,
      `${s.units}`,
      `${s.files}`,
      `${s.tp}`,
      `${s.fn}`,
      `${s.fp}`,
      `${s.tn}`,
      pct(s.tp / (s.tp + s.fp)),
      pct(tpr),
      pct((s.tp + s.fn ? tpr : 0) - (s.fp + s.tn ? fpr : 0)),
      s.seconds.toFixed(1),
    ];
  };
  const rows = scores.flatMap((s) => {
    for (const k of ["units", "files", "tp", "fn", "fp", "tn", "seconds"] as const) total[k] += s[k];
    const perCwe = [...s.byCwe]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([cwe, t]) => {
        const r = row(`  ${cwe}`, { ...t, units: t.tp + t.fn + t.fp + t.tn, files: 0, seconds: 0 });
        return [...r.slice(0, 2), "", ...r.slice(3, -1), ""];
      });
    return [row(s.language, s), ...(byCwe ? perCwe : [])];
  });
  rows.push(row("ALL", total));
  return [
    `\nRule tests of other analysers, labelled by their authors (level ${level}, threat model ${threatModel}; scripts/realcode/truth)\n`,
    ...table(header, rows),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  if (!realCodePresent()) {
    console.log("No real-code corpus in .corpora/realcode: run scripts/realcode/prepare.ts first.");
  } else {
    const levels = (arg("--level")?.split(",") ?? ["standard", "ultra"]) as Level[];
    const only = arg("--language") as CorpusLanguage | undefined;
    const threatModels = (arg("--threat-model")?.split(",") ?? ["remote"]) as ThreatModel[];
    for (const level of levels)
      for (const threatModel of threatModels) {
        const scores = await scoreRealCode(level, only, threatModel);
        console.log(formatRealCode(scores, level, process.argv.includes("--by-cwe"), threatModel));
        if (process.argv.includes("--misses"))
          for (const s of scores)
            for (const { unit, outcome } of s.wrong)
              console.log(
                `${outcome} ${s.language} ${unit.repo}/${unit.path}:${unit.line}${unit.endLine ? `-${unit.endLine}` : ""} CWE-${unit.cwe.join("/")} ${unit.source}`,
              );
      }
  }
}
