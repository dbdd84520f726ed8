import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";

/**
 * The real-code corpus: files written and labelled by others, kept out of git. The truth files
 * (scripts/realcode/truth/<language>.json) name each labelled line by repository, commit and path;
 * prepare.ts copies those files out of fetched mirrors into .corpora/realcode/<language>/<repo>/<path>.
 */

export const CORPUS_LANGUAGES = [
  "java",
  "python",
  "javascript",
  "php",
  "ruby",
  "go",
  "csharp",
  "c",
  "cpp",
] as const;
export type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number];

/** Which corpus language a file belongs to; JavaScript and TypeScript are scored together. */
export const EXTENSIONS: Record<CorpusLanguage, RegExp> = {
  java: /\.java$/,
  python: /\.py$/,
  javascript: /\.(js|jsx|mjs|cjs|ts|tsx)$/,
  php: /\.php$/,
  ruby: /\.rb$/,
  go: /\.go$/,
  csharp: /\.cs$/,
  c: /\.c$/,
  cpp: /\.(cpp|cc|cxx|hpp)$/,
};

export const UnitSchema = v.object({
  repo: v.string(),
  commit: v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/)),
  path: v.string(),
  line: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Inclusive last line when the label covers a range (a function); absent for one line. */
  endLine: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** The weakness as the labeller classified it, restricted to CWEs the engine has rules for. */
  cwe: v.array(v.number()),
  vulnerable: v.boolean(),
  /** Where the label comes from: the labeller's rule file, rule id and annotation. */
  source: v.string(),
});
export type Unit = v.InferOutput<typeof UnitSchema>;
export const TruthSchema = v.array(UnitSchema);

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const TRUTH_DIR = path.join(ROOT, "scripts/realcode/truth");
/** `--corpus DIR` prepares or scores a copy elsewhere (the shared one is read-only). */
export const CORPUS_DIR = path.resolve(argValue("--corpus") ?? path.join(ROOT, ".corpora/realcode"));

export function truthFile(language: CorpusLanguage): string {
  return path.join(TRUTH_DIR, `${language}.json`);
}

export function loadTruth(language: CorpusLanguage): Unit[] {
  const file = truthFile(language);
  if (!existsSync(file)) return [];
  return v.parse(TruthSchema, JSON.parse(readFileSync(file, "utf8")));
}

/** Where prepare.ts puts a unit's file. */
export function corpusPath(language: CorpusLanguage, unit: Pick<Unit, "repo" | "path">): string {
  return path.join(CORPUS_DIR, language, unit.repo.replace("/", "+"), unit.path);
}

/** A fetched mirror is a bare git directory at <mirrors>/<owner>+<name>/repo. */
export function gitDir(mirrors: string, repo: string): string {
  return path.join(mirrors, repo.replace("/", "+"), "repo");
}

export function git(dir: string, args: string[]): string {
  return execFileSync("git", ["--git-dir", dir, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
}

export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** Mirrors sit beside the worktrees by default (../.mirror). */
export function mirrorsDir(): string {
  return path.resolve(argValue("--mirrors") ?? path.join(ROOT, "../.mirror"));
}
