// Runs the engine's command line from a bundle, so a scan starts in tens of milliseconds instead
// of the ~0.7 s a TypeScript loader spends compiling the engine on every start. The bundle is
// rebuilt only when a source file of the engine is newer than it. Dependencies stay external:
// web-tree-sitter finds its runtime, and the engine its grammar .wasm files, in node_modules.
import { existsSync, readdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sources = path.join(root, "lib", "engine");
const bundle = path.join(root, ".build", "engine-cli.mjs");

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith(".ts")) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestSource(sources)) {
  const { build } = await import("esbuild");
  // Built beside and renamed into place, so a scan starting meanwhile never loads half a file.
  const partial = `${bundle}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(sources, "cli.ts")],
    outfile: partial,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    logLevel: "warning",
  });
  renameSync(partial, bundle);
}

try {
  const { main } = await import(pathToFileURL(bundle).href);
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`scan failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
