import type { Expr, FunctionIR, ModuleIR } from "../ir/ir";
import type { EntryPointModel } from "../models/types";
import { importsMatching } from "./imported-modules";

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
export function markEntryPoints(
  module: ModuleIR,
  path: string,
  entryPoints: readonly EntryPointModel[],
): boolean {
  if (entryPoints.length === 0) return false;
  const marking = new EntryPointMarking(module, path, entryPoints);
  const topLevelSignatures = entryPoints.filter(
    (e): e is SignatureModel => e.kind === "signature" && !e.anywhere && marking.importsOk(e.imports),
  );
  for (const c of module.classes) for (const e of entryPoints) marking.markMethods(c, e);
  marking.visit(module.functions);
  marking.visit(module.classes);
  marking.visit(module.globals);
  marking.visit(module.topLevel);
  // Unless a model says otherwise, only a module's own functions answer the framework; a nested function is a helper.
  for (const e of topLevelSignatures)
    for (const fn of module.functions)
      if (!fn.className) marking.markSignature(fn, e, marking.called.has(fn.name));
  return marking.anyMarked;
}

type SignatureModel = Extract<EntryPointModel, { kind: "signature" }>;
type CallbackModel = Extract<EntryPointModel, { kind: "callback" }>;
type MethodModel = Extract<EntryPointModel, { kind: "method" }>;
type CallIR = Extract<Expr, { kind: "call" }>;

/** Whether a registration call (`app.get("/", handler)`) is one a callback model describes. */
function registers(
  e: CallbackModel,
  call: CallIR,
  receiver: string | undefined,
  method: string,
  first: unknown,
): boolean {
  if (!(receiver === e.receiver || (e.receiver === "*" && call.callee.kind === "member"))) return false;
  if (!e.methods.test(method)) return false;
  if (e.firstArg === undefined) return true;
  return typeof e.firstArg === "string"
    ? first === e.firstArg
    : typeof first === "string" && e.firstArg.test(first);
}

/** Whether the parameters' declared types match the patterns, one each, in order. */
function typesMatch(params: FunctionIR["params"], types: RegExp[]): boolean {
  return params.length === types.length && types.every((t, i) => t.test(params[i]?.type ?? ""));
}

/** Whether a method of a class a method model matches is one of the entry points it describes. */
function methodMatches(c: ClassIR, fn: FunctionIR, e: MethodModel): boolean {
  return (
    fn.name !== c.name &&
    (!e.names || e.names.test(fn.name)) &&
    (!e.paramTypes || typesMatch(fn.params, e.paramTypes)) &&
    e.with.every((m) => fn.annotations.includes(m)) &&
    !e.without.some((m) => fn.annotations.includes(m))
  );
}

/** One module's marking: what it has visited and marked, and the names its own code calls. */
class EntryPointMarking {
  anyMarked = false;
  /** Names the module's own code calls: a function called there is a helper, not a handler. */
  readonly called = new Set<string>();
  private readonly seen = new Set<object>();
  private functionsByName: Map<string, FunctionIR[]> | undefined;

  constructor(
    private readonly module: ModuleIR,
    private readonly path: string,
    private readonly entryPoints: readonly EntryPointModel[],
  ) {}

  importsOk(pattern: RegExp | undefined): boolean {
    return importsMatching(this.module, this.path, pattern);
  }

  private add(marks: string[], mark: string, judged = true): void {
    if (judged) this.anyMarked = true;
    if (!marks.includes(mark)) marks.push(mark);
  }

  markSignature(fn: FunctionIR, e: SignatureModel, calledHere = false): void {
    if (calledHere && e.notCalled) return;
    if (e.exact && fn.params.length !== e.params.length) return;
    if (!e.params.every((name, i) => name.test(fn.params[i]?.name ?? ""))) return;
    for (const p of marked(fn, e)) this.add(p.annotations, e.mark);
  }

  /** Marks the methods of a class that a method model describes. */
  markMethods(c: ClassIR, e: EntryPointModel): void {
    if (e.kind !== "method" || !this.importsOk(e.imports) || !e.classes.some((q) => this.qualifies(c, q)))
      return;
    for (const fn of c.methods) if (methodMatches(c, fn, e)) this.add(fn.annotations, e.mark);
  }

  /** Whether the class, or a class of the module it extends (`LoginForm(BaseForm)`, `BaseForm(Form)`), qualifies. */
  private qualifies(c: ClassIR, q: ClassQualifier, seen = new Set<ClassIR>()): boolean {
    if (classMatches(c, q)) return true;
    seen.add(c);
    return this.module.classes.some(
      (s) => !seen.has(s) && c.supers.includes(s.name) && this.qualifies(s, q, seen),
    );
  }

  // The IR is plain data: a walk over its objects and arrays reaches every function and call. It
  // is a tree but for functions, which the module lists besides where they are written.
  visit(node: unknown): void {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) this.visit(item);
      return;
    }
    const record = node as Record<string, unknown>;
    if ("params" in record && "body" in record && "annotations" in record) {
      if (this.seen.has(node)) return;
      this.seen.add(node);
      this.markFunction(node as FunctionIR);
    }
    if (record.kind === "call") this.visitCall(node as CallIR);
    if (record.kind === "assign") this.markHandler(node as Extract<Expr, { kind: "assign" }>);
    for (const key in record) if (key !== "span") this.visit(record[key]);
  }

  private visitCall(call: CallIR): void {
    this.markCallbacks(call);
    if (call.callee.kind === "name") this.called.add(call.callee.name);
  }

  private markFunction(fn: FunctionIR): void {
    for (const e of this.entryPoints) {
      if (e.kind === "function" && fn.name === e.name && (!fn.className || e.method))
        for (const p of marked(fn, e)) this.add(p.annotations, e.mark, !e.method);
      if (e.kind === "signature" && e.anywhere && this.importsOk(e.imports)) this.markSignature(fn, e);
    }
  }

  private markCallbacks(call: CallIR): void {
    const callee = call.callee;
    // A receiver's name, or "" for a call without one (Sinatra's `get "/" do ... end`).
    const receiver =
      callee.kind === "member" ? (callee.object.kind === "name" ? callee.object.name : undefined) : "";
    const method = callee.kind === "member" ? callee.property : callee.kind === "name" ? callee.name : "";
    const first = call.args[0]?.kind === "lit" ? call.args[0].value : undefined;
    for (const e of this.entryPoints)
      if (e.kind === "callback" && registers(e, call, receiver, method, first))
        // Python passes the handler by keyword too (`add_url_rule(rule, view_func=show)`).
        for (const a of [...call.args, ...call.keywords.map((k) => k.value)])
          this.markCallback(call, a, e.mark);
  }

  /** Marks the function an argument of a registration call gives, if it gives one. */
  private markCallback(call: CallIR, a: Expr, mark: string): void {
    if (a.kind === "func") this.add(a.fn.annotations, mark);
    // A function given by its name (PHP's `add_shortcode('tag', 'render_tag')`).
    if (a.kind === "lit" && typeof a.value === "string" && a !== call.args[0])
      for (const fn of this.module.functions)
        if (fn.name === a.value && !fn.className) this.add(fn.annotations, mark);
    // A handler named here (`addEventListener("message", onMessage)`) is the module's function.
    if (a.kind === "name") for (const fn of this.byName().get(a.name) ?? []) this.add(fn.annotations, mark);
  }

  private markHandler({ target, value }: Extract<Expr, { kind: "assign" }>): void {
    if (target.kind !== "member" || target.object.kind !== "name" || value.kind !== "func") return;
    for (const e of this.entryPoints)
      if (e.kind === "callback" && e.property === target.property && e.receiver === target.object.name)
        this.add(value.fn.annotations, e.mark);
  }

  /** The module's own functions (not methods) by name, built when first asked. */
  private byName(): Map<string, FunctionIR[]> {
    if (!this.functionsByName) {
      const byName = new Map<string, FunctionIR[]>();
      for (const fn of this.module.functions)
        if (!fn.className) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
      this.functionsByName = byName;
    }
    return this.functionsByName;
  }
}
