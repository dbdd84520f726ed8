import type { Expr, FunctionIR, Literal, Span } from "../ir/ir";
import { backslashedMark, ESCAPED_FOR, escapedMark } from "../models/common/escapes";
import { fixedPrefix } from "./expr-path";

export interface TraceStep {
  file: string;
  span: Span;
  message: string;
}

/**
 * Where a taint came from: a real source, or (while summarising a function) one of its parameters,
 * or one field of it (`job.host`, `self.value`) when that is all the function read.
 */
export type Origin =
  /**
   * `unseen`: the name nothing in the analysed code defines that the value was read from, or the
   * function outside it that returned the value, with the module it was imported from (`module`;
   * unseen-names.ts).
   */
  | { kind: "source"; label: string; unseen?: string; module?: string }
  | { kind: "param"; index: number; field?: string };

export interface Taint {
  origin: Origin;
  trace: TraceStep[];
  /** Sink kinds (and markers such as `normalized`) this value has been made safe for. */
  safe: ReadonlySet<string>;
  /**
   * What carries it is text written around the origin's value (concatenated, interpolated,
   * formatted), not that value as it was given.
   */
  built?: boolean;
}

/**
 * The abstract value of an expression: its taints, its constant value when known, its static type,
 * the contents of collections by constant key or position, and facts about calls made on it.
 */
export interface Val {
  taints?: Taint[];
  constant?: { value: Literal };
  type?: string;
  keys?: Map<string, Val>;
  items?: Val[];
  rest?: Val;
  facts?: ReadonlySet<string>;
  fn?: FunctionIR;
  /** The scopes a closure captured where it was made, read when it is called later. */
  scope?: ReadonlyArray<Map<string, Val>>;
  /**
   * The imported module or module member the value is (`run = subprocess.call`, `m = __import__("os")`):
   * a call through the variable is a call of it (calls/call-key.ts).
   */
  ref?: Expr;
  /**
   * Read from the operator's own input (the environment, the command line) that the threat model
   * does not count as a source: clean, but a constant beside it (`process.env.ALG || "aes"`) is what
   * the code runs with when the setting is absent.
   */
  operator?: true;
}

export const CLEAN: Val = Object.freeze({});
const MAX_TAINTS = 4;
export const MAX_TRACE = 12;
const MAX_DEPTH = 6;

export function constant(value: Literal): Val {
  return { constant: { value } };
}

export function isTainted(v: Val | undefined): boolean {
  return !!v?.taints && v.taints.length > 0;
}

export function mergeTaints(a: Taint[] | undefined, b: Taint[] | undefined): Taint[] | undefined {
  if (!a || a.length === 0) return b && b.length > 0 ? b : undefined;
  if (!b || b.length === 0) return a;
  const out = [...a];
  for (const t of b) {
    const same = out.findIndex((o) => sameOrigin(o, t) && sameSafe(o.safe, t.safe));
    const kept = out[same];
    if (kept && t.built && !kept.built) out[same] = { ...kept, built: true };
    else if (same < 0 && out.length < MAX_TAINTS) out.push(t);
  }
  return out;
}

function sameOrigin(a: Taint, b: Taint): boolean {
  if (a.origin.kind !== b.origin.kind) return false;
  if (a.origin.kind === "param" && b.origin.kind === "param")
    return a.origin.index === b.origin.index && a.origin.field === b.origin.field;
  const sa = a.trace[0]?.span;
  const sb = b.trace[0]?.span;
  return sa?.start === sb?.start;
}

function sameSafe(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/**
 * What deepTaints found for whole composite values, kept while no value has changed in place:
 * a large object (a library's `editor` with hundreds of members) handed to many calls was walked
 * in full at each of them.
 */
let deepCache = new WeakMap<Val, Taint[] | undefined>();

/** An object value was updated in place (assign.ts): what was found for it and its holders is stale. */
export function changedInPlace(): void {
  deepCache = new WeakMap();
}

/** Everything a value carries, including what its collection contents carry. */
export function deepTaints(v: Val | undefined, depth = 0): Taint[] | undefined {
  if (!v) return undefined;
  if (depth > 0 || !(v.keys || v.items || v.rest)) return collectTaints(v, depth);
  if (deepCache.has(v)) return deepCache.get(v);
  const out = collectTaints(v, depth);
  deepCache.set(v, out);
  return out;
}

function collectTaints(v: Val, depth: number): Taint[] | undefined {
  let out = v.taints;
  if (depth > MAX_DEPTH) return out;
  if (v.keys) for (const k of v.keys.values()) out = mergeTaints(out, deepTaints(k, depth + 1));
  if (v.items) for (const i of v.items) out = mergeTaints(out, deepTaints(i, depth + 1));
  if (v.rest) out = mergeTaints(out, deepTaints(v.rest, depth + 1));
  return out;
}

/** A parameter's taints read through one of its fields name that field (the first one read). */
export function fieldTaints(taints: Taint[] | undefined, field: string): Taint[] | undefined {
  if (!taints?.some((t) => t.origin.kind === "param" && t.origin.field === undefined)) return taints;
  return taints.map((t) =>
    t.origin.kind === "param" && t.origin.field === undefined ? { ...t, origin: { ...t.origin, field } } : t,
  );
}

/** Everything a call's receiver, arguments and keywords carry, as a new value. */
export function callInputs(receiver: Val | undefined, args: readonly Val[], keywords: Map<string, Val>): Val {
  let taints = receiver && deepTaints(receiver);
  for (const a of args) taints = mergeTaints(taints, deepTaints(a));
  for (const v of keywords.values()) taints = mergeTaints(taints, deepTaints(v));
  return withTaints(taints);
}

export function withTaints(taints: Taint[] | undefined, extra?: Partial<Val>): Val {
  return taints && taints.length > 0 ? { ...extra, taints } : { ...extra };
}

export function addStep(taints: Taint[] | undefined, step: TraceStep): Taint[] | undefined {
  if (!taints) return undefined;
  return taints.map((t) => {
    if (t.trace.length >= MAX_TRACE) return t;
    const last = t.trace[t.trace.length - 1];
    if (last && last.span.start === step.span.start && last.file === step.file) return t;
    return { ...t, trace: [...t.trace, step] };
  });
}

/** Text that opens an HTML tag: a part written after it is a fragment of markup (marked `markup`). */
const MARKUP = /<\/?[a-z][a-z0-9-]*(?=[\s>/]|$)/i;

/** The mark of text that still starts as the location's URL or part of it does (see the `$()` sink). */
const URL_START = "url-start";

/** A part put after other text, or what a call gave (`hash.slice(1)`), no longer starts the text. */
export function notLeading(taints: Taint[] | undefined): Taint[] | undefined {
  if (!taints?.some((t) => t.safe.has(URL_START))) return taints;
  return taints.map((t) =>
    t.safe.has(URL_START) ? { ...t, safe: new Set([...t.safe].filter((k) => k !== URL_START)) } : t,
  );
}

/**
 * Taints of a part of a text built from several. `before` is the literal text the whole starts
 * with up to this part, when known: a part written after a URL's host (`https://api.example.com/`)
 * or into a local path cannot choose where a request goes.
 */
export function builtPart(taints: Taint[] | undefined, before?: string): Taint[] | undefined {
  const fixed = before !== undefined && fixedPrefix("ssrf", before);
  // Text written after a local path or a URL's host (`"/dashboard?tab=" + tab`) redirects there too.
  const fixedRedirect = before !== undefined && fixedPrefix("redirect", before);
  // After a literal scheme and host (`"https://api.example.com" + path`) the text only completes a
  // URL whose host was chosen: it is not text built around the part.
  const completes = before !== undefined && /^https?:\/\/[^/?#@{}%]+/i.test(before);
  const marks = [
    ...(fixed ? ["ssrf"] : []),
    ...(fixedRedirect ? ["redirect"] : []),
    ...(before !== undefined && MARKUP.test(before) ? ["markup"] : []),
  ];
  return taints?.map((t) => ({
    ...t,
    built: t.built || !completes,
    safe: marks.length > 0 ? new Set([...t.safe, ...marks]) : t.safe,
  }));
}

/** The literal text of a format template before its first placeholder (`{0}`, `%s`). */
export function templatePrefix(template: string | undefined): string | undefined {
  return template?.split(/[{%]/)[0];
}

/** Marks taints safe for some sink kinds; `all` removes them. */
export function sanitize(v: Val, kinds: readonly string[] | "all", marks: readonly string[] = []): Val {
  if (kinds === "all") return { type: v.type };
  const add = [...kinds, ...marks];
  const apply = (ts: Taint[] | undefined) =>
    ts?.map((t) => ({ ...t, safe: withEscapes(new Set([...t.safe, ...add]), marks) }));
  return { ...v, taints: apply(deepTaints(v)), keys: undefined, items: undefined, rest: undefined };
}

/** The kinds whose every special character the `escaped:` marks now cover (models/common/escapes.ts). */
function withEscapes(safe: Set<string>, marks: readonly string[]): Set<string> {
  if (marks.length === 0) return safe;
  for (const [kind, { chars, backslashed, context }] of Object.entries(ESCAPED_FOR)) {
    if (![...chars].every((c) => safe.has(escapedMark(c)) || (backslashed && safe.has(backslashedMark(c)))))
      continue;
    safe.add(kind);
    if (context) safe.add(context);
  }
  return safe;
}

const isText = (v: Val): boolean => !v.type && typeof v.constant?.value === "string";

export function join(a: Val | undefined, b: Val | undefined, depth = 0): Val {
  if (!a || a === b) return b ?? a ?? CLEAN;
  if (!b) return a;
  const out: Val = {};
  const taints = mergeTaints(a.taints, b.taints);
  if (taints) out.taints = taints;
  if (a.constant && b.constant && a.constant.value === b.constant.value) out.constant = a.constant;
  const type = joinedType(a, b);
  if (type) out.type = type;
  if (a.fn && a.fn === b.fn) {
    out.fn = a.fn;
    out.scope = a.scope;
  }
  if (a.ref && a.ref === b.ref) out.ref = a.ref;
  if (depth < MAX_DEPTH) joinParts(out, a, b, depth);
  if (a.facts && b.facts) out.facts = commonFacts(a.facts, b.facts);
  return out;
}

/** The type two values joined keep: one they share, or one's where the other has none to tell. */
function joinedType(a: Val, b: Val): string | undefined {
  if (a.type && a.type === b.type) return a.type;
  if (a.type && !b.type && !b.constant) return a.type;
  if (b.type && !a.type && !a.constant) return b.type;
  // Text built on a literal start in a loop (`html = "<ul>"; html += item`) is still text.
  if ((a.type === "String" && isText(b)) || (b.type === "String" && isText(a))) return "String";
  return undefined;
}

/** Joins the keys, items and rest of two values into `out`, one level deeper. */
function joinParts(out: Val, a: Val, b: Val, depth: number): void {
  if (a.keys || b.keys) out.keys = joinedKeys(a, b, depth);
  if (a.items && b.items && a.items.length === b.items.length) {
    out.items = a.items.map((x, i) => join(x, b.items?.[i], depth + 1));
  } else if (a.items || b.items) {
    let rest: Val | undefined;
    for (const x of [...(a.items ?? []), ...(b.items ?? [])]) rest = join(rest, x, depth + 1);
    out.rest = rest;
  }
  if (a.rest || b.rest) out.rest = join(out.rest, join(a.rest, b.rest, depth + 1), depth + 1);
}

/** Each key of either value, joined with the other's key or, where it has none, its rest. */
function joinedKeys(a: Val, b: Val, depth: number): Map<string, Val> {
  const keys = new Map<string, Val>();
  for (const [k, v] of a.keys ?? [])
    keys.set(k, b.keys?.has(k) ? join(v, b.keys.get(k), depth + 1) : join(v, b.rest, depth + 1));
  for (const [k, v] of b.keys ?? []) if (!keys.has(k)) keys.set(k, join(v, a.rest, depth + 1));
  return keys;
}

/** The facts both sets hold. */
function commonFacts(a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> {
  const facts = new Set<string>();
  for (const f of a) if (b.has(f)) facts.add(f);
  return facts;
}

export function truthiness(v: Val): boolean | undefined {
  if (!v.constant || isTainted(v)) return undefined;
  const x = v.constant.value;
  return x !== null && x !== false && x !== 0 && x !== "";
}

/** Whether the text ends outside a `<script>` element. */
const outsideScript = (text: string) =>
  text.toLowerCase().lastIndexOf("<script") <= text.toLowerCase().lastIndexOf("</script");

/** Whether a quote of this kind is left open at the end of the text. */
const quoteOpen = (text: string, q: string) => (text.replace(/\\./g, "").split(q).length - 1) % 2 === 1;

/**
 * Escaping that holds only in some places of the text it is written into, by the mark it leaves:
 * `quoted` (`mysqli_real_escape_string`, `addslashes`) protects SQL only inside a quoted literal;
 * `html` (`htmlspecialchars`) protects HTML text and quoted attributes, not a script, an unquoted
 * attribute or the start of a URL (`href="javascript:…"`); `text` (`strip_tags`, which removes tags
 * and leaves quotes) protects text between tags only, not anything inside a tag.
 */
const CONTEXTS: Array<{ mark: string; kind: string; holds(before: string): boolean; settles?: string }> = [
  {
    mark: "text",
    kind: "xss",
    holds: (b) => b.lastIndexOf("<") <= b.lastIndexOf(">") && outsideScript(b),
  },
  { mark: "quoted", kind: "sql", holds: (b) => quoteOpen(b, "'") || quoteOpen(b, '"'), settles: "in-quotes" },
  {
    mark: "html",
    kind: "xss",
    holds: (b) =>
      outsideScript(b) &&
      (quoteOpen(b, "'") || quoteOpen(b, '"')
        ? !/\b(href|action|formaction)\s*=\s*["']$/i.test(b)
        : !/=\s*$/.test(b)),
  },
];

/** Taints written after the literal text `before` lose the safety their escaping has not there. */
export function afterText(taints: Taint[] | undefined, before: string | undefined): Taint[] | undefined {
  if (before === undefined || !taints?.some((t) => CONTEXTS.some((c) => t.safe.has(c.mark)))) return taints;
  return taints.map((t) => placed(t, before));
}

/**
 * One taint written after `before`: escaping that does not hold there is lost; escaping that holds
 * in a context that `settles` stays wherever the text goes next (a literal `'…'` with its quotes is
 * still one literal when the query is put together from it).
 */
function placed(t: Taint, before: string): Taint {
  const open = CONTEXTS.filter((c) => t.safe.has(c.mark) && !(c.settles && t.safe.has(c.settles)));
  const broken = open.filter((c) => !c.holds(before));
  const held = open.filter((c) => c.holds(before));
  const settled = held.flatMap((c) => (c.settles ? [c.settles] : []));
  if (broken.length === 0 && settled.length === 0) return t;
  // A kind stays safe where another escaping of it holds (`htmlspecialchars(strip_tags(x))` in an attribute).
  const lost = new Set(
    broken.flatMap((c) => (held.some((h) => h.kind === c.kind) ? [c.mark] : [c.mark, c.kind])),
  );
  return { ...t, safe: new Set([...[...t.safe].filter((k) => !lost.has(k)), ...settled]) };
}
