import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { git, gitDir, mirrorsDir } from "../realcode/corpus";
import {
  CLEAN_CORPUS,
  CLEAN_DIR,
  CLEAN_EXTENSIONS,
  CLEAN_LANGUAGES,
  isLeftOut,
  lineCount,
  projectDir,
} from "./corpus";

/**
 * Copies the listed folders of each clean-code project, at the listed commit, out of the fetched
 * mirrors (bare git directories at <mirrors>/<owner>+<repo>/repo) into
 * .corpora/cleancode/<language>/<owner>+<repo>/<path>: the language's source files only, tests and
 * vendored code left out. A project's folder is rewritten whole, so the copy follows the list.
 *
 *   npx tsx scripts/cleancode/prepare.ts [--mirrors ../.mirror]
 */

const mirrors = mirrorsDir();
const missing: string[] = [];
for (const language of CLEAN_LANGUAGES) {
  let files = 0;
  let lines = 0;
  for (const project of CLEAN_CORPUS[language]) {
    const dir = gitDir(mirrors, project.repo);
    let listed: string[];
    try {
      listed = git(dir, ["ls-tree", "-r", "--name-only", project.commit, "--", ...project.folders])
        .split("\n")
        .filter((f) => CLEAN_EXTENSIONS[language].test(f) && !isLeftOut(project, f));
    } catch {
      missing.push(`${project.repo}@${project.commit.slice(0, 12)}`);
      continue;
    }
    const target = projectDir(language, project.repo);
    rmSync(target, { recursive: true, force: true });
    for (const file of listed) {
      const content = git(dir, ["show", `${project.commit}:${file}`]);
      const to = path.join(target, file);
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, content);
      files++;
      lines += lineCount(content);
    }
  }
  console.log(
    `${language.padEnd(10)}  ${String(files).padStart(5)} files  ${String(lines).padStart(7)} lines`,
  );
}
console.log(`in ${path.relative(process.cwd(), CLEAN_DIR)}`);
if (missing.length > 0) {
  console.error(`missing mirrors or commits (fetch them first): ${missing.join(", ")}`);
  process.exitCode = 1;
}
