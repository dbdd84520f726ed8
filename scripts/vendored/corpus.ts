import { readdirSync } from "node:fs";
import path from "node:path";

export const VENDORED_DIR = path.resolve(import.meta.dirname, "../../.corpora/vendored");

/** Every file of the vendored corpus, by path. */
export function vendoredFiles(dir = VENDORED_DIR): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...vendoredFiles(full));
    else if (/\.(m?js|cjs)$/.test(e.name)) out.push(full);
  }
  return out.sort();
}
