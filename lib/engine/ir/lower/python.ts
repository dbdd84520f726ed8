import { childByField, namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../ir";
import { type ExprShape, Lowering, type StmtShape } from "./base";

/** PyCryptodome cipher modules, whose `MODE_*` members select the block mode. */
const CIPHER_MODULES = /^(AES|DES|DES3|ARC2|Blowfish|CAST)$/;

export class PythonLowering extends Lowering {
  protected readonly exprShapes = new Map<string, ExprShape>();
  protected readonly stmtShapes = new Map<string, StmtShape>();

  private readonly assignedAtTop = new Map<string, number>();
  private depth = 0;

  lowerModule(root: SyntaxNode): void {
    for (const node of root.children) {
      if (!node.named) continue;
      const stmts = this.stmt(node, undefined);
      this.topLevel.push(...stmts);
      for (const s of stmts) {
        if (s.kind === "assign" && s.target.kind === "name") {
          this.assignedAtTop.set(s.target.name, (this.assignedAtTop.get(s.target.name) ?? 0) + 1);
          this.globals.push({ name: s.target.name, value: s.value, constant: true, span: s.span });
        }
      }
    }
    for (const g of this.globals) g.constant = this.assignedAtTop.get(g.name) === 1;
  }

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
  private classFields(body: SyntaxNode | undefined): Array<{ name: string; value?: Expr }> {
    const out: Array<{ name: string; value?: Expr }> = [];
    for (const c of body?.children ?? []) {
      const a = c.type === "expression_statement" ? c.children.find((x) => x.named) : undefined;
      if (a?.type !== "assignment" || !childByField(a, "type")) continue;
      const left = childByField(a, "left");
      const right = childByField(a, "right");
      if (left?.type === "identifier")
        out.push({ name: this.text(left), value: right ? this.expr(right) : undefined });
    }
    return out;
  }

  private functionDef(node: SyntaxNode, decorators: string[], className?: string): FunctionIR {
    const name = childByField(node, "name");
    const params: ParamIR[] = [];
    for (const p of childByField(node, "parameters")?.children ?? []) {
      if (!p.named) continue;
      let id: SyntaxNode | undefined = p;
      if (p.type !== "identifier")
        id = childByField(p, "name") ?? p.children.find((c) => c.type === "identifier");
      const type = childByField(p, "type");
      if (id)
        params.push({
          name: this.text(id),
          type: type ? this.text(type) : undefined,
          annotations: [],
          span: this.span(p),
        });
    }
    this.depth++;
    const body = this.block(childByField(node, "body"));
    this.depth--;
    return {
      name: name ? this.text(name) : "<lambda>",
      className,
      params,
      body,
      annotations: decorators,
      span: this.span(node),
    };
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
        const decorators = node.children
          .filter((c) => c.type === "decorator")
          .map((d) => this.text(d).slice(1).replace(/\(.*$/s, "").trim());
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
        const supers = namedChildren(childByField(node, "superclasses") ?? node).map((s) => this.text(s));
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
          const e = this.expr(c);
          if (e.kind === "assign") out.push(...this.assignment(e.target, e.value, e.op, e.span));
          else out.push({ kind: "expr", expr: e, span });
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
              {
                kind: "if",
                test: this.expr(childByField(alt, "condition") ?? alt),
                whenTrue: this.block(childByField(alt, "consequence")),
                whenFalse: elseBranch,
                span: this.span(alt),
              },
            ];
          }
        }
        return [
          {
            kind: "if",
            test: this.expr(childByField(node, "condition") ?? node),
            whenTrue: this.block(childByField(node, "consequence")),
            whenFalse: elseBranch,
            span,
          },
        ];
      }
      case "for_statement":
        return [
          {
            kind: "loop",
            each: {
              target: this.expr(childByField(node, "left") ?? node),
              iterable: this.expr(childByField(node, "right") ?? node),
            },
            body: this.block(childByField(node, "body")),
            update: [],
            span,
          },
        ];
      case "while_statement":
        return [
          {
            kind: "loop",
            test: this.expr(childByField(node, "condition") ?? node),
            body: this.block(childByField(node, "body")),
            update: [],
            span,
          },
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
          {
            kind: "try",
            body: [
              ...this.block(childByField(node, "body")),
              ...this.block(elseClause && childByField(elseClause, "body")),
            ],
            handlers,
            finally: this.block(fin?.children.find((x) => x.type === "block")),
            span,
          },
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
              out.push({
                kind: "assign",
                target: this.expr(target),
                value: this.expr(inner),
                span: this.span(item),
              });
            }
          } else out.push({ kind: "expr", expr: this.expr(value), span: this.span(item) });
        }
        out.push({ kind: "block", body: this.block(childByField(node, "body")), span });
        return out;
      }
      case "return_statement":
        return [this.exitStatement(node, "return")];
      case "raise_statement":
        return [{ kind: "throw", span }];
      case "break_statement":
        return [{ kind: "break", span }];
      case "continue_statement":
        return [{ kind: "continue", span }];
      case "block":
        return [{ kind: "block", body: this.block(node, className), span }];
      case "pass_statement":
      case "comment":
      case "global_statement":
      case "nonlocal_statement":
      case "future_import_statement":
      case "assert_statement":
        return [];
      default:
        return [{ kind: "expr", expr: this.expr(node), span }];
    }
  }

  private defineFunction(node: SyntaxNode, decorators: string[], className?: string): Stmt[] {
    const fn = this.functionDef(node, decorators, className);
    // Nested functions are analysed where they are defined, with the enclosing scope.
    if (className === undefined && this.depth === 0) this.functions.push(fn);
    return [{ kind: "func", fn, span: this.span(node) }];
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

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "identifier":
        return { kind: "name", name: this.text(node), span };
      case "attribute": {
        const object = childByField(node, "object");
        const attribute = childByField(node, "attribute");
        if (!object || !attribute) return this.opaque(node);
        // PyCryptodome's modes (`AES.MODE_ECB`) are constants: literals, so rules see them through variables.
        if (
          object.type === "identifier" &&
          CIPHER_MODULES.test(this.text(object)) &&
          /^MODE_/.test(this.text(attribute))
        )
          return { kind: "lit", value: `${this.text(object)}.${this.text(attribute)}`, span };
        return { kind: "member", object: this.expr(object), property: this.text(attribute), span };
      }
      case "subscript":
        return this.indexAccess(node, "value", "subscript");
      case "call": {
        const fn = childByField(node, "function");
        const argsNode = childByField(node, "arguments");
        const args: Expr[] = [];
        const keywords: Array<{ name: string; value: Expr }> = [];
        for (const a of argsNode?.children ?? []) {
          if (!a.named || a.type === "comment") continue;
          if (a.type === "keyword_argument") {
            const n = childByField(a, "name");
            const v = childByField(a, "value");
            if (n && v) keywords.push({ name: this.text(n), value: this.expr(v) });
          } else if (a.type === "dictionary_splat") {
            const inner = a.children.find((c) => c.named);
            keywords.push({ name: "**", value: inner ? this.expr(inner) : this.opaque(a) });
          } else if (a.type === "list_splat") {
            args.push(this.opaque(a));
          } else args.push(this.expr(a));
        }
        if (argsNode?.type === "generator_expression") args.push(this.expr(argsNode));
        return {
          kind: "call",
          callee: fn ? this.expr(fn) : this.other(node),
          args,
          keywords,
          isNew: false,
          span,
        };
      }
      case "assignment":
      case "augmented_assignment": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        if (!left) return this.opaque(node);
        const opNode = childByField(node, "operator");
        const op =
          node.type === "augmented_assignment" && opNode ? this.text(opNode).slice(0, -1) : undefined;
        return {
          kind: "assign",
          target: this.expr(left),
          value: right ? this.expr(right) : this.other(node),
          op,
          span,
        };
      }
      case "binary_operator":
      case "boolean_operator": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const op = childByField(node, "operator");
        if (!left || !right || !op) return this.opaque(node);
        const opText = this.text(op);
        return {
          kind: "binary",
          op: opText === "and" ? "&&" : opText === "or" ? "||" : opText,
          left: this.expr(left),
          right: this.expr(right),
          span,
        };
      }
      case "comparison_operator": {
        const operands = namedChildren(node);
        const ops = node.children.filter((c) => !c.named).map((c) => this.text(c));
        if (operands.length === 2 && ops.length >= 1) {
          const op = ops.join(" ");
          return {
            kind: "binary",
            op: op === "not in" ? "not in" : op === "is not" ? "!=" : op === "is" ? "==" : op,
            left: this.expr(operands[0] as SyntaxNode),
            right: this.expr(operands[1] as SyntaxNode),
            span,
          };
        }
        return this.opaque(node);
      }
      case "not_operator": {
        const arg = childByField(node, "argument");
        return arg ? { kind: "unary", op: "!", operand: this.expr(arg), span } : this.opaque(node);
      }
      case "unary_operator": {
        const arg = childByField(node, "argument");
        const op = childByField(node, "operator");
        return arg && op
          ? { kind: "unary", op: this.text(op), operand: this.expr(arg), span }
          : this.opaque(node);
      }
      case "conditional_expression": {
        const parts = namedChildren(node);
        if (parts.length !== 3) return this.opaque(node);
        return {
          kind: "cond",
          test: this.expr(parts[1] as SyntaxNode),
          whenTrue: this.expr(parts[0] as SyntaxNode),
          whenFalse: this.expr(parts[2] as SyntaxNode),
          span,
        };
      }
      case "string":
        return this.stringExpr(node);
      case "concatenated_string": {
        const parts = namedChildren(node).map((c) => this.expr(c));
        return { kind: "template", parts, span };
      }
      case "integer":
      case "float":
        return this.numberLiteral(node);
      case "true":
        return { kind: "lit", value: true, span };
      case "false":
        return { kind: "lit", value: false, span };
      case "none":
        return { kind: "lit", value: null, span };
      case "list":
      case "tuple":
      case "set":
      case "expression_list":
      case "pattern_list":
      case "tuple_pattern":
      case "list_pattern":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "dictionary": {
        const props: Array<{ key?: string; value: Expr }> = [];
        for (const p of node.children) {
          if (p.type === "pair") {
            const k = childByField(p, "key");
            const v = childByField(p, "value");
            const key = k ? this.expr(k) : undefined;
            if (v)
              props.push({ key: key?.kind === "lit" ? String(key.value) : undefined, value: this.expr(v) });
          } else if (p.named && p.type !== "comment") props.push({ value: this.expr(p) });
        }
        return { kind: "object", props, span };
      }
      case "parenthesized_expression":
      case "await":
      case "as_pattern_target": {
        const inner = node.children.find((c) => c.named);
        return inner ? this.expr(inner) : this.other(node);
      }
      case "list_comprehension":
      case "set_comprehension":
      case "generator_expression":
      case "dictionary_comprehension": {
        const clauses: Array<{ target: Expr; iterable: Expr } | { test: Expr }> = [];
        for (const c of node.children) {
          if (c.type === "for_in_clause") {
            const left = childByField(c, "left");
            const right = childByField(c, "right");
            if (left && right) clauses.push({ target: this.expr(left), iterable: this.expr(right) });
          } else if (c.type === "if_clause") {
            const test = c.children.find((x) => x.named);
            if (test) clauses.push({ test: this.expr(test) });
          }
        }
        const body = childByField(node, "body");
        if (!body) return this.opaque(node);
        return { kind: "comprehension", clauses, value: this.expr(body), span };
      }
      case "lambda": {
        const params: ParamIR[] = [];
        for (const p of childByField(node, "parameters")?.children ?? []) {
          if (p.type === "identifier")
            params.push({ name: this.text(p), annotations: [], span: this.span(p) });
        }
        const body = childByField(node, "body");
        const fn: FunctionIR = {
          name: "<lambda>",
          params,
          body: body ? [{ kind: "return", value: this.expr(body), span: this.span(body) }] : [],
          annotations: [],
          span,
        };
        return { kind: "func", fn, span };
      }
      default:
        return this.opaque(node);
    }
  }

  private stringExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    const start = node.children.find((c) => c.type === "string_start");
    const prefix = start
      ? this.text(start)
          .replace(/['"]+$/, "")
          .toLowerCase()
      : "";
    const raw = prefix.includes("r");
    const parts: Expr[] = [];
    let literal = "";
    let hasInterpolation = false;
    for (const c of node.children) {
      if (c.type === "string_content" || c.type === "escape_sequence") {
        const t = this.text(c);
        literal += raw ? t : this.unescape(t);
      } else if (c.type === "interpolation") {
        hasInterpolation = true;
        if (literal) parts.push({ kind: "lit", value: literal, span });
        literal = "";
        const inner = childByField(c, "expression") ?? c.children.find((x) => x.named);
        if (inner) parts.push(this.expr(inner));
      }
    }
    if (!hasInterpolation) return { kind: "lit", value: literal, span };
    if (literal) parts.push({ kind: "lit", value: literal, span });
    return { kind: "template", parts, span };
  }
}
