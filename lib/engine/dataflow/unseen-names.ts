import type { Expr, FunctionIR, Span, Stmt } from "../ir/ir";
import type { Frame } from "./context";
import { declaresEntryPoints } from "./open-params";
import type { FileUnit } from "./resolve/project-index";
import type { Val } from "./values";

// A name the analysed code reads but never defines (no assignment, parameter, import, loop
// variable or definition anywhere in the file) holds a value from code the analysis cannot see:
// a pasted snippet's inputs, or a PHP file's variables set by the file that includes it. Like a
// parameter of a function nothing calls (open-params.ts), it is input of unknown origin: reported
// only where a value from anywhere is dangerous (injections), at medium confidence. A file that
// declares its entry points is judged by them alone.
//
// Only in languages whose traits say so (LanguageTraits.undefinedNames: Python and PHP, where an
// undefined name is otherwise an error or null): in JavaScript it is a global of the page or
// runtime, in Ruby a method call, in compiled languages a field or constant the analysed code did
// not include.
//
// Where the traits say so (`callResults`, Python), a value a function outside the analysed code
// returns without being given anything is the same: one the file calls without defining it
// (`get_userinput()`), or imports from a module that is neither the project's own nor one the
// models know (`from somewhere import something`).
// A function given arguments most likely makes its result of them (a decoder, a query builder),
// which their taint already follows. The standard library and the modelled libraries are known by
// their models; the project's own modules are judged by their code (at `ultra`) and, when the
// submission holds them, never as unseen (OpenParams.reportUnseen).

/** Where a file's names are defined: at module level, per function (with its enclosing ones), anywhere. */
interface Definitions {
  module: Set<string>;
  scopes: Map<FunctionIR, Set<string>>;
  all: Set<string>;
}

const definitionsByUnit = new WeakMap<FileUnit, Definitions | null>();

/**
 * The value of a name nothing in the analysed code defines, as input of unknown origin; undefined
 * for any other name.
 */
export function unseenInput(f: Frame, name: string, span: Span): Val | undefined {
  if (f.quiet || !isUnseen(f, name, span)) return undefined;
  const shown = `${f.unit.traits.undefinedNames?.sigil ?? ""}${name}`;
  return unknownOrigin(f, span, shown, `value of ${shown}, which the analysed code never defines`, name);
}

/** Input of unknown origin read at `span` from `shown`, which the analysed code does not define. */
function unknownOrigin(
  f: Frame,
  span: Span,
  shown: string,
  label: string,
  unseen: string,
  module?: string,
): Val {
  return {
    taints: [
      {
        origin: { kind: "source", label, unseen, module },
        trace: [f.step(span, `input of unknown origin: ${shown} is defined nowhere in the analysed code`)],
        safe: new Set(),
      },
    ],
  };
}

/**
 * What a call given nothing, of a function outside the analysed code, gives where the language
 * says so (`callResults`): input of unknown origin; undefined for any other call.
 */
export function unseenResult(f: Frame, call: Extract<Expr, { kind: "call" }>): Val | undefined {
  if (f.quiet || !f.unit.traits.undefinedNames?.callResults) return undefined;
  if (call.args.length > 0 || call.keywords.length > 0) return undefined;
  const { callee, span } = call;
  const module = outsideModule(f, callee);
  const name = calledName(callee);
  if (name === undefined || /^[A-Z_]/.test(name)) return undefined;
  if (module === undefined && !(callee.kind === "name" && isUnseen(f, callee.name, span))) return undefined;
  if (!definitions(f)) return undefined;
  // An aliased import (`from mylib import util as u`) is shown by the name its module gives it.
  const imported = callee.kind === "name" ? f.unit.module.imports.get(name) : undefined;
  const shown = module === undefined ? `${name}()` : `${imported ?? `${module}.${name}`}()`;
  const where =
    module === undefined
      ? "which the analysed code never defines"
      : "a function of a module outside the analysed code";
  return unknownOrigin(f, span, shown, `value returned by ${shown}, ${where}`, name, module);
}

/** The name a callee calls: `f` of `f()` and of `obj.f()`. */
function calledName(callee: Expr): string | undefined {
  if (callee.kind === "name") return callee.name;
  return callee.kind === "member" ? callee.property : undefined;
}

/**
 * The module a called function is imported from (`from somewhere import something`,
 * `somewhere.something()` after `import somewhere`) when neither the models nor the standard
 * library know it and it is not imported relative to the file (the project's own).
 */
function outsideModule(f: Frame, callee: Expr): string | undefined {
  const root =
    callee.kind === "name"
      ? callee.name
      : callee.kind === "member" && callee.object.kind === "name"
        ? callee.object.name
        : undefined;
  if (root === undefined || f.isKnownName(root)) return undefined;
  const imported = f.unit.module.imports.get(root);
  if (!imported || imported.startsWith(".")) return undefined;
  // A name imported whole (`import somewhere`) names a module, not a function.
  if (callee.kind === "name" && !imported.includes(".")) return undefined;
  const module = callee.kind === "name" ? imported.slice(0, imported.lastIndexOf(".")) : imported;
  const top = module.split(".")[0] ?? "";
  if (!top || top.startsWith("_") || f.model.knownModules.has(top)) return undefined;
  return module;
}

function isUnseen(f: Frame, name: string, span: Span): boolean {
  const { unit } = f;
  const names = unit.traits.undefinedNames;
  if (!names || names.builtins.has(name) || names.conventional.test(name)) return false;
  if (names.sigil !== undefined && unit.source[span.start] !== names.sigil) return false;
  // Where only the top level counts, a function's variables are its own: one never set there is
  // null, not input.
  const topLevel = names.scope === "top-level";
  if (topLevel && f.fn !== unit.module.topLevel) return false;
  const defined = definitions(f);
  if (!defined) return false;
  if (topLevel) return !defined.all.has(name);
  return !defined.module.has(name) && !(defined.scopes.get(f.fn) ?? defined.all).has(name);
}

function definitions(f: Frame): Definitions | undefined {
  const { unit } = f;
  let found = definitionsByUnit.get(unit);
  if (found === undefined) {
    const hidden = unit.traits.undefinedNames?.hiddenDefinitions;
    found =
      !hidden || hidden.test(unit.source) || declaresEntryPoints(unit, f.model) ? null : definitionsOf(unit);
    definitionsByUnit.set(unit, found);
  }
  return found ?? undefined;
}

/** Names the module defines before any function runs: imports, globals, `global` names, classes and fields. */
function moduleLevelNames(unit: FileUnit): Set<string> {
  const { module } = unit;
  const names = new Set<string>([...module.imports.keys(), ...module.globals.map((g) => g.name)]);
  for (const m of unit.source.matchAll(/^\s*global\s+([\w$, ]+)/gm))
    for (const name of (m[1] ?? "").split(",")) names.add(name.trim().replace(/^\$/, ""));
  for (const cls of module.classes) {
    names.add(cls.name);
    for (const field of cls.fields ?? []) names.add(field.name);
  }
  return names;
}

/** The arguments a call of a function that sets its out-parameters (`preg_match`'s matches) defines. */
function outArguments(
  call: Extract<Expr, { kind: "call" }>,
  outParams: Record<string, readonly number[]> | undefined,
): Expr[] {
  if (call.callee.kind !== "name" || !outParams) return [];
  return (outParams[call.callee.name.toLowerCase()] ?? []).flatMap((i) => call.args[i] ?? []);
}

/**
 * Every name the module defines: at module level (imports, top-level assignments and definitions,
 * names a function declares `global`), in each function with those of the functions around it,
 * and in any scope at all.
 */
function definitionsOf(unit: FileUnit): Definitions {
  const { module } = unit;
  const walk = new DefinitionWalk(
    moduleLevelNames(unit),
    module.topLevel,
    unit.traits.undefinedNames?.outParams,
  );
  const moduleNames = walk.moduleNames;
  walk.scope(module.topLevel, new Set());
  for (const f of module.functions) {
    moduleNames.add(f.name);
    walk.scope(f, moduleNames);
  }
  for (const cls of module.classes) for (const m of cls.methods) walk.scope(m, moduleNames);
  for (const name of moduleNames) walk.all.add(name);
  return { module: moduleNames, scopes: walk.scopes, all: walk.all };
}

/** The parts of a destructuring target (`[a, b]`, `{ a, b }`, `list($a, $b)`), or undefined for any other. */
function destructured(target: Expr): Expr[] | undefined {
  if (target.kind === "array") return target.items;
  if (target.kind === "object") return target.props.map((p) => p.value);
  if (target.kind === "other") return target.parts;
  return undefined;
}

/** One walk over a module's functions, recording the names each scope binds. */
class DefinitionWalk {
  readonly all = new Set<string>();
  readonly scopes = new Map<FunctionIR, Set<string>>();
  /** The names the scope being walked binds (at top level, the module's). */
  private own: Set<string>;
  /** The functions defined in the scope being walked, walked once it is done. */
  private nested: FunctionIR[] = [];

  constructor(
    readonly moduleNames: Set<string>,
    private readonly topLevel: FunctionIR,
    private readonly outParams: Record<string, readonly number[]> | undefined,
  ) {
    this.own = moduleNames;
  }

  private define(name: string): void {
    this.own.add(name);
    this.all.add(name);
  }

  private bind(target: Expr): void {
    const parts = destructured(target);
    if (target.kind === "name") this.define(target.name);
    else if (parts) for (const part of parts) this.bind(part);
    else this.visit(target);
  }

  /** A function's own names are all known once its body is walked: nested ones are walked after. */
  scope(f: FunctionIR, around: Set<string>): void {
    if (this.scopes.has(f)) return;
    const outer = { own: this.own, nested: this.nested };
    this.own = f === this.topLevel ? this.moduleNames : new Set();
    this.nested = [];
    for (const p of f.params) {
      this.define(p.name);
      if (p.pattern) this.bind(p.pattern);
    }
    this.visit(f.body);
    const visible = new Set([...around, ...this.own]);
    this.scopes.set(f, visible);
    const inner = this.nested;
    this.own = outer.own;
    this.nested = outer.nested;
    for (const g of inner) this.scope(g, visible);
  }

  /**
   * The IR is plain data: a walk over its objects reaches every place a name is bound (as the
   * entry-point marking walks it). Only bindings matter here, so every other node is just entered.
   */
  private visit(node: unknown): void {
    if (typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) this.visit(item);
      return;
    }
    if (this.binds(node as Expr | Stmt)) return;
    const record = node as Record<string, unknown>;
    for (const key in record) if (key !== "span") this.visit(record[key]);
  }

  /** Records the names a node binds: true when that walked all of it, false when its parts are still to walk. */
  private binds(n: Expr | Stmt): boolean {
    switch (n.kind) {
      case "func":
        // A function's name is the module's, whatever scope defines it: calls reach it by that name.
        this.moduleNames.add(n.fn.name);
        this.all.add(n.fn.name);
        this.nested.push(n.fn);
        return true;
      case "assign":
        this.bind(n.target);
        this.visit(n.value);
        return true;
      case "loop":
        if (n.each) this.bind(n.each.target);
        return false;
      case "comprehension":
        for (const c of n.clauses) if ("target" in c) this.bind(c.target);
        return false;
      case "try":
        for (const h of n.handlers) if (h.name) this.define(h.name);
        return false;
      case "call":
        for (const out of outArguments(n, this.outParams)) this.bind(out);
        return false;
      default:
        return false;
    }
  }
}
