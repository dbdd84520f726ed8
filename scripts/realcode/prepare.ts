import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CORPUS_DIR, CORPUS_LANGUAGES, corpusPath, git, gitDir, loadTruth, mirrorsDir } from "./corpus";

/**
 * Copies every file the truth files name out of the fetched mirrors (bare git directories brought
 * onto the machine with the search tool's fetch) into .corpora/realcode/<language>/<owner>+<repo>/<path>.
 * Each file is taken at the commit its labels were made against.
 *
 *   npx tsx scripts/realcode/prepare.ts [--mirrors ../.mirror] [--corpus DIR]
 */

const mirrors = mirrorsDir();
let copied = 0;
const missing = new Set<string>();
for (const language of CORPUS_LANGUAGES) {
  const seen = new Set<string>();
  for (const unit of loadTruth(language)) {
    const key = `${unit.repo}\u0000${unit.commit}\u0000${unit.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let content: string;
    try {
      content = git(gitDir(mirrors, unit.repo), ["show", `${unit.commit}:${unit.path}`]);
    } catch {
      missing.add(unit.repo);
      continue;
    }
    const target = corpusPath(language, unit);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    copied++;
  }
}
console.log(`${copied} files in ${path.relative(process.cwd(), CORPUS_DIR)}`);
if (missing.size > 0) {
  console.error(`missing mirrors (fetch them first): ${[...missing].join(", ")}`);
  process.exitCode = 1;
}
