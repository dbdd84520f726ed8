import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR } from "../../ir";
import { simpleType, unescapeText } from "../shapes";
import { parseCallMacro } from "./macros";
import { CFamilyStatements } from "./statements";

const DECLARATOR_WRAPPERS = new Set([
  "pointer_declarator",
  "reference_declarator",
  "init_declarator",
  "attributed_declarator",
  "parenthesized_declarator",
  "function_declarator",
  "array_declarator",
]);

const BRANCHES = new Set(["preproc_if", "preproc_ifdef", "preproc_elif", "preproc_elifdef", "preproc_else"]);

/**
 * The nodes with each `#if … #else … #endif` replaced by the code of all its branches, in order:
 * which macros a build defines is unknown, so every branch's members are the class's.
 */
function withBranches(nodes: readonly SyntaxNode[]): SyntaxNode[] {
  return nodes.flatMap((n) =>
    BRANCHES.has(n.type)
      ? withBranches(n.children.filter((c) => c.named && c.field !== "name" && c.field !== "condition"))
      : [n],
  );
}

/** C and C++ (the C++ grammar extends the C one, so one lowering serves both): the module and its classes and functions. */
export class CFamilyLowering extends CFamilyStatements {
  lowerModule(root: SyntaxNode): void {
    this.collectCallMacros(root);
    this.topItems(root, undefined);
  }

  /** Call-wrapping macros first, so uses above a definition (in another branch of `#if`) expand too. */
  private collectCallMacros(node: SyntaxNode): void {
    for (const c of node.children) {
      if (c.type === "preproc_function_def") {
        const name = childByField(c, "name");
        const params = childByField(c, "parameters");
        const value = childByField(c, "value");
        const macro =
          name && params && value ? parseCallMacro(this.text(params), this.text(value)) : undefined;
        if (name && macro) this.callMacros.set(this.text(name), macro);
      } else if (c.type.startsWith("preproc_if") || c.type === "preproc_else" || c.type === "preproc_elif")
        this.collectCallMacros(c);
    }
  }

  private topItems(node: SyntaxNode, namespace: string | undefined): void {
    for (const child of node.children) this.topItem(child, namespace);
  }

  private topItem(node: SyntaxNode, namespace: string | undefined): void {
    switch (node.type) {
      case "preproc_def":
        this.define(node);
        return;
      case "function_definition": {
        this.functions.push(this.func(node, undefined));
        return;
      }
      case "declaration":
        this.globalDeclaration(node);
        return;
      case "class_specifier":
      case "struct_specifier":
        this.classSpecifier(node);
        return;
      case "namespace_definition": {
        const body = childByField(node, "body");
        if (body) this.topItems(body, namespace);
        return;
      }
      case "preproc_ifdef":
      case "preproc_if":
      case "preproc_else":
      case "preproc_elif":
      case "preproc_elifdef":
      case "template_declaration":
      case "linkage_specification":
      case "declaration_list":
      case "export_declaration":
      case "ERROR":
        this.topItems(node, namespace);
        return;
      default:
        // Specifiers used as declarations (`struct Foo { … } x;`) may define classes.
        for (const c of node.children)
          if (c.type === "class_specifier" || c.type === "struct_specifier") this.classSpecifier(c);
    }
  }

  protected define(node: SyntaxNode): void {
    const name = childByField(node, "name");
    const value = childByField(node, "value");
    if (!name || !value) return;
    const raw = this.text(value).trim();
    const span = this.span(node);
    let expr: Expr | undefined;
    if (/^[-+]?(0[xX][0-9a-fA-F]+|\d+(\.\d+)?)[uUlLfF]*$/.test(raw)) {
      const n = raw.replace(/[uUlLfF]+$/, "");
      const value = /^[-+]?0[xX]/.test(n) ? Number.parseInt(n, 16) : Number(n);
      if (!Number.isNaN(value)) {
        this.macros.set(this.text(name), value);
        expr = ir.lit(value, span);
      }
    } else if (/^"([^"\\]|\\.)*"$/.test(raw)) {
      expr = ir.lit(unescapeText(raw.slice(1, -1)), span);
    }
    if (expr) this.globals.push({ name: this.text(name), value: expr, constant: true, span });
  }

  private globalDeclaration(node: SyntaxNode): void {
    const constant = node.children.some(
      (c) => c.type === "type_qualifier" && /const|constexpr/.test(this.text(c)),
    );
    for (const s of this.declaration(node, this.globalArrays)) {
      if (s.kind !== "assign" || s.target.kind !== "name") continue;
      this.globals.push({
        name: s.target.name,
        value: s.value,
        type: s.declaredType,
        constant: constant || s.declaredType?.endsWith("]") === true,
        span: s.span,
      });
    }
  }

  private classSpecifier(node: SyntaxNode): void {
    const nameNode = childByField(node, "name");
    const body = childByField(node, "body");
    if (!nameNode || !body) return;
    const name = simpleType(this.text(nameNode)) ?? this.text(nameNode);
    const supers: string[] = [];
    const bases = node.children.find((c) => c.type === "base_class_clause");
    for (const b of bases?.children ?? []) {
      if (!b.named || b.type === "access_specifier") continue;
      const t = simpleType(this.text(b));
      if (t) supers.push(t);
    }
    const methods: FunctionIR[] = [];
    for (const member of withBranches(body.children)) {
      let def = member;
      if (def.type === "template_declaration")
        def = def.children.find((c) => c.type === "function_definition") ?? def;
      if (def.type === "function_definition") {
        const fn = this.func(def, name);
        this.functions.push(fn);
        methods.push(fn);
      } else if (def.type === "field_declaration") {
        const declarator = childByField(def, "declarator");
        const value = childByField(def, "default_value");
        const n = declarator ? this.declaredName(declarator) : undefined;
        if (n && value)
          this.globals.push({
            name: this.text(n),
            value: this.expr(value),
            type: simpleType(this.text(childByField(def, "type") ?? def)),
            constant: def.children.some((c) => c.type === "type_qualifier" && this.text(c) === "const"),
            span: this.span(def),
          });
      } else if (def.type === "class_specifier" || def.type === "struct_specifier") {
        this.classSpecifier(def);
      }
    }
    // Classes with fields only count too: rules judge how their fields are initialised.
    this.classes.push({ name, supers, span: this.span(node), methods });
  }

  /** The identifier a declarator declares, under pointers, references, arrays and initialisers. */
  protected declaredName(node: SyntaxNode): SyntaxNode | undefined {
    let cur: SyntaxNode | undefined = node;
    for (let i = 0; cur && i < 16; i++) {
      if (!DECLARATOR_WRAPPERS.has(cur.type)) return cur;
      cur = childByField(cur, "declarator") ?? cur.children.find((c) => c.named && c.type !== "comment");
    }
    return undefined;
  }

  protected functionDeclarator(node: SyntaxNode | undefined): SyntaxNode | undefined {
    let cur = node;
    for (let i = 0; cur && i < 16; i++) {
      if (cur.type === "function_declarator") return cur;
      cur = childByField(cur, "declarator");
    }
    return undefined;
  }

  protected func(node: SyntaxNode, className: string | undefined): FunctionIR {
    const declarator = this.functionDeclarator(childByField(node, "declarator"));
    const nameNode = declarator ? childByField(declarator, "declarator") : undefined;
    let name = nameNode ? this.text(nameNode) : "<anonymous>";
    let cls = className;
    if (name.includes("::")) {
      const parts = name.replace(/<[^<>]*>/g, "").split("::");
      name = parts.pop() as string;
      cls = parts.pop() ?? cls;
    }
    const saved = this.arrays;
    this.arrays = new Map(this.globalArrays);
    const params = this.params(declarator ? childByField(declarator, "parameters") : undefined);
    const body = childByField(node, "body");
    const fn: FunctionIR = {
      name,
      className: cls,
      params,
      body: body ? this.block(body) : [],
      annotations: [],
      returnType: simpleType(this.text(childByField(node, "type") ?? node)),
      span: this.span(node),
    };
    this.arrays = saved;
    return fn;
  }

  protected params(list: SyntaxNode | undefined): ParamIR[] {
    const out: ParamIR[] = [];
    for (const p of list?.children ?? []) {
      if (!/parameter_declaration$/.test(p.type)) continue;
      const declarator = childByField(p, "declarator");
      const n = declarator ? this.declaredName(declarator) : undefined;
      out.push({
        name: n ? this.text(n) : "_",
        type: simpleType(this.text(childByField(p, "type") ?? p)),
        annotations: [],
        span: this.span(p),
      });
    }
    return out;
  }
}
