import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseAllDocuments } from "yaml";
import { RULES } from "../../lib/engine/index";
import { languagesWithSink } from "../../lib/engine/languages/registry";
import { templateFor } from "../../lib/engine/languages/templates";
import {
  CORPUS_LANGUAGES,
  type CorpusLanguage,
  EXTENSIONS,
  git,
  gitDir,
  mirrorsDir,
  truthFile,
  type Unit,
} from "./corpus";

/**
 * Derives the truth files from rule sets whose test files mark lines inline: `ruleid: <id>` (the
 * rule must fire: vulnerable), `ok: <id>` (it must not: safe), and their `todoruleid` / `todook`
 * forms (the labeller's verdict where their own rule is still wrong). The rule's YAML beside the
 * test gives the CWE. Only CWEs the engine has a rule for in that language are kept.
 *
 *   npx tsx scripts/realcode/build-truth.ts [--mirrors ../.mirror]
 */

const REPOS = ["semgrep/semgrep-rules", "0xdea/semgrep-rules", "trailofbits/semgrep-rules"];

/** Suites kept for independent evaluation: no file derived from them enters this corpus. */
const HELD_OUT =
  /BenchmarkTest|owasp[-_. ]?benchmark|juice[-_ ]?shop|juiceshop|\bDVWA\b|railsgoat|juliet|testcases\.CWE|CASTLE-|flawgarden/i;

const ENGINE_LANGUAGES: Record<CorpusLanguage, string[]> = {
  java: ["java"],
  python: ["python"],
  javascript: ["javascript", "typescript"],
  php: ["php"],
  ruby: ["ruby"],
  go: ["go"],
  csharp: ["csharp"],
  c: ["c"],
  cpp: ["cpp"],
};

function engineCwes(language: CorpusLanguage): Set<number> {
  const wanted = ENGINE_LANGUAGES[language];
  return new Set(
    RULES.filter((r) =>
      (r.kind === "taint" ? languagesWithSink(r.sink) : r.languages).some((l) => wanted.includes(l)),
    ).flatMap((r) => r.cwe.map(Number)),
  );
}

function languageOf(file: string): CorpusLanguage | undefined {
  return CORPUS_LANGUAGES.find((l) => EXTENSIONS[l].test(file));
}

/**
 * A template file joins the truth of the language the engine gives it (ERB → ruby, Jinja → python,
 * Razor → csharp, EJS and Handlebars → javascript); plain `.html` needs its text to tell.
 */
function templateLanguageOf(file: string, text: () => string): CorpusLanguage | undefined {
  const kind = /\.html?$/i.test(file) ? templateFor(file, text()) : templateFor(file);
  const language = kind?.language === "typescript" ? "javascript" : kind?.language;
  return CORPUS_LANGUAGES.find((l) => l === language);
}

interface RuleInfo {
  cwe: number[];
  file: string;
}

/** Rule ids with their CWEs, per YAML file. */
function rulesIn(text: string, file: string): Map<string, RuleInfo> {
  const out = new Map<string, RuleInfo>();
  let docs: ReturnType<typeof parseAllDocuments>;
  try {
    docs = parseAllDocuments(text);
  } catch {
    return out;
  }
  for (const doc of Array.isArray(docs) ? docs : []) {
    const rules = (doc.toJS() as { rules?: unknown } | null)?.rules;
    if (!Array.isArray(rules)) continue;
    for (const rule of rules as Array<{ id?: unknown; metadata?: { cwe?: unknown } }>) {
      if (typeof rule?.id !== "string") continue;
      const raw = rule.metadata?.cwe;
      const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
      const cwe = list.flatMap((c) => [...String(c).matchAll(/CWE-(\d+)/gi)].map((m) => Number(m[1])));
      out.set(rule.id, { cwe: [...new Set(cwe)], file });
    }
  }
  return out;
}

const ANNOTATION =
  /(?:\/\/|#|\/\*|<!--|--)\s*(todoruleid|todook|ruleid|ok|deepruleid|deepok)\s*:\s*([\w.-]+(?:\s*,\s*[\w.-]+)*)/;

interface Label {
  line: number;
  kind: string;
  ids: string[];
}

/** Each annotation applies to its own line when code precedes it there, else to the next code line. */
function labels(text: string): Label[] {
  const lines = text.split("\n");
  const out: Label[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = ANNOTATION.exec(lines[i] ?? "");
    if (!m) continue;
    const before = (lines[i] ?? "").slice(0, m.index).trim();
    let target = i;
    if (before === "" || before === "*") {
      target = i + 1;
      while (
        target < lines.length &&
        ((lines[target] ?? "").trim() === "" ||
          ANNOTATION.test(lines[target] ?? "") ||
          /^\s*(\/\/|#)/.test(lines[target] ?? ""))
      )
        target++;
      if (target >= lines.length) continue;
    }
    out.push({
      line: target + 1,
      kind: m[1] ?? "",
      ids: (m[2] ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    });
  }
  return out;
}

/**
 * The labelled statement can span lines (a call with one argument a line): the unit runs to where
 * its brackets close, so a finding reported on the argument's line still counts.
 */
function statementEnd(lines: string[], start: number): number {
  let depth = 0;
  for (let i = start; i < Math.min(lines.length, start + 12); i++) {
    const code = (lines[i] ?? "").replace(/(["'`])(?:\\.|(?!\1).)*\1/g, "").replace(/(\/\/|#).*$/, "");
    for (const ch of code) {
      if ("([{".includes(ch)) depth++;
      else if (")]}".includes(ch)) depth--;
    }
    if (depth <= 0) return i;
  }
  return start;
}

const truth = new Map<CorpusLanguage, Unit[]>(CORPUS_LANGUAGES.map((l) => [l, []]));
const cweSets = new Map(CORPUS_LANGUAGES.map((l) => [l, engineCwes(l)]));

for (const repo of REPOS) {
  const dir = gitDir(mirrorsDir(), repo);
  const commit = git(dir, ["rev-parse", "HEAD"]).trim();
  const files = git(dir, ["ls-tree", "-r", "--name-only", commit]).split("\n").filter(Boolean);
  const yamlByDir = new Map<string, string[]>();
  for (const f of files)
    if (/\.ya?ml$/.test(f)) yamlByDir.set(path.dirname(f), [...(yamlByDir.get(path.dirname(f)) ?? []), f]);
  const ruleCache = new Map<string, Map<string, RuleInfo>>();
  const rulesOf = (yamlFile: string) => {
    let r = ruleCache.get(yamlFile);
    if (!r) {
      r = rulesIn(git(dir, ["show", `${commit}:${yamlFile}`]), yamlFile);
      ruleCache.set(yamlFile, r);
    }
    return r;
  };
  for (const file of files) {
    if (/(^|\/)\.github\//.test(file) || /\.fixed\./.test(file)) continue;
    const yamls = yamlByDir.get(path.dirname(file)) ?? [];
    if (yamls.length === 0) continue;
    let content: string | undefined;
    const read = () => {
      content ??= git(dir, ["show", `${commit}:${file}`]);
      return content;
    };
    const language = languageOf(file) ?? templateLanguageOf(file, read);
    if (!language) continue;
    const text = read();
    if (HELD_OUT.test(text) || HELD_OUT.test(file)) continue;
    const found = labels(text);
    const textLines = text.split("\n");
    if (found.length === 0) continue;
    // The rule file of the same name first: short rule ids repeat across languages.
    const stem = file.replace(/\.[^./]+$/, "");
    const ordered = [...yamls.filter((y) => y.replace(/\.ya?ml$/, "") === stem), ...yamls];
    const lookup = (id: string) => {
      for (const y of ordered) {
        const info = rulesOf(y).get(id) ?? [...rulesOf(y)].find(([k]) => k.endsWith(`.${id}`))?.[1];
        if (info) return info;
      }
      return undefined;
    };
    // One unit per line and CWE set: a line any rule calls vulnerable is vulnerable.
    const byLine = new Map<string, Unit>();
    for (const label of found)
      for (const id of label.ids) {
        const info = lookup(id);
        if (!info) continue;
        const cwe = info.cwe.filter((c) => cweSets.get(language)?.has(c));
        if (cwe.length === 0) continue;
        const vulnerable = label.kind.endsWith("ruleid");
        const key = `${label.line}:${cwe.join(",")}`;
        const existing = byLine.get(key);
        if (existing && (existing.vulnerable || !vulnerable)) continue;
        const end = statementEnd(textLines, label.line - 1) + 1;
        byLine.set(key, {
          repo,
          commit,
          path: file,
          line: label.line,
          ...(end > label.line ? { endLine: end } : {}),
          cwe,
          vulnerable,
          source: `${info.file}#${id} (${label.kind})`,
        });
      }
    truth.get(language)?.push(...[...byLine.values()].sort((a, b) => a.line - b.line));
  }
}

/**
 * Coding-standard test suites mark each statement `// NON_COMPLIANT` or `// COMPLIANT`; the CWE is
 * the one the CERT standard lists for the rule each test belongs to.
 */
const MARKED_REPO = "github/codeql-coding-standards";
const MARKED: Array<{ path: string; cwe: number[]; rule: string }> = [
  { path: "cpp/common/test/rules/nonconstantformat/test.cpp", cwe: [134], rule: "FIO30-C" },
  {
    path: "cpp/common/test/rules/operationmaynotnullterminatecstylestring/test.cpp",
    cwe: [120],
    rule: "STR50-CPP",
  },
  { path: "cpp/common/test/rules/basicstringmaynotbenullterminated/test.cpp", cwe: [120], rule: "STR50-CPP" },
  { path: "cpp/cert/test/rules/MSC51-CPP/test.cpp", cwe: [330], rule: "MSC51-CPP" },
  { path: "c/common/test/rules/nonconstantformat/test.c", cwe: [134], rule: "FIO30-C" },
  { path: "c/cert/test/rules/ENV33-C/test.c", cwe: [78], rule: "ENV33-C" },
  { path: "c/cert/test/rules/MSC32-C/test.c", cwe: [330], rule: "MSC32-C" },
  { path: "c/cert/test/rules/STR31-C/test.c", cwe: [120, 787], rule: "STR31-C" },
  { path: "c/cert/test/rules/MEM30-C/test.c", cwe: [416], rule: "MEM30-C" },
  { path: "cpp/common/test/rules/objectaccessedafterlifetime/test.cpp", cwe: [416], rule: "MEM50-CPP" },
];
const MARKER = /\/\/\s*(NON_COMPLIANT|COMPLIANT)\b/;

/** The marker sits on the statement's last line; the unit spans back to where the statement starts. */
function statementStart(lines: string[], i: number): number {
  let start = i;
  while (start > 0 && i - start < 6) {
    const prev = (lines[start - 1] ?? "").replace(/\/\/.*$/, "").trim();
    if (prev === "" || /[;{}]$/.test(prev) || prev.startsWith("#") || prev.endsWith("*/")) break;
    start--;
  }
  return start;
}

{
  const dir = gitDir(mirrorsDir(), MARKED_REPO);
  const commit = git(dir, ["rev-parse", "HEAD"]).trim();
  for (const entry of MARKED) {
    const language = languageOf(entry.path);
    if (!language) continue;
    const lines = git(dir, ["show", `${commit}:${entry.path}`]).split("\n");
    lines.forEach((text, i) => {
      const m = MARKER.exec(text);
      if (!m) return;
      const start = statementStart(lines, i);
      truth.get(language)?.push({
        repo: MARKED_REPO,
        commit,
        path: entry.path,
        line: start + 1,
        ...(start === i ? {} : { endLine: i + 1 }),
        cwe: entry.cwe.filter((c) => cweSets.get(language)?.has(c)),
        vulnerable: m[1] === "NON_COMPLIANT",
        source: `${entry.path} ${m[1]} (CERT ${entry.rule})`,
      });
    });
  }
}

for (const [language, units] of truth) {
  writeFileSync(truthFile(language), `${JSON.stringify(units, null, 1)}\n`);
  const vulnerable = units.filter((u) => u.vulnerable).length;
  console.log(
    `${language.padEnd(10)} ${units.length} units (${vulnerable} vulnerable, ${units.length - vulnerable} safe)`,
  );
}
