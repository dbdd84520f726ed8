import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../../ir";
import { JavaScriptStatements } from "./statements";

/** Writes to a plain name: `x = …`, `x += …` (any compound operator), `++x`, `x--`. */
const WRITE =
  /(?<![\w$.])([A-Za-z_$][\w$]*)\s*(?:(?:[-+*/%&|^]|<<|>>>?|\*\*|\?\?|&&|\|\|)?=(?![=>])|\+\+|--)|(?:\+\+|--)\s*([A-Za-z_$][\w$]*)(?![\w$])/g;

/**
 * How many times the text writes each name, in one pass: a `var` or `let` the file writes once
 * holds its first value wherever it is read.
 */
function writeCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(WRITE)) {
    const name = (m[1] ?? m[2]) as string;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/**
 * Functions a route module exports by name: SvelteKit, Astro and Next.js verbs, Remix loaders and
 * actions, Next.js's getServerSideProps.
 */
const ROUTE_MODULE_EXPORTS =
  /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|ALL|loader|action|getServerSideProps)$/;

/**
 * Such a function's destructured, `event` or `context` parameter is the framework's request event
 * (`({ url, params, request }) => …`), typed so that the models read its parts as input.
 */
function typeRouteEvent(fn: FunctionIR): void {
  for (const p of fn.params)
    if (!p.type && (p.name.startsWith("$param") || /^(event|context|ctx)$/.test(p.name)))
      p.type = "RequestEvent";
}

/** JavaScript, TypeScript and TSX (whose grammars extend JavaScript's): the module and its classes and functions. */
export class JavaScriptLowering extends JavaScriptStatements {
  lowerModule(root: SyntaxNode): void {
    let writes: Map<string, number> | undefined;
    const assignedOnce = (name: string) => {
      writes ??= writeCounts(this.text(root));
      return writes.get(name) === 1;
    };
    for (const node of root.children) {
      if (!node.named) continue;
      const stmts = this.stmt(node);
      this.topLevel.push(...stmts);
      const decl = node.type === "export_statement" ? childByField(node, "declaration") : node;
      const constant = decl?.type === "lexical_declaration" && decl.children[0]?.type === "const";
      const declared = decl?.type === "variable_declaration" || decl?.type === "lexical_declaration";
      for (const s of stmts) {
        if (s.kind !== "assign" || s.target.kind !== "name") continue;
        if (constant || (declared && assignedOnce(s.target.name))) {
          this.globals.push({ name: s.target.name, value: s.value, constant: true, span: s.span });
        }
      }
    }
    for (const fn of this.functions)
      if (ROUTE_MODULE_EXPORTS.test(fn.name) && !fn.className) typeRouteEvent(fn);
  }

  protected classDecl(node: SyntaxNode, outer: SyntaxNode[] = []): void {
    const nameNode = childByField(node, "name");
    const name = nameNode ? this.text(nameNode) : `<class@${node.start}>`;
    const supers: string[] = [];
    const heritage = node.children.find((c) => c.type === "class_heritage");
    for (const c of heritage?.children ?? []) {
      for (const t of c.children) if (t.named) supers.push(this.simpleType(this.text(t)) ?? "");
      if (c.type === "identifier" || c.type === "member_expression")
        supers.push(this.simpleType(this.text(c)) ?? "");
    }
    const methods: FunctionIR[] = [];
    // A member's decorators come before it in the class body (`@Get() find() {}`).
    let decorators: string[] = [];
    for (const m of childByField(node, "body")?.children ?? []) {
      if (m.type === "decorator" || m.type === "comment") {
        decorators.push(...this.decoratorNames([m]));
        continue;
      }
      if (m.type === "method_definition") {
        const fn = this.functionIR(m, name);
        fn.annotations.push(...decorators);
        methods.push(fn);
        this.functions.push(fn);
        if (this.text(childByField(m, "name") ?? m) === "constructor") this.parameterProperties(m, fn);
      } else if (m.type === "field_definition" || m.type === "public_field_definition") {
        const prop = childByField(m, "property") ?? childByField(m, "name");
        const value = childByField(m, "value");
        const typed = childByField(m, "type");
        if (prop && !value && typed) {
          // `private route: ActivatedRoute;`: the field's type lets later calls on it resolve.
          const type = this.simpleType(this.text(typed).replace(/^:\s*/, ""));
          const span = this.span(m);
          this.globals.push({
            name: `this.${this.text(prop)}`,
            value: ir.other([], span),
            type,
            constant: false,
            span,
          });
        }
        if (prop && value) {
          const lowered = this.expr(value);
          if (lowered.kind === "func") {
            lowered.fn.name = this.text(prop);
            lowered.fn.className = name;
            methods.push(lowered.fn);
            this.functions.push(lowered.fn);
          } else {
            const constant = m.children.some((c) => this.text(c) === "readonly");
            // A field that may be reassigned keeps its type (`title = new FormControl("")`).
            const made = value.type === "new_expression" ? childByField(value, "constructor") : undefined;
            const type = typed ? this.text(typed).replace(/^:\s*/, "") : made && this.text(made);
            this.globals.push({
              name: `this.${this.text(prop)}`,
              value: lowered,
              type: type ? this.simpleType(type) : undefined,
              constant,
              span: this.span(m),
            });
          }
        }
      }
      decorators = [];
    }
    // Class decorators sit on the class or, for `@Controller() export class`, on the export.
    const annotations = this.decoratorNames([...node.children, ...outer]);
    this.classes.push({ name, supers, annotations, span: this.span(node), methods });
  }

  /** `@Query() q`, `@Controller("cats")`: the names the decorators call. */
  private decoratorNames(nodes: SyntaxNode[]): string[] {
    const names: string[] = [];
    for (const d of nodes) {
      if (d.type !== "decorator") continue;
      const e = d.children.find((c) => c.named);
      const callee = e?.type === "call_expression" ? childByField(e, "function") : e;
      const text = callee ? this.text(callee) : "";
      if (text) names.push(text.slice(text.lastIndexOf(".") + 1));
    }
    return names;
  }

  /** TypeScript's `constructor(private route: ActivatedRoute)` declares a typed field. */
  private parameterProperties(ctor: SyntaxNode, fn: FunctionIR): void {
    for (const p of childByField(ctor, "parameters")?.children ?? []) {
      const modified = p.children.some((c) => c.type === "accessibility_modifier" || c.type === "readonly");
      const pattern = childByField(p, "pattern");
      const param = fn.params.find((x) => pattern && x.name === this.text(pattern));
      if (!modified || !param?.type) continue;
      const span = this.span(p);
      this.globals.push({
        name: `this.${param.name}`,
        value: ir.other([], span),
        type: param.type,
        constant: false,
        span,
      });
    }
  }

  functionIR(node: SyntaxNode, className?: string): FunctionIR {
    const nameNode = childByField(node, "name");
    const params: ParamIR[] = [];
    const prologue: Stmt[] = [];
    const single = childByField(node, "parameter");
    const list = single ? [single] : (childByField(node, "parameters")?.children ?? []);
    for (const p of list) {
      if (!p.named || p.type === "comment") continue;
      const decorators = this.decoratorNames(p.children);
      let pattern = p;
      let type: string | undefined;
      if (p.type === "required_parameter" || p.type === "optional_parameter") {
        pattern = childByField(p, "pattern") ?? p;
        const t = childByField(p, "type");
        type = t ? this.simpleType(this.text(t).replace(/^:\s*/, "")) : undefined;
      }
      const defaulted = pattern.type === "assignment_pattern" || p.type === "optional_parameter";
      if (pattern.type === "assignment_pattern") {
        const left = childByField(pattern, "left");
        if (left?.type === "identifier") {
          const name: Expr = ir.name(this.text(left), this.span(left));
          prologue.push(ir.assign(name, this.orDefault(name, pattern), this.span(p)));
        } else if (left) {
          // A destructured parameter with a default: the pattern below reads the value or the default.
          const synthetic = `$param${params.length}`;
          params.push({ name: synthetic, type, annotations: decorators, defaulted, span: this.span(p) });
          const whole: Expr = ir.name(synthetic, this.span(p));
          prologue.push(...this.bind(left, this.orDefault(whole, pattern), this.span(p)));
          continue;
        }
        pattern = left ?? pattern;
      }
      if (pattern.type === "rest_pattern") pattern = pattern.children.find((c) => c.named) ?? pattern;
      if (pattern.type === "identifier" || pattern.type === "this") {
        params.push({
          name: this.text(pattern),
          type,
          annotations: decorators,
          defaulted,
          span: this.span(p),
        });
      } else {
        const synthetic = `$param${params.length}`;
        params.push({ name: synthetic, type, annotations: decorators, span: this.span(p) });
        prologue.push(...this.bind(pattern, ir.name(synthetic, this.span(p)), this.span(p)));
      }
    }
    // `({ query, body }, res) => …`: a destructured request in Node's `(req, res)` handler shape.
    const [first, second] = params;
    if (
      first &&
      !first.type &&
      first.name.startsWith("$param") &&
      /^(res|resp|response)$/.test(second?.name ?? "")
    )
      first.type = "Request";
    this.depth++;
    const body = childByField(node, "body");
    let stmts: Stmt[] = [];
    if (body) {
      stmts =
        body.type === "statement_block"
          ? this.block(body)
          : [ir.exit("return", this.expr(body), this.span(body))];
    }
    this.depth--;
    return {
      name: nameNode ? this.text(nameNode) : "<lambda>",
      className,
      params,
      body: [...prologue, ...stmts],
      annotations: [],
      span: this.span(node),
    };
  }
}
