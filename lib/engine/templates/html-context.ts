/**
 * Where in the HTML a template output lands: text, an attribute value (which, quoted or not, at its
 * start or inside), or JavaScript (a script block, inside or outside a string literal). The HTML is
 * read from the masked template (`segments.ts`), so template syntax never confuses it.
 */

export interface Attribute {
  tag: string;
  /** Of an element named with a capital (`<EditForm>`), which some dialects make a component. */
  component?: boolean;
  name: string;
  /** `"`, `'`, or "" when unquoted. */
  quote: string;
  /** The value's offsets (without quotes). */
  start: number;
  end: number;
}

export type HtmlContext =
  | { kind: "text" }
  | { kind: "attribute"; attribute: Attribute; atStart: boolean }
  | { kind: "script"; inString: boolean };

/** Script types that hold JavaScript (no type at all does too). */
const JS_TYPE = /javascript|ecmascript|module|babel|jsx/i;

export function isJavaScriptType(type: string | undefined): boolean {
  return type === undefined || JS_TYPE.test(type);
}
/** Elements whose content is not markup: read to their end tag. */
const RAW_TEXT = new Set(["style", "textarea", "title", "xmp", "noscript"]);

interface ScriptRange {
  start: number;
  end: number;
}

export interface HtmlMap {
  attributes: Attribute[];
  contextAt(offset: number): HtmlContext;
}

/** Where the end tag starts, searched in the lower-cased text. */
function endTag(lower: string, from: number, tag: string): number {
  const at = lower.indexOf(`</${tag}`, from);
  return at === -1 ? lower.length : at;
}

/** The attributes of the tag whose name ends at `from`; returns them and where the tag ends. */
function readAttributes(text: string, from: number, tag: string): { attributes: Attribute[]; end: number } {
  const attributes: Attribute[] = [];
  const n = text.length;
  let j = from;
  for (;;) {
    while (j < n && /[\s/]/.test(text[j] as string)) j++;
    if (j >= n || text[j] === ">") return { attributes, end: Math.min(n, j + 1) };
    const nameStart = j;
    while (j < n && !/[\s=>/]/.test(text[j] as string)) j++;
    if (j === nameStart) {
      j++;
      continue;
    }
    const name = text.slice(nameStart, j).toLowerCase();
    let k = j;
    while (k < n && /\s/.test(text[k] as string)) k++;
    if (text[k] !== "=") continue;
    k++;
    while (k < n && /\s/.test(text[k] as string)) k++;
    const quote = text[k] === '"' || text[k] === "'" ? (text[k] as string) : "";
    if (quote) {
      const close = text.indexOf(quote, k + 1);
      const end = close === -1 ? n : close;
      attributes.push({ tag, name, quote, start: k + 1, end });
      j = end + 1;
    } else {
      let end = k;
      while (end < n && !/[\s>]/.test(text[end] as string)) end++;
      attributes.push({ tag, name, quote, start: k, end });
      j = end;
    }
  }
}

/** Reads the masked HTML once: its attributes and its JavaScript blocks. */
export function readHtml(masked: string): { attributes: Attribute[]; scripts: ScriptRange[] } {
  const attributes: Attribute[] = [];
  const scripts: ScriptRange[] = [];
  const lower = masked.toLowerCase();
  let i = 0;
  while (i < masked.length) {
    const lt = masked.indexOf("<", i);
    if (lt === -1) break;
    if (masked.startsWith("<!--", lt)) {
      const close = masked.indexOf("-->", lt + 4);
      i = close === -1 ? masked.length : close + 3;
      continue;
    }
    const open = /^<([A-Za-z][\w:-]*)/.exec(masked.slice(lt, lt + 64));
    if (!open) {
      i = lt + 1;
      continue;
    }
    const tag = (open[1] as string).toLowerCase();
    const read = readAttributes(masked, lt + open[0].length, tag);
    if (/^[A-Z]/.test(open[1] as string)) for (const a of read.attributes) a.component = true;
    attributes.push(...read.attributes);
    i = read.end;
    if (tag === "script") {
      const type = read.attributes.find((a) => a.name === "type");
      const typeText = type ? masked.slice(type.start, type.end) : "";
      // Template scripts (`text/x-handlebars-template`) hold markup, read on as HTML.
      if (isJavaScriptType(type && typeText)) {
        const end = endTag(lower, i, "script");
        scripts.push({ start: i, end });
        i = end;
      } else if (/json/i.test(typeText)) i = endTag(lower, i, "script");
    } else if (RAW_TEXT.has(tag)) i = endTag(lower, i, tag);
  }
  return { attributes, scripts };
}

type JsMode = "code" | "'" | '"' | "`" | "line" | "block";

/** Whether each offset (sorted) of a script lies inside a string or comment, by a small lexer. */
function jsModes(text: string, range: ScriptRange, offsets: number[]): Map<number, JsMode> {
  const out = new Map<number, JsMode>();
  let mode: JsMode = "code";
  let k = 0;
  for (let i = range.start; i < range.end && k < offsets.length; i++) {
    while (k < offsets.length && (offsets[k] as number) < i) k++;
    if (offsets[k] === i) out.set(i, mode);
    const c = text[i];
    if (mode === "code") {
      if (c === "'" || c === '"' || c === "`") mode = c;
      else if (text.startsWith("//", i) || text.startsWith("<!--", i)) mode = "line";
      else if (text.startsWith("/*", i)) mode = "block";
    } else if (mode === "line") {
      if (c === "\n") mode = "code";
    } else if (mode === "block") {
      if (text.startsWith("*/", i)) {
        mode = "code";
        i++;
      }
    } else if (c === "\\") i++;
    else if (c === mode || (c === "\n" && mode !== "`")) mode = "code";
  }
  return out;
}

/** The attribute whose value holds the offset: attributes come in document order, without overlap. */
function attributeAt(attributes: Attribute[], offset: number): Attribute | undefined {
  let lo = 0;
  let hi = attributes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((attributes[mid] as Attribute).start <= offset) lo = mid + 1;
    else hi = mid;
  }
  const candidate = attributes[lo - 1];
  return candidate && offset < Math.max(candidate.end, candidate.start + 1) ? candidate : undefined;
}

/** The context of each output start, from the masked template. */
export function htmlMap(masked: string, outputs: number[]): HtmlMap {
  const { attributes, scripts } = readHtml(masked);
  const sorted = [...outputs].sort((a, b) => a - b);
  const modes = new Map<number, JsMode>();
  let next = 0;
  for (const range of scripts) {
    while (next < sorted.length && (sorted[next] as number) < range.start) next++;
    const first = next;
    while (next < sorted.length && (sorted[next] as number) < range.end) next++;
    if (next > first) for (const [o, m] of jsModes(masked, range, sorted.slice(first, next))) modes.set(o, m);
  }
  return {
    attributes,
    contextAt(offset) {
      const mode = modes.get(offset);
      if (mode) return { kind: "script", inString: mode !== "code" && mode !== "`" };
      const attribute = attributeAt(attributes, offset);
      if (!attribute) return { kind: "text" };
      return { kind: "attribute", attribute, atStart: masked.slice(attribute.start, offset).trim() === "" };
    },
  };
}
