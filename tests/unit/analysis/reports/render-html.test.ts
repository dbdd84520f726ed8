import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "../../../../lib/analysis/reports/html-template";
import { renderHtmlReport } from "../../../../lib/analysis/reports/render-html";
import { sampleDocument, UNICODE_FILE } from "./sample-document";

const document = sampleDocument();
const render = (includeCode: boolean, includeFixes: boolean) =>
  renderHtmlReport(document, { format: "html", includeCode, includeFixes }).body.toString("utf8");
const page = render(true, true);

describe("the HTML report", () => {
  it("is a self-contained page with a strict content security policy", () => {
    const report = renderHtmlReport(document, { format: "html", includeCode: true, includeFixes: true });
    expect(report.contentType).toBe("text/html; charset=utf-8");
    expect(report.fileExtension).toBe("html");
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; img-src data:">`,
    );
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<(img|link|iframe|object|embed|base|form)\b/i);
    // Text is escaped, so every "<" left in the page opens a tag written by the renderer.
    const tags = page.match(/<[a-z][^>]*>/gi) ?? [];
    expect(
      tags.filter((tag) => /\s(on[a-z]+|src|srcset|action|formaction|xlink:href)\s*=/i.test(tag)),
    ).toEqual([]);
    expect(page).not.toMatch(/url\(/i);
    const hrefs = [...page.matchAll(/\shref\s*=\s*"([^"]*)"/gi)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^#file-\d+$/);
    expect(page).toMatch(/<svg class="chart"[^>]*role="img"/);
    // The style sheet is the renderer's own constant and must reach the browser unescaped.
    const style = page.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? "";
    expect(style).toContain(".file > header {");
    expect(style).not.toContain("&");
  });

  it("shows the summary, the chart and every finding grouped by file", () => {
    expect(page).toContain("Security report: Checkout service &lt;main&gt; &amp; &quot;payments&quot;");
    expect(page).toContain(">42<");
    expect(page).toContain("python 9, javascript 3");
    expect(page).toContain("3,456");
    for (const finding of document.findings) expect(page).toContain(escapeHtml(finding.title));
    expect(page).toContain(escapeHtml(UNICODE_FILE));
    expect(page).toContain("CWE-89 (https://cwe.mitre.org/data/definitions/89.html)");
    expect(page).toContain("request.args[&#39;id&#39;] is read");
    expect(page.match(/<section class="file"/g)).toHaveLength(
      new Set(document.findings.map((f) => f.file)).size,
    );
  });

  it("escapes hostile snippets, messages and trace steps into text", () => {
    expect(page).toContain("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("&lt;/li&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(page).toContain("onerror=\\&quot;document.title=&#39;pwned&#39;\\&quot;");
  });

  it("shows snippets only with include_code and fixes only with include_fixes", () => {
    const bare = render(false, false);
    expect(bare).not.toContain("alert(1)&lt;/script&gt;");
    expect(bare).not.toContain('class="fix"');
    expect(bare).not.toContain("cursor.fetchone()");
    expect(page).toContain('class="fix"');
    expect(page).toContain("cursor.fetchone()");
    expect(render(true, false)).toContain("cursor.fetchone()");
    expect(render(false, true)).toContain("escapeHtml(name)");
  });

  it("escapes all five special characters, so text is safe in attributes too", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("says so when there is nothing to report", () => {
    const empty = renderHtmlReport(sampleDocument({ findings: [] }), {
      format: "html",
      includeCode: true,
      includeFixes: true,
    }).body.toString("utf8");
    expect(empty).toContain("No findings.");
  });
});

// The page must render in a real browser, and no script may run in it: the hostile snippet tries
// to set the document title. The Debian package `chromium` provides the binary.
const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));

describe.skipIf(!CHROMIUM)(
  CHROMIUM
    ? "the HTML report in headless Chromium"
    : "the HTML report in headless Chromium (SKIPPED: no chromium binary; install the Debian package `chromium`)",
  () => {
    let directory = "";

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), "html-report-"));
    });

    afterAll(async () => {
      await rm(directory, { recursive: true, force: true });
    });

    async function chromium(file: string, extra: string[], name: string): Promise<string> {
      const { stdout } = await promisify(execFile)(
        CHROMIUM as string,
        [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          `--user-data-dir=${join(directory, `profile-${name}`)}`,
          ...extra,
          `file://${file}`,
        ],
        { timeout: 90_000, maxBuffer: 64 * 1024 * 1024 },
      );
      return stdout;
    }

    it("renders a non-trivial screenshot", async () => {
      const file = join(directory, "report.html");
      const png = join(directory, "report.png");
      await writeFile(file, page);
      await chromium(
        file,
        [`--screenshot=${png}`, "--window-size=1280,2000", "--hide-scrollbars"],
        "screenshot",
      );
      const image = await readFile(png);
      expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(image.readUInt32BE(16)).toBe(1280);
      expect(image.readUInt32BE(20)).toBe(2000);
      // A blank page decodes to one repeated byte; a rendered report has text, colours and bars.
      const pixels = inflateSync(idatData(image));
      const distinct = new Set(pixels.subarray(0, 4_000_000));
      expect(distinct.size).toBeGreaterThan(50);
    });

    it("keeps hostile text as text and runs no script, even without the policy", async () => {
      const withPolicy = join(directory, "with-policy.html");
      const withoutPolicy = join(directory, "without-policy.html");
      await writeFile(withPolicy, page);
      await writeFile(withoutPolicy, page.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ""));
      for (const [file, name] of [
        [withPolicy, "policy"],
        [withoutPolicy, "no-policy"],
      ] as const) {
        const dom = await chromium(file, ["--dump-dom"], name);
        expect(dom).toContain(
          '<title>Security report: Checkout service &lt;main&gt; &amp; "payments"</title>',
        );
        expect(dom).not.toContain("pwned</title>");
        expect(dom).not.toMatch(/<script/i);
        expect(dom).not.toMatch(/<img/i);
        expect(dom).toContain("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
        expect(dom).toContain("&lt;img src=x onerror=alert(1)&gt;");
        expect(dom).toContain("document.title='pwned'");
      }
    });

    it("would notice a script that ran (control)", async () => {
      const file = join(directory, "control.html");
      await writeFile(file, "<!DOCTYPE html><title>safe</title><script>document.title='pwned'</script>");
      expect(await chromium(file, ["--dump-dom"], "control")).toContain("<title>pwned</title>");
    });

    it("enforces the page's policy as written: an injected script would be blocked", async () => {
      const policy = page.match(/<meta http-equiv="Content-Security-Policy"[^>]*>/)?.[0] ?? "";
      expect(policy).not.toBe("");
      const file = join(directory, "policy-control.html");
      await writeFile(
        file,
        `<!DOCTYPE html><head>${policy}<title>safe</title></head><script>document.title='pwned'</script>`,
      );
      expect(await chromium(file, ["--dump-dom"], "policy-control")).toContain("<title>safe</title>");
    });
  },
);

function idatData(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    if (type === "IDAT") parts.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  return Buffer.concat(parts);
}
