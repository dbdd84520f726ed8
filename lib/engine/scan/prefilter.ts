import { BUILT_OPEN_PARAM_KINDS, OPEN_PARAM_KINDS } from "../dataflow/open-params";
import type { LanguageId } from "../languages/ids";
import { LANGUAGE_SUPPORT } from "../languages/registry";
import type { LanguageModel, SinkModel, SourceModel } from "../models/types";
import { RULES } from "../rules";
import type { LevelProfile } from "./levels";

/** Functions up to this size are lowered even when nothing in them matches a rule. */
const SHORT_HELPER_BYTES = 400;

/**
 * Words a function must contain to carry a source of the model, or a sink a parameter is reported
 * at when nothing calls the function (`dataflow/open-params.ts`): a pre-filter, never a decision.
 * A name is matched as a whole identifier (`form` is not in `format`), a route word only in a
 * decorator; trigger words stay parts of words (`Http` is in `HttpGet`).
 */
export function sourceTrigger(model: LanguageModel): RegExp {
  const names = new Set<string>();
  const patterns = new Set<string>();
  const name = (word: string) => {
    if (/^\w+$/.test(word)) names.add(word);
    else if (word) patterns.add(identifier(word));
  };
  for (const s of model.sources) sourceWords(s, name, patterns);
  for (const s of model.sinks) if (isOpenSink(s)) for (const c of s.calls) name(sinkWord(c));
  for (const s of model.assignSinks) if (s.open && s.property) name(s.property);
  // One boundary around all the names: a regular expression three times faster than one per name.
  const parts = [...patterns];
  if (names.size > 0) parts.unshift(`\\b(?:${[...names].join("|")})\\b`);
  return new RegExp(parts.join("|"));
}

/**
 * The words of one source: names to `name`, patterns to `patterns`. A source method's class is one
 * (`Controller` of `beego.Controller#GetString`): a file that names it may declare the class the
 * application's controllers extend, which they need to read the request in their own files.
 */
function sourceWords(s: SourceModel, name: (word: string) => void, patterns: Set<string>): void {
  for (const c of s.calls ?? []) {
    name(c.split("#").pop() as string);
    const type = /([A-Z]\w{3,})#[^#]*$/.exec(c)?.[1];
    if (type) name(type);
  }
  for (const m of s.members ?? []) name(memberWord(m));
  for (const a of s.paramAnnotations ?? []) name(a);
  if (s.routeDecorators) patterns.add("@[\\w.]*(?:route|get|post|put|delete|patch)");
  for (const w of s.triggerWords ?? []) patterns.add(literal(w));
}

/** A sink reported at a parameter when nothing calls its function. */
function isOpenSink(s: SinkModel): boolean {
  return OPEN_PARAM_KINDS.has(s.kind) || BUILT_OPEN_PARAM_KINDS.has(s.kind) || s.open === true;
}

function literal(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A word bounded where it starts or ends with a word character (`$scope` starts with none). */
function identifier(word: string): string {
  return `${/^\w/.test(word) ? "\\b" : ""}${literal(word)}${/\w$/.test(word) ? "\\b" : ""}`;
}

/** A member path's last name: of `$scope.*` (any member of it) the object's. */
function memberWord(member: string): string {
  const names = member.split(".").filter((n) => n !== "*");
  return (names.pop() ?? "").replace(/\*$/, "");
}

/**
 * The word a sink call leaves in the text: its name, or for a short common name on a named
 * receiver (`requests.get`, `http.Get`) the receiver's, which is rarer.
 */
function sinkWord(pattern: string): string {
  const isNew = pattern.startsWith("new ");
  const hash = pattern.lastIndexOf("#");
  const name = isNew ? pattern.slice(4) : pattern.slice(hash + 1);
  const receiver = isNew || hash <= 0 ? "" : pattern.slice(0, hash);
  if (name.length > 4 || !receiver || receiver === "*") return name;
  return receiver.split(/[./]/).pop() as string;
}

const sourceTriggers = new Map<LanguageId, RegExp>();
function sourceTriggerFor(language: LanguageId): RegExp | undefined {
  const model = LANGUAGE_SUPPORT[language].model;
  if (!model) return undefined;
  let t = sourceTriggers.get(language);
  if (!t) {
    t = sourceTrigger(model);
    sourceTriggers.set(language, t);
  }
  return t;
}

/**
 * The words any syntactic rule or any source of a language could match, as one global pattern: a
 * single pass finds where they occur. Cached per language.
 */
const triggerCache = new Map<LanguageId, RegExp | null>();
function triggerFor(language: LanguageId): RegExp | null {
  let trigger = triggerCache.get(language);
  if (trigger === undefined) {
    const patterns = RULES.flatMap((r) =>
      r.kind === "syntactic" && r.languages.includes(language) ? [r.trigger] : [],
    );
    const sourceWords = sourceTriggerFor(language);
    if (sourceWords) patterns.push(sourceWords);
    // A case-insensitive part makes the whole pattern case-insensitive: a pre-filter may say yes
    // too often, never too rarely.
    const flags = `g${patterns.some((p) => p.ignoreCase) ? "i" : ""}${patterns.some((p) => p.unicode) ? "u" : ""}`;
    const sources = [...new Set(patterns.map((p) => `(?:${p.source})`))];
    trigger = sources.length === 0 ? null : new RegExp(sources.join("|"), flags);
    triggerCache.set(language, trigger);
  }
  return trigger;
}

/** Sorted offsets where the trigger occurs. */
function triggerOffsets(text: string, trigger: RegExp): number[] {
  const out: number[] = [];
  trigger.lastIndex = 0;
  for (let m = trigger.exec(text); m; m = trigger.exec(text)) {
    out.push(m.index);
    if (m[0].length === 0) trigger.lastIndex++;
  }
  return out;
}

/**
 * Offsets where a C macro is used whose definition matches the trigger (`#define LOG(m) printf(m)`):
 * the lowering expands such a use into the call it wraps.
 */
function macroUses(text: string, trigger: RegExp): number[] {
  if (!text.includes("#define")) return [];
  const out: number[] = [];
  for (const m of text.matchAll(/^[ \t]*#[ \t]*define[ \t]+(\w+)\(([^\n]*)$/gm)) {
    trigger.lastIndex = 0;
    if (!trigger.test(m[2] as string)) continue;
    for (const use of text.matchAll(new RegExp(`\\b${m[1]}\\s*\\(`, "g"))) out.push(use.index);
  }
  return out;
}

function anyInRange(sorted: number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && (sorted[lo] as number) < end;
}

/** What the pre-filter decided for one file: skip it, or parse it eliding the functions it names. */
export type Prefiltered =
  | { skip: true }
  | {
      skip: false;
      /** Called per node while parsing: false elides a function with nothing of interest. */
      descend?: (type: string, start: number, end: number) => boolean;
      /** End offsets of the elided functions. */
      elided: Set<number>;
    };

/**
 * At a level that pre-filters (`mini`), the offsets where any rule or source word occurs decide what
 * is parsed: a file without any is skipped, a long function without any is elided. A whole-program
 * level parses everything, since a helper with no such word may still carry a flow between files.
 */
export function prefilter(text: string, language: LanguageId, profile: LevelProfile): Prefiltered {
  const elided = new Set<number>();
  if (!profile.prefilter) return { skip: false, elided };
  const trigger = triggerFor(language);
  const offsets = trigger
    ? [...triggerOffsets(text, trigger), ...macroUses(text, trigger)].sort((a, b) => a - b)
    : [];
  // Nothing any rule looks for occurs in the file: parsing it cannot find anything.
  if (offsets.length === 0) return { skip: true };
  const { functionTypes } = LANGUAGE_SUPPORT[language];
  let keptUntil = -1;
  const descend = (type: string, start: number, end: number): boolean => {
    if (!functionTypes.has(type) || start < keptUntil) return true;
    // A short helper is kept: what it returns (a constant, its argument cleaned) decides
    // flows through the calls to it in the same file.
    if (end - start > SHORT_HELPER_BYTES && !anyInRange(offsets, start, end)) {
      elided.add(end);
      return false;
    }
    keptUntil = end;
    return true;
  };
  return { skip: false, descend, elided };
}
