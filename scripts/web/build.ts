import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/**
 * Builds the web console into web/dist: one hashed script and style sheet under assets/, the page
 * that loads them, and the files of web/public. `npm run build` also checks the bundle against its
 * size budget, so a heavy dependency cannot slip in unnoticed.
 */

export const WEB_DIR = "web";
export const DIST_DIR = join(WEB_DIR, "dist");
/** Script and styles together, gzipped, as a browser downloads them on the first visit. */
export const BUNDLE_BUDGET_GZIP_BYTES = 80 * 1024;

export interface BuiltFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export async function buildConsole(): Promise<BuiltFile[]> {
  rmSync(DIST_DIR, { recursive: true, force: true });
  const result = await build({
    entryPoints: [join(WEB_DIR, "src", "main.tsx")],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    jsxImportSource: "preact",
    outdir: join(DIST_DIR, "assets"),
    entryNames: "[name]-[hash]",
    metafile: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const outputs = Object.keys(result.metafile.outputs).map((path) => basename(path));
  const script = outputs.find((name) => name.endsWith(".js"));
  const style = outputs.find((name) => name.endsWith(".css"));
  if (!script || !style) throw new Error("The console build made no script or no style sheet");
  const page = readFileSync(join(WEB_DIR, "index.html"), "utf8")
    .replace("%SCRIPT%", `/assets/${script}`)
    .replace("%STYLE%", `/assets/${style}`);
  writeFileSync(join(DIST_DIR, "index.html"), page);
  for (const name of readdirSync(join(WEB_DIR, "public"))) {
    copyFileSync(join(WEB_DIR, "public", name), join(DIST_DIR, name));
  }
  return listFiles(DIST_DIR);
}

export function listFiles(dir: string, prefix = ""): BuiltFile[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full, `${prefix}${name}/`);
    const content = readFileSync(full);
    return [{ path: `${prefix}${name}`, bytes: content.length, gzipBytes: gzipSync(content).length }];
  });
}

/** Script and styles, gzipped: what counts against the budget. */
export function bundleGzipBytes(files: BuiltFile[]): number {
  return files
    .filter((file) => file.path.startsWith("assets/"))
    .reduce((total, file) => total + file.gzipBytes, 0);
}

async function main() {
  const files = await buildConsole();
  for (const file of files) {
    console.log(
      `${file.path.padEnd(40)} ${(file.bytes / 1024).toFixed(1).padStart(8)} KB  ${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzipped`,
    );
  }
  const total = bundleGzipBytes(files);
  console.log(
    `bundle (script + styles): ${(total / 1024).toFixed(1)} KB gzipped, budget ${BUNDLE_BUDGET_GZIP_BYTES / 1024} KB`,
  );
  if (total > BUNDLE_BUDGET_GZIP_BYTES) {
    console.error("The console bundle is over its size budget");
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
