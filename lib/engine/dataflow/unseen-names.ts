import type { Expr, FunctionIR, Span, Stmt } from "../ir/ir";
import type { Frame } from "./context";
import { declaresEntryPoints, OBJECT_PARAMS } from "./open-params";
import type { FileUnit } from "./resolve/project-index";
import type { Val } from "./values";

// A name the analysed code reads but never defines (no assignment, parameter, import, loop
// variable or definition anywhere in the file) holds a value from code the analysis cannot see:
// a pasted snippet's inputs, or a PHP file's variables set by the file that includes it. Like a
// parameter of a function nothing calls (open-params.ts), it is input of unknown origin: reported
// only where a value from anywhere is dangerous (injections), at medium confidence. A file that
// declares its entry points is judged by them alone.
//
// Python and PHP only, where an undefined name is otherwise an error or null: in JavaScript it is a
// global of the page or runtime, in Ruby a method call, in compiled languages a field or constant
// the analysed code did not include.

/** Python's built-in names (3 and 2), which every module reads without defining. */
const PYTHON_BUILTINS = new Set(
  (
    "abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile " +
    "complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float format " +
    "frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len license " +
    "list locals map max memoryview min next object oct open ord pow print property quit range repr " +
    "reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip None True " +
    "False NotImplemented Ellipsis unicode basestring long xrange raw_input reduce file unichr cmp " +
    "execfile reload intern apply buffer coerce self cls _"
  ).split(" "),
);

/** PHP's predefined variables that are not request input (superglobals are sources of their own). */
const PHP_PREDEFINED = new Set(["this", "GLOBALS", "argv", "argc", "http_response_header", "php_errormsg"]);

/** PHP functions that set the variables given at these positions (passed by reference). */
const PHP_OUT_PARAMS: Record<string, number[]> = {
  preg_match: [2],
  preg_match_all: [2],
  preg_replace: [4],
  preg_replace_callback: [4],
  str_replace: [3],
  str_ireplace: [3],
  exec: [1, 2],
  system: [1],
  passthru: [1],
  proc_open: [2],
  getimagesize: [1],
  fsockopen: [2, 3],
  stream_socket_client: [1, 2],
  openssl_sign: [1],
  openssl_seal: [1, 2],
  openssl_open: [1],
  openssl_public_encrypt: [1],
  openssl_private_encrypt: [1],
  openssl_public_decrypt: [1],
  openssl_private_decrypt: [1],
  similar_text: [2],
  sscanf: [2, 3, 4, 5, 6, 7],
  curl_multi_exec: [1],
};

/** Code that defines names the file does not spell out: a star import, or writing the scope itself. */
const HIDDEN_DEFINITIONS: Partial<Record<FileUnit["language"], RegExp>> = {
  python: /\bimport\s+\*|\bsetattr\(|\b(?:globals|locals|vars)\(\)|__builtins__|\bbuiltins\./,
  php: /\b(?:extract|compact|parse_str|import_request_variables)\s*\(|\$\$|\$\{/,
};

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
  if (!f.ctx.taint || f.quiet || !isUnseen(f, name, span)) return undefined;
  const shown = f.unit.language === "php" ? `$${name}` : name;
  return {
    taints: [
      {
        origin: {
          kind: "source",
          label: `value of ${shown}, which the analysed code never defines`,
          unseen: name,
        },
        trace: [f.step(span, `input of unknown origin: ${shown} is defined nowhere in the analysed code`)],
        safe: new Set(),
      },
    ],
  };
}

function isUnseen(f: Frame, name: string, span: Span): boolean {
  const { unit } = f;
  if (OBJECT_PARAMS.has(name)) return false;
  if (unit.language === "python") {
    if (PYTHON_BUILTINS.has(name) || /^__\w+__$/.test(name)) return false;
    // A capitalised name is a class or constant by convention, defined where the analysis cannot see.
    if (/^[A-Z]/.test(name)) return false;
  } else if (unit.language === "php") {
    if (PHP_PREDEFINED.has(name) || !/[a-z]/.test(name) || unit.source[span.start] !== "$") return false;
    // A function's variables are its own: one never set there is null, not input.
    if (f.fn !== unit.module.topLevel) return false;
  } else return false;
  const defined = definitions(f);
  if (!defined) return false;
  if (unit.language === "php") return !defined.all.has(name);
  return !defined.module.has(name) && !(defined.scopes.get(f.fn) ?? defined.all).has(name);
}

function definitions(f: Frame): Definitions | undefined {
  const { unit } = f;
  let found = definitionsByUnit.get(unit);
  if (found === undefined) {
    const hidden = HIDDEN_DEFINITIONS[unit.language];
    found =
      !hidden || hidden.test(unit.source) || declaresEntryPoints(unit, f.model) ? null : definitionsOf(unit);
    definitionsByUnit.set(unit, found);
  }
  return found ?? undefined;
}

/**
 * Every name the module defines: at module level (imports, top-level assignments and definitions,
 * names a function declares `global`), in each function with those of the functions around it,
 * and in any scope at all.
 */
function definitionsOf(unit: FileUnit): Definitions {
  const { module } = unit;
  const all = new Set<string>();
  const scopes = new Map<FunctionIR, Set<string>>();
  const moduleNames = new Set<string>([...module.imports.keys(), ...module.globals.map((g) => g.name)]);
  for (const m of unit.source.matchAll(/^\s*global\s+([\w$, ]+)/gm))
    for (const name of (m[1] ?? "").split(",")) moduleNames.add(name.trim().replace(/^\$/, ""));
  for (const cls of module.classes) {
    moduleNames.add(cls.name);
    for (const field of cls.fields ?? []) moduleNames.add(field.name);
  }
  let own = moduleNames;
  let nested: FunctionIR[] = [];
  const define = (name: string): void => {
    own.add(name);
    all.add(name);
  };
  const bind = (target: Expr): void => {
    if (target.kind === "name") define(target.name);
    else if (target.kind === "array") for (const item of target.items) bind(item);
    else if (target.kind === "object") for (const p of target.props) bind(p.value);
    else if (target.kind === "other") for (const part of target.parts) bind(part);
    else expr(target);
  };
  // A function's own names are all known once its body is walked: nested ones are walked after.
  const fn = (f: FunctionIR, around: Set<string>): void => {
    if (scopes.has(f)) return;
    const outer = { own, nested };
    own = f === module.topLevel ? moduleNames : new Set();
    nested = [];
    for (const p of f.params) {
      define(p.name);
      if (p.pattern) bind(p.pattern);
    }
    stmts(f.body);
    const visible = new Set([...around, ...own]);
    scopes.set(f, visible);
    const inner = nested;
    ({ own, nested } = outer);
    for (const g of inner) fn(g, visible);
  };
  const later = (f: FunctionIR): void => {
    // A function's name is the module's, whatever scope defines it: calls reach it by that name.
    moduleNames.add(f.name);
    all.add(f.name);
    nested.push(f);
  };
  const expr = (e: Expr): void => {
    switch (e.kind) {
      case "name":
      case "lit":
        return;
      case "member":
        expr(e.object);
        return;
      case "index":
        expr(e.object);
        expr(e.index);
        return;
      case "call":
        if (e.callee.kind === "name" && unit.language === "php")
          for (const i of PHP_OUT_PARAMS[e.callee.name.toLowerCase()] ?? []) {
            const out = e.args[i];
            if (out) bind(out);
          }
        // A called name is a function, not a value: undefined, it is a library's or a builtin.
        if (e.callee.kind !== "name") expr(e.callee);
        for (const a of e.args) expr(a);
        for (const k of e.keywords) expr(k.value);
        return;
      case "binary":
        expr(e.left);
        expr(e.right);
        return;
      case "unary":
        expr(e.operand);
        return;
      case "cond":
        expr(e.test);
        expr(e.whenTrue);
        expr(e.whenFalse);
        return;
      case "template":
      case "other":
        for (const p of e.parts) expr(p);
        return;
      case "array":
        for (const i of e.items) expr(i);
        return;
      case "object":
        for (const p of e.props) expr(p.value);
        return;
      case "func":
        later(e.fn);
        return;
      case "assign":
        bind(e.target);
        expr(e.value);
        return;
      case "comprehension":
        for (const c of e.clauses) {
          if ("target" in c) {
            bind(c.target);
            expr(c.iterable);
          } else expr(c.test);
        }
        expr(e.value);
        return;
    }
  };
  const stmts = (list: Stmt[]): void => {
    for (const s of list) stmt(s);
  };
  const stmt = (s: Stmt): void => {
    switch (s.kind) {
      case "assign":
        bind(s.target);
        expr(s.value);
        return;
      case "expr":
        expr(s.expr);
        return;
      case "if":
        expr(s.test);
        stmts(s.whenTrue);
        stmts(s.whenFalse);
        return;
      case "loop":
        if (s.test) expr(s.test);
        if (s.each) {
          bind(s.each.target);
          expr(s.each.iterable);
        }
        stmts(s.body);
        stmts(s.update);
        return;
      case "switch":
        expr(s.subject);
        for (const c of s.cases) {
          for (const t of c.tests) expr(t);
          stmts(c.body);
        }
        return;
      case "return":
      case "throw":
        if (s.value) expr(s.value);
        return;
      case "try":
        stmts(s.body);
        for (const h of s.handlers) {
          if (h.name) define(h.name);
          stmts(h.body);
        }
        stmts(s.finally);
        return;
      case "block":
        stmts(s.body);
        return;
      case "func":
        later(s.fn);
        return;
      case "break":
      case "continue":
        return;
    }
  };
  fn(module.topLevel, new Set());
  for (const f of module.functions) {
    moduleNames.add(f.name);
    fn(f, moduleNames);
  }
  for (const cls of module.classes) for (const m of cls.methods) fn(m, moduleNames);
  for (const name of moduleNames) all.add(name);
  return { module: moduleNames, scopes, all };
}
