import type { Expr, FunctionIR, Span } from "../ir/ir";
import type { SinkKind } from "../models/types";
import type { LanguageId } from "../parse/grammars";
import type { CallKey } from "./call-patterns";
import type { FileUnit } from "./resolve/project-index";
import type { Taint, TraceStep, Val } from "./values";

// What the evaluator tells the layer above it: structured events with evaluated values, and the
// taint flows it finds. It knows nothing of rules or finding text; `rules/dispatch.ts` does.

export interface CallEvent {
  key: CallKey;
  /** The callee as written, with call parentheses dropped: `Cipher.getInstance`, `hashlib.md5`. */
  path: string;
  args: Val[];
  argExprs: Expr[];
  keywords: Map<string, Val>;
  receiver?: Val;
  span: Span;
}

export interface ObjectEvent {
  type?: string;
  props: Map<string, Val>;
  /** The properties as written, for where each one is. */
  propExprs: ReadonlyArray<{ key?: string; value: Expr }>;
  span: Span;
}

export interface AssignEvent {
  /** The assigned path as written (`process.env.NODE_TLS_REJECT_UNAUTHORIZED`, `cookie.secure`). */
  path: string;
  /** The member assigned; empty for an element (`buf[i] = x`). */
  property: string;
  /** The type of the object whose member is assigned, when known (`TLSConfig` of `h.TLS.X = …`). */
  objectType?: string;
  value: Val;
  span: Span;
  /** For an element: the container and the index written (`buf` and `i` in `buf[i] = x`). */
  element?: { container: Val; index: Val };
}

export interface ClassEvent {
  name: string;
  supers: string[];
  methods: FunctionIR[];
  span: Span;
}

export interface HookContext {
  language: LanguageId;
  functionName: string;
  /** The variable, field or key the current statement assigns, if any. */
  assignTarget?: string;
  source: string;
  /** Where the function being analysed is in `source`. */
  functionSpan?: Span;
  /** Every file of the language (the project's `declaring`), for what another file declares. */
  projectFiles?: ReadonlyArray<{ source: string }>;
}

/** Where an event happens: the file, and the context of the function running (built on demand). */
export interface EventSite {
  unit: FileUnit;
  context(): HookContext;
}

/** Input from a source reaching a sink. */
export interface TaintFlow {
  kind: SinkKind;
  taint: Taint;
  /** Source to sink, the sink's step last. */
  trace: TraceStep[];
  span: Span;
  /** The file of the finding: the sink's, or the caller's when the sink is in a function it calls. */
  unit: FileUnit;
  /** The called function whose sink the input reaches, when the finding is at the call. */
  through?: { callee: string; label: string; file: string; line: number };
  /** The source is the operator's own input (command line, environment, terminal). */
  local: boolean;
  /** The source is a parameter of a function nothing in the analysed code calls (`open-params.ts`). */
  callerInput?: boolean;
}

export interface FlowHooks {
  onClass(cls: ClassEvent, unit: FileUnit): void;
  /** Once per analysed file, before its functions run; `tick` counts work against its budget. */
  onModule?(unit: FileUnit, tick: () => void): void;
  onCall(call: CallEvent, site: EventSite): void;
  onObject(object: ObjectEvent, site: EventSite): void;
  onAssign(assign: AssignEvent, site: EventSite): void;
  /** Whether the flow was worth a finding (a sink reports one flow: the first that is). */
  onFlow(flow: TaintFlow): boolean;
}
