import type { LanguageId } from "./ids";

/** File name extensions of each language, in the order a look-up tries them. */
export const EXTENSIONS: Record<LanguageId, readonly string[]> = {
  java: [".java"],
  python: [".py", ".pyw"],
  javascript: [".js", ".mjs", ".cjs", ".jsx"],
  typescript: [".ts", ".tsx", ".mts", ".cts"],
  go: [".go"],
  php: [".php", ".phtml"],
  csharp: [".cs"],
  ruby: [".rb", ".rake"],
  c: [".c", ".h"],
  cpp: [".cpp", ".cc", ".cxx", ".hpp", ".hh", ".hxx", ".c++"],
};

export function languageForPath(path: string): LanguageId | undefined {
  const lower = path.toLowerCase();
  const dot = lower.lastIndexOf(".");
  if (dot === -1) return undefined;
  const ext = lower.slice(dot);
  for (const [id, extensions] of Object.entries(EXTENSIONS) as Array<[LanguageId, readonly string[]]>)
    if (extensions.includes(ext)) return id;
  return undefined;
}
