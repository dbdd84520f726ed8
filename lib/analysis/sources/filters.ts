import type { SkippedFile, UnpackedFile } from "./archive";

// Which submitted files reach the engine: `exclude_patterns` (globs), `include_tests`,
// `max_file_size`, and files that are not source code at all (binary, VCS metadata, installed
// dependencies).
//
// Glob rules, as in .gitignore: `*` and `?` stay within one path segment, `**` spans segments,
// `{a,b}` is either, `[abc]` / `[!abc]` a character class. A pattern without `/` matches a file or
// folder name at any depth (`*.min.js`, `vendor`); one with `/` matches from the root
// (`src/generated/**`). A pattern that matches a folder excludes everything in it.

export interface FileSelection {
  excludePatterns: string[];
  includeTests: boolean;
  maxFileBytes: number;
}

export const maxPatterns = 100;
const maxPatternLength = 256;

/** A message naming what is wrong with a pattern, or undefined when it is usable. */
export function patternProblem(pattern: string): string | undefined {
  if (pattern.length === 0 || pattern.length > maxPatternLength) {
    return `must be 1 to ${maxPatternLength} characters`;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f]/.test(pattern)) return "must not contain control characters";
  try {
    compileGlob(pattern);
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

export function compileGlob(pattern: string): RegExp {
  const anchored = pattern.replace(/\/+$/, "").includes("/");
  const body = translate(pattern.replace(/^\/+/, "").replace(/\/+$/, ""));
  return anchored ? new RegExp(`^${body}(?:/.*)?$`) : new RegExp(`(?:^|/)${body}(?:/.*)?$`);
}

function translate(glob: string): string {
  let out = "";
  let inBraces = false;
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index] as string;
    if (char === "*") {
      if (glob[index + 1] === "*") {
        const slashAfter = glob[index + 2] === "/";
        out += slashAfter ? "(?:.*/)?" : ".*";
        index += slashAfter ? 2 : 1;
      } else {
        out += "[^/]*";
      }
    } else if (char === "?") {
      out += "[^/]";
    } else if (char === "[") {
      const close = glob.indexOf("]", index + 2);
      if (close < 0) throw new Error("has an unclosed [");
      const members = glob.slice(index + 1, close);
      const negated = members.startsWith("!");
      const escaped = (negated ? members.slice(1) : members).replace(/[\\\]^]/g, "\\$&");
      out += negated ? `[^/${escaped}]` : `[${escaped}]`;
      index = close;
    } else if (char === "{") {
      if (inBraces) throw new Error("nests { inside {");
      inBraces = true;
      out += "(?:";
    } else if (char === "}" && inBraces) {
      inBraces = false;
      out += ")";
    } else if (char === "," && inBraces) {
      out += "|";
    } else {
      out += char.replace(/[.+^$()|\\{}\]]/g, "\\$&");
    }
  }
  if (inBraces) throw new Error("has an unclosed {");
  return out;
}

const testFolders = new Set([
  "test",
  "tests",
  "__tests__",
  "__test__",
  "spec",
  "specs",
  "__mocks__",
  "testdata",
]);
const testFileName =
  /(?:\.(?:test|spec)\.[^.]+$|^test_.+\.py$|_test\.(?:py|go|rb)$|_spec\.rb$|Tests?\.(?:java|kt|cs|php)$)/;

export function isTestPath(path: string): boolean {
  const segments = path.split("/");
  const name = segments.pop() ?? "";
  return segments.some((segment) => testFolders.has(segment.toLowerCase())) || testFileName.test(name);
}

const ignoredFolders = new Set([".git", ".hg", ".svn", "node_modules"]);

function isBinary(content: Buffer): boolean {
  return content.subarray(0, 8000).includes(0);
}

export function selectFiles(
  files: UnpackedFile[],
  selection: FileSelection,
): { files: UnpackedFile[]; skipped: SkippedFile[] } {
  const excluded = selection.excludePatterns.map(compileGlob);
  const kept: UnpackedFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const file of files) {
    const reason = skipReason(file, selection, excluded);
    if (reason) skipped.push({ path: file.path, reason });
    else kept.push(file);
  }
  return { files: kept, skipped };
}

function skipReason(file: UnpackedFile, selection: FileSelection, excluded: RegExp[]): string | undefined {
  if (file.path.split("/").some((segment) => ignoredFolders.has(segment))) {
    return "version-control metadata or installed dependencies";
  }
  if (excluded.some((pattern) => pattern.test(file.path))) return "matches exclude_patterns";
  if (!selection.includeTests && isTestPath(file.path)) return "test file (include_tests is false)";
  if (file.content.length > selection.maxFileBytes) {
    return `larger than max_file_size (${selection.maxFileBytes} bytes)`;
  }
  if (isBinary(file.content)) return "binary file";
  return undefined;
}
