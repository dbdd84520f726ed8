import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";

// The report function ships as one esbuild bundle (the settings of serverless.yml). This builds
// the renderers that way into an empty folder, away from node_modules, and renders every format
// from there: proof that the bundle needs no font or data file beside it.

const here = import.meta.dirname;
const entry = `
import { renderReport } from ${JSON.stringify(resolve(here, "../../../../lib/analysis/reports/render-report"))};
import { largeDocument } from ${JSON.stringify(resolve(here, "sample-document"))};
const sizes = {};
for (const format of ["json", "sarif", "csv", "html", "pdf"]) {
  const report = await renderReport(largeDocument(60), { format, includeCode: true, includeFixes: true });
  sizes[format] = { bytes: report.body.length, head: report.body.subarray(0, 5).toString("latin1") };
}
console.log(JSON.stringify(sizes));
`;

describe("the report renderers in a Lambda-style bundle", () => {
  let directory = "";

  afterAll(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("render every format with nothing beside the bundle", async () => {
    directory = await mkdtemp(join(tmpdir(), "report-bundle-"));
    const outfile = join(directory, "render.mjs");
    await build({
      stdin: { contents: entry, resolveDir: here, loader: "ts" },
      outfile,
      bundle: true,
      minify: true,
      target: "node22",
      platform: "node",
      format: "esm",
      keepNames: true,
      logLevel: "silent",
    });
    expect(await readdir(directory)).toEqual(["render.mjs"]);
    const { stdout } = await promisify(execFile)(process.execPath, [outfile], {
      cwd: directory,
      // The unit setup has put a valid configuration into this environment.
      env: process.env,
      timeout: 60_000,
    });
    const sizes = JSON.parse(stdout) as Record<string, { bytes: number; head: string }>;
    expect(Object.keys(sizes)).toEqual(["json", "sarif", "csv", "html", "pdf"]);
    for (const { bytes } of Object.values(sizes)) expect(bytes).toBeGreaterThan(1000);
    expect(sizes.pdf?.head).toBe("%PDF-");
  });
});
