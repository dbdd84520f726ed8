import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { FunctionIR, ParamIR, Stmt } from "../../ir";
import { simpleType } from "../shapes";
import { methodAttributes, paramAttributes } from "./attributes";
import { block, type PhpContext, varName } from "./context";
import {
  declaredProperties,
  docblockBefore,
  docblockProperties,
  type Field,
  promotedProperties,
} from "./properties";

// PHP declarations: `use` imports, classes with their methods and constants, functions.

export function useDeclaration(node: SyntaxNode, cx: PhpContext): void {
  const group = node.children.find((c) => c.type === "namespace_name");
  const groupPrefix = group ? `${cx.text(group).replace(/\\/g, ".")}.` : "";
  const visit = (n: SyntaxNode) => {
    if (n.type === "namespace_use_clause" || n.type === "namespace_use_group_clause") {
      if (n.children.some((c) => c.field === "type" && cx.text(c) !== "class")) return;
      const qualified = n.children.find((c) => c.type === "qualified_name" || c.type === "name");
      const alias = childByField(n, "alias");
      if (!qualified) return;
      const full = groupPrefix + cx.text(qualified).replace(/^\\/, "").replace(/\\/g, ".");
      const local = alias ? cx.text(alias) : (full.split(".").pop() as string);
      cx.imports.set(local, full);
      return;
    }
    for (const c of n.children) visit(c);
  };
  for (const c of node.children) visit(c);
}

/** The classes a class extends and the interfaces it implements. */
function superTypes(node: SyntaxNode, cx: PhpContext): string[] {
  const supers: string[] = [];
  for (const c of node.children) {
    if (c.type !== "base_clause" && c.type !== "class_interface_clause") continue;
    for (const n of namedChildren(c)) supers.push(simpleType(cx.text(n)) ?? cx.text(n));
  }
  return supers;
}

export function classDecl(node: SyntaxNode, cx: PhpContext): void {
  const nameNode = childByField(node, "name");
  const name = nameNode ? cx.text(nameNode) : `class@${node.start}`;
  const supers = superTypes(node, cx);
  const methods: FunctionIR[] = [];
  const properties = docblockProperties(docblockBefore(cx.source, node.start));
  const outer = cx.state.className;
  cx.state.className = name;
  let docblock: string | undefined;
  for (const member of childByField(node, "body")?.children ?? []) {
    classMember(member, name, docblock, { methods, properties }, cx);
    docblock = member.type === "comment" && cx.text(member).startsWith("/**") ? cx.text(member) : undefined;
  }
  cx.state.className = outer;
  cx.classes.push({
    name,
    supers,
    span: cx.span(node),
    methods,
    ...(properties.length ? { properties } : {}),
  });
}

/** One member of a class body: a method, constants, or typed properties. */
function classMember(
  member: SyntaxNode,
  className: string,
  docblock: string | undefined,
  into: { methods: FunctionIR[]; properties: Field[] },
  cx: PhpContext,
): void {
  if (member.type === "method_declaration") {
    const fn = functionDef(member, childByField(member, "name"), cx, docblock);
    cx.functions.push(fn);
    into.methods.push(fn);
    if (fn.name === "__construct") into.properties.push(...promotedProperties(member, cx));
  } else if (member.type === "const_declaration") constants(member, className, cx);
  else if (member.type === "property_declaration")
    into.properties.push(...declaredProperties(member, docblock, cx));
}

/** `const X = ...` at the top or in a class (then read as `Cls::X`, `self::X`). */
export function constants(node: SyntaxNode, className: string | undefined, cx: PhpContext): void {
  for (const el of node.children) {
    if (el.type !== "const_element") continue;
    const [n, v] = namedChildren(el);
    if (!n || !v) continue;
    const name = className ? `${className}::${cx.text(n)}` : cx.text(n);
    cx.globals.push({ name, value: cx.expr(v), constant: true, span: cx.span(el) });
  }
}

function phpParam(
  p: SyntaxNode,
  cx: PhpContext,
  placeholders: Parameters<typeof paramAttributes>[3],
): ParamIR {
  const n = childByField(p, "name");
  const typeNode = childByField(p, "type");
  const name = n ? varName(n, cx) : "_";
  return {
    name,
    type: typeNode ? simpleType(cx.text(typeNode)) : undefined,
    annotations: paramAttributes(p, name, typeNode && cx.text(typeNode), placeholders, (x) => cx.text(x)),
    // A call may leave it out (`get_request_var($name, $default = '')` called with one argument).
    defaulted: childByField(p, "default_value") || p.type === "variadic_parameter" ? true : undefined,
    span: cx.span(p),
  };
}

export function functionDef(
  node: SyntaxNode,
  nameNode: SyntaxNode | undefined,
  cx: PhpContext,
  docblock?: string,
): FunctionIR {
  const text = (n: SyntaxNode) => cx.text(n);
  const { names: annotations, placeholders } = methodAttributes(node, docblock, text);
  const params = (childByField(node, "parameters")?.children ?? [])
    .filter((p) => p.named && p.type !== "comment")
    .map((p) => phpParam(p, cx, placeholders));
  const body = childByField(node, "body");
  const { params: outerParams, lists: outerLists } = cx.state;
  cx.state.params = params.map((p) => p.name);
  cx.state.lists = new Map();
  let stmts: Stmt[] = [];
  if (body?.type === "compound_statement") stmts = block(body, cx);
  else if (body) stmts = [ir.exit("return", cx.expr(body), cx.span(body))];
  cx.state.params = outerParams;
  cx.state.lists = outerLists;
  // Closures see the variables they import with `use (...)`; the interpreter gives them the whole scope.
  return {
    name: nameNode ? cx.text(nameNode) : "<lambda>",
    className: cx.state.className,
    params,
    body: stmts,
    annotations,
    returnType: simpleType(cx.text(childByField(node, "return_type") ?? node).replace(/^:/, "")),
    span: cx.span(node),
  };
}
