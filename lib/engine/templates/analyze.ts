import type { TemplateDialectId } from "../languages/templates";
import { DIALECTS, type Dialect } from "./dialects";
import {
  baseOf,
  hasVariable,
  htmlByName,
  linkTarget,
  numberByName,
  serverValueByName,
  userUrl,
} from "./expressions";
import { type Attribute, type HtmlContext, type HtmlMap, htmlMap } from "./html-context";
import { pugSegments } from "./pug";
import { razorSegments } from "./razor";
import { delimitedSegments, mask, type Segment } from "./segments";

/**
 * One analysis for every template language (the differences are data in `dialects.ts`): a
 * variable written without HTML escaping, or escaped but where HTML escaping does not protect it
 * (JavaScript code, an event handler, an unquoted attribute, the start of a URL a user chose). A variable in a
 * script's `src` is not reported: templates name their static and CDN hosts that way.
 * Constants and helpers called with constants are never reported.
 */

export interface TemplateHit {
  start: number;
  end: number;
  /** Why this output is unsafe, for the finding's message. */
  detail: string;
  confidence: "high" | "medium" | "low";
  trace?: Array<{ start: number; end: number; message: string }>;
}

type Escaping = "on" | "off" | "forced";
interface Block {
  escaping: Escaping;
  tag?: Segment;
  reported?: boolean;
}

/** Attributes whose value is a URL the browser follows or runs (`javascript:`), per element. */
const URL_ATTRIBUTES: Record<string, RegExp> = {
  href: /^(a|area|link|base)$/,
  src: /^(iframe|frame|embed)$/,
  action: /^form$/,
  formaction: /^(button|input)$/,
  data: /^object$/,
  "xlink:href": /./,
};

const snippet = (text: string, s: { start: number; end: number }) => {
  const t = text.slice(s.start, s.end).replace(/\s+/g, " ");
  return t.length > 80 ? `${t.slice(0, 77)}...` : t;
};

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Statement tags that open or close a block with its own escaping (`{% autoescape off %}`). */
function enterTag(stack: Block[], seg: Segment, dialect: Dialect): void {
  const current = stack[stack.length - 1] as Block;
  if (dialect.escapeEnd?.test(seg.expr)) {
    if (stack.length > 1) stack.pop();
  } else if (dialect.escapeOff?.test(seg.expr)) stack.push({ escaping: "off", tag: seg });
  else if (dialect.escapeOn?.test(seg.expr))
    stack.push({ escaping: /^-?\s*filter\b/.test(seg.expr) ? "forced" : "on" });
  // Another filter block keeps the escaping around it (and ends with `endfilter` as well).
  else if (/^-?\s*filter\b/.test(seg.expr)) stack.push(current);
}

type Unsafe = Pick<TemplateHit, "detail" | "confidence">;

/** Why an escaped output is still unsafe where it lands, if it is. */
function escapedButUnsafe(
  context: HtmlContext,
  show: string,
  base: string,
  dialect: Dialect,
  scriptSafe: boolean,
): Unsafe | undefined {
  // Code is injected only through text: a value named for a number or a flag is doubtful.
  const inCode = numberByName(base) ? "low" : "medium";
  if (context.kind === "script") {
    if (context.inString || scriptSafe) return undefined;
    return {
      detail: `\`${show}\` is written into JavaScript code, where HTML escaping does not stop injected script; encode it as JSON or pass it through a data attribute.`,
      confidence: inCode,
    };
  }
  if (context.kind !== "attribute") return undefined;
  return attributeUnsafe(context, show, base, dialect, scriptSafe, inCode);
}

/** Why an escaped output in an attribute value is unsafe there, if it is. */
function attributeUnsafe(
  context: Extract<HtmlContext, { kind: "attribute" }>,
  show: string,
  base: string,
  dialect: Dialect,
  scriptSafe: boolean,
  inCode: TemplateHit["confidence"],
): Unsafe | undefined {
  const urlHelper = dialect.urlHelpers.test(base);
  const { attribute, atStart } = context;
  if (attribute.name.startsWith("on") && !scriptSafe)
    return {
      detail: `\`${show}\` is written into the \`${attribute.name}\` event handler; the browser decodes HTML escapes before it runs the handler.`,
      confidence: inCode,
    };
  if (attribute.name === "srcdoc")
    return { detail: `\`${show}\` is written into an iframe's \`srcdoc\` HTML.`, confidence: "medium" };
  if (attribute.quote === "" && !scriptSafe && !urlHelper)
    return {
      detail: `\`${show}\` is the unquoted value of the \`${attribute.name}\` attribute: a space in it starts another attribute (an event handler). Quote the value.`,
      confidence: "medium",
    };
  const chosen = atStart && URL_ATTRIBUTES[attribute.name]?.test(attribute.tag) ? userUrl(base) : undefined;
  if (chosen && !urlHelper && !scriptSafe)
    return {
      detail: `\`${show}\` starts the \`${attribute.name}\` URL: a \`javascript:\` URL runs script. Allow only http(s) or relative URLs.`,
      confidence: chosen,
    };
  return undefined;
}

/**
 * Attributes whose value is an expression (Vue): `v-html` writes it as HTML, a bound URL
 * attribute (`:href`) follows it, `javascript:` included.
 */
function attributeExpression(text: string, attribute: Attribute, dialect: Dialect): TemplateHit | undefined {
  const value = text.slice(attribute.start, attribute.end);
  const shown = `${attribute.name}="${snippet(text, attribute)}"`;
  if (dialect.rawAttributes?.includes(attribute.name)) {
    if (!hasVariable(value, dialect) || dialect.escapers.test(value)) return undefined;
    return {
      start: attribute.start,
      end: attribute.end,
      detail: `\`${shown}\` writes the value as HTML, without escaping.`,
      confidence: "medium",
    };
  }
  const bound = dialect.boundAttribute?.exec(attribute.name)?.[1];
  const chosen = bound && URL_ATTRIBUTES[bound]?.test(attribute.tag) ? userUrl(value) : undefined;
  if (!chosen) return undefined;
  return {
    start: attribute.start,
    end: attribute.end,
    detail: `\`${shown}\` sets the \`${bound}\` URL: a \`javascript:\` URL runs script. Allow only http(s) or relative URLs.`,
    confidence: chosen,
  };
}

/** Template languages whose outputs are not between fixed delimiters. */
const SCANNERS: Partial<Record<TemplateDialectId, (text: string) => Segment[]>> = {
  razor: razorSegments,
  pug: pugSegments,
};

/** One template's analysis: its text and dialect, where its outputs land, and the hits so far. */
interface TemplateScan {
  text: string;
  dialect: Dialect;
  map: HtmlMap;
  hits: TemplateHit[];
}

export function analyzeTemplate(text: string, dialectId: TemplateDialectId): TemplateHit[] {
  const dialect = DIALECTS[dialectId];
  const scanner = SCANNERS[dialect.id];
  const segments = scanner ? scanner(text) : delimitedSegments(text, dialect);
  const masked = mask(text, segments);
  const outputs = segments.filter((s) => s.kind === "escaped" || s.kind === "raw");
  const map = htmlMap(
    masked,
    outputs.map((s) => s.start),
  );
  const scan: TemplateScan = { text, dialect, map, hits: [] };
  const stack: Block[] = [{ escaping: "on" }];
  for (const seg of segments) {
    if (seg.kind === "tag") enterTag(stack, seg, dialect);
    if ((seg.kind !== "escaped" && seg.kind !== "raw") || !hasVariable(seg.expr, dialect)) continue;
    output(seg, stack[stack.length - 1] as Block, scan);
  }
  for (const attribute of map.attributes) {
    const hit = attributeExpression(text, attribute, dialect);
    if (hit) scan.hits.push(hit);
  }
  return scan.hits;
}

/** One output of a variable, in the block around it: a hit when it is unsafe where it lands. */
function output(seg: Segment, block: Block, scan: TemplateScan): void {
  const { text, dialect, map } = scan;
  const base = baseOf(seg.expr, dialect);
  if (dialect.safeCalls?.test(base)) return;
  const show = snippet(text, seg);
  const context = seg.context ?? map.contextAt(seg.start);
  // A value given to a component or custom tag is the tag's to write (`<c:out value="${x}"/>`).
  if (dialect.components && context.kind === "attribute" && context.attribute.component) return;
  const scriptSafe = dialect.scriptEscapers.test(seg.expr);
  const unescaped =
    block.escaping !== "forced" && (seg.kind === "raw" || (dialect.rawWhen?.test(seg.expr) ?? false));
  if (unescaped || block.escaping === "off") {
    const safe = scriptSafe || (context.kind !== "script" && dialect.escapers.test(seg.expr));
    if (!safe) unescapedOutput(seg, block, unescaped, show, base, scan);
    return;
  }
  escapedOutput(seg, escapedButUnsafe(context, show, base, dialect, scriptSafe), show, base, scan);
}

/** An output written without escaping, by its own syntax (`unescaped`) or in a block that turns escaping off. */
function unescapedOutput(
  seg: Segment,
  block: Block,
  unescaped: boolean,
  show: string,
  base: string,
  scan: TemplateScan,
): void {
  const { text, dialect, hits } = scan;
  if (!unescaped && block.tag) {
    // One finding per block that turns escaping off, where it is turned off.
    if (block.reported) return;
    block.reported = true;
    hits.push({
      start: block.tag.start,
      end: block.tag.end,
      detail: `Auto-escaping is turned off here, so \`${show}\` (line ${lineOf(text, seg.start)}) is written without HTML escaping.`,
      confidence: "medium",
      trace: [
        { start: block.tag.start, end: block.tag.end, message: "auto-escaping turned off" },
        { start: seg.start, end: seg.end, message: "written unescaped" },
      ],
    });
    return;
  }
  if (serverValueByName(base)) return;
  hits.push({
    start: seg.start,
    end: seg.end,
    detail: `${dialect.name} output \`${show}\` is written without HTML escaping.`,
    // A value named as HTML (`body_html`, `descriptionHtml()`) is meant to be markup, most
    // often built or sanitised where it was made; one named as a number or flag holds none.
    confidence: htmlByName(base) || numberByName(base) ? "low" : "medium",
  });
}

/** An escaped output: a hit where escaping does not protect it (`unsafe`), or where it is a link a user chose. */
function escapedOutput(
  seg: Segment,
  unsafe: Unsafe | undefined,
  show: string,
  base: string,
  scan: TemplateScan,
): void {
  const { dialect, hits } = scan;
  if (unsafe) hits.push({ start: seg.start, end: seg.end, ...unsafe });
  const target = linkTarget(base, dialect);
  const chosen = target ? userUrl(target) : undefined;
  if (!unsafe && target && chosen)
    hits.push({
      start: seg.start,
      end: seg.end,
      detail: `\`${target}\` is the link target of \`${show}\`: a \`javascript:\` URL runs script. Allow only http(s) or relative URLs.`,
      confidence: chosen,
    });
}
