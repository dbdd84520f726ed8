import { childByField, childrenByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { FunctionIR, ParamIR, Span, Stmt } from "../../ir";
import { GoStatements } from "./statements";

/** Go: the module and its classes and functions. */
export class GoLowering extends GoStatements {
  private readonly methodsByType = new Map<string, FunctionIR[]>();

  private readonly structs: Array<{ name: string; span: Span }> = [];

  lowerModule(root: SyntaxNode): void {
    for (const node of root.children) {
      switch (node.type) {
        case "import_declaration":
          this.importDecl(node);
          break;
        case "function_declaration":
        case "method_declaration":
          this.functions.push(this.functionDecl(node));
          break;
        case "const_declaration":
        case "var_declaration":
          for (const s of this.varDecl(node)) {
            if (s.kind !== "assign" || s.target.kind !== "name") continue;
            const hasValue = s.value.kind !== "other" || s.value.parts.length > 0;
            this.globals.push({
              name: s.target.name,
              value: s.value,
              type: s.declaredType,
              constant: hasValue,
              span: s.span,
            });
          }
          break;
        case "type_declaration":
          for (const spec of node.children) {
            const name = spec.type === "type_spec" ? childByField(spec, "name") : undefined;
            if (name) this.structs.push({ name: this.text(name), span: this.span(spec) });
          }
          break;
        default:
          break;
      }
    }
    for (const s of this.structs)
      this.classes.push({
        name: s.name,
        supers: [],
        span: s.span,
        methods: this.methodsByType.get(s.name) ?? [],
      });
  }

  /** The local name of an import is its alias or the package's own name (`.../ldap/v3` is `ldap`). */
  private importDecl(node: SyntaxNode): void {
    const visit = (n: SyntaxNode) => {
      if (n.type !== "import_spec") {
        for (const c of n.children) visit(c);
        return;
      }
      const pathNode = childByField(n, "path");
      if (!pathNode) return;
      const path = this.stringValue(pathNode);
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
      const local = alias ? this.text(alias) : last;
      if (local === "_" || local === ".") return;
      this.imports.set(local, module);
    };
    visit(node);
  }

  private functionDecl(node: SyntaxNode): FunctionIR {
    const receiver = childByField(node, "receiver");
    let className: string | undefined;
    let self: FunctionIR["receiver"];
    const prologue: Stmt[] = [];
    if (receiver) {
      // The receiver is not an argument at call sites (`s.M(x)`): it is the method's object.
      const copied = !receiver.children.some((c) => childByField(c, "type")?.type === "pointer_type");
      for (const p of this.params(receiver)) {
        className = p.type;
        self = { name: p.name, copied };
        prologue.push({
          kind: "assign",
          target: ir.name(p.name, p.span),
          value: ir.name("this", p.span),
          declaredType: p.type,
          span: p.span,
        });
      }
    }
    const name = childByField(node, "name");
    const fn = this.funcIR(node, name ? this.text(name) : "<lambda>", className, prologue);
    if (self) fn.receiver = self;
    if (className) {
      const list = this.methodsByType.get(className) ?? [];
      list.push(fn);
      this.methodsByType.set(className, list);
    }
    return fn;
  }

  protected funcIR(
    node: SyntaxNode,
    name: string,
    className: string | undefined,
    prologue: Stmt[] = [],
  ): FunctionIR {
    const result = childByField(node, "result");
    return {
      name,
      className,
      params: this.params(childByField(node, "parameters")),
      body: [...prologue, ...this.block(childByField(node, "body"))],
      annotations: [],
      returnType: result ? this.simpleType(this.text(result)) : undefined,
      span: this.span(node),
    };
  }

  private params(list: SyntaxNode | undefined): ParamIR[] {
    const out: ParamIR[] = [];
    for (const p of list?.children ?? []) {
      if (p.type !== "parameter_declaration" && p.type !== "variadic_parameter_declaration") continue;
      const typeNode = childByField(p, "type");
      const type = typeNode ? this.simpleType(this.text(typeNode)) : undefined;
      const names = childrenByField(p, "name");
      if (names.length === 0) out.push({ name: "_", type, annotations: [], span: this.span(p) });
      for (const n of names) out.push({ name: this.text(n), type, annotations: [], span: this.span(n) });
    }
    return out;
  }
}
