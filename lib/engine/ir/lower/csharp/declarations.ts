import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { FunctionIR, Stmt } from "../../ir";
import {
  args,
  attributes,
  body,
  type CSharpContext,
  params,
  typeName,
  variableDeclaration,
  withBranches,
} from "./context";

/** What a class body declares: its methods and the instance fields methods may name bare. */
interface ClassMembers {
  methods: FunctionIR[];
  members: string[];
}

/** `: base(message)`, `: this(a, null)`: another constructor runs first on the same object. */
function constructorInitializer(node: SyntaxNode, cx: CSharpContext): Stmt {
  const span = cx.span(node);
  const keyword = node.children.find((c) => !c.named && (c.type === "base" || c.type === "this"));
  const given = args(
    node.children.find((c) => c.type === "argument_list"),
    cx,
  ).args;
  return ir.exprStmt(ir.call(ir.name(keyword?.type ?? "base", span), given, span), span);
}

export function method(node: SyntaxNode, cx: CSharpContext, className: string | undefined): FunctionIR {
  const name = childByField(node, "name");
  const returns = childByField(node, "returns") ?? childByField(node, "type");
  const bodyNode = childByField(node, "body");
  const initializer = node.children.find((c) => c.type === "constructor_initializer");
  const first = initializer ? [constructorInitializer(initializer, cx)] : [];
  return {
    name: name ? cx.text(name) : "<init>",
    className,
    params: params(childByField(node, "parameters"), cx),
    body: [...first, ...(bodyNode ? body(bodyNode, cx) : [])],
    annotations: attributes(node, cx),
    returnType: typeName(returns ? cx.text(returns) : undefined, cx),
    span: cx.span(node),
  };
}

function fieldDeclaration(node: SyntaxNode, cx: CSharpContext, into: ClassMembers): void {
  const modifiers = attributes(node, cx);
  const constant = modifiers.includes("const") || modifiers.includes("readonly");
  const decl = node.children.find((c) => c.type === "variable_declaration");
  if (!decl) return;
  for (const s of variableDeclaration(decl, cx)) {
    if (s.kind !== "assign" || s.target.kind !== "name") continue;
    const known = constant && s.value.kind !== "other";
    // An instance field that is not a constant is state of each object.
    if (!modifiers.includes("static") && !known) into.members.push(s.target.name);
    cx.globals.push({
      name: s.target.name,
      value: s.value,
      type: s.declaredType,
      constant: known,
      span: s.span,
    });
  }
}

/** An auto-property (`{ get; set; }`) is a field of each object; one with bodies computes its value. */
function propertyDeclaration(node: SyntaxNode, cx: CSharpContext, into: ClassMembers): void {
  const name = childByField(node, "name");
  const value = childByField(node, "value");
  const type = childByField(node, "type");
  const accessors = childByField(node, "accessors");
  const auto =
    !!accessors &&
    accessors.children.every((a) => a.type !== "accessor_declaration" || !childByField(a, "body"));
  if (name && auto && !attributes(node, cx).includes("static")) into.members.push(cx.text(name));
  if (name && value && value.type !== "arrow_expression_clause")
    cx.globals.push({
      name: cx.text(name),
      value: cx.expr(value),
      type: typeName(type ? cx.text(type) : undefined, cx),
      constant: false,
      span: cx.span(node),
    });
}

const METHODS = new Set(["method_declaration", "constructor_declaration", "operator_declaration"]);

function member(node: SyntaxNode, cx: CSharpContext, className: string, into: ClassMembers): void {
  if (node.type === "field_declaration" || node.type === "event_field_declaration")
    fieldDeclaration(node, cx, into);
  else if (node.type === "property_declaration") propertyDeclaration(node, cx, into);
  else if (METHODS.has(node.type)) {
    const fn = method(node, cx, className);
    cx.functions.push(fn);
    into.methods.push(fn);
  } else typeDeclaration(node, cx, className);
}

/** A class, struct, interface or record (`outer`: the type it is declared in) and its members. */
export function typeDeclaration(node: SyntaxNode, cx: CSharpContext, outer: string | undefined): void {
  if (!/^(class|struct|interface|record|record_struct)_declaration$/.test(node.type)) return;
  const nameNode = childByField(node, "name");
  const name = nameNode ? cx.text(nameNode) : "<anonymous>";
  const supers: string[] = [];
  const bases = node.children.find((c) => c.type === "base_list");
  for (const b of bases?.children ?? []) {
    if (!b.named) continue;
    const t = typeName(cx.text(b.type === "primary_constructor_base_type" ? (b.children[0] ?? b) : b), cx);
    if (t) supers.push(t);
  }
  const className = outer ? `${outer}.${name}` : name;
  const into: ClassMembers = { methods: [], members: [] };
  for (const m of withBranches(childByField(node, "body")?.children ?? [])) member(m, cx, className, into);
  const span = cx.span(node);
  cx.classes.push({ name, supers, annotations: attributes(node, cx), span, ...into });
}
