import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { languageForPath } from "../../lib/engine/languages/by-path";
import { templateFor } from "../../lib/engine/languages/templates";
import { git, gitDir, mirrorsDir } from "../realcode/corpus";
import { APP_LANGUAGES, APPS_DIR, loadAppTruth, projectDir } from "./corpus";

/**
 * Copies each real-application project, at its commit, out of the fetched mirrors (bare git
 * directories at <mirrors>/<owner>+<repo>/repo) into .corpora/realapps/<language>/<owner>+<repo>@<commit>/:
 * the files the engine reads (source and templates), dependencies a repository vendors left out, as
 * a user's upload would be analysed. Each project's folder is rewritten whole.
 *
 *   npx tsx scripts/realapps/prepare.ts [--mirrors ../.mirror] [--truth DIR] [--corpus DIR]
 */

const VENDORED = /(^|\/)(node_modules|bower_components|vendor|third_party|\.git)\/|\.min\.js$/;

const mirrors = mirrorsDir();
const missing: string[] = [];
for (const language of APP_LANGUAGES) {
  const { projects } = loadAppTruth(language);
  let files = 0;
  for (const project of projects) {
    const dir = gitDir(mirrors, project.repo);
    let listed: string[];
    try {
      listed = git(dir, ["ls-tree", "-r", "--name-only", project.commit, "--", ...(project.folders ?? ["."])])
        .split("\n")
        .filter(
          (f) => f && !VENDORED.test(f) && (languageForPath(f) || templateFor(f) || /\.html?$/.test(f)),
        );
    } catch {
      missing.push(`${project.repo}@${project.commit.slice(0, 12)}`);
      continue;
    }
    const target = projectDir(language, project);
    rmSync(target, { recursive: true, force: true });
    for (const file of listed) {
      const to = path.join(target, file);
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, git(dir, ["show", `${project.commit}:${file}`]));
      files++;
    }
  }
  console.log(
    `${language.padEnd(10)}  ${String(projects.length).padStart(3)} projects  ${String(files).padStart(6)} files`,
  );
}
console.log(`in ${path.relative(process.cwd(), APPS_DIR) || APPS_DIR}`);
if (missing.length > 0) {
  console.error(`missing mirrors or commits (fetch them first): ${missing.join(", ")}`);
  process.exitCode = 1;
}
