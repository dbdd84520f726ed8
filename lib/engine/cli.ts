import { type Dirent, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { toJsonDocument } from "./output/json";
import { toSarif } from "./output/sarif";
import type { Level } from "./rules/types";
import { analyzeFiles } from "./scan/analyze-files";
import type { InputFile } from "./scan/read-file";
import type { ThreatModel } from "./schema";

const USAGE = [
  "usage: scan <path> [--level mini|standard|ultra] [--threat-model remote|local] [--format sarif|json]",
  "            [--output FILE] [--language LANG] [--verbose]",
  "  --threat-model  remote (default): input from outside the program (requests, messages, uploads);",
  "                  local: also the operator's own (environment, command line, standard input, files,",
  "                  sockets), reported one severity step lower with low confidence",
].join("\n");
const IGNORED_DIRS = new Set([
  ".git",
  "node_modules",
  ".hg",
  ".svn",
  "__pycache__",
  ".venv",
  "venv",
  "target",
  "build",
  "dist",
  ".next",
  ".idea",
]);

interface CliOptions {
  target: string;
  level: Level;
  threatModel: ThreatModel;
  format: "sarif" | "json";
  output?: string;
  language?: string;
  /** List every skipped or partly analysed file instead of a count per reason. */
  verbose: boolean;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`unknown ${what} ${value}\n${USAGE}`);
  return value as T;
}

type ParsedOptions = Omit<CliOptions, "target"> & { target?: string };

/** The flags that take a value, each with where its value goes. */
const VALUE_FLAGS = new Map<string, (options: ParsedOptions, value: string) => void>([
  ["--level", (o, v) => (o.level = oneOf(v, ["mini", "standard", "ultra"] as const, "level"))],
  ["--threat-model", (o, v) => (o.threatModel = oneOf(v, ["remote", "local"] as const, "threat model"))],
  ["--format", (o, v) => (o.format = oneOf(v, ["sarif", "json"] as const, "format"))],
  ["--output", (o, v) => (o.output = v)],
  ["-o", (o, v) => (o.output = v)],
  ["--language", (o, v) => (o.language = v)],
]);

/** An argument that is not a flag with a value: `--verbose`, `--help`, or the path to scan. */
function plainArg(o: ParsedOptions, arg: string): void {
  if (arg === "--verbose" || arg === "-v") o.verbose = true;
  else if (arg === "--help" || arg === "-h") throw new Error(USAGE);
  else if (!o.target) o.target = arg;
  else throw new Error(`unexpected argument ${arg}\n${USAGE}`);
}

function parseArgs(argv: string[]): CliOptions {
  const o: ParsedOptions = { level: "standard", threatModel: "remote", format: "json", verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const flag = VALUE_FLAGS.get(arg);
    if (!flag) {
      plainArg(o, arg);
      continue;
    }
    const v = argv[++i];
    if (v === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
    flag(o, v);
  }
  const { target, level, threatModel, format, output, language, verbose } = o;
  if (!target) throw new Error(USAGE);
  return { target, level, threatModel, format, output, language, verbose };
}

/** A folder's entries by name; none (noted in `skipped`) when it cannot be read. */
function readFolder(root: string, rel: string, skipped: FileNote[]): Dirent[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(root, rel), { withFileTypes: true });
  } catch (error) {
    skipped.push({ path: rel || ".", reason: `unreadable folder: ${(error as Error).message}` });
    return [];
  }
  return entries.sort((a, b) => (a.name < b.name ? -1 : 1));
}

function readInto(root: string, relPath: string, files: InputFile[], skipped: FileNote[]): void {
  try {
    files.push({ path: relPath, content: readFileSync(path.join(root, relPath)) });
  } catch (error) {
    skipped.push({ path: relPath, reason: `unreadable: ${(error as Error).message}` });
  }
}

/** Collects files under a folder (skipping dependency and VCS folders), each read once. */
function collect(root: string, skipped: FileNote[]): InputFile[] {
  const stat = statSync(root);
  if (stat.isFile()) return [{ path: path.basename(root), content: readFileSync(root) }];
  const files: InputFile[] = [];
  const stack = [""];
  while (stack.length > 0) {
    const rel = stack.pop() as string;
    for (const e of readFolder(root, rel, skipped)) {
      const relPath = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && !IGNORED_DIRS.has(e.name)) stack.push(relPath);
      else if (e.isFile()) readInto(root, relPath, files, skipped);
    }
  }
  return files;
}

export async function main(argv: string[]): Promise<number> {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  const root = path.resolve(options.target);
  const unreadable: Array<{ path: string; reason: string }> = [];
  let files: InputFile[];
  try {
    files = collect(root, unreadable);
  } catch (error) {
    process.stderr.write(`cannot read ${options.target}: ${(error as Error).message}\n`);
    return 2;
  }
  const result = await analyzeFiles(files, {
    level: options.level,
    threatModel: options.threatModel,
    language: options.language,
  });
  result.stats.filesSkipped.push(...unreadable);
  const baseDir = statSync(root).isFile() ? path.dirname(root) : root;
  const document =
    options.format === "sarif"
      ? toSarif(result.findings, { baseUri: pathToFileURL(baseDir).href })
      : toJsonDocument(result.findings, result.stats, options.level);
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (options.output) writeFileSync(options.output, text);
  else process.stdout.write(text);
  const s = result.stats;
  process.stderr.write(
    `${result.findings.length} findings in ${s.filesAnalyzed} files (${s.linesOfCode} lines, ${s.durationMs} ms); ${s.filesSkipped.length} skipped\n`,
  );
  for (const line of skipReport(s.filesSkipped, s.filesPartial, options.verbose))
    process.stderr.write(`${line}\n`);
  return 0;
}

type FileNote = { path: string; reason: string };

/**
 * What was skipped or partly analysed: a count per reason (a folder of templates can skip
 * thousands of files), or with `verbose` every file and its reason.
 */
export function skipReport(skipped: FileNote[], partial: FileNote[], verbose: boolean): string[] {
  const groups: Array<[string, FileNote[]]> = [
    ["skipped", skipped],
    ["partly analysed", partial],
  ];
  return groups.flatMap(([heading, notes]) => {
    if (notes.length === 0) return [];
    if (verbose) return [`${heading}:`, ...notes.map((note) => `  ${note.path}: ${note.reason}`)];
    const counts = new Map<string, number>();
    for (const note of notes) counts.set(note.reason, (counts.get(note.reason) ?? 0) + 1);
    const lines = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([reason, count]) => `  ${String(count).padStart(6)}  ${reason}`);
    return [`${heading} (--verbose lists the files):`, ...lines];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`scan failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
