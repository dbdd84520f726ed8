import { childByField, childrenByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR } from "../../ir";
import { simpleType } from "../shapes";
import { annotations, block, type JavaContext } from "./context";
import { type DeclaredField, lombokMembers } from "./lombok";

/** What a class body declares: its methods, the instance fields methods may name bare, and the fields as declared. */
export interface ClassMembers {
  methods: FunctionIR[];
  members: string[];
  declared: DeclaredField[];
}

function typeNames(node: SyntaxNode, cx: JavaContext): string[] {
  const out: string[] = [];
  const visit = (n: SyntaxNode) => {
    if (n.type === "type_identifier" || n.type === "scoped_type_identifier" || n.type === "generic_type") {
      const t = simpleType(cx.text(n));
      if (t) out.push(t);
      return;
    }
    for (const c of n.children) visit(c);
  };
  visit(node);
  return out;
}

const SUPER_CLAUSES = new Set(["superclass", "super_interfaces", "extends_interfaces"]);

/** A class, interface, enum or record (`outer`: the type it is declared in), with what Lombok adds. */
export function typeDeclaration(node: SyntaxNode, cx: JavaContext, outer?: string): void {
  if (!/^(class|interface|enum|record)_declaration$/.test(node.type)) return;
  const name = cx.text(childByField(node, "name") ?? node);
  const supers = node.children.filter((c) => SUPER_CLAUSES.has(c.type)).flatMap((c) => typeNames(c, cx));
  const body = childByField(node, "body");
  const declared: ClassMembers = { methods: [], members: [], declared: [] };
  const qualified = outer ? `${outer}.${name}` : name;
  if (body) classBody(body, cx, qualified, declared);
  const { methods, members } = declared;
  // A record's components are its fields, set from its constructor's arguments in order.
  const components = node.type === "record_declaration" ? childByField(node, "parameters") : undefined;
  const fields = components?.children
    .filter((c) => c.type === "formal_parameter")
    .map((c) => ({ name: cx.text(childByField(c, "name") ?? c) }));
  const marks = annotations(node, cx);
  const span = cx.span(node);
  const lombok = lombokMembers(qualified, marks, declared.declared, methods, span);
  cx.functions.push(...lombok.methods);
  methods.push(...lombok.methods);
  cx.classes.push({ name, supers, annotations: marks, span, methods, fields, members });
  if (lombok.builder) {
    cx.functions.push(...lombok.builder.methods);
    cx.classes.push(lombok.builder);
  }
}

/** A field declaration: each declarator a global, and an instance field a member of its objects. */
function fieldDeclaration(member: SyntaxNode, cx: JavaContext, into: ClassMembers): void {
  const modifiers = annotations(member, cx);
  const isStatic = modifiers.includes("static");
  const constant = modifiers.includes("final") || member.type === "constant_declaration";
  const type = simpleType(cx.text(childByField(member, "type") ?? member));
  for (const d of childrenByField(member, "declarator")) {
    const n = childByField(d, "name");
    const v = childByField(d, "value");
    if (!n) continue;
    const name = cx.text(n);
    // An instance field that is not a constant is state of each object.
    if (!isStatic && !(constant && v)) into.members.push(name);
    if (!isStatic)
      into.declared.push({ name, type, annotations: modifiers, initialized: !!v, span: cx.span(d) });
    const value: Expr = v ? cx.expr(v) : ir.other([], cx.span(d));
    cx.globals.push({ name, value, type, constant: constant && !!v, span: cx.span(d) });
  }
}

function parameter(p: SyntaxNode, cx: JavaContext): ParamIR {
  const pn = childByField(p, "name") ?? p.children.find((c) => c.type === "variable_declarator");
  const typeNode = childByField(p, "type") ?? p.children.find((c) => c.named && c.type.endsWith("type"));
  return {
    name: pn ? cx.text(childByField(pn, "name") ?? pn) : "_",
    type: simpleType(typeNode ? cx.text(typeNode) : undefined),
    annotations: annotations(p, cx),
    span: cx.span(p),
  };
}

function method(node: SyntaxNode, cx: JavaContext, className: string): FunctionIR {
  const name = childByField(node, "name");
  const params = (childByField(node, "parameters")?.children ?? [])
    .filter((p) => p.type === "formal_parameter" || p.type === "spread_parameter")
    .map((p) => parameter(p, cx));
  const body = childByField(node, "body");
  return {
    name: name ? cx.text(name) : "<init>",
    className,
    params,
    body: body ? block(body, cx) : [],
    annotations: annotations(node, cx),
    returnType: simpleType(cx.text(childByField(node, "type") ?? node)),
    span: cx.span(node),
  };
}

type MemberRule = (member: SyntaxNode, cx: JavaContext, className: string, into: ClassMembers) => void;

const addMethod: MemberRule = (member, cx, className, into) => {
  const fn = method(member, cx, className);
  cx.functions.push(fn);
  into.methods.push(fn);
};

const addInitializer: MemberRule = (member, cx) => {
  cx.topLevel.push(...block(member, cx));
};

/** One function per kind of class member; any other member is a nested type (or nothing). */
const MEMBERS = new Map<string, MemberRule>([
  ["field_declaration", (member, cx, _className, into) => fieldDeclaration(member, cx, into)],
  ["constant_declaration", (member, cx, _className, into) => fieldDeclaration(member, cx, into)],
  ["method_declaration", addMethod],
  ["constructor_declaration", addMethod],
  ["compact_constructor_declaration", addMethod],
  ["enum_body_declarations", (member, cx, className, into) => classBody(member, cx, className, into)],
  ["block", addInitializer],
  ["static_initializer", addInitializer],
]);

export function classBody(body: SyntaxNode, cx: JavaContext, className: string, into: ClassMembers): void {
  for (const member of body.children) {
    const rule = MEMBERS.get(member.type);
    if (rule) rule(member, cx, className, into);
    else typeDeclaration(member, cx, className);
  }
}
