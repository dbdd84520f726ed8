import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { type Finding, SEVERITIES } from "../../engine/schema";
import type { ResultDocument } from "../result-document";
import { codeLines } from "./code-lines";
import { findingsByFile } from "./findings-by-file";
import { type CodeLine, hexColour, ink, muted, PdfFlow } from "./pdf-layout";
import { textWidth } from "./pdf-text";
import { reportFileExtension } from "./report-file-name";
import {
  cweLabel,
  formatCount,
  languagesText,
  lineRange,
  reportTitle,
  sourceKindLabel,
} from "./report-labels";
import type { RenderedReport, ReportOptions } from "./report-options";
import { severityColour, severityLabel } from "./severities";

// The printable report. It uses only the PDF standard fonts, which pdf-lib carries inside its own
// code: the Lambda bundle needs no font or data file, at the price of Latin-only text (other
// characters are replaced, see pdf-text.ts).

export async function renderPdfReport(
  document: ResultDocument,
  options: ReportOptions,
): Promise<RenderedReport> {
  const title = reportTitle(document);
  // No automatic metadata: the file then depends on the document only, so a cached copy and a
  // fresh rendering are the same bytes.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Security report: ${title}`);
  pdf.setSubject(`Analysis ${document.analysis.analysis_id}`);
  pdf.setCreator("Code Security Analysis");
  pdf.setProducer("Code Security Analysis");
  const completed = new Date(document.analysis.completed_at);
  if (!Number.isNaN(completed.getTime())) {
    pdf.setCreationDate(completed);
    pdf.setModificationDate(completed);
  }
  const flow = new PdfFlow(pdf, {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  });

  summary(flow, document, title);
  severityChart(flow, document);
  findings(flow, document, options);
  skippedFiles(flow, document);
  flow.numberPages(`Security report: ${title}`);

  return {
    body: Buffer.from(await pdf.save()),
    contentType: "application/pdf",
    fileExtension: reportFileExtension.pdf,
  };
}

function summary(flow: PdfFlow, document: ResultDocument, title: string): void {
  const { analysis, summary } = document;
  const { bold, regular } = flow.fonts;
  flow.paragraph("Security report", { font: bold, size: 22 });
  flow.gap(4);
  flow.paragraph(title, { font: bold, size: 14 });
  flow.gap(2);
  flow.paragraph(
    [
      `Analysis ${analysis.analysis_id}`,
      `level ${analysis.analysis_type}`,
      `source ${analysis.source_type}`,
      ...(analysis.language ? [analysis.language] : []),
    ].join("  |  "),
    { size: 9, colour: muted },
  );
  flow.paragraph(`Started ${analysis.created_at}  |  completed ${analysis.completed_at}`, {
    size: 9,
    colour: muted,
  });
  flow.gap(14);

  // The score in a box on the left, the key figures beside it.
  const facts: [string, string][] = [
    ["Findings", formatCount(summary.total_vulnerabilities)],
    ["Files analysed", formatCount(summary.files_analyzed)],
    ["Lines of code", formatCount(summary.lines_of_code)],
    ["Files not analysed", formatCount(summary.files_skipped.length)],
  ];
  flow.block(84, (page, top) => {
    page.drawRectangle({
      x: flow.left,
      y: top - 80,
      width: 130,
      height: 80,
      color: rgb(0.96, 0.97, 0.98),
      borderColor: rgb(0.87, 0.88, 0.91),
      borderWidth: 0.8,
    });
    page.drawText("Security score", { x: flow.left + 12, y: top - 18, size: 9, font: regular, color: muted });
    const score = String(summary.security_score);
    page.drawText(score, { x: flow.left + 12, y: top - 60, size: 34, font: bold, color: ink });
    page.drawText("/ 100", {
      x: flow.left + 18 + textWidth(score, bold, 34),
      y: top - 60,
      size: 11,
      font: regular,
      color: muted,
    });
    facts.forEach(([label, value], index) => {
      const y = top - 16 - index * 18;
      page.drawText(label, { x: flow.left + 150, y, size: 10, font: regular, color: muted });
      page.drawText(value, { x: flow.left + 260, y, size: 10, font: bold, color: ink });
    });
  });
  flow.paragraph(`Languages: ${languagesText(document)}`, { size: 10 });
}

/** One bar per severity, drawn as vector shapes. */
function severityChart(flow: PdfFlow, document: ResultDocument): void {
  const { counts } = document.summary;
  const { bold, regular } = flow.fonts;
  flow.gap(16);
  flow.paragraph("Findings by severity", { font: bold, size: 14 });
  flow.gap(4);
  const labelWidth = 70;
  const barSpace = flow.width - labelWidth - 50;
  const largest = Math.max(1, ...SEVERITIES.map((severity) => counts[severity]));
  for (const severity of SEVERITIES) {
    flow.block(20, (page, top) => {
      const count = counts[severity];
      const width = count === 0 ? 0 : Math.max(2, (count / largest) * barSpace);
      page.drawText(severityLabel[severity], {
        x: flow.left,
        y: top - 13,
        size: 10,
        font: regular,
        color: ink,
      });
      page.drawRectangle({
        x: flow.left + labelWidth,
        y: top - 16,
        width: barSpace,
        height: 13,
        color: rgb(0.93, 0.94, 0.95),
      });
      if (width > 0) {
        page.drawRectangle({
          x: flow.left + labelWidth,
          y: top - 16,
          width,
          height: 13,
          color: hexColour(severityColour[severity]),
        });
      }
      page.drawText(formatCount(count), {
        x: flow.left + labelWidth + barSpace + 8,
        y: top - 13,
        size: 10,
        font: bold,
        color: ink,
      });
    });
  }
}

function findings(flow: PdfFlow, document: ResultDocument, options: ReportOptions): void {
  const { bold } = flow.fonts;
  flow.gap(16);
  flow.paragraph("Findings by file", { font: bold, size: 14 });
  const groups = findingsByFile(document);
  if (groups.length === 0) {
    flow.paragraph("No findings.", { colour: muted });
    return;
  }
  for (const group of groups) {
    flow.gap(10);
    flow.keep(90);
    flow.rule(ink);
    flow.paragraph(group.file, { font: bold, size: 11.5 });
    flow.paragraph(group.findings.length === 1 ? "1 finding" : `${group.findings.length} findings`, {
      size: 9,
      colour: muted,
    });
    for (const finding of group.findings) {
      flow.gap(8);
      findingEntry(flow, finding, options);
    }
  }
}

function findingEntry(flow: PdfFlow, finding: Finding, options: ReportOptions): void {
  flow.labelledHeading(
    severityLabel[finding.severity],
    hexColour(severityColour[finding.severity]),
    finding.title,
    {
      size: 11,
    },
  );
  flow.gap(2);
  const facts = [
    `Rule ${finding.ruleId}`,
    ...(finding.cwe.length > 0 ? [finding.cwe.map(cweLabel).join(", ")] : []),
    ...(finding.owasp ? [`OWASP ${finding.owasp}`] : []),
    `confidence ${finding.confidence}`,
    ...(finding.sourceKind ? [`input ${sourceKindLabel[finding.sourceKind]}`] : []),
  ];
  flow.paragraph(facts.join("  |  "), { size: 8.5, colour: muted });
  flow.paragraph(`Location: ${finding.file}:${lineRange(finding)}`, { size: 8.5, colour: muted });
  flow.gap(3);
  flow.paragraph(finding.message, { size: 10 });
  if (finding.trace && finding.trace.length > 0) {
    flow.gap(3);
    sectionLabel(flow, "Data flow");
    finding.trace.forEach((step, index) => {
      flow.paragraph(`${index + 1}. ${step.file}:${step.line}:${step.column}  ${step.message}`, {
        size: 9,
        indent: 10,
      });
    });
  }
  if (options.includeCode && finding.excerpt) {
    flow.gap(3);
    sectionLabel(flow, "Code");
    const first = finding.excerpt.startLine;
    flow.code(
      codeLines(finding.excerpt.code).map((text, index) => ({
        number: first + index,
        text,
        highlight: first + index >= finding.startLine && first + index <= finding.endLine,
      })),
    );
  }
  if (options.includeFixes && finding.fix) {
    flow.gap(3);
    sectionLabel(flow, "Fix");
    flow.paragraph(finding.fix.description, { size: 9.5 });
    if (finding.fix.replacement !== undefined) {
      flow.gap(2);
      flow.code(codeLines(finding.fix.replacement).map((text): CodeLine => ({ text })));
    }
  }
  flow.gap(4);
  flow.rule();
}

/** A small heading kept on the same page as the first lines under it. */
function sectionLabel(flow: PdfFlow, text: string): void {
  flow.keep(40);
  flow.paragraph(text, { font: flow.fonts.bold, size: 9 });
}

function skippedFiles(flow: PdfFlow, document: ResultDocument): void {
  const skipped = document.summary.files_skipped;
  if (skipped.length === 0) return;
  flow.gap(16);
  flow.paragraph("Files not analysed", { font: flow.fonts.bold, size: 14 });
  for (const file of skipped) {
    flow.paragraph(`${file.path}: ${file.reason}`, { size: 9 });
  }
}
