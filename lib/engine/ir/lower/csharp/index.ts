import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { FunctionIR, ParamIR, Stmt } from "../../ir";
import { CSharpStatements } from "./statements";

/** C#: the module and its classes and functions. */
export class CSharpLowering extends CSharpStatements {
  lowerModule(root: SyntaxNode): void {
    this.items(root, undefined);
  }

  private items(node: SyntaxNode, outer: string | undefined): void {
    for (const child of node.children) {
      switch (child.type) {
        case "using_directive": {
          const name = child.children.find((c) => c.type === "qualified_name" || c.type === "identifier");
          if (name) {
            const full = this.text(name);
            this.imports.set(full.split(".").pop() as string, full);
          }
          break;
        }
        case "namespace_declaration": {
          const body = childByField(child, "body");
          if (body) this.items(body, outer);
          break;
        }
        case "file_scoped_namespace_declaration":
        case "declaration_list":
        case "ERROR":
          this.items(child, outer);
          break;
        case "global_statement":
          for (const s of child.children) {
            if (!s.named) continue;
            const stmts = this.stmt(s);
            // A function declared among top-level statements is a function of the file, as a method is.
            for (const st of stmts) if (st.kind === "func") this.functions.push(st.fn);
            this.topLevel.push(...stmts);
          }
          break;
        default:
          this.typeDeclaration(child, outer);
      }
    }
  }

  private attributes(node: SyntaxNode): string[] {
    const out: string[] = [];
    for (const c of node.children) {
      if (c.type === "attribute_list") {
        for (const a of c.children) {
          if (a.type !== "attribute") continue;
          const name = childByField(a, "name");
          if (name) out.push((this.text(name).split(".").pop() as string).replace(/Attribute$/, ""));
        }
      } else if (c.type === "modifier") out.push(this.text(c));
    }
    return out;
  }

  private typeDeclaration(node: SyntaxNode, outer: string | undefined): void {
    if (!/^(class|struct|interface|record|record_struct)_declaration$/.test(node.type)) return;
    const nameNode = childByField(node, "name");
    const name = nameNode ? this.text(nameNode) : "<anonymous>";
    const supers: string[] = [];
    const bases = node.children.find((c) => c.type === "base_list");
    for (const b of bases?.children ?? []) {
      if (!b.named) continue;
      const t = this.simpleType(
        this.text(b.type === "primary_constructor_base_type" ? (b.children[0] ?? b) : b),
      );
      if (t) supers.push(t);
    }
    const className = outer ? `${outer}.${name}` : name;
    const methods: FunctionIR[] = [];
    const members: string[] = [];
    const body = childByField(node, "body");
    for (const member of body?.children ?? []) this.member(member, className, methods, members);
    const span = this.span(node);
    this.classes.push({ name, supers, annotations: this.attributes(node), span, methods, members });
  }

  private member(node: SyntaxNode, className: string, methods: FunctionIR[], members: string[]): void {
    switch (node.type) {
      case "field_declaration":
      case "event_field_declaration": {
        const modifiers = this.attributes(node);
        const constant = modifiers.includes("const") || modifiers.includes("readonly");
        const decl = node.children.find((c) => c.type === "variable_declaration");
        if (!decl) return;
        for (const s of this.variableDeclaration(decl)) {
          if (s.kind !== "assign" || s.target.kind !== "name") continue;
          // An instance field that is not a constant is state of each object.
          if (!modifiers.includes("static") && !(constant && s.value.kind !== "other"))
            members.push(s.target.name);
          this.globals.push({
            name: s.target.name,
            value: s.value,
            type: s.declaredType,
            constant: constant && s.value.kind !== "other",
            span: s.span,
          });
        }
        return;
      }
      case "property_declaration": {
        const name = childByField(node, "name");
        const value = childByField(node, "value");
        const type = childByField(node, "type");
        // An auto-property (`{ get; set; }`) is a field of each object; one with bodies computes its value.
        const accessors = childByField(node, "accessors");
        if (
          name &&
          accessors &&
          !this.attributes(node).includes("static") &&
          accessors.children.every((a) => a.type !== "accessor_declaration" || !childByField(a, "body"))
        )
          members.push(this.text(name));
        if (name && value && value.type !== "arrow_expression_clause")
          this.globals.push({
            name: this.text(name),
            value: this.expr(value),
            type: this.simpleType(type ? this.text(type) : undefined),
            constant: false,
            span: this.span(node),
          });
        return;
      }
      case "method_declaration":
      case "constructor_declaration":
      case "operator_declaration": {
        const fn = this.method(node, className);
        this.functions.push(fn);
        methods.push(fn);
        return;
      }
      default:
        this.typeDeclaration(node, className);
    }
  }

  protected method(node: SyntaxNode, className: string | undefined): FunctionIR {
    const name = childByField(node, "name");
    const returns = childByField(node, "returns") ?? childByField(node, "type");
    const body = childByField(node, "body");
    // `: base(message)`, `: this(a, null)` runs first.
    const initializer = node.children.find((c) => c.type === "constructor_initializer");
    const first = initializer ? [this.constructorInitializer(initializer)] : [];
    return {
      name: name ? this.text(name) : "<init>",
      className,
      params: this.params(childByField(node, "parameters")),
      body: [...first, ...(body ? this.body(body) : [])],
      annotations: this.attributes(node),
      returnType: this.simpleType(returns ? this.text(returns) : undefined),
      span: this.span(node),
    };
  }

  private constructorInitializer(node: SyntaxNode): Stmt {
    const span = this.span(node);
    const keyword = node.children.find((c) => !c.named && (c.type === "base" || c.type === "this"));
    const args = this.args(node.children.find((c) => c.type === "argument_list")).args;
    return ir.exprStmt(ir.call(ir.name(keyword?.type ?? "base", span), args, span), span);
  }

  protected params(list: SyntaxNode | undefined): ParamIR[] {
    const out: ParamIR[] = [];
    for (const p of list?.children ?? []) {
      if (p.type === "identifier") {
        out.push({ name: this.text(p), annotations: [], span: this.span(p) });
        continue;
      }
      if (p.type !== "parameter") continue;
      const n = childByField(p, "name");
      const t = childByField(p, "type");
      out.push({
        name: n ? this.text(n) : "_",
        type: this.simpleType(t ? this.text(t) : undefined),
        annotations: this.attributes(p),
        span: this.span(p),
      });
    }
    return out;
  }
}
