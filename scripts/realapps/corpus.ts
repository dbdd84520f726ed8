import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { argValue, ROOT } from "../realcode/corpus";

/**
 * The real-application corpus: whole projects written by others, analysed as a user would submit
 * them, with labelled units inside. Two kinds of project: applications built to be vulnerable (a
 * unit is a weakness their authors document, a safe unit the secure variant they ship beside it), and
 * real fixes of published vulnerabilities (the function at the commit before the fix is vulnerable,
 * the same function at the fix commit safe). Only the truth files are kept in git
 * (scripts/realapps/truth/<language>.json); prepare.ts copies each project at its commit out of the
 * fetched mirrors into .corpora/realapps/<language>/<owner>+<repo>@<commit>/.
 *
 * Kept out, for independent evaluation: the OWASP Benchmark and its mutations, Juice Shop, DVWA,
 * RailsGoat, CASTLE, Juliet, java-sec-code, go-sec-code, VulnerableApp, pygoat, NodeGoat,
 * NodeSecCode, Vulnerable-Code-Snippets, insecure-dotnet; nor the projects kept out of the
 * clean-code corpus for the same reason (gogs among them).
 */

export const APP_LANGUAGES = [
  "java",
  "csharp",
  "python",
  "javascript",
  "go",
  "php",
  "ruby",
  "c-cpp",
] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

const Commit = v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/));

export const ProjectSchema = v.object({
  /** owner/name on GitHub, as fetched. */
  repo: v.string(),
  commit: Commit,
  /** Folders analysed, from the repository's root; the whole repository when absent. */
  folders: v.optional(v.array(v.string())),
  kind: v.picklist(["vulnerable-app", "cve-fix"]),
  /** Where the labels come from: the advisory and fix commit, or the application's own documentation. */
  reference: v.string(),
});
export type Project = v.InferOutput<typeof ProjectSchema>;

export const UnitSchema = v.object({
  repo: v.string(),
  /** The project's commit this unit is labelled at. */
  commit: Commit,
  /** From the repository's root. */
  path: v.string(),
  line: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Inclusive last line: a unit is usually the whole function that holds the weakness or its fix. */
  endLine: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  cwe: v.array(v.number()),
  vulnerable: v.boolean(),
  /** Why this label: the advisory or documentation and what in it names this code. */
  source: v.string(),
});
export type AppUnit = v.InferOutput<typeof UnitSchema>;

export const TruthSchema = v.object({ projects: v.array(ProjectSchema), units: v.array(UnitSchema) });
export type AppTruth = v.InferOutput<typeof TruthSchema>;

/** `--truth DIR` and `--corpus DIR` read or prepare a copy elsewhere. */
export const TRUTH_DIR = path.resolve(argValue("--truth") ?? path.join(ROOT, "scripts/realapps/truth"));
export const APPS_DIR = path.resolve(argValue("--corpus") ?? path.join(ROOT, ".corpora/realapps"));

export function loadAppTruth(language: AppLanguage): AppTruth {
  const file = path.join(TRUTH_DIR, `${language}.json`);
  if (!existsSync(file)) return { projects: [], units: [] };
  return v.parse(TruthSchema, JSON.parse(readFileSync(file, "utf8")));
}

/** Where prepare.ts puts a project: one folder per repository and commit. */
export function projectDir(language: AppLanguage, project: Pick<Project, "repo" | "commit">): string {
  return path.join(APPS_DIR, language, `${project.repo.replace("/", "+")}@${project.commit.slice(0, 12)}`);
}
