import type { PDFFont } from "pdf-lib";

// The PDF uses the standard fonts, which need no font files but can only show WinAnsi (Latin-1
// plus a few signs). Text is reduced to what the font can show before it is measured or drawn,
// because pdf-lib throws on any other character.

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * One line of text the font can draw: tabs become spaces, other control characters go, an accented
 * letter outside the font loses its accent (ő → o, ﬁ → fi), anything else becomes "?".
 */
export function fontSafeText(text: string, font: PDFFont): string {
  const supported = characterSet(font);
  let safe = "";
  for (const character of text.normalize("NFC").replaceAll("\t", "    ")) {
    const codePoint = character.codePointAt(0) as number;
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) continue;
    if (supported.has(codePoint)) {
      safe += character;
      continue;
    }
    // Only letters fall back to their base form: "≠" decomposes to "=" plus a mark, and must not
    // silently turn into its opposite.
    const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
    const letters =
      /^\p{L}+$/u.test(base) && [...base].every((c) => supported.has(c.codePointAt(0) as number));
    safe += letters ? base : "?";
  }
  return safe;
}

// Glyph widths per font in 1/1000 em. pdf-lib draws without kerning, so the plain sum of glyph
// widths is exactly the drawn width, and it lets wrapping run in linear time on long lines.
const glyphWidths = new WeakMap<PDFFont, Map<string, number>>();

export function textWidth(text: string, font: PDFFont, size: number): number {
  let widths = glyphWidths.get(font);
  if (!widths) {
    widths = new Map();
    glyphWidths.set(font, widths);
  }
  let total = 0;
  for (const character of text) {
    let width = widths.get(character);
    if (width === undefined) {
      width = font.widthOfTextAtSize(character, 1000);
      widths.set(character, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

/**
 * Breaks text into lines no wider than `width`: at spaces where it can, inside a word (a long file
 * name, a long line of code) where it must. Line breaks in the text are kept; the result is safe
 * to draw with the font.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = "";
    let lineWidth = 0;
    for (const word of fontSafeText(paragraph, font).split(/(?<= )/)) {
      const wordWidth = textWidth(word, font, size);
      if (lineWidth + wordWidth <= width) {
        line += word;
        lineWidth += wordWidth;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = "";
      lineWidth = 0;
      for (const character of word) {
        const characterWidth = textWidth(character, font, size);
        if (line && lineWidth + characterWidth > width) {
          lines.push(line);
          line = "";
          lineWidth = 0;
        }
        line += character;
        lineWidth += characterWidth;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
