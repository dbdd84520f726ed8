import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Level } from "../../../lib/engine/rules/types";
import { analyzeFiles } from "../../../lib/engine/scan/analyze-files";

/**
 * The holdout corpus: small web handlers written apart from the engine's fixtures, one flow per
 * file, each either a real weakness or a safe look-alike. The first line of a file says which
 * (`// holdout: vulnerable cwe=89`); it is blanked before the engine sees the file, so nothing but
 * the code decides. Scoring is per file and CWE, as public benchmarks score: a vulnerable file is a
 * true positive when any finding carries its CWE, a safe file a false positive when one does.
 */

export const HOLDOUT_ROOT = path.dirname(fileURLToPath(import.meta.url));
/** A second corpus written later from other sources, steps and sinks, measured and never tuned on. */
export const HOLDOUT_B_ROOT = path.join(path.dirname(HOLDOUT_ROOT), "holdout-b");
const LANGUAGES = ["java", "python", "javascript"] as const;
const HEADER = /^(?:\/\/|#)\s*holdout:\s*(vulnerable|safe)\s+cwe=(\d+)\s*$/;

export interface HoldoutCase {
  language: string;
  category: string;
  /** `<language>/<category>/<file>`, also the path the engine is given. */
  relPath: string;
  /** The file with its header line blanked (line numbers unchanged). */
  content: string;
  vulnerable: boolean;
  cwe: number;
}

export function loadHoldout(root = HOLDOUT_ROOT): HoldoutCase[] {
  const out: HoldoutCase[] = [];
  for (const language of LANGUAGES) {
    const langDir = path.join(root, language);
    for (const category of readdirSync(langDir).sort()) {
      for (const file of readdirSync(path.join(langDir, category)).sort()) {
        const relPath = `${language}/${category}/${file}`;
        const text = readFileSync(path.join(langDir, category, file), "utf8");
        const newline = text.indexOf("\n");
        const m = HEADER.exec(text.slice(0, newline));
        if (!m) throw new Error(`${relPath}: first line must be a holdout header`);
        out.push({
          language,
          category,
          relPath,
          content: text.slice(newline),
          vulnerable: m[1] === "vulnerable",
          cwe: Number(m[2]),
        });
      }
    }
  }
  return out;
}

export interface Tally {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

export interface HoldoutResult {
  /** language → category → tally */
  table: Map<string, Map<string, Tally>>;
  /** The cases scored wrongly, for reading. */
  wrong: Array<{ relPath: string; outcome: "fn" | "fp" }>;
}

export const tpr = (t: Tally) => (t.tp + t.fn ? t.tp / (t.tp + t.fn) : 0);
export const fpr = (t: Tally) => (t.fp + t.tn ? t.fp / (t.fp + t.tn) : 0);

/** Benchmark-style score of a language: the mean over its categories of TPR − FPR. */
export function languageScore(categories: Map<string, Tally>): number {
  const scores = [...categories.values()].map((t) => tpr(t) - fpr(t));
  return scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
}

/** Each file is analysed on its own, so no case can resolve calls into another. */
export async function runHoldout(level: Level, cases = loadHoldout()): Promise<HoldoutResult> {
  const table = new Map<string, Map<string, Tally>>();
  const wrong: HoldoutResult["wrong"] = [];
  for (const c of cases) {
    const { findings } = await analyzeFiles([{ path: c.relPath, content: c.content }], { level });
    const hit = findings.some((f) => f.cwe.includes(c.cwe));
    const key: keyof Tally = c.vulnerable ? (hit ? "tp" : "fn") : hit ? "fp" : "tn";
    const byCategory = table.get(c.language) ?? new Map<string, Tally>();
    const t = byCategory.get(c.category) ?? { tp: 0, fn: 0, fp: 0, tn: 0 };
    t[key]++;
    byCategory.set(c.category, t);
    table.set(c.language, byCategory);
    if (key === "fn" || key === "fp") wrong.push({ relPath: c.relPath, outcome: key });
  }
  return { table, wrong };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatHoldout(result: HoldoutResult, level: Level, title = "Holdout corpus"): string {
  const header = ["language", "category", "TP", "FN", "FP", "TN", "TPR", "FPR", "TPR-FPR"];
  const rows: string[][] = [];
  for (const [language, categories] of result.table) {
    for (const [category, t] of [...categories].sort(([a], [b]) => (a < b ? -1 : 1))) {
      rows.push([
        language,
        category,
        `${t.tp}`,
        `${t.fn}`,
        `${t.fp}`,
        `${t.tn}`,
        pct(tpr(t)),
        pct(fpr(t)),
        pct(tpr(t) - fpr(t)),
      ]);
    }
    rows.push([language, "AVERAGE", "", "", "", "", "", "", pct(languageScore(categories))]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  return [
    `\n${title} (level ${level}): one case per file, scored by CWE\n`,
    line(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
  ].join("\n");
}
