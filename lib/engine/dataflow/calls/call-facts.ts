import { exprPath, leadingLiteral } from "../expr-path";
import { isTainted, type Val } from "../values";
import type { CallExpr } from "./call-key";

/**
 * What a model's `when` condition sees of a call: its arguments' constants, shapes and text, and
 * (given the source and the enclosing function's span) the function's text before and after it.
 */
export function callFacts(
  args: Val[],
  keywords: Map<string, Val>,
  call: CallExpr,
  within?: { source: string; start: number; end: number },
  receiver?: Val,
) {
  return {
    argCount: args.length,
    receiverFacts: receiver?.facts ?? NO_FACTS,
    receiverMade: receiver?.facts !== undefined,
    get before() {
      return within ? within.source.slice(within.start, call.span.start) : "";
    },
    get after() {
      return within ? within.source.slice(call.span.end, within.end) : "";
    },
    get file() {
      return within?.source ?? "";
    },
    get chain() {
      return receiverChain(call);
    },
    keyword(name: string) {
      const v = keywords.get(name);
      const expr = call.keywords.find((k) => k.name === name)?.value;
      return v
        ? { constant: v.constant?.value, known: v.constant !== undefined, text: expr && exprPath(expr) }
        : undefined;
    },
    arg(index: number) {
      const v = args[index];
      const expr = call.args[index];
      return v
        ? {
            constant: v.constant?.value,
            known: v.constant !== undefined,
            tainted: isTainted(v),
            isList: v.items !== undefined,
            isMap: v.keys !== undefined,
            text: expr && exprPath(expr),
            prefix: expr && leadingLiteral(expr),
            type: v.type,
            field(name: string) {
              const f = v.keys?.get(name);
              return f ? { constant: f.constant?.value, known: f.constant !== undefined } : undefined;
            },
            item(i: number) {
              const f = v.items?.[i];
              return f
                ? { constant: f.constant?.value, known: f.constant !== undefined, tainted: isTainted(f) }
                : undefined;
            },
          }
        : undefined;
    },
  };
}

const NO_FACTS: ReadonlySet<string> = new Set();

function receiverChain(call: CallExpr): string[] {
  const out: string[] = [];
  let e = call.callee.kind === "member" ? call.callee.object : undefined;
  while (e?.kind === "call" && e.callee.kind === "member") {
    const literals = e.args.map((a) => (a.kind === "lit" ? String(a.value) : "?"));
    out.push(`${e.callee.property}(${literals.join(",")})`);
    e = e.callee.object;
  }
  return out;
}

/** The source text and the span of the function being analysed, for `before` and `after`. */
export function enclosing(f: { unit: { source: string }; fn: { span: { start: number; end: number } } }) {
  return { source: f.unit.source, start: f.fn.span.start, end: f.fn.span.end };
}
