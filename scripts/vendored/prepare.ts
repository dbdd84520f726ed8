import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { transform } from "esbuild";
import { VENDORED_DIR } from "./corpus";

/**
 * Installs the vendored-library speed corpus: real browser libraries as projects ship them, taken
 * from the npm registry with `npm pack` (the package tarball only, no dependencies, no install
 * scripts) into .corpora/vendored/<package>@<version>/<file>.
 *
 *   npx tsx scripts/vendored/prepare.ts
 */

const PACKAGES: Array<[string, string[]]> = [
  ["jquery@3.7.1", ["dist/jquery.js", "dist/jquery.min.js"]],
  ["jquery@1.12.4", ["dist/jquery.js"]],
  ["datatables.net@1.10.16", ["js/jquery.dataTables.js"]],
  // 1.10.16's own package has no minified build; this is the next release's, made by the authors.
  ["datatables@1.10.18", ["media/js/jquery.dataTables.min.js"]],
  ["jquery-ui@1.13.3", ["dist/jquery-ui.js"]],
  ["bootstrap@5.3.3", ["dist/js/bootstrap.bundle.js", "dist/js/bootstrap.bundle.min.js"]],
  ["bootstrap@3.4.1", ["dist/js/bootstrap.js"]],
  ["moment@2.30.1", ["moment.js", "min/moment-with-locales.js", "min/moment.min.js"]],
  ["lodash@4.17.21", ["lodash.js", "lodash.min.js"]],
  ["underscore@1.13.7", ["underscore.js"]],
  ["backbone@1.6.0", ["backbone.js"]],
  ["angular@1.8.3", ["angular.js", "angular.min.js"]],
  ["@angular/core@17.3.12", ["fesm2022/core.mjs"]],
  ["@angular/common@17.3.12", ["fesm2022/http.mjs", "fesm2022/common.mjs"]],
  ["@angular/forms@17.3.12", ["fesm2022/forms.mjs"]],
  ["@angular/router@17.3.12", ["fesm2022/router.mjs"]],
  ["pdfjs-dist@4.10.38", ["build/pdf.mjs", "build/pdf.worker.mjs", "build/pdf.min.mjs"]],
  ["d3@7.9.0", ["dist/d3.js", "dist/d3.min.js"]],
  ["three@0.160.1", ["build/three.module.js", "build/three.cjs"]],
  ["react-dom@18.3.1", ["umd/react-dom.development.js", "umd/react-dom.production.min.js"]],
  ["vue@3.4.38", ["dist/vue.global.js"]],
  ["chart.js@4.4.4", ["dist/chart.umd.js"]],
  ["handlebars@4.7.8", ["dist/handlebars.js"]],
  ["knockout@3.5.1", ["build/output/knockout-latest.debug.js"]],
  ["codemirror@5.65.18", ["lib/codemirror.js"]],
  ["select2@4.0.13", ["dist/js/select2.full.js"]],
  ["axios@1.7.7", ["dist/axios.js"]],
  ["rxjs@6.6.7", ["bundles/rxjs.umd.js"]],
  ["dompurify@3.1.7", ["dist/purify.js"]],
  ["socket.io-client@4.8.0", ["dist/socket.io.js"]],
  ["leaflet@1.9.4", ["dist/leaflet-src.js"]],
  ["marked@14.1.2", ["marked.min.js"]],
  ["ace-builds@1.36.2", ["src/ace.js"]],
  ["tinymce@7.4.1", ["tinymce.js"]],
];

mkdirSync(VENDORED_DIR, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), "vendored-"));
let files = 0;
let bytes = 0;
try {
  for (const [spec, wanted] of PACKAGES) {
    const dir = path.join(VENDORED_DIR, spec.replace("/", "+"));
    if (wanted.every((f) => existsSync(path.join(dir, f)))) {
      for (const f of wanted) bytes += statSync(path.join(dir, f)).size;
      files += wanted.length;
      continue;
    }
    const tarball = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", work], {
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .pop() as string;
    const unpacked = path.join(work, spec.replace(/[/@]/g, "_"));
    mkdirSync(unpacked);
    execFileSync("tar", ["xzf", path.join(work, tarball), "-C", unpacked]);
    for (const f of wanted) {
      const from = path.join(unpacked, "package", f);
      const to = path.join(dir, f);
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
      files++;
      bytes += statSync(to).size;
    }
  }
  // A minified DataTables 1.10.16, made from the release file as a project's build would.
  const dataTables = path.join(VENDORED_DIR, "datatables.net@1.10.16/js/jquery.dataTables.js");
  const minified = dataTables.replace(/\.js$/, ".esbuild.min.js");
  if (!existsSync(minified)) {
    const out = await transform(readFileSync(dataTables, "utf8"), { minify: true, loader: "js" });
    writeFileSync(minified, out.code);
  }
  files++;
  bytes += statSync(minified).size;
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `${files} files, ${(bytes / 1e6).toFixed(1)} MB in ${path.relative(process.cwd(), VENDORED_DIR)}`,
);
