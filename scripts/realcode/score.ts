import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { analyzeFiles, type Finding, type InputFile, type Level } from "../../lib/engine/index";
import {
  CORPUS_DIR,
  CORPUS_LANGUAGES,
  type CorpusLanguage,
  corpusPath,
  loadTruth,
  type Unit,
} from "./corpus";

/**
 * Scores the engine on the real-code corpus through its public API. A vulnerable unit is found (TP)
 * when a finding with one of its CWEs starts on its line or within its range; a safe unit with such
 * a finding is a false positive.
 *
 *   npx tsx scripts/realcode/score.ts [--level standard] [--language python]
 */

/** A finding reported over a short whole statement still covers the labelled line inside it. */
const MAX_COVERING_SPAN = 10;

export interface LanguageScore {
  language: CorpusLanguage;
  units: number;
  files: number;
  tp: number;
  fn: number;
  fp: number;
  tn: number;
  seconds: number;
}

export function realCodePresent(): boolean {
  return existsSync(CORPUS_DIR);
}

function hits(unit: Unit, findings: Finding[]): boolean {
  const last = unit.endLine ?? unit.line;
  return findings.some(
    (f) =>
      f.cwe.some((c) => unit.cwe.includes(c)) &&
      ((f.startLine >= unit.line && f.startLine <= last) ||
        (f.startLine <= unit.line && f.endLine >= unit.line && f.endLine - f.startLine < MAX_COVERING_SPAN)),
  );
}

export async function scoreLanguage(language: CorpusLanguage, level: Level): Promise<LanguageScore> {
  const units = loadTruth(language);
  const files = new Map<string, InputFile>();
  for (const unit of units) {
    const file = corpusPath(language, unit);
    if (!files.has(file) && existsSync(file))
      files.set(file, { path: file, content: readFileSync(file, "utf8") });
  }
  const start = performance.now();
  const { findings } = await analyzeFiles([...files.values()], { level });
  const seconds = (performance.now() - start) / 1000;
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  const score: LanguageScore = { language, units: 0, files: files.size, tp: 0, fn: 0, fp: 0, tn: 0, seconds };
  for (const unit of units) {
    const file = corpusPath(language, unit);
    if (!files.has(file)) continue;
    score.units++;
    const found = hits(unit, byFile.get(file) ?? []);
    if (unit.vulnerable) score[found ? "tp" : "fn"]++;
    else score[found ? "fp" : "tn"]++;
  }
  return score;
}

export async function scoreRealCode(level: Level, only?: CorpusLanguage): Promise<LanguageScore[]> {
  const out: LanguageScore[] = [];
  for (const language of CORPUS_LANGUAGES)
    if (!only || only === language) out.push(await scoreLanguage(language, level));
  return out;
}

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "n/a");

export function formatRealCode(scores: LanguageScore[], level: Level): string {
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
  const total: LanguageScore = { language: "c", units: 0, files: 0, tp: 0, fn: 0, fp: 0, tn: 0, seconds: 0 };
  const row = (name: string, s: LanguageScore) => {
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
  const rows = scores.map((s) => {
    for (const k of ["units", "files", "tp", "fn", "fp", "tn", "seconds"] as const) total[k] += s[k];
    return row(s.language, s);
  });
  rows.push(row("ALL", total));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  return [
    `\nReal-code corpus, labelled by others (level ${level}; scripts/realcode/truth)\n`,
    line(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
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
    for (const level of levels) console.log(formatRealCode(await scoreRealCode(level, only), level));
  }
}
