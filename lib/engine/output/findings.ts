import type { FileUnit } from "../dataflow/resolve/project-index";
import type { LineIndex } from "../parse/syntax";
import type { scanSecrets } from "../rules/secrets/hardcoded-secret";
import type { RawFinding, SecretRule } from "../rules/types";
import type { Finding } from "../schema";
import { fingerprint } from "./fingerprint";
import { confidenceOf, severityOf } from "./policy";

export function secretFinding(
  rule: SecretRule,
  path: string,
  m: ReturnType<typeof scanSecrets>[number],
): RawFinding {
  return {
    rule,
    confidence: m.confidence,
    unit: { path } as FileUnit,
    span: { start: m.offset, end: m.offset + m.length },
    message: m.message,
  };
}

/** A sink reached by many inputs is one weakness: its first few sources show the pattern. */
const MAX_SOURCES_PER_SINK = 4;

/** By file, then position, then rule: the order findings are numbered and reported in. */
function byPlace(a: RawFinding, b: RawFinding): number {
  if (a.unit.path !== b.unit.path) return a.unit.path < b.unit.path ? -1 : 1;
  return a.span.start - b.span.start || (a.rule.id < b.rule.id ? -1 : 1);
}

function traceOf(f: RawFinding, texts: Map<string, { text: string; lines: LineIndex }>): Finding["trace"] {
  return f.trace?.map((s) => {
    const t = texts.get(s.file);
    const p = t ? t.lines.position(s.span.start) : { line: 0, column: 0 };
    return { file: s.file, line: p.line, column: p.column, message: s.message };
  });
}

/** The file a finding's input goes on to after the step at the finding itself (a callee's), if any. */
function enteredFile(f: RawFinding): string | undefined {
  const trace = f.trace ?? [];
  const at = trace.findLastIndex((s) => s.file === f.unit.path && s.span.start === f.span.start);
  return at >= 0 ? trace[at + 1]?.file : undefined;
}

export function toFindings(
  raw: RawFinding[],
  texts: Map<string, { text: string; lines: LineIndex }>,
): Finding[] {
  const seen = new Set<string>();
  const perSink = new Map<string, number>();
  const occurrences = new Map<string, number>();
  const out: Finding[] = [];
  for (const f of [...raw].sort(byPlace)) {
    const file = texts.get(f.unit.path);
    if (!file) continue;
    const start = file.lines.position(f.span.start);
    // Within one function a sink gives one flow; input from other lines reaching the same place
    // (a function value several handlers call) is a finding of each, up to a few per sink. A
    // named helper's sink is reported at each call that passes it input (dataflow/summaries.ts).
    // A call that runs several implementations (an interface's) reaches a sink in each: the file
    // the input enters after the call tells them apart.
    const source = f.trace?.[0];
    const from = source && texts.get(source.file)?.lines.position(source.span.start).line;
    const sink = `${f.rule.id}\u0000${f.unit.path}\u0000${start.line}`;
    const dedupe = `${sink}\u0000${source?.file}:${from}\u0000${enteredFile(f)}`;
    const atSink = perSink.get(sink) ?? 0;
    if (seen.has(dedupe) || atSink >= MAX_SOURCES_PER_SINK) continue;
    seen.add(dedupe);
    perSink.set(sink, atSink + 1);
    const end = file.lines.position(Math.max(f.span.start, f.span.end));
    const lineText = file.text
      .slice(file.lines.lineStart(start.line), file.lines.lineStart(start.line + 1))
      .replace(/\r?\n$/, "");
    const occurrenceKey = `${f.rule.id}\u0000${f.unit.path}\u0000${lineText.replace(/\s+/g, "")}`;
    const occurrence = occurrences.get(occurrenceKey) ?? 0;
    occurrences.set(occurrenceKey, occurrence + 1);
    out.push(findingOf(f, { start, end, lineText, occurrence }, texts));
  }
  return out;
}

/** Where a finding stands in its file: its span as positions, its line's text and its place among that line's twins. */
interface Place {
  start: { line: number; column: number };
  end: { line: number; column: number };
  lineText: string;
  occurrence: number;
}

function findingOf(
  f: RawFinding,
  { start, end, lineText, occurrence }: Place,
  texts: Map<string, { text: string; lines: LineIndex }>,
): Finding {
  const trace = traceOf(f, texts);
  return {
    ruleId: f.rule.id,
    title: f.rule.title,
    severity: severityOf(f),
    confidence: confidenceOf(f),
    cwe: f.rule.cwe,
    owasp: f.rule.owasp,
    file: f.unit.path,
    startLine: start.line,
    startColumn: start.column,
    endLine: end.line,
    endColumn: end.column,
    message: f.message,
    ...(trace && trace.length > 0 ? { trace } : {}),
    ...(f.sourceKind ? { sourceKind: f.sourceKind } : {}),
    fix: { description: f.rule.fix.description, ...(f.replacement ? { replacement: f.replacement } : {}) },
    fingerprint: fingerprint(f.rule.id, f.unit.path, lineText, occurrence),
    snippet: lineText.trim().slice(0, 300),
  };
}
