import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import { type StmtRule, stmtTable } from "../context";
import { type StmtShape, simpleType } from "../shapes";
import { classDecl } from "./classes";
import { block, type JavaScriptContext, type JavaScriptState, stringText } from "./context";
import { functionIR } from "./functions";
import { bind } from "./patterns";

/** JavaScript statements → IR: one function per node type, found through `JAVASCRIPT_STMTS`. */

/** `node:fs` and `fs` name the same built-in module; models use the short name. */
function builtinModule(specifier: string): string {
  return specifier.startsWith("node:") ? specifier.slice(5) : specifier;
}

/** `exports` or `module.exports`. */
function isExports(e: Expr): boolean {
  if (e.kind === "name") return e.name === "exports";
  return (
    e.kind === "member" && e.property === "exports" && e.object.kind === "name" && e.object.name === "module"
  );
}

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["comment", "skip"],
  ["empty_statement", "skip"],
  ["interface_declaration", "skip"],
  ["type_alias_declaration", "skip"],
  ["ambient_declaration", "skip"],
  ["enum_declaration", "skip"],
  ["debugger_statement", "skip"],
  ["hash_bang_line", "skip"],
]);

/** The module a `require("m")` names, and a member of it (`require("fs").promises` → `fs.promises`). */
function requirePath(value: SyntaxNode | undefined, cx: JavaScriptContext): string | undefined {
  if (value?.type === "member_expression") {
    const object = requirePath(childByField(value, "object"), cx);
    const property = childByField(value, "property");
    return object && property?.type === "property_identifier" ? `${object}.${cx.text(property)}` : undefined;
  }
  if (value?.type !== "call_expression") return undefined;
  const fn = childByField(value, "function");
  if (!fn || cx.text(fn) !== "require") return undefined;
  const arg = namedChildren(childByField(value, "arguments") ?? value)[0];
  return arg?.type === "string" ? builtinModule(stringText(arg, cx)) : undefined;
}

/** `const x = require("m")`, `const { a, b: c } = require("m")`: imports, not assignments. */
function requireImports(name: SyntaxNode, required: string, cx: JavaScriptContext): void {
  if (name.type === "identifier") cx.imports.set(cx.text(name), required);
  if (name.type !== "object_pattern") return;
  for (const p of name.children) {
    if (p.type === "shorthand_property_identifier_pattern")
      cx.imports.set(cx.text(p), `${required}.${cx.text(p)}`);
    else if (p.type === "pair_pattern") {
      const k = childByField(p, "key");
      const v = childByField(p, "value");
      if (k && v) cx.imports.set(cx.text(v), `${required}.${cx.text(k)}`);
    }
  }
}

function declarator(d: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const name = childByField(d, "name");
  const value = childByField(d, "value");
  if (!name) return [];
  const required = requirePath(value, cx);
  if (required) {
    requireImports(name, required, cx);
    return [];
  }
  const lowered = value ? cx.expr(value) : (ir.other([], cx.span(d)) as Expr);
  if (lowered.kind === "func" && name.type === "identifier" && cx.state.depth === 0) {
    lowered.fn.name = cx.text(name);
    cx.functions.push(lowered.fn);
  }
  // `const page: Page = …` gives the variable its type; `const` itself is no type.
  const typed = childByField(d, "type");
  const type = typed ? simpleType(cx.text(typed).replace(/^:\s*/, "")) : undefined;
  return bind(name, lowered, cx.span(d), cx, type);
}

function declaration(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  return node.children.flatMap((d) => (d.type === "variable_declarator" ? declarator(d, cx) : []));
}

/** `{ a, b as c }` from `from`. */
function namedImports(node: SyntaxNode, from: string, cx: JavaScriptContext): void {
  for (const s of node.children) {
    const n = s.type === "import_specifier" ? childByField(s, "name") : undefined;
    if (n) cx.imports.set(cx.text(childByField(s, "alias") ?? n), `${from}.${cx.text(n)}`);
  }
}

function importStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const source = childByField(node, "source");
  const from = source ? builtinModule(stringText(source, cx)) : "";
  const clause = node.children.find((c) => c.type === "import_clause");
  for (const c of clause?.children ?? []) {
    if (c.type === "identifier") cx.imports.set(cx.text(c), from);
    else if (c.type === "namespace_import") {
      const id = c.children.find((x) => x.type === "identifier");
      if (id) cx.imports.set(cx.text(id), from);
    } else if (c.type === "named_imports") namedImports(c, from, cx);
  }
  return [];
}

function exportStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const decl =
    childByField(node, "declaration") ?? node.children.find((c) => c.named && c.type !== "comment");
  if (!decl) return [];
  if (decl.type === "class_declaration" || decl.type === "abstract_class_declaration") {
    classDecl(decl, cx, node.children);
    return [];
  }
  if (decl.type.endsWith("declaration")) return cx.stmt(decl);
  return [ir.exprStmt(cx.expr(decl), cx.span(node))];
}

function functionDeclaration(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const fn = functionIR(node, cx);
  if (cx.state.depth === 0) cx.functions.push(fn);
  return [ir.funcDef(fn, cx.span(node))];
}

function expressionStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const e = node.children.find((c) => c.named);
  if (!e) return [];
  if (e.type === "sequence_expression")
    return namedChildren(e).flatMap((x) => cx.stmt({ ...node, children: [x] }));
  const lowered = cx.expr(e);
  if (lowered.kind !== "assign") return [ir.exprStmt(lowered, cx.span(node))];
  // `exports.handler = async (event) => …` is the module's function `handler`, which importers call.
  const t = lowered.target;
  if (lowered.value.kind === "func" && t.kind === "member" && isExports(t.object)) {
    lowered.value.fn.name = t.property;
    if (cx.state.depth === 0) cx.functions.push(lowered.value.fn);
  }
  return [
    { kind: "assign", target: lowered.target, value: lowered.value, op: lowered.op, span: lowered.span },
  ];
}

function ifStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const alt = childByField(node, "alternative");
  const altBody = alt?.type === "else_clause" ? alt.children.find((c) => c.named) : alt;
  const test = cx.expr(childByField(node, "condition") ?? node);
  const whenTrue = block(childByField(node, "consequence"), cx);
  return [ir.ifStmt(test, whenTrue, altBody ? block(altBody, cx) : [], cx.span(node))];
}

function forStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const init = childByField(node, "initializer");
  const cond = childByField(node, "condition");
  const inc = childByField(node, "increment");
  const condExpr = cond?.type === "expression_statement" ? cond.children.find((c) => c.named) : cond;
  const prefix = init ? cx.stmt(init) : [];
  const test = condExpr ? cx.expr(condExpr) : undefined;
  const body = block(childByField(node, "body"), cx);
  const update = inc ? [ir.exprStmt(cx.expr(inc), cx.span(inc))] : [];
  return [...prefix, ir.loopWhile(test, body, cx.span(node), update)];
}

function forInStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const span = cx.span(node);
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  const isIn = cx.text(childByField(node, "operator") ?? node) === "in";
  const iterable = right ? cx.expr(right) : cx.other(node);
  // `for (const [k, v] of entries)`: each element goes to a hidden name the pattern reads from.
  const element: Expr | undefined =
    left && /pattern$/.test(left.type) ? ir.name("$element", span) : undefined;
  // `for (k in obj)` yields keys, which are not the values a user controls in the object.
  const each = left
    ? { target: element ?? cx.expr(left), iterable: isIn ? ir.other([], span) : iterable }
    : undefined;
  const binds = left && element ? bind(left, element, span, cx) : [];
  const body = [...binds, ...block(childByField(node, "body"), cx)];
  return [{ kind: "loop", each, body, update: [], span }];
}

function whileStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const test = cx.expr(childByField(node, "condition") ?? node);
  return [ir.loopWhile(test, block(childByField(node, "body"), cx), cx.span(node))];
}

function doStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const body = block(childByField(node, "body"), cx);
  return ir.loopDoWhile(body, cx.expr(childByField(node, "condition") ?? node), body, cx.span(node));
}

function switchStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
  for (const c of childByField(node, "body")?.children ?? []) {
    if (c.type !== "switch_case" && c.type !== "switch_default") continue;
    const value = childByField(c, "value");
    const body = c.children.filter((b) => b.field === "body").flatMap((b) => cx.stmt(b));
    cases.push({ tests: c.type === "switch_default" || !value ? [] : [cx.expr(value)], body });
  }
  return [ir.switchStmt(cx.expr(childByField(node, "value") ?? node), cases, cx.span(node))];
}

function tryStatement(node: SyntaxNode, cx: JavaScriptContext): Stmt[] {
  const handler = childByField(node, "handler");
  const param = handler ? childByField(handler, "parameter") : undefined;
  const fin = childByField(node, "finalizer");
  const body = block(childByField(node, "body"), cx);
  const handlers = handler
    ? [{ name: param ? cx.text(param) : undefined, body: block(childByField(handler, "body"), cx) }]
    : [];
  return [ir.tryStmt(body, handlers, fin ? block(childByField(fin, "body"), cx) : [], cx.span(node))];
}

const classStatement: StmtRule<JavaScriptState> = (node, cx) => {
  classDecl(node, cx);
  return [];
};

export const JAVASCRIPT_STMTS = stmtTable<JavaScriptState>(STMT_SHAPES, {
  import_statement: importStatement,
  export_statement: exportStatement,
  lexical_declaration: declaration,
  variable_declaration: declaration,
  function_declaration: functionDeclaration,
  generator_function_declaration: functionDeclaration,
  class_declaration: classStatement,
  abstract_class_declaration: classStatement,
  class: classStatement,
  expression_statement: expressionStatement,
  if_statement: ifStatement,
  for_statement: forStatement,
  for_in_statement: forInStatement,
  while_statement: whileStatement,
  do_statement: doStatement,
  switch_statement: switchStatement,
  try_statement: tryStatement,
  throw_statement: (node, cx) => [{ kind: "throw", span: cx.span(node) }],
  statement_block: (node, cx) => [ir.block(block(node, cx), cx.span(node))],
  labeled_statement: (node, cx) => {
    const body = childByField(node, "body");
    return body ? cx.stmt(body) : [];
  },
});
