import type { SinkKind } from "../types";

/**
 * Every sink kind but file paths: an archive entry's name is the archive's to choose, so what else
 * it reaches is judged by where the archive comes from (zip slip is reported on paths only).
 */
export const NOT_A_PATH: SinkKind[] = [
  "sql",
  "nosql",
  "command",
  "xss",
  "ldap",
  "xpath",
  "code",
  "deserialization",
  "xxe",
  "ssrf",
  "redirect",
  "trust-boundary",
  "log",
  "format-string",
  "mass-assignment",
];
