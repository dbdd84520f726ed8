import type { Expr, FunctionIR, ModuleIR } from "../ir/ir";
import type { EntryPointModel } from "../models/types";

type ClassIR = ModuleIR["classes"][number];
type ClassQualifier = Extract<EntryPointModel, { kind: "method" }>["classes"][number];

/** The parameters an entry point marks: from `fromParam` on, `count` of them when given. */
function marked(fn: FunctionIR, e: { fromParam: number; count?: number }): FunctionIR["params"] {
  return fn.params.slice(e.fromParam, e.count === undefined ? undefined : e.fromParam + e.count);
}

function classMatches(c: ClassIR, q: ClassQualifier): boolean {
  if ("supers" in q) return c.supers.some((s) => q.supers.test(s));
  return q.name.test(c.name) && (c.annotations ?? []).includes(q.annotation);
}

/**
 * Marks the entry points the language's models describe in a lowered module: the parameters of a
 * program's `main`, the functions given to a route registration. Every node of the module is
 * visited once; a mark is added once. Returns whether it marked any that the file is judged by (a
 * class's `main` is not: its other methods nothing calls still take unknown input, see open-params).
 */
export function markEntryPoints(module: ModuleIR, entryPoints: readonly EntryPointModel[]): boolean {
  if (entryPoints.length === 0) return false;
  const seen = new Set<object>();
  let anyMarked = false;
  const add = (marks: string[], mark: string, judged = true) => {
    if (judged) anyMarked = true;
    if (!marks.includes(mark)) marks.push(mark);
  };
  const imported = [...module.imports.values()];
  const importsOk = (pattern: RegExp | undefined) => !pattern || imported.some((m) => pattern.test(m));
  const topLevelSignatures = entryPoints.filter(
    (e): e is Extract<EntryPointModel, { kind: "signature" }> =>
      e.kind === "signature" && !e.anywhere && importsOk(e.imports),
  );
  const markSignature = (
    fn: FunctionIR,
    e: Extract<EntryPointModel, { kind: "signature" }>,
    calledHere = false,
  ) => {
    if (calledHere && e.notCalled) return;
    if (e.exact && fn.params.length !== e.params.length) return;
    if (!e.params.every((name, i) => name.test(fn.params[i]?.name ?? ""))) return;
    for (const p of marked(fn, e)) add(p.annotations, e.mark);
  };
  const markFunction = (fn: FunctionIR) => {
    for (const e of entryPoints) {
      if (e.kind === "function" && fn.name === e.name && (!fn.className || e.method))
        for (const p of marked(fn, e)) add(p.annotations, e.mark, !e.method);
      if (e.kind === "signature" && e.anywhere && importsOk(e.imports)) markSignature(fn, e);
    }
  };
  let functionsByName: Map<string, FunctionIR[]> | undefined;
  const byName = () => {
    if (!functionsByName) {
      functionsByName = new Map();
      for (const fn of module.functions)
        if (!fn.className) functionsByName.set(fn.name, [...(functionsByName.get(fn.name) ?? []), fn]);
    }
    return functionsByName;
  };
  const markCallbacks = (call: Extract<Expr, { kind: "call" }>) => {
    const callee = call.callee;
    // A receiver's name, or "" for a call without one (Sinatra's `get "/" do ... end`).
    const receiver =
      callee.kind === "member" ? (callee.object.kind === "name" ? callee.object.name : undefined) : "";
    const method = callee.kind === "member" ? callee.property : callee.kind === "name" ? callee.name : "";
    const first = call.args[0]?.kind === "lit" ? call.args[0].value : undefined;
    for (const e of entryPoints)
      if (
        e.kind === "callback" &&
        (receiver === e.receiver || (e.receiver === "*" && callee.kind === "member")) &&
        e.methods.test(method) &&
        (e.firstArg === undefined ||
          (typeof e.firstArg === "string"
            ? first === e.firstArg
            : typeof first === "string" && e.firstArg.test(first)))
      )
        // Python passes the handler by keyword too (`add_url_rule(rule, view_func=show)`).
        for (const a of [...call.args, ...call.keywords.map((k) => k.value)]) {
          if (a.kind === "func") add(a.fn.annotations, e.mark);
          // A function given by its name (PHP's `add_shortcode('tag', 'render_tag')`).
          if (a.kind === "lit" && typeof a.value === "string" && a !== call.args[0])
            for (const fn of module.functions)
              if (fn.name === a.value && !fn.className) add(fn.annotations, e.mark);
          // A handler named here (`addEventListener("message", onMessage)`) is the module's function.
          if (a.kind === "name") for (const fn of byName().get(a.name) ?? []) add(fn.annotations, e.mark);
        }
  };
  const markHandler = ({ target, value }: Extract<Expr, { kind: "assign" }>) => {
    if (target.kind !== "member" || target.object.kind !== "name" || value.kind !== "func") return;
    for (const e of entryPoints)
      if (e.kind === "callback" && e.property === target.property && e.receiver === target.object.name)
        add(value.fn.annotations, e.mark);
  };
  /** Names the module's own code calls: a function called there is a helper, not a handler. */
  const called = new Set<string>();
  // The IR is plain data: a walk over its objects and arrays reaches every function and call. It
  // is a tree but for functions, which the module lists besides where they are written.
  const visit = (node: unknown) => {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    if ("params" in record && "body" in record && "annotations" in record) {
      if (seen.has(node)) return;
      seen.add(node);
      markFunction(node as FunctionIR);
    }
    if (record.kind === "call") {
      const call = node as Extract<Expr, { kind: "call" }>;
      markCallbacks(call);
      if (call.callee.kind === "name") called.add(call.callee.name);
    }
    if (record.kind === "assign") markHandler(node as Extract<Expr, { kind: "assign" }>);
    for (const key in record) if (key !== "span") visit(record[key]);
  };
  for (const c of module.classes)
    for (const e of entryPoints) {
      if (e.kind !== "method" || !importsOk(e.imports) || !e.classes.some((q) => classMatches(c, q)))
        continue;
      for (const fn of c.methods)
        if (
          fn.name !== c.name &&
          (!e.names || e.names.test(fn.name)) &&
          e.with.every((m) => fn.annotations.includes(m)) &&
          !e.without.some((m) => fn.annotations.includes(m))
        )
          add(fn.annotations, e.mark);
    }
  visit(module.functions);
  visit(module.classes);
  visit(module.globals);
  visit(module.topLevel);
  // Unless a model says otherwise, only a module's own functions answer the framework; a nested function is a helper.
  for (const e of topLevelSignatures)
    for (const fn of module.functions) if (!fn.className) markSignature(fn, e, called.has(fn.name));
  return anyMarked;
}
