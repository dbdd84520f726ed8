import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { FunctionIR, ParamIR, Stmt } from "../../ir";
import { simpleType } from "../shapes";
import { methodAttributes, paramAttributes } from "./attributes";
import { PhpStatements } from "./statements";

/** PHP: the module and its classes and functions. */
export class PhpLowering extends PhpStatements {
  lowerModule(root: SyntaxNode): void {
    this.topLevel.push(...this.stmts(root.children));
  }

  protected useDeclaration(node: SyntaxNode): void {
    const group = node.children.find((c) => c.type === "namespace_name");
    const groupPrefix = group ? `${this.text(group).replace(/\\/g, ".")}.` : "";
    const visit = (n: SyntaxNode) => {
      if (n.type === "namespace_use_clause" || n.type === "namespace_use_group_clause") {
        if (n.children.some((c) => c.field === "type" && this.text(c) !== "class")) return;
        const qualified = n.children.find((c) => c.type === "qualified_name" || c.type === "name");
        const alias = childByField(n, "alias");
        if (!qualified) return;
        const full = groupPrefix + this.text(qualified).replace(/^\\/, "").replace(/\\/g, ".");
        const local = alias ? this.text(alias) : (full.split(".").pop() as string);
        this.imports.set(local, full);
        return;
      }
      for (const c of n.children) visit(c);
    };
    for (const c of node.children) visit(c);
  }

  protected classDecl(node: SyntaxNode): void {
    const nameNode = childByField(node, "name");
    const name = nameNode ? this.text(nameNode) : `class@${node.start}`;
    const supers: string[] = [];
    for (const c of node.children) {
      if (c.type === "base_clause" || c.type === "class_interface_clause") {
        for (const n of namedChildren(c)) supers.push(simpleType(this.text(n)) ?? this.text(n));
      }
    }
    const methods: FunctionIR[] = [];
    const outer = this.className;
    this.className = name;
    let docblock: string | undefined;
    for (const member of childByField(node, "body")?.children ?? []) {
      if (member.type === "method_declaration") {
        const fn = this.functionDef(member, childByField(member, "name"), docblock);
        this.functions.push(fn);
        methods.push(fn);
      } else if (member.type === "const_declaration") this.constants(member, name);
      docblock =
        member.type === "comment" && this.text(member).startsWith("/**") ? this.text(member) : undefined;
    }
    this.className = outer;
    this.classes.push({ name, supers, span: this.span(node), methods });
  }

  /** `const X = ...` at the top or in a class (then read as `Cls::X`, `self::X`). */
  protected constants(node: SyntaxNode, className: string | undefined): void {
    for (const el of node.children) {
      if (el.type !== "const_element") continue;
      const [n, v] = namedChildren(el);
      if (!n || !v) continue;
      const name = className ? `${className}::${this.text(n)}` : this.text(n);
      this.globals.push({ name, value: this.expr(v), constant: true, span: this.span(el) });
    }
  }

  protected functionDef(node: SyntaxNode, nameNode: SyntaxNode | undefined, docblock?: string): FunctionIR {
    const text = (n: SyntaxNode) => this.text(n);
    const { names: annotations, placeholders } = methodAttributes(node, docblock, text);
    const params: ParamIR[] = [];
    for (const p of childByField(node, "parameters")?.children ?? []) {
      if (!p.named || p.type === "comment") continue;
      const n = childByField(p, "name");
      const typeNode = childByField(p, "type");
      const name = n ? this.varName(n) : "_";
      const type = typeNode ? simpleType(this.text(typeNode)) : undefined;
      params.push({
        name,
        type,
        annotations: paramAttributes(p, name, typeNode && this.text(typeNode), placeholders, text),
        span: this.span(p),
      });
    }
    const body = childByField(node, "body");
    let stmts: Stmt[] = [];
    if (body?.type === "compound_statement") stmts = this.block(body);
    else if (body) stmts = [ir.exit("return", this.expr(body), this.span(body))];
    // Closures see the variables they import with `use (...)`; the interpreter gives them the whole scope.
    return {
      name: nameNode ? this.text(nameNode) : "<lambda>",
      className: this.className,
      params,
      body: stmts,
      annotations,
      returnType: simpleType(this.text(childByField(node, "return_type") ?? node).replace(/^:/, "")),
      span: this.span(node),
    };
  }
}
