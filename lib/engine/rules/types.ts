import type { CallKey } from "../dataflow/call-patterns";
import type { AssignEvent, CallEvent, ClassEvent, HookContext, ObjectEvent } from "../dataflow/hooks";
import type { FileUnit } from "../dataflow/resolve/project-index";
import type { TraceStep, Val } from "../dataflow/values";
import type { ModuleIR, Span } from "../ir/ir";
import type { SinkKind } from "../models/types";
import type { LanguageId } from "../parse/grammars";
import { type Confidence, LEVELS, type Level, type Severity, type SourceKind } from "../schema";

export type { Confidence, Level, Severity };

export interface RuleMeta {
  id: string;
  title: string;
  cwe: number[];
  owasp: string;
  severity: Severity;
  confidence: Confidence;
  message: string;
  fix: { description: string; replacement?: string };
}

/** Applies wherever a language's model declares a sink of its kind: it names no languages. */
export interface TaintRule extends RuleMeta {
  kind: "taint";
  sink: SinkKind;
}

export interface Hit {
  span: Span;
  message?: string;
  replacement?: string;
  /** Lower than the rule's when the context makes the weakness doubtful. */
  confidence?: Confidence;
  /** Nothing shows input reaching it (a copy of data the analysis never saw carry any): at most medium. */
  unproven?: boolean;
}

export interface SyntacticRule extends RuleMeta {
  kind: "syntactic";
  /** The languages whose syntax its matcher reads. */
  languages: readonly LanguageId[];
  /** Text that must occur in a file (or function) for the rule to possibly match: a cheap pre-filter. */
  trigger: RegExp;
  onCall?(call: CallEvent, ctx: HookContext): Hit | undefined;
  onObject?(object: ObjectEvent, ctx: HookContext): Hit | undefined;
  onAssign?(assign: AssignEvent, ctx: HookContext): Hit | undefined;
  onClass?(cls: ClassEvent, ctx: HookContext): Hit[];
  /** Once per file, on its lowered form: for analyses of their own over whole functions. */
  onModule?(module: ModuleIR, ctx: ModuleContext): Hit[];
}

/** What a rule's whole-file analysis is given besides the file's lowered form. */
export interface ModuleContext {
  language: LanguageId;
  source: string;
  /** The line (from 1) of an offset in the source. */
  line(offset: number): number;
  /** Counts work against the file's time budget (throws once it is spent). */
  tick(): void;
}

export interface SecretRule extends RuleMeta {
  kind: "secret";
  languages: readonly LanguageId[];
}

export type Rule = TaintRule | SyntacticRule | SecretRule;

/** A level's place in `LEVELS`, cheapest first (a fixture marked for a level says nothing below it). */
export const LEVEL_ORDER = Object.fromEntries(LEVELS.map((level, index) => [level, index])) as Record<
  Level,
  number
>;

/** The constant string a value is known to hold, if any. */
export function constString(v: Val | undefined): string | undefined {
  const c = v?.constant?.value;
  return typeof c === "string" ? c : undefined;
}

export type { Stmt } from "../ir/ir";
export type { AssignEvent, CallEvent, ClassEvent, HookContext, ObjectEvent };

/** A rule's hit or a taint flow, before the finding is built (lines, fingerprint, `output/policy.ts`). */
export interface RawFinding {
  rule: RuleMeta;
  unit: FileUnit;
  span: Span;
  message: string;
  trace?: TraceStep[];
  replacement?: string;
  /** This finding's confidence where its context makes it differ from the rule's. */
  confidence?: Confidence;
  /** The input is the operator's own (command line, environment, terminal). */
  localInput?: boolean;
  /** The input is what unseen callers pass to a function nothing in the analysed code calls. */
  callerInput?: boolean;
  /** A rule's hit where nothing shows input reaching it (see Hit). */
  unproven?: boolean;
  /** A data-flow finding's kind of source (the finding's `sourceKind`). */
  sourceKind?: SourceKind;
}

/**
 * The ids a call can be listed under in a rule's table: `Receiver#name` with the receiver as
 * resolved and with its last segment (`org.x.DigestUtils#md5Hex` and `DigestUtils#md5Hex`),
 * `new Type` for constructors and `#name` for plain function calls.
 */
export function callIds(key: CallKey): string[] {
  if (key.receiverType === "new") return [`new ${key.name}`];
  if (!key.hasReceiver || key.receiverType === "") return [`#${key.name}`];
  const r = key.receiverType ?? "?";
  const short = r.slice(r.lastIndexOf(".") + 1);
  return short === r ? [`${r}#${key.name}`] : [`${r}#${key.name}`, `${short}#${key.name}`];
}

/** Whether a call's receiver is the given type or module, also when written fully qualified. */
export function receiverIs(key: CallKey, type: string): boolean {
  const r = key.receiverType;
  return r !== undefined && (r === type || r.endsWith(`.${type}`));
}
