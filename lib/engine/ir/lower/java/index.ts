import { childByField, childrenByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR } from "../../ir";
import { type DeclaredField, lombokMembers } from "./lombok";
import { JavaStatements } from "./statements";

/** Java: imports, types (classes, interfaces, enums, records, anonymous classes) and their members. */
export class JavaLowering extends JavaStatements {
  lowerModule(root: SyntaxNode): void {
    for (const node of root.children) {
      if (node.type === "import_declaration") {
        const path = node.children.find((c) => c.type === "scoped_identifier" || c.type === "identifier");
        if (path) {
          const full = this.text(path);
          this.imports.set(full.split(".").pop() as string, full);
        }
      } else this.typeDeclaration(node);
    }
  }

  private annotations(node: SyntaxNode): string[] {
    const modifiers = node.children.find((c) => c.type === "modifiers");
    if (!modifiers) return [];
    const out: string[] = [];
    for (const m of modifiers.children) {
      if (m.type === "annotation" || m.type === "marker_annotation") {
        const name = childByField(m, "name");
        if (name) out.push(this.text(name).split(".").pop() as string);
      } else if (!m.named) out.push(this.text(m));
    }
    return out;
  }

  protected typeDeclaration(node: SyntaxNode, outer?: string): void {
    if (!/^(class|interface|enum|record)_declaration$/.test(node.type)) return;
    const name = this.text(childByField(node, "name") ?? node);
    const supers: string[] = [];
    for (const c of node.children) {
      if (c.type === "superclass" || c.type === "super_interfaces" || c.type === "extends_interfaces") {
        for (const t of this.typeNames(c)) supers.push(t);
      }
    }
    const body = childByField(node, "body");
    const methods: FunctionIR[] = [];
    const members: string[] = [];
    const declared: DeclaredField[] = [];
    const qualified = outer ? `${outer}.${name}` : name;
    if (body) this.classBody(body, qualified, methods, members, declared);
    // A record's components are its fields, set from its constructor's arguments in order.
    const components = node.type === "record_declaration" ? childByField(node, "parameters") : undefined;
    const fields = components?.children
      .filter((c) => c.type === "formal_parameter")
      .map((c) => ({ name: this.text(childByField(c, "name") ?? c) }));
    const annotations = this.annotations(node);
    const span = this.span(node);
    const lombok = lombokMembers(qualified, annotations, declared, methods, span);
    this.functions.push(...lombok.methods);
    methods.push(...lombok.methods);
    this.classes.push({ name, supers, annotations, span, methods, fields, members });
    if (lombok.builder) {
      this.functions.push(...lombok.builder.methods);
      this.classes.push(lombok.builder);
    }
  }

  private typeNames(node: SyntaxNode): string[] {
    const out: string[] = [];
    const visit = (n: SyntaxNode) => {
      if (n.type === "type_identifier" || n.type === "scoped_type_identifier" || n.type === "generic_type") {
        const t = this.simpleType(this.text(n));
        if (t) out.push(t);
        return;
      }
      for (const c of n.children) visit(c);
    };
    visit(node);
    return out;
  }

  protected classBody(
    body: SyntaxNode,
    className: string,
    methods: FunctionIR[],
    members: string[] = [],
    declared: DeclaredField[] = [],
  ): void {
    for (const member of body.children) {
      switch (member.type) {
        case "field_declaration":
        case "constant_declaration": {
          const modifiers = this.annotations(member);
          const constant = modifiers.includes("final") || member.type === "constant_declaration";
          const type = this.simpleType(this.text(childByField(member, "type") ?? member));
          for (const d of childrenByField(member, "declarator")) {
            const n = childByField(d, "name");
            const v = childByField(d, "value");
            if (n) {
              // An instance field that is not a constant is state of each object.
              if (!modifiers.includes("static") && !(constant && v)) members.push(this.text(n));
              if (!modifiers.includes("static"))
                declared.push({
                  name: this.text(n),
                  type,
                  annotations: modifiers,
                  initialized: !!v,
                  span: this.span(d),
                });
              const value: Expr = v ? this.expr(v) : ir.other([], this.span(d));
              this.globals.push({
                name: this.text(n),
                value,
                type,
                constant: constant && !!v,
                span: this.span(d),
              });
            }
          }
          break;
        }
        case "method_declaration":
        case "constructor_declaration":
        case "compact_constructor_declaration": {
          const fn = this.method(member, className);
          this.functions.push(fn);
          methods.push(fn);
          break;
        }
        case "enum_body_declarations":
          this.classBody(member, className, methods, members, declared);
          break;
        case "block":
        case "static_initializer":
          this.topLevel.push(...this.block(member));
          break;
        default:
          this.typeDeclaration(member, className);
      }
    }
  }

  private method(node: SyntaxNode, className: string): FunctionIR {
    const name = childByField(node, "name");
    const params: ParamIR[] = [];
    const list = childByField(node, "parameters");
    if (list) {
      for (const p of list.children) {
        if (p.type !== "formal_parameter" && p.type !== "spread_parameter") continue;
        const pn = childByField(p, "name") ?? p.children.find((c) => c.type === "variable_declarator");
        const typeNode =
          childByField(p, "type") ?? p.children.find((c) => c.named && c.type.endsWith("type"));
        params.push({
          name: pn ? this.text(childByField(pn, "name") ?? pn) : "_",
          type: this.simpleType(typeNode ? this.text(typeNode) : undefined),
          annotations: this.annotations(p),
          span: this.span(p),
        });
      }
    }
    const body = childByField(node, "body");
    return {
      name: name ? this.text(name) : "<init>",
      className,
      params,
      body: body ? this.block(body) : [],
      annotations: this.annotations(node),
      returnType: this.simpleType(this.text(childByField(node, "type") ?? node)),
      span: this.span(node),
    };
  }
}
