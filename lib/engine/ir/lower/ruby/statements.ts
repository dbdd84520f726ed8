import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Stmt } from "../../ir";
import type { StmtShape } from "../base";
import { RubyExpressions } from "./expressions";

const STMT_SHAPES = new Map<string, StmtShape>([
  ["break", "break"],
  ["next", "continue"],
  ["comment", "skip"],
  ["heredoc_body", "skip"],
  ["empty_statement", "skip"],
  ["undef", "skip"],
  ["alias", "skip"],
]);

/** Ruby statements → IR. */
export abstract class RubyStatements extends RubyExpressions {
  protected abstract method(node: SyntaxNode, className: string | undefined): FunctionIR;
  protected abstract classDeclaration(node: SyntaxNode, outer: string | undefined): void;
  protected readonly stmtShapes = STMT_SHAPES;

  /** Statements of a body; classes and methods found on the way are recorded, not executed. */
  protected statements(node: SyntaxNode, className: string | undefined): Stmt[] {
    const out: Stmt[] = [];
    for (const c of node.children) if (c.named) out.push(...this.stmt(c, className));
    return out;
  }

  protected lowerStmt(node: SyntaxNode, className?: string): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "class":
      case "module":
        this.classDeclaration(node, className);
        return [];
      case "singleton_class": {
        const body = childByField(node, "body");
        return body ? this.statements(body, className) : [];
      }
      case "method":
      case "singleton_method": {
        this.functions.push(this.method(node, className));
        return [];
      }
      case "if":
      case "unless":
      case "elsif": {
        const test = this.exprOf(childByField(node, "condition"), node);
        const then = childByField(node, "consequence");
        const alt = childByField(node, "alternative");
        const whenTrue = then ? this.statements(then, className) : [];
        const whenFalse = alt
          ? alt.type === "elsif"
            ? this.stmt(alt, className)
            : this.statements(alt, className)
          : [];
        return node.type === "unless"
          ? [ir.ifStmt(test, whenFalse, whenTrue, span)]
          : [ir.ifStmt(test, whenTrue, whenFalse, span)];
      }
      case "if_modifier":
      case "unless_modifier": {
        const test = this.exprOf(childByField(node, "condition"), node);
        const body = childByField(node, "body");
        const stmts = body ? this.stmt(body, className) : [];
        return node.type === "unless_modifier"
          ? [ir.ifStmt(test, [], stmts, span)]
          : [ir.ifStmt(test, stmts, [], span)];
      }
      case "while":
      case "until":
      case "while_modifier":
      case "until_modifier": {
        const cond = this.exprOf(childByField(node, "condition"), node);
        const body = childByField(node, "body");
        const test: Expr = node.type.startsWith("until")
          ? { kind: "unary", op: "!", operand: cond, span }
          : cond;
        return [
          ir.loopWhile(
            test,
            body ? (body.type === "do" ? this.statements(body, className) : this.stmt(body, className)) : [],
            span,
          ),
        ];
      }
      case "for": {
        const pattern = childByField(node, "pattern");
        const value = childByField(node, "value");
        const body = childByField(node, "body");
        if (pattern?.type === "identifier") this.locals.add(this.text(pattern));
        return [
          ir.loopEach(
            pattern ? this.expr(pattern) : this.other(node),
            value ? this.expr(value.children.find((c) => c.named) ?? value) : this.other(node),
            body ? this.statements(body, className) : [],
            span,
          ),
        ];
      }
      case "case": {
        const value = childByField(node, "value");
        const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
        for (const c of node.children) {
          if (c.type === "when") {
            const tests = c.children
              .filter((p) => p.field === "pattern")
              .map((p) => this.expr(p.children.find((x) => x.named) ?? p));
            const body = childByField(c, "body");
            cases.push({
              tests,
              body: [...(body ? this.statements(body, className) : []), ir.jump("break", span)],
            });
          } else if (c.type === "else") cases.push({ tests: [], body: this.statements(c, className) });
        }
        if (!value) {
          // `case` without a subject is an if/elsif chain.
          return [ir.switchStmt(ir.other([], span), cases, span)];
        }
        return [ir.switchStmt(this.expr(value), cases, span)];
      }
      case "begin": {
        const handlers: Array<{ name?: string; body: Stmt[] }> = [];
        const body: Stmt[] = [];
        let fin: Stmt[] = [];
        for (const c of node.children) {
          if (!c.named) continue;
          if (c.type === "rescue") {
            const v = childByField(c, "variable");
            const n = v?.children.find((x) => x.named);
            const b = childByField(c, "body");
            handlers.push({
              name: n ? this.text(n) : undefined,
              body: b ? this.statements(b, className) : [],
            });
          } else if (c.type === "ensure") fin = this.statements(c, className);
          else if (c.type === "else") body.push(...this.statements(c, className));
          else body.push(...this.stmt(c, className));
        }
        return [ir.tryStmt(body, handlers, fin, span)];
      }
      case "body_statement":
      case "then":
      case "else":
      case "do":
      case "parenthesized_statements":
      case "begin_block":
      case "end_block":
        return this.statements(node, className);
      case "return": {
        const v = node.children.find((c) => c.named);
        const value = v?.type === "argument_list" ? v.children.find((c) => c.named) : v;
        return [ir.exit("return", value ? this.expr(value) : undefined, span)];
      }
      case "ERROR":
        return this.statements(node, className);
      case "rescue_modifier": {
        const body = childByField(node, "body");
        return body ? this.stmt(body, className) : [];
      }
      default: {
        const e = this.expr(node);
        if (e.kind === "assign") return [{ ...e, kind: "assign" }];
        return [ir.exprStmt(e, span)];
      }
    }
  }

  /**
   * `x = v`, `obj.attr = v`, `h[k] = v`. Indexing a local stores into the hash or array it holds;
   * indexing anything else (`cookies[:id] = v`, `session[:user] = v`) calls its `[]=` method.
   */
  protected assignment(node: SyntaxNode, op: string | undefined): Expr {
    const span = this.span(node);
    const left = childByField(node, "left");
    const right = childByField(node, "right");
    if (!left || !right) return this.opaque(node);
    // `x = a, b` assigns the array [a, b].
    const value: Expr =
      right.type === "right_assignment_list"
        ? { kind: "array", items: namedChildren(right).map((c) => this.expr(c)), span: this.span(right) }
        : this.expr(right);
    if (left.type === "identifier") this.locals.add(this.text(left));
    let target: Expr;
    if (left.type === "call") {
      const receiver = childByField(left, "receiver");
      const method = childByField(left, "method");
      if (!receiver || !method) return this.opaque(node);
      target = ir.member(this.expr(receiver), this.text(method), this.span(left));
    } else if (left.type === "element_reference") {
      const object = childByField(left, "object");
      const index = left.children.find((c) => c.named && c.field !== "object");
      if (!object || !index) return this.opaque(node);
      const container = this.expr(object);
      const local = object.type === "identifier" && this.locals.has(this.text(object));
      if (!local && op === undefined && object.type !== "instance_variable")
        return this.call(ir.member(container, "[]=", span), [this.expr(index), value], [], span);
      target = { kind: "index", object: container, index: this.expr(index), span: this.span(left) };
    } else if (left.type === "left_assignment_list") {
      target = { kind: "array", items: namedChildren(left).map((c) => this.expr(c)), span: this.span(left) };
    } else target = this.expr(left);
    if (op === "||" || op === "&&")
      return ir.assignExpr(target, { kind: "binary", op, left: target, right: value, span }, span);
    return { kind: "assign", target, value, op, span };
  }
}
