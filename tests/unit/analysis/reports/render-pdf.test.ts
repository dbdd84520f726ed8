import { PDFDocument, StandardFonts } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { fontSafeText, textWidth, wrapText } from "../../../../lib/analysis/reports/pdf-text";
import { renderPdfReport } from "../../../../lib/analysis/reports/render-pdf";
import type { ResultDocument } from "../../../../lib/analysis/result-document";
import { largeDocument, sampleDocument } from "./sample-document";

interface PdfPageText {
  text: string;
  /** Left and right edge of every piece of text, in points. */
  spans: { left: number; right: number }[];
  width: number;
}

// A real PDF reader (pdf.js) reads the file back, so the test sees what a viewer would show.
async function readPdf(body: Buffer): Promise<PdfPageText[]> {
  const pdf = await getDocument({ data: new Uint8Array(body), verbosity: 0, isEvalSupported: false }).promise;
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.filter((item) => "str" in item);
    pages.push({
      text: items
        .map((item) => item.str)
        .join(" ")
        .replace(/\s+/g, " "),
      spans: items.map((item) => ({
        left: item.transform[4] as number,
        right: (item.transform[4] as number) + item.width,
      })),
      width: page.getViewport({ scale: 1 }).width,
    });
  }
  await pdf.destroy();
  return pages;
}

async function render(document: ResultDocument, includeCode = true, includeFixes = true) {
  return renderPdfReport(document, { format: "pdf", includeCode, includeFixes });
}

describe("the PDF report", () => {
  let pages: PdfPageText[] = [];
  let text = "";

  beforeAll(async () => {
    const report = await render(sampleDocument());
    expect(report.contentType).toBe("application/pdf");
    expect(report.fileExtension).toBe("pdf");
    expect(report.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    pages = await readPdf(report.body);
    text = pages.map((page) => page.text).join(" ");
  });

  it("shows the summary, the severity counts and every finding with its file", () => {
    expect(text).toContain("Security report");
    expect(text).toContain('Checkout service <main> & "payments"');
    expect(text).toMatch(/Security score 42 \/ 100/);
    expect(text).toContain("3,456");
    expect(text).toMatch(/Critical 1 High 1 Medium 1 Low 1 Info 1|Critical.*1.*High.*1/);
    for (const finding of sampleDocument().findings) {
      expect(text).toContain(fontSafeText(finding.title, PLAIN));
      expect(text).toContain(fontSafeText(finding.file, PLAIN).trim());
    }
    expect(text).toContain("request.args['id'] is read");
    expect(text).toContain("CWE-79, CWE-116");
  });

  it("shows code only with include_code and fixes only with include_fixes", async () => {
    expect(text).toContain("</pre><script>alert(1)</script>");
    expect(text).toContain("Pass the value as a query parameter instead of concatenating it.");
    const bare = (await readPdf((await render(sampleDocument(), false, false)).body))
      .map((p) => p.text)
      .join(" ");
    expect(bare).not.toContain("</pre><script>alert(1)");
    expect(bare).not.toContain("cursor.fetchone()");
    expect(bare).not.toContain("Pass the value as a query parameter");
    expect(bare).toContain("SQL injection through string concatenation");
  });

  it("replaces what the standard fonts cannot show instead of failing", () => {
    expect(text).toContain("web/página de inicio/ñandú ??.js");
    expect(text).toContain("??????? (debug mode is on); Größe ? größer");
    expect(text).toContain("o and fi ligature");
  });

  it("numbers its pages", () => {
    pages.forEach((page, index) => {
      expect(page.text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it("spreads a large report over many pages, wrapping long lines inside the margins", async () => {
    const document = largeDocument(60);
    const large = await readPdf((await render(document)).body);
    expect(large.length).toBeGreaterThan(1);
    const all = large.map((page) => page.text).join(" ");
    for (const finding of document.findings) expect(all).toContain(finding.title);
    large.forEach((page, index) => {
      expect(page.text).toContain(`Page ${index + 1} of ${large.length}`);
      for (const span of page.spans) {
        expect(span.left).toBeGreaterThanOrEqual(49);
        expect(span.right).toBeLessThanOrEqual(page.width - 49);
      }
    });
    // The longest file name does not fit on one line, yet all of it is there.
    const longName = document.findings[0]?.file ?? "";
    expect(longName.length).toBeGreaterThan(150);
    expect(all.replace(/ /g, "")).toContain(longName);
  });

  it("says so when there is nothing to report", async () => {
    const empty = await readPdf((await render(sampleDocument({ findings: [] }))).body);
    expect(empty).toHaveLength(1);
    expect(empty[0]?.text).toContain("No findings.");
  });

  it("gives the same bytes for the same document", async () => {
    const first = await render(sampleDocument());
    const second = await render(sampleDocument());
    expect(first.body.equals(second.body)).toBe(true);
  });
});

let PLAIN: Awaited<ReturnType<PDFDocument["embedFont"]>>;
beforeAll(async () => {
  PLAIN = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe("text for the standard fonts", () => {
  it("keeps Latin-1, strips accents it cannot show, and never changes a sign's meaning", () => {
    expect(fontSafeText("café Größe ñ", PLAIN)).toBe("café Größe ñ");
    expect(fontSafeText("Dvořák ő", PLAIN)).toBe("Dvorák o");
    expect(fontSafeText("ﬁle", PLAIN)).toBe("file");
    expect(fontSafeText("a ≠ b", PLAIN)).toBe("a ? b");
    expect(fontSafeText("中文 😀", PLAIN)).toBe("?? ?");
    expect(fontSafeText("a\tb\u0000c\u0085d", PLAIN)).toBe("a    bcd");
  });

  it("wraps at spaces, breaks words too long for a line, and loses nothing", () => {
    const input = `short words here ${"x".repeat(300)} end\nsecond paragraph`;
    const lines = wrapText(input, PLAIN, 10, 200);
    for (const line of lines) expect(textWidth(line, PLAIN, 10)).toBeLessThanOrEqual(200);
    expect(lines.join("").replace(/ /g, "")).toBe(input.replace(/[ \n]/g, ""));
    expect(lines[0]).toBe("short words here");
    expect(lines.at(-1)).toBe("second paragraph");
  });
});
