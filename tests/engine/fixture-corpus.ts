import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Level } from "../../lib/engine/rules/types";
import { analyzeFiles } from "../../lib/engine/scan/analyze-files";
import type { Finding, ThreatModel } from "../../lib/engine/schema";

export const FIXTURE_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

export interface Fixture {
  language: string;
  ruleId: string;
  file: string;
  /** Project-relative path used as the finding's file. */
  relPath: string;
  content: string;
  /** Line → rule ids that must be reported there. */
  expected: Map<number, Set<string>>;
  /** Line → rule ids that must not be reported there (the safe look-alikes). */
  safe: Map<number, Set<string>>;
  /** Of the expected, those marked `expect-low`: reported with low confidence (the operator's own input). */
  low: Map<number, Set<string>>;
  /** A `level: standard` (or ultra) comment: the lowest level the case is for (else `mini`). */
  level?: Level;
  /** A `threat-model: local` comment: the operator's own input is a source (else `remote`). */
  threatModel?: ThreatModel;
  /** The other files of a fixture folder, analysed together with this one (cross-file cases). */
  companions: Array<{ path: string; content: string }>;
}

// Template comments mark too: `<%# %>`, `{# #}`, `{{!-- --}}`, `{{! }}`, `@* *@`, `<!-- -->`.
const MARK = /(?:\/\/|#|\/\*|--|\{\{!|@\*)\s*(expect-low|expect|safe):\s*([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)/g;
const LEVEL_MARK = /(?:\/\/|#|\/\*)\s*level:\s*(mini|standard|ultra)\b/;
const THREAT_MARK = /(?:\/\/|#|\/\*)\s*threat-model:\s*(remote|local)\b/;

export function parseMarks(content: string): Pick<Fixture, "expected" | "safe" | "low"> {
  const expected = new Map<number, Set<string>>();
  const safe = new Map<number, Set<string>>();
  const low = new Map<number, Set<string>>();
  const add = (target: Map<number, Set<string>>, line: number, ids: string[]) => {
    const set = target.get(line) ?? new Set<string>();
    for (const id of ids) set.add(id);
    target.set(line, set);
  };
  content.split("\n").forEach((line, i) => {
    for (const m of line.matchAll(MARK)) {
      const ids = (m[2] ?? "").split(",").map((s) => s.trim());
      add(m[1] === "safe" ? safe : expected, i + 1, ids);
      if (m[1] === "expect-low") add(low, i + 1, ids);
    }
  });
  return { expected, safe, low };
}

/** Paths of the files under a folder, relative to `root`, sorted (a case may hold packages). */
function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(root, `${dir}/${e.name}`) : [`${dir}/${e.name}`]));
}

/**
 * Every fixture file. A folder inside a rule's folder is one case of several files (a helper
 * module and its caller): each of its files is a fixture analysed together with the others.
 */
export function loadFixtures(): Fixture[] {
  const out: Fixture[] = [];
  for (const language of readdirSync(FIXTURE_ROOT).sort()) {
    const langDir = path.join(FIXTURE_ROOT, language);
    for (const ruleId of readdirSync(langDir).sort()) {
      const ruleDir = path.join(langDir, ruleId);
      for (const entry of readdirSync(ruleDir, { withFileTypes: true }).sort((a, b) =>
        a.name < b.name ? -1 : 1,
      )) {
        const files = entry.isDirectory() ? filesUnder(ruleDir, entry.name) : [entry.name];
        const contents = files.map((file) => ({
          file,
          path: `${language}/${ruleId}/${file}`,
          content: readFileSync(path.join(ruleDir, file), "utf8"),
        }));
        for (const { file, path: relPath, content } of contents) {
          out.push({
            language,
            ruleId,
            file,
            relPath,
            content,
            ...parseMarks(content),
            level: LEVEL_MARK.exec(content)?.[1] as Level | undefined,
            threatModel: THREAT_MARK.exec(content)?.[1] as ThreatModel | undefined,
            companions: contents.filter((c) => c.path !== relPath),
          });
        }
      }
    }
  }
  return out;
}

export interface FixtureOutcome {
  fixture: Fixture;
  findings: Finding[];
  truePositives: number;
  falseNegatives: Array<{ line: number; ruleId: string }>;
  /** Findings on lines not marked for them. */
  noise: Finding[];
  /** Of the noise, findings on lines marked safe for that rule. */
  falsePositives: number;
  trueNegatives: number;
}

export async function runFixture(
  fixture: Fixture,
  level: Level = fixture.level ?? "mini",
): Promise<FixtureOutcome> {
  const { findings: all } = await analyzeFiles(
    [{ path: fixture.relPath, content: fixture.content }, ...fixture.companions],
    // The per-file budget is wall time; a busy machine must not change a fixture's outcome.
    { level, threatModel: fixture.threatModel, fileBudgetMs: 60_000 },
  );
  const findings = all.filter((f) => f.file === fixture.relPath);
  const reported = new Set(findings.map((f) => `${f.startLine}:${f.ruleId}`));
  const reportedLow = new Set(
    findings.filter((f) => f.confidence === "low").map((f) => `${f.startLine}:${f.ruleId}`),
  );
  let truePositives = 0;
  const falseNegatives: FixtureOutcome["falseNegatives"] = [];
  for (const [line, ids] of fixture.expected) {
    for (const id of ids) {
      // An `expect-low` line reported with the rule's full confidence is a miss of what it says.
      const low = fixture.low.get(line)?.has(id);
      if ((low ? reportedLow : reported).has(`${line}:${id}`)) truePositives++;
      else falseNegatives.push({ line, ruleId: id });
    }
  }
  const noise = findings.filter((f) => !fixture.expected.get(f.startLine)?.has(f.ruleId));
  let falsePositives = 0;
  let trueNegatives = 0;
  for (const [line, ids] of fixture.safe) {
    for (const id of ids) {
      if (reported.has(`${line}:${id}`)) falsePositives++;
      else trueNegatives++;
    }
  }
  return { fixture, findings, truePositives, falseNegatives, noise, falsePositives, trueNegatives };
}
