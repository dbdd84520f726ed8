import type { FlowHooks, TaintFlow } from "../dataflow/hooks";
import type { FileUnit } from "../dataflow/resolve/project-index";
import type { SinkKind } from "../models/types";
import type { LanguageId } from "../parse/grammars";
import type { TemplateHit } from "../templates/analyze";
import type { Hit, RawFinding, SyntacticRule, TaintRule } from "./types";

type Hook = "onCall" | "onObject" | "onAssign" | "onClass" | "onModule";

export interface RuleSet {
  syntactic: readonly SyntacticRule[];
  taint: ReadonlyMap<SinkKind, TaintRule>;
  report(finding: RawFinding): void;
}

/**
 * The rules as the evaluator's hooks: each event goes to the syntactic rules of the file's
 * language that have that hook (in registry order), each taint flow to the rule of its sink kind.
 */
export function ruleHooks({ syntactic, taint, report }: RuleSet): FlowHooks {
  const byHook = new Map<Hook, Map<LanguageId, SyntacticRule[]>>();
  const rulesFor = (hook: Hook, language: LanguageId): SyntacticRule[] => {
    let byLanguage = byHook.get(hook);
    if (!byLanguage) {
      byLanguage = new Map();
      byHook.set(hook, byLanguage);
    }
    let list = byLanguage.get(language);
    if (!list) {
      list = syntactic.filter((r) => r[hook] && r.languages.includes(language));
      byLanguage.set(language, list);
    }
    return list;
  };
  const hit = (rule: SyntacticRule, unit: FileUnit, h: Hit): void =>
    report({
      rule,
      unit,
      confidence: h.confidence,
      span: h.span,
      message: h.message ?? rule.message,
      replacement: h.replacement,
      unproven: h.unproven,
    });
  return {
    onClass(cls, unit) {
      for (const rule of rulesFor("onClass", unit.language)) {
        const ctx = { language: unit.language, functionName: cls.name, source: unit.source };
        for (const found of rule.onClass?.(cls, ctx) ?? []) hit(rule, unit, found);
      }
    },
    onModule(unit, tick) {
      for (const rule of rulesFor("onModule", unit.language)) {
        const line = (offset: number) => unit.lines.position(offset).line;
        const ctx = { language: unit.language, source: unit.source, line, tick };
        for (const found of rule.onModule?.(unit.module, ctx) ?? []) hit(rule, unit, found);
      }
    },
    onCall(call, site) {
      const rules = rulesFor("onCall", site.unit.language);
      if (rules.length === 0) return;
      const context = site.context();
      for (const rule of rules) {
        const found = rule.onCall?.(call, context);
        if (found) hit(rule, site.unit, found);
      }
    },
    onObject(object, site) {
      const rules = rulesFor("onObject", site.unit.language);
      if (rules.length === 0) return;
      const context = site.context();
      for (const rule of rules) {
        const found = rule.onObject?.(object, context);
        if (found) hit(rule, site.unit, found);
      }
    },
    onAssign(assign, site) {
      const rules = rulesFor("onAssign", site.unit.language);
      if (rules.length === 0) return;
      const context = site.context();
      for (const rule of rules) {
        const found = rule.onAssign?.(assign, context);
        if (found) hit(rule, site.unit, found);
      }
    },
    onFlow: (flow) => reportFlow(flow, taint, report),
  };
}

/**
 * A source reaching a sink, as the finding of the sink kind's rule (none when no rule has that
 * kind). The sink is one the file's language model declares: that is where a taint rule applies.
 */
function reportFlow(
  flow: TaintFlow,
  rules: ReadonlyMap<SinkKind, TaintRule>,
  report: (finding: RawFinding) => void,
): boolean {
  const { taint, unit } = flow;
  const found = rules.get(flow.kind);
  if (taint.origin.kind !== "source" || !found) return false;
  const source = taint.trace[0];
  const where =
    source && source.file === unit.path ? ` (line ${unit.lines.position(source.span.start).line})` : "";
  // A caller's value is only as dangerous as what the callers pass, an undefined name's as what
  // it holds: the message says so.
  const reaches = !flow.callerInput
    ? `Untrusted input from ${taint.origin.label}${where} reaches this call.`
    : taint.origin.unseen !== undefined
      ? `The ${taint.origin.label}${where}, reaches this call: if it can hold user input, it is exploitable.`
      : `The ${taint.origin.label}${where}, reaches this call: if a caller passes user input, it is exploitable.`;
  const through = flow.through
    ? ` ${flow.through.callee}() passes it to ${flow.through.label} (${flow.through.file === unit.path ? "" : `${flow.through.file}, `}line ${flow.through.line}).`
    : "";
  report({
    rule: found,
    unit,
    span: flow.span,
    message: `${found.message} ${reaches}${through}`,
    trace: flow.trace,
    localInput: flow.local,
    callerInput: flow.callerInput,
    sourceKind: flow.callerInput ? "unknown" : flow.local ? "local" : "remote",
  });
  return true;
}

/**
 * What the template analysis found unsafe (`templates/analyze.ts`), as findings of the rule for
 * the XSS sink kind: a template output is where HTML is written.
 */
export function reportTemplateHits(
  hits: readonly TemplateHit[],
  unit: FileUnit,
  rules: ReadonlyMap<SinkKind, TaintRule>,
  report: (finding: RawFinding) => void,
): void {
  const rule = rules.get("xss");
  if (!rule) return;
  for (const hit of hits)
    report({
      rule,
      unit,
      span: { start: hit.start, end: hit.end },
      // The template alone does not say where the value comes from: the message says what it would take.
      message: `${hit.detail} If the value can hold user input, this is cross-site scripting.`,
      confidence: hit.confidence,
      ...(hit.trace
        ? {
            trace: hit.trace.map((s) => ({
              file: unit.path,
              span: { start: s.start, end: s.end },
              message: s.message,
            })),
          }
        : {}),
    });
}
