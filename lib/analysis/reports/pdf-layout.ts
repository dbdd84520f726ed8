import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { fontSafeText, textWidth, wrapText } from "./pdf-text";

// Top-to-bottom page flow for the PDF report: content is added in reading order and a new page
// starts whenever the next piece does not fit, so long reports never run off the page.

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 50;
const FOOTER_HEIGHT = 24;

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

export interface TextStyle {
  font?: PDFFont;
  size?: number;
  colour?: Color;
  /** Space taken from the left edge of the text column. */
  indent?: number;
}

export interface CodeLine {
  number?: number;
  text: string;
  highlight?: boolean;
}

export const ink = rgb(0.11, 0.14, 0.19);
export const muted = rgb(0.36, 0.4, 0.46);

export function hexColour(hex: string): Color {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

export class PdfFlow {
  readonly left = MARGIN;
  readonly width = PAGE_WIDTH - 2 * MARGIN;
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    return this.page;
  }

  /** Starts a new page unless `height` more points still fit on this one. */
  keep(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.newPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  /** Reserves `height` points and lets `draw` paint them, given the page and the top edge. */
  block(height: number, draw: (page: PDFPage, top: number) => void): void {
    this.keep(height);
    draw(this.page, this.y);
    this.y -= height;
  }

  paragraph(text: string, style: TextStyle = {}): void {
    const font = style.font ?? this.fonts.regular;
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const lineHeight = size * 1.35;
    for (const line of wrapText(text, font, size, this.width - indent)) {
      this.block(lineHeight, (page, top) => {
        if (line) {
          page.drawText(line, {
            x: this.left + indent,
            y: top - size,
            size,
            font,
            color: style.colour ?? ink,
          });
        }
      });
    }
  }

  /** A coloured label followed by a heading that wraps beside it. */
  labelledHeading(label: string, labelColour: Color, heading: string, style: { size: number }): void {
    const labelSize = 7.5;
    const labelText = fontSafeText(label.toUpperCase(), this.fonts.bold);
    const labelWidth = Math.max(52, textWidth(labelText, this.fonts.bold, labelSize) + 12);
    const lineHeight = style.size * 1.35;
    const lines = wrapText(heading, this.fonts.bold, style.size, this.width - labelWidth - 8);
    // Never leave a heading alone at the bottom of a page: keep room for a few lines under it.
    this.keep(lineHeight * Math.min(lines.length, 2) + 60);
    lines.forEach((line, index) => {
      this.block(lineHeight, (page, top) => {
        if (index === 0) {
          page.drawRectangle({
            x: this.left,
            y: top - style.size - 2,
            width: labelWidth,
            height: style.size + 2,
            color: labelColour,
          });
          page.drawText(labelText, {
            x: this.left + (labelWidth - textWidth(labelText, this.fonts.bold, labelSize)) / 2,
            y: top - style.size + 0.5,
            size: labelSize,
            font: this.fonts.bold,
            color: rgb(1, 1, 1),
          });
        }
        page.drawText(line, {
          x: this.left + labelWidth + 8,
          y: top - style.size,
          size: style.size,
          font: this.fonts.bold,
          color: ink,
        });
      });
    });
  }

  /** Monospaced code on a shaded band, wrapped to the column, line numbers in a gutter. */
  code(lines: readonly CodeLine[]): void {
    const font = this.fonts.mono;
    const size = 7.5;
    const lineHeight = size * 1.4;
    const numbered = lines.some((line) => line.number !== undefined);
    const gutter = numbered
      ? textWidth(`${Math.max(...lines.map((line) => line.number ?? 0))}`, font, size) + 10
      : 4;
    const x = this.left;
    const textWidthAvailable = this.width - gutter - 4;
    for (const line of lines) {
      wrapText(line.text, font, size, textWidthAvailable).forEach((part, index) => {
        this.block(lineHeight, (page, top) => {
          page.drawRectangle({
            x,
            y: top - lineHeight,
            width: this.width,
            height: lineHeight,
            color: line.highlight ? rgb(1, 0.95, 0.76) : rgb(0.95, 0.96, 0.97),
          });
          if (index === 0 && line.number !== undefined) {
            const number = String(line.number);
            page.drawText(number, {
              x: x + gutter - 6 - textWidth(number, font, size),
              y: top - size - 0.5,
              size,
              font,
              color: muted,
            });
          }
          if (part) page.drawText(part, { x: x + gutter, y: top - size - 0.5, size, font, color: ink });
        });
      });
    }
  }

  /** A thin horizontal line across the column. */
  rule(colour: Color = rgb(0.87, 0.88, 0.91)): void {
    this.block(8, (page, top) => {
      page.drawLine({
        start: { x: this.left, y: top - 4 },
        end: { x: this.left + this.width, y: top - 4 },
        thickness: 0.6,
        color: colour,
      });
    });
  }

  /** Footer on every page: the report's name on the left, "Page n of m" on the right. */
  numberPages(footer: string): void {
    const pages = this.pdf.getPages();
    const font = this.fonts.regular;
    const size = 8;
    pages.forEach((page, index) => {
      const pageText = `Page ${index + 1} of ${pages.length}`;
      const pageTextWidth = textWidth(pageText, font, size);
      const name = wrapText(footer, font, size, this.width - pageTextWidth - 20)[0] ?? "";
      const y = MARGIN / 2;
      page.drawText(name, { x: this.left, y, size, font, color: muted });
      page.drawText(pageText, { x: this.left + this.width - pageTextWidth, y, size, font, color: muted });
    });
  }
}
