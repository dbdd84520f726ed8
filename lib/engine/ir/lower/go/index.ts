import { childByField, childrenByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { FunctionIR, Span, Stmt } from "../../ir";
import { expressionStmt, type LanguageRules, opaqueExpr } from "../context";
import { simpleType } from "../shapes";
import { varDecl } from "./assignment";
import { funcIR, type GoContext, params, stringValue } from "./context";
import { GO_EXPRS } from "./expressions";
import { GO_STMTS } from "./statements";

/** The package an import path names: `.../ldap/v3` and `gopkg.in/ldap.v3` are `ldap`, `go-x` is `x`. */
function importSpec(n: SyntaxNode, cx: GoContext): void {
  const pathNode = childByField(n, "path");
  if (!pathNode) return;
  const path = stringValue(pathNode, cx);
  const segments = path.split("/");
  let last = segments[segments.length - 1] ?? path;
  // A major version suffix names no package: `github.com/x/ldap/v3`, `gopkg.in/ldap.v3`.
  if (/^v\d+$/.test(last) && segments.length > 1) {
    segments.pop();
    last = segments[segments.length - 1] ?? last;
  }
  const module = segments.join("/").replace(/\.v\d+$/, "");
  last = last.replace(/\.v\d+$/, "").replace(/^go-/, "");
  const alias = childByField(n, "name");
  const local = alias ? cx.text(alias) : last;
  if (local === "_" || local === ".") return;
  cx.imports.set(local, module);
}

/** The local name of an import is its alias or the package's own name. */
function importDecl(node: SyntaxNode, cx: GoContext): void {
  if (node.type === "import_spec") importSpec(node, cx);
  else for (const c of node.children) importDecl(c, cx);
}

/** A function, or a method: listed under its receiver's type in `methodsByType`. */
function functionDecl(node: SyntaxNode, cx: GoContext, methodsByType: Map<string, FunctionIR[]>): FunctionIR {
  const receiver = childByField(node, "receiver");
  let className: string | undefined;
  let self: FunctionIR["receiver"];
  const prologue: Stmt[] = [];
  if (receiver) {
    // The receiver is not an argument at call sites (`s.M(x)`): it is the method's object.
    const copied = !receiver.children.some((c) => childByField(c, "type")?.type === "pointer_type");
    for (const p of params(receiver, cx)) {
      className = p.type;
      self = { name: p.name, copied };
      prologue.push(
        ir.assign(ir.name(p.name, p.span), ir.name("this", p.span), p.span, { declaredType: p.type }),
      );
    }
  }
  const name = childByField(node, "name");
  const fn = funcIR(node, cx, name ? cx.text(name) : "<lambda>", className, prologue);
  if (self) fn.receiver = self;
  if (className) methodsByType.set(className, [...(methodsByType.get(className) ?? []), fn]);
  return fn;
}

/** Package-level `var` and `const`: a global each, constant when given a value. */
function globals(node: SyntaxNode, cx: GoContext): void {
  for (const s of varDecl(node, cx)) {
    if (s.kind !== "assign" || s.target.kind !== "name") continue;
    const hasValue = s.value.kind !== "other" || s.value.parts.length > 0;
    cx.globals.push({
      name: s.target.name,
      value: s.value,
      type: s.declaredType,
      constant: hasValue,
      span: s.span,
    });
  }
}

interface TypeSpec {
  name: string;
  span: Span;
  fields: Array<{ name: string; type?: string }>;
  /** The types a struct embeds (`beego.Controller`, `*Base`): their methods are promoted to it. */
  embeds: string[];
  /** An interface's methods, without bodies: the types that have them run in their place. */
  methods: FunctionIR[];
}

/** The types a `type` declaration names, with a struct's named fields and the types it embeds. */
function typeSpecs(node: SyntaxNode, cx: GoContext): TypeSpec[] {
  return node.children.flatMap((spec) => {
    const name = spec.type === "type_spec" ? childByField(spec, "name") : undefined;
    if (!name) return [];
    const typeName = cx.text(name);
    const type = childByField(spec, "type");
    return [
      {
        name: typeName,
        span: cx.span(spec),
        ...structMembers(type, cx),
        methods: interfaceMethods(type, typeName, cx),
      },
    ];
  });
}

/** A struct's named fields with their declared types, and the fields written as a type alone. */
function structMembers(struct: SyntaxNode | undefined, cx: GoContext): Pick<TypeSpec, "fields" | "embeds"> {
  const list =
    struct?.type === "struct_type"
      ? struct.children.find((c) => c.type === "field_declaration_list")
      : undefined;
  const fields: TypeSpec["fields"] = [];
  const embeds: string[] = [];
  for (const d of list?.children ?? []) {
    if (d.type !== "field_declaration") continue;
    const names = childrenByField(d, "name");
    if (names.length > 0) {
      const type = simpleType(cx.text(childByField(d, "type") ?? d));
      for (const n of names) fields.push({ name: cx.text(n), type });
      continue;
    }
    const embedded = d.children.find((c) => c.type === "qualified_type" || c.type === "type_identifier");
    if (embedded) embeds.push(cx.text(embedded));
  }
  return { fields, embeds };
}

/** The methods an interface type lists (`GenerateSSH(req dto.GenerateSSH) error`), as functions without bodies. */
function interfaceMethods(type: SyntaxNode | undefined, typeName: string, cx: GoContext): FunctionIR[] {
  if (type?.type !== "interface_type") return [];
  return type.children
    .filter((c) => c.type === "method_elem" || c.type === "method_spec")
    .map((m) => {
      const name = childByField(m, "name");
      return funcIR(m, cx, name ? cx.text(name) : "<method>", typeName);
    });
}

function lowerModule(root: SyntaxNode, cx: GoContext): void {
  const methodsByType = new Map<string, FunctionIR[]>();
  const structs: TypeSpec[] = [];
  for (const node of root.children) {
    if (node.type === "import_declaration") importDecl(node, cx);
    else if (node.type === "function_declaration" || node.type === "method_declaration")
      cx.functions.push(functionDecl(node, cx, methodsByType));
    else if (node.type === "const_declaration" || node.type === "var_declaration") globals(node, cx);
    else if (node.type === "type_declaration") structs.push(...typeSpecs(node, cx));
  }
  for (const s of structs)
    cx.classes.push({
      name: s.name,
      supers: s.embeds,
      span: s.span,
      methods: [...(methodsByType.get(s.name) ?? []), ...s.methods],
      fields: s.fields,
    });
}

/** Go: the module and its classes and functions, one rule per node type. */
export const GO_RULES: LanguageRules<undefined> = {
  exprs: GO_EXPRS,
  stmts: GO_STMTS,
  otherExpr: opaqueExpr,
  otherStmt: expressionStmt,
  state: () => undefined,
  module: lowerModule,
};
