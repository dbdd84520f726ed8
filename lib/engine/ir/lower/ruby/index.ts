import { childByField, type SyntaxNode } from "../../../parse/syntax";
import type { FunctionIR, ParamIR } from "../../ir";
import { applyBeforeCallbacks } from "./callbacks";
import { RubyStatements } from "./statements";

/** Ruby: the module and its classes and functions. */
export class RubyLowering extends RubyStatements {
  lowerModule(root: SyntaxNode): void {
    const pending = [root];
    for (let node = pending.pop(); node; node = pending.pop()) {
      const name = node.type === "method" ? childByField(node, "name") : undefined;
      if (name) this.methodNames.add(this.text(name));
      pending.push(...node.children);
    }
    this.topLevel.push(...this.statements(root, undefined));
  }

  protected classDeclaration(node: SyntaxNode, outer: string | undefined): void {
    const nameNode = childByField(node, "name");
    const name = nameNode ? this.text(nameNode) : "<anonymous>";
    const qualified = outer ? `${outer}::${name}` : name;
    const superclass = childByField(node, "superclass");
    const superName = superclass?.children.find((c) => c.named);
    const supers = superName ? [this.text(superName)] : [];
    const body = childByField(node, "body");
    const before = this.functions.length;
    const statements = body ? this.statements(body, qualified) : [];
    this.topLevel.push(...statements);
    const methods = this.functions.slice(before).filter((f) => f.className === qualified);
    applyBeforeCallbacks(statements, methods);
    if (node.type === "class") this.classes.push({ name, supers, span: this.span(node), methods });
  }

  protected method(node: SyntaxNode, className: string | undefined): FunctionIR {
    const saved = this.locals;
    this.locals = new Set();
    const name = childByField(node, "name");
    const params = this.params(childByField(node, "parameters"));
    for (const p of params) this.locals.add(p.name);
    const body = childByField(node, "body");
    const fn: FunctionIR = {
      name: name ? this.text(name) : "<anonymous>",
      className,
      params,
      body: body ? this.valueReturned(this.statements(body, className)) : [],
      annotations: [],
      span: this.span(node),
    };
    this.locals = saved;
    return fn;
  }

  protected params(list: SyntaxNode | undefined): ParamIR[] {
    const out: ParamIR[] = [];
    for (const p of list?.children ?? []) {
      if (!p.named) continue;
      const n = p.type === "identifier" ? p : childByField(p, "name");
      if (n) out.push({ name: this.text(n), annotations: [], span: this.span(p) });
    }
    return out;
  }
}
