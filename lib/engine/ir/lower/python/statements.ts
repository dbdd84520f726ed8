import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Stmt } from "../../ir";
import type { StmtShape } from "../base";
import { PythonExpressions } from "./expressions";

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["pass_statement", "skip"],
  ["comment", "skip"],
  ["global_statement", "skip"],
  ["nonlocal_statement", "skip"],
  ["future_import_statement", "skip"],
  ["assert_statement", "skip"],
]);

/** Python statements → IR. */
export abstract class PythonStatements extends PythonExpressions {
  protected abstract functionDef(node: SyntaxNode, decorators: string[], className?: string): FunctionIR;
  protected readonly stmtShapes = STMT_SHAPES;

  block(node: SyntaxNode | undefined, className?: string): Stmt[] {
    if (!node) return [];
    if (node.type !== "block") return this.stmt(node, className);
    const out: Stmt[] = [];
    for (const c of node.children) if (c.named) out.push(...this.stmt(c, className));
    return out;
  }

  /** Decorators of the class definition being lowered. */
  private classDecorators: string[] = [];

  /** `name: str` and `name: str = "x"` in a class body. */
  private classFields(body: SyntaxNode | undefined): Array<{ name: string; value?: Expr; type?: string }> {
    const out: Array<{ name: string; value?: Expr; type?: string }> = [];
    for (const c of body?.children ?? []) {
      const a = c.type === "expression_statement" ? c.children.find((x) => x.named) : undefined;
      const type = a?.type === "assignment" ? childByField(a, "type") : undefined;
      if (!a || !type) continue;
      const left = childByField(a, "left");
      const right = childByField(a, "right");
      if (left?.type === "identifier")
        out.push({
          name: this.text(left),
          value: right ? this.expr(right) : undefined,
          type: this.text(type),
        });
    }
    return out;
  }

  protected lowerStmt(node: SyntaxNode, className?: string): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "import_statement":
      case "import_from_statement": {
        const moduleName = childByField(node, "module_name");
        const prefix = moduleName ? `${this.text(moduleName)}.` : "";
        for (const c of node.children) {
          if (c.field !== "name") continue;
          if (c.type === "aliased_import") {
            const n = childByField(c, "name");
            const a = childByField(c, "alias");
            if (n && a) this.imports.set(this.text(a), prefix + this.text(n));
          } else {
            const full = this.text(c);
            this.imports.set(
              full.split(".")[0] as string,
              prefix ? prefix + full : (full.split(".")[0] as string),
            );
          }
        }
        return [];
      }
      case "decorated_definition": {
        // The response class a route declares (`@app.get("/", response_class=HTMLResponse)`) is
        // kept as an annotation of its own: it says what the returned value is sent as.
        const decorators = node.children
          .filter((c) => c.type === "decorator")
          .flatMap((d) => {
            const text = this.text(d).slice(1);
            const responseClass = /\bresponse_class\s*=\s*([\w.]+)/.exec(text)?.[1]?.split(".").pop();
            const name = text.replace(/\(.*$/s, "").trim();
            return responseClass ? [name, `response_class=${responseClass}`] : [name];
          });
        const def = childByField(node, "definition");
        if (!def) return [];
        if (def.type === "function_definition") return this.defineFunction(def, decorators, className);
        this.classDecorators = decorators;
        return this.stmt(def, className);
      }
      case "function_definition":
        return this.defineFunction(node, [], className);
      case "class_definition": {
        const name = this.text(childByField(node, "name") ?? node);
        const superclasses = childByField(node, "superclasses");
        const supers = superclasses ? namedChildren(superclasses).map((s) => this.text(s)) : [];
        const methods: FunctionIR[] = [];
        const body = childByField(node, "body");
        for (const c of body?.children ?? []) {
          const def = c.type === "decorated_definition" ? childByField(c, "definition") : c;
          if (def?.type === "function_definition") {
            const decorators =
              c.type === "decorated_definition"
                ? c.children.filter((d) => d.type === "decorator").map((d) => this.text(d).slice(1))
                : [];
            const fn = this.functionDef(def, decorators, name);
            this.functions.push(fn);
            methods.push(fn);
          }
        }
        const bases = supers.map((s) => s.split(".").pop() as string);
        // A dataclass (or a model or named tuple) is built from its annotated fields, in order.
        const fieldsByDeclaration =
          this.classDecorators.some((d) => /(^|\.)(dataclass|define|frozen|attrs|s)$/.test(d)) ||
          bases.some((b) => b === "BaseModel" || b === "NamedTuple");
        this.classDecorators = [];
        const fields = fieldsByDeclaration ? this.classFields(body) : undefined;
        this.classes.push({ name, supers: bases, span, methods, fields });
        return [];
      }
      case "expression_statement": {
        const out: Stmt[] = [];
        for (const c of node.children) {
          if (!c.named) continue;
          // A generator's `yield v` hands v to its caller and goes on: a return that may or may not happen.
          if (c.type === "yield") {
            const value = c.children.find((x) => x.named);
            const give = ir.exit("return", value ? this.expr(value) : undefined, span);
            out.push(ir.ifStmt(this.opaque(c), [give], [], span));
            continue;
          }
          const e = this.expr(c);
          if (e.kind === "assign") out.push(...this.assignment(e.target, e.value, e.op, e.span));
          else out.push(ir.exprStmt(e, span));
        }
        return out;
      }
      case "if_statement": {
        let elseBranch: Stmt[] = [];
        const alternatives = node.children.filter((c) => c.field === "alternative");
        for (let i = alternatives.length - 1; i >= 0; i--) {
          const alt = alternatives[i] as SyntaxNode;
          if (alt.type === "else_clause") elseBranch = this.block(childByField(alt, "body"));
          else {
            elseBranch = [
              ir.ifStmt(
                this.expr(childByField(alt, "condition") ?? alt),
                this.block(childByField(alt, "consequence")),
                elseBranch,
                this.span(alt),
              ),
            ];
          }
        }
        return [
          ir.ifStmt(
            this.expr(childByField(node, "condition") ?? node),
            this.block(childByField(node, "consequence")),
            elseBranch,
            span,
          ),
        ];
      }
      case "for_statement":
        return [
          ir.loopEach(
            this.expr(childByField(node, "left") ?? node),
            this.expr(childByField(node, "right") ?? node),
            this.block(childByField(node, "body")),
            span,
          ),
        ];
      case "while_statement":
        return [
          ir.loopWhile(
            this.expr(childByField(node, "condition") ?? node),
            this.block(childByField(node, "body")),
            span,
          ),
        ];
      case "try_statement": {
        const handlers = node.children
          .filter((c) => c.type === "except_clause" || c.type === "except_group_clause")
          .map((c) => {
            const alias = c.children.find((x) => x.type === "as_pattern");
            const target = alias ? childByField(alias, "alias") : undefined;
            return {
              name: target ? this.text(target) : undefined,
              body: this.block(c.children.find((x) => x.type === "block")),
            };
          });
        const elseClause = node.children.find((c) => c.type === "else_clause");
        const fin = node.children.find((c) => c.type === "finally_clause");
        return [
          ir.tryStmt(
            [
              ...this.block(childByField(node, "body")),
              ...this.block(elseClause && childByField(elseClause, "body")),
            ],
            handlers,
            this.block(fin?.children.find((x) => x.type === "block")),
            span,
          ),
        ];
      }
      case "with_statement": {
        const out: Stmt[] = [];
        const clause = node.children.find((c) => c.type === "with_clause");
        for (const item of clause?.children ?? []) {
          if (item.type !== "with_item") continue;
          const value = childByField(item, "value");
          if (!value) continue;
          if (value.type === "as_pattern") {
            const inner = value.children.find((c) => c.named && c.field !== "alias");
            const alias = childByField(value, "alias");
            const target = alias?.children.find((c) => c.named) ?? alias;
            if (inner && target) {
              out.push(ir.assign(this.expr(target), this.expr(inner), this.span(item)));
            }
          } else out.push(ir.exprStmt(this.expr(value), this.span(item)));
        }
        out.push(ir.block(this.block(childByField(node, "body")), span));
        return out;
      }
      case "raise_statement":
        return [{ kind: "throw", span }];
      case "block":
        return [ir.block(this.block(node, className), span)];
      case "match_statement":
        return this.matchStmt(node, className);
      default:
        return [ir.exprStmt(this.expr(node), span)];
    }
  }

  /**
   * `match subject:` as a chain of cases that may each be taken; a case binds the names its
   * pattern captures to the parts of the subject they match (`case {"cmd": cmd}:` reads `subject["cmd"]`).
   */
  private matchStmt(node: SyntaxNode, className?: string): Stmt[] {
    const span = this.span(node);
    const subjectNode = childByField(node, "subject");
    if (!subjectNode) return [];
    let subject = this.expr(subjectNode);
    const out: Stmt[] = [];
    if (subject.kind !== "name" && subject.kind !== "member") {
      out.push(ir.assign(ir.name("$match", span), subject, span));
      subject = ir.name("$match", span);
    }
    let chain: Stmt[] = [];
    const clauses = (childByField(node, "body")?.children ?? []).filter((c) => c.type === "case_clause");
    for (const clause of clauses.reverse()) {
      const binds: Stmt[] = [];
      for (const p of clause.children) if (p.type === "case_pattern") this.bindPattern(p, subject, binds);
      const guard = childByField(clause, "guard")?.children.find((c) => c.named);
      const body = this.block(childByField(clause, "consequence"), className);
      const taken = guard ? [ir.ifStmt(this.expr(guard), body, [], span)] : body;
      chain = [ir.ifStmt(this.opaque(clause), [...binds, ...taken], chain, span)];
    }
    return [...out, ...chain];
  }

  private bindPattern(p: SyntaxNode, value: Expr, out: Stmt[]): void {
    const span = this.span(p);
    const bind = (id: SyntaxNode | undefined, v: Expr) => {
      const text = id ? this.text(id) : "_";
      if (text !== "_" && /^\w+$/.test(text)) out.push(ir.assign(ir.name(text, span), v, span));
    };
    const at = (key: Expr): Expr => ({ kind: "index", object: value, index: key, span });
    const parts = p.children.filter((c) => c.named);
    switch (p.type) {
      case "case_pattern":
      case "union_pattern":
        for (const c of parts) this.bindPattern(c, value, out);
        return;
      case "dotted_name":
        if (parts.length === 1) bind(parts[0], value);
        return;
      case "splat_pattern":
        bind(parts[0], value);
        return;
      case "as_pattern":
        for (const c of parts) if (c.type === "case_pattern") this.bindPattern(c, value, out);
        bind(
          parts.findLast((c) => c.type === "identifier"),
          value,
        );
        return;
      case "dict_pattern":
        for (let i = 0; i < parts.length; i++) {
          const c = parts[i] as SyntaxNode;
          if (c.field === "value") continue;
          if (c.type === "splat_pattern")
            bind(
              c.children.find((x) => x.named),
              value,
            );
          const v = parts[i + 1];
          if (c.field === "key" && v?.field === "value") this.bindPattern(v, at(this.expr(c)), out);
        }
        return;
      case "list_pattern":
      case "tuple_pattern":
        parts.forEach((c, i) => {
          this.bindPattern(c, at(ir.lit(i, span)), out);
        });
        return;
      case "class_pattern": {
        // `case int(n):` matches an int only: n is the value as that type.
        const cls = parts[0]?.type === "dotted_name" ? this.text(parts[0]) : "";
        const typed = /^(int|float|bool|complex)$/.test(cls)
          ? ir.call(ir.name(cls, span), [value], span)
          : value;
        for (const c of parts) {
          const k = c.type === "case_pattern" ? c.children.find((x) => x.named) : undefined;
          if (k?.type === "keyword_pattern") {
            const [attr, pattern] = k.children.filter((x) => x.named);
            if (attr && pattern) this.bindPattern(pattern, ir.member(value, this.text(attr), span), out);
          } else if (c.type === "case_pattern") this.bindPattern(c, typed, out);
        }
        return;
      }
    }
  }

  private defineFunction(node: SyntaxNode, decorators: string[], className?: string): Stmt[] {
    const fn = this.functionDef(node, decorators, className);
    // Nested functions are analysed where they are defined, with the enclosing scope.
    if (className === undefined && this.depth === 0) this.functions.push(fn);
    return [ir.funcDef(fn, this.span(node))];
  }

  /** `a, b = x, y` assigns pairwise; other unpacking gives every target the whole value. */
  private assignment(
    target: Expr,
    value: Expr,
    op: string | undefined,
    span: { start: number; end: number },
  ): Stmt[] {
    if (target.kind === "array" && value.kind === "array" && target.items.length === value.items.length) {
      return target.items.map((t, i) => ({
        kind: "assign",
        target: t,
        value: value.items[i] as Expr,
        op,
        span,
      }));
    }
    if (target.kind === "array")
      return target.items.map((t) => ({ kind: "assign", target: t, value, op, span }));
    return [{ kind: "assign", target, value, op, span }];
  }
}
