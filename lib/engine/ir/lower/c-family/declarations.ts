import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR } from "../../ir";
import { simpleType, unescapeText } from "../shapes";
import { body, type CFamilyContext, declaredName, functionDeclarator } from "./context";
import { declaration } from "./variables";

// C and C++ declarations: `#define`s, globals, classes with their methods and fields, functions.

const BRANCHES = new Set(["preproc_if", "preproc_ifdef", "preproc_elif", "preproc_elifdef", "preproc_else"]);

/**
 * The nodes with each `#if … #else … #endif` replaced by the code of all its branches, in order:
 * which macros a build defines is unknown, so every branch's members are the class's.
 */
function withBranches(nodes: readonly SyntaxNode[]): SyntaxNode[] {
  return nodes.flatMap((n) =>
    BRANCHES.has(n.type)
      ? withBranches(n.children.filter((c) => c.named && c.field !== "name" && c.field !== "condition"))
      : [n],
  );
}

/** A `#define` of a number or a string is a constant global; a number's is also known as an array size. */
export function define(node: SyntaxNode, cx: CFamilyContext): void {
  const name = childByField(node, "name");
  const value = childByField(node, "value");
  if (!name || !value) return;
  const raw = cx.text(value).trim();
  const span = cx.span(node);
  let expr: Expr | undefined;
  if (/^[-+]?(0[xX][0-9a-fA-F]+|\d+(\.\d+)?)[uUlLfF]*$/.test(raw)) {
    const n = raw.replace(/[uUlLfF]+$/, "");
    const number = /^[-+]?0[xX]/.test(n) ? Number.parseInt(n, 16) : Number(n);
    if (!Number.isNaN(number)) {
      // Defined again with another value (each preprocessor branch its own): no one value holds.
      const known = cx.state.macros.get(cx.text(name));
      cx.state.macros.set(cx.text(name), known === undefined || known === number ? number : Number.NaN);
      expr = ir.lit(number, span);
    }
  } else if (/^"([^"\\]|\\.)*"$/.test(raw)) {
    expr = ir.lit(unescapeText(raw.slice(1, -1)), span);
  }
  if (expr) cx.globals.push({ name: cx.text(name), value: expr, constant: true, span });
}

export function globalDeclaration(node: SyntaxNode, cx: CFamilyContext): void {
  const constant = node.children.some(
    (c) => c.type === "type_qualifier" && /const|constexpr/.test(cx.text(c)),
  );
  for (const s of declaration(node, cx.state.globalArrays, cx)) {
    if (s.kind !== "assign" || s.target.kind !== "name") continue;
    cx.globals.push({
      name: s.target.name,
      value: s.value,
      type: s.declaredType,
      constant: constant || s.declaredType?.endsWith("]") === true,
      span: s.span,
    });
  }
}

function superTypes(node: SyntaxNode, cx: CFamilyContext): string[] {
  const supers: string[] = [];
  const bases = node.children.find((c) => c.type === "base_class_clause");
  for (const b of bases?.children ?? []) {
    if (!b.named || b.type === "access_specifier") continue;
    const t = simpleType(cx.text(b));
    if (t) supers.push(t);
  }
  return supers;
}

/** A field with a default value is a global of its name. */
function field(def: SyntaxNode, cx: CFamilyContext): void {
  const declarator = childByField(def, "declarator");
  const value = childByField(def, "default_value");
  const n = declarator ? declaredName(declarator) : undefined;
  if (!n || !value) return;
  cx.globals.push({
    name: cx.text(n),
    value: cx.expr(value),
    type: simpleType(cx.text(childByField(def, "type") ?? def)),
    constant: def.children.some((c) => c.type === "type_qualifier" && cx.text(c) === "const"),
    span: cx.span(def),
  });
}

/** One member of class `name`: a method (templated or not) joins `methods`, a field the globals. */
function member(node: SyntaxNode, name: string, methods: FunctionIR[], cx: CFamilyContext): void {
  let def = node;
  if (def.type === "template_declaration")
    def = def.children.find((c) => c.type === "function_definition") ?? def;
  if (def.type === "function_definition") {
    const fn = func(def, name, cx);
    cx.functions.push(fn);
    methods.push(fn);
  } else if (def.type === "field_declaration") field(def, cx);
  else if (def.type === "class_specifier" || def.type === "struct_specifier") classSpecifier(def, cx);
}

export function classSpecifier(node: SyntaxNode, cx: CFamilyContext): void {
  const nameNode = childByField(node, "name");
  const classBody = childByField(node, "body");
  if (!nameNode || !classBody) return;
  const name = simpleType(cx.text(nameNode)) ?? cx.text(nameNode);
  const supers = superTypes(node, cx);
  const methods: FunctionIR[] = [];
  for (const m of withBranches(classBody.children)) member(m, name, methods, cx);
  // Classes with fields only count too: rules judge how their fields are initialised.
  cx.classes.push({ name, supers, span: cx.span(node), methods });
}

/** A function definition; `A::f` outside its class is a method of A. */
export function func(node: SyntaxNode, className: string | undefined, cx: CFamilyContext): FunctionIR {
  const declarator = functionDeclarator(childByField(node, "declarator"));
  const nameNode = declarator ? childByField(declarator, "declarator") : undefined;
  let name = nameNode ? cx.text(nameNode) : "<anonymous>";
  let cls = className;
  if (name.includes("::")) {
    const parts = name.replace(/<[^<>]*>/g, "").split("::");
    name = parts.pop() as string;
    cls = parts.pop() ?? cls;
  }
  const saved = cx.state.arrays;
  cx.state.arrays = new Map(cx.state.globalArrays);
  const fn: FunctionIR = {
    name,
    className: cls,
    params: params(declarator ? childByField(declarator, "parameters") : undefined, cx),
    body: body(childByField(node, "body"), cx),
    annotations: [],
    returnType: simpleType(cx.text(childByField(node, "type") ?? node)),
    span: cx.span(node),
  };
  cx.state.arrays = saved;
  return fn;
}

export function params(list: SyntaxNode | undefined, cx: CFamilyContext): ParamIR[] {
  const out: ParamIR[] = [];
  for (const p of list?.children ?? []) {
    if (!/parameter_declaration$/.test(p.type)) continue;
    const declarator = childByField(p, "declarator");
    const n = declarator ? declaredName(declarator) : undefined;
    out.push({
      name: n ? cx.text(n) : "_",
      type: simpleType(cx.text(childByField(p, "type") ?? p)),
      annotations: [],
      span: cx.span(p),
    });
  }
  return out;
}
