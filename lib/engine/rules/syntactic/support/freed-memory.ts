import type { FunctionIR, ModuleIR } from "../../../ir/ir";
import type { FreedFinding, Summary, WalkedFile } from "./freed-file";
import { LIFETIME_WORDS, ownerReturners } from "./freed-lifetimes";
import { emptyState, joinAll } from "./freed-state";
import { Walk } from "./freed-walk";

export type { FreedFinding } from "./freed-file";

const cache = new WeakMap<ModuleIR, FreedFinding[]>();

/**
 * Memory used after it was freed, or freed twice, in C and C++: one pass over each function of a
 * file, following which objects are freed on EVERY path reaching a point (`freed-state.ts`). A
 * branch that frees and returns does not reach what follows it; a pointer assigned (`p = NULL`,
 * `p = malloc(…)`) points to a new object. A function of the file that frees its parameter on
 * every path frees what its callers pass (its summary, computed once). The findings of a file are
 * computed once for both rules.
 */
export function freedMemoryFindings(
  module: ModuleIR,
  source: string,
  tick: () => void,
  cpp: boolean,
): FreedFinding[] {
  let found = cache.get(module);
  if (found) return found;
  // Nothing is freed in a file that names no deallocation nor (C++) memory with a lifetime of its own.
  const lifetimes = cpp && LIFETIME_WORDS.test(source);
  if (!source.includes("free") && !source.includes("delete") && !lifetimes) found = [];
  else {
    const file = new FreedMemory(module, source, tick, lifetimes);
    file.run(module.functions);
    found = file.findings;
  }
  cache.set(module, found);
  return found;
}

class FreedMemory implements WalkedFile {
  readonly findings: FreedFinding[] = [];
  private readonly reported = new Set<string>();
  private readonly summaries = new Map<FunctionIR, Summary>();
  private readonly byName = new Map<string, FunctionIR | null>();
  private returners: Set<string> | undefined;

  constructor(
    module: ModuleIR,
    readonly source: string,
    readonly tick: () => void,
    readonly lifetimes: boolean,
  ) {
    for (const fn of module.functions) this.byName.set(fn.name, this.byName.has(fn.name) ? null : fn);
  }

  /**
   * Runs the functions that can free: those naming a deallocation, then, until none is left,
   * those calling a function found to free its parameter. The others cannot reach a free.
   */
  run(functions: readonly FunctionIR[]): void {
    const texts = functions.map((fn) => this.source.slice(fn.span.start, fn.span.end));
    // Case aside: a macro (`FREE(p)`) may stand for the call.
    let pending = functions.filter(
      (_, i) =>
        /free|delete/i.test(texts[i] as string) ||
        (this.lifetimes && LIFETIME_WORDS.test(texts[i] as string)),
    );
    while (pending.length > 0) {
      for (const fn of pending) this.summaryOf(fn);
      const freeing = [...this.summaries]
        .filter(([fn, summary]) => summary.frees.length > 0 && this.byName.get(fn.name) === fn)
        .map(([fn]) => `${fn.name}(`);
      pending = functions.filter(
        (fn, i) => !this.summaries.has(fn) && freeing.some((call) => (texts[i] as string).includes(call)),
      );
    }
  }

  report(finding: FreedFinding): void {
    const key = `${finding.rule}:${finding.span.start}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.findings.push(finding);
  }

  returnsOwner(name: string): boolean {
    this.returners ??= ownerReturners(this.source);
    return this.returners.has(name);
  }

  helper(name: string): Summary | undefined {
    const fn = this.byName.get(name);
    return fn ? this.summaryOf(fn) : undefined;
  }

  summaryOf(fn: FunctionIR): Summary {
    const known = this.summaries.get(fn);
    if (known) return known;
    // A recursive call frees nothing as far as the function itself is concerned.
    this.summaries.set(fn, { frees: [] });
    const walk = new Walk(this, fn.params);
    const end = walk.stmts(fn.body, emptyState());
    const exit = joinAll([...walk.returns, end], fn.span.end);
    const frees: Summary["frees"] = [];
    fn.params.forEach((p, param) => {
      for (const id of exit?.freed.keys() ?? [])
        if (id === p.name || id.startsWith(`${p.name}.`))
          frees.push({ param, rest: id.slice(p.name.length) });
    });
    const summary = { frees };
    this.summaries.set(fn, summary);
    return summary;
  }
}
