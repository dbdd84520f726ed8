import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Level } from "../../../lib/engine/rules/types";
import { analyzeFiles } from "../../../lib/engine/scan/analyze-files";
import { LEVELS, type ThreatModel } from "../../../lib/engine/schema";
import { loadFixtures } from "../fixture-corpus";
import { HOLDOUT_B_ROOT, loadHoldout } from "../holdout/corpus";

/**
 * The golden record: every finding the engine reports, at every level, over the fixture corpus and
 * both holdout corpora, written one line per analysed file. The engine's structure may change; what it
 * reports may not, unless a commit says why and re-records (`npm run golden:engine`).
 */

export const GOLDEN_DIR = path.dirname(fileURLToPath(import.meta.url));
export const GOLDEN_LEVELS: readonly Level[] = LEVELS;
export const GOLDEN_CORPORA = ["fixtures", "holdout", "holdout-b"] as const;
export type GoldenCorpus = (typeof GOLDEN_CORPORA)[number];

interface Case {
  name: string;
  files: Array<{ path: string; content: string }>;
  threatModel?: ThreatModel;
}

function casesOf(corpus: GoldenCorpus): Case[] {
  if (corpus === "fixtures") {
    return loadFixtures().map((f) => ({
      name: f.relPath,
      files: [{ path: f.relPath, content: f.content }, ...f.companions],
      threatModel: f.threatModel,
    }));
  }
  return loadHoldout(corpus === "holdout" ? undefined : HOLDOUT_B_ROOT).map((c) => ({
    name: c.relPath,
    files: [{ path: c.relPath, content: c.content }],
  }));
}

/** Keys sorted at every depth, so the record speaks of values and not of how objects were built. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** One line per case: its name, the findings in its own file(s), and the files reported partial. */
export async function recordGolden(corpus: GoldenCorpus, level: Level): Promise<string> {
  const lines: string[] = [];
  for (const c of casesOf(corpus)) {
    // The per-file budget is wall time; the record must not depend on how busy the machine is.
    const { findings, stats } = await analyzeFiles(c.files, {
      level,
      threatModel: c.threatModel,
      fileBudgetMs: 60_000,
    });
    const own = corpus === "fixtures" ? findings.filter((f) => f.file === c.name) : findings;
    lines.push(JSON.stringify(canonical({ case: c.name, findings: own, partial: stats.filesPartial })));
  }
  return `${lines.join("\n")}\n`;
}

export const goldenPath = (corpus: GoldenCorpus, level: Level) =>
  path.join(GOLDEN_DIR, `${corpus}.${level}.jsonl`);

export function readGolden(corpus: GoldenCorpus, level: Level): string {
  return readFileSync(goldenPath(corpus, level), "utf8");
}

export function writeGolden(corpus: GoldenCorpus, level: Level, text: string): void {
  writeFileSync(goldenPath(corpus, level), text);
}
