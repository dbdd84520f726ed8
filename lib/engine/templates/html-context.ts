/**
 * Where in the HTML a template output lands: text, an attribute value (which, quoted or not, at its
 * start or inside), or JavaScript (a script block, inside or outside a string literal). The HTML is
 * read from the masked template (`segments.ts`), so template syntax never confuses it.
 */

export interface Attribute {
  tag: string;
  /** Of an element named with a capital (`<EditForm>`) or a prefix (`<c:out>`), which some dialects make a component. */
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

/** The first offset from `i` on whose character does not match `re`. */
function skipWhile(text: string, i: number, re: RegExp): number {
  let j = i;
  while (j < text.length && re.test(text[j] as string)) j++;
  return j;
}

/** The first offset from `i` on whose character matches `re`. */
function skipUntil(text: string, i: number, re: RegExp): number {
  let j = i;
  while (j < text.length && !re.test(text[j] as string)) j++;
  return j;
}

/** The value of attribute `name` starting at `k` (after its `=`), and where reading goes on. */
function attributeValue(
  text: string,
  k: number,
  tag: string,
  name: string,
): { attribute: Attribute; next: number } {
  const quote = text[k] === '"' || text[k] === "'" ? (text[k] as string) : "";
  if (quote) {
    const close = text.indexOf(quote, k + 1);
    const end = close === -1 ? text.length : close;
    return { attribute: { tag, name, quote, start: k + 1, end }, next: end + 1 };
  }
  const end = skipUntil(text, k, /[\s>]/);
  return { attribute: { tag, name, quote, start: k, end }, next: end };
}

/** The attributes of the tag whose name ends at `from`; returns them and where the tag ends. */
function readAttributes(text: string, from: number, tag: string): { attributes: Attribute[]; end: number } {
  const attributes: Attribute[] = [];
  const n = text.length;
  let j = from;
  for (;;) {
    j = skipWhile(text, j, /[\s/]/);
    if (j >= n || text[j] === ">") return { attributes, end: Math.min(n, j + 1) };
    const nameStart = j;
    j = skipUntil(text, j, /[\s=>/]/);
    if (j === nameStart) {
      j++;
      continue;
    }
    const name = text.slice(nameStart, j).toLowerCase();
    const k = skipWhile(text, j, /\s/);
    if (text[k] !== "=") continue;
    const value = attributeValue(text, skipWhile(text, k + 1, /\s/), tag, name);
    attributes.push(value.attribute);
    j = value.next;
  }
}

/** Past a script's content when it is JavaScript (kept in `scripts`) or JSON; else `i`, to read on as HTML. */
function afterScript(
  masked: string,
  lower: string,
  i: number,
  attributes: Attribute[],
  scripts: ScriptRange[],
): number {
  const type = attributes.find((a) => a.name === "type");
  const typeText = type ? masked.slice(type.start, type.end) : "";
  // Template scripts (`text/x-handlebars-template`) hold markup, read on as HTML.
  if (isJavaScriptType(type && typeText)) {
    const end = endTag(lower, i, "script");
    scripts.push({ start: i, end });
    return end;
  }
  return /json/i.test(typeText) ? endTag(lower, i, "script") : i;
}

/** Where reading goes on after a tag ending at `i`: past the content of a script or a raw-text element. */
function afterTag(
  masked: string,
  lower: string,
  i: number,
  tag: string,
  attributes: Attribute[],
  scripts: ScriptRange[],
): number {
  if (tag === "script") return afterScript(masked, lower, i, attributes, scripts);
  return RAW_TEXT.has(tag) ? endTag(lower, i, tag) : i;
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
    // A capitalised element (`<EditForm>`) or a tag library's (`<c:out>`) takes values, not markup.
    if (/^[A-Z]|:/.test(open[1] as string)) for (const a of read.attributes) a.component = true;
    attributes.push(...read.attributes);
    i = afterTag(masked, lower, read.end, tag, read.attributes, scripts);
  }
  return { attributes, scripts };
}

type JsMode = "code" | "'" | '"' | "`" | "line" | "block";

/** The lexer's mode after the character at `i` of code: a string, a comment, or code still. */
function codeMode(text: string, i: number): JsMode {
  const c = text[i];
  if (c === "'" || c === '"' || c === "`") return c;
  if (text.startsWith("//", i) || text.startsWith("<!--", i)) return "line";
  return text.startsWith("/*", i) ? "block" : "code";
}

/** The lexer's mode after the character at `i`. */
function nextMode(text: string, i: number, mode: JsMode): JsMode {
  const c = text[i];
  if (mode === "code") return codeMode(text, i);
  if (mode === "line") return c === "\n" ? "code" : mode;
  if (mode === "block") return text.startsWith("*/", i) ? "code" : mode;
  if (c === "\\") return mode;
  return c === mode || (c === "\n" && mode !== "`") ? "code" : mode;
}

/** Whether the character after `i` is read with it: the `/` of `*\/`, or an escaped character in a string. */
function takesNext(text: string, i: number, mode: JsMode): boolean {
  if (mode === "block") return text.startsWith("*/", i);
  return mode !== "code" && mode !== "line" && text[i] === "\\";
}

/** Whether each offset (sorted) of a script lies inside a string or comment, by a small lexer. */
function jsModes(text: string, range: ScriptRange, offsets: number[]): Map<number, JsMode> {
  const out = new Map<number, JsMode>();
  let mode: JsMode = "code";
  let k = 0;
  for (let i = range.start; i < range.end && k < offsets.length; i++) {
    while (k < offsets.length && (offsets[k] as number) < i) k++;
    if (offsets[k] === i) out.set(i, mode);
    const next = nextMode(text, i, mode);
    if (takesNext(text, i, mode)) i++;
    mode = next;
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
