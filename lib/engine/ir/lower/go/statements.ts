import { childByField, childrenByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span, Stmt } from "../../ir";
import type { StmtShape } from "../base";
import { GoExpressions } from "./expressions";

/** Results that report an outcome rather than carry data: `err`, `ok`. */
const STATUS_RESULT = /^(err|ok|\w+Err|found|exists)$/;

const STMT_SHAPES = new Map<string, StmtShape>([
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["comment", "skip"],
  ["empty_statement", "skip"],
  ["fallthrough_statement", "skip"],
  ["goto_statement", "skip"],
  ["type_declaration", "skip"],
]);

/** Go statements → IR. */
export abstract class GoStatements extends GoExpressions {
  protected readonly stmtShapes = STMT_SHAPES;

  protected block(node: SyntaxNode | undefined): Stmt[] {
    return this.statementsIn(node, ["block", "statement_list"]);
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "block":
      case "statement_list":
        return [ir.block(this.block(node), span)];
      case "short_var_declaration":
      case "assignment_statement":
        return this.assignment(node);
      case "var_declaration":
      case "const_declaration":
        return this.varDecl(node);
      case "inc_statement":
      case "dec_statement": {
        const target = node.children.find((c) => c.named);
        if (!target) return [];
        // The variable becomes an unknown number.
        return [ir.assign(this.expr(target), ir.other([], span), span)];
      }
      case "expression_statement":
      case "go_statement":
      case "defer_statement": {
        const e = node.children.find((c) => c.named && c.type !== "comment");
        return e ? this.callStmt(e, span) : [];
      }
      case "if_statement":
        return this.ifStmt(node);
      case "expression_switch_statement":
        return this.switchStmt(node);
      case "type_switch_statement":
        return this.typeSwitch(node);
      case "select_statement": {
        const bodies = node.children
          .filter((c) => c.type === "communication_case" || c.type === "default_case")
          .map((c) => ({
            tests: [] as Expr[],
            body: [...this.caseBody(c), ir.jump("break", span) as Stmt],
          }));
        return [ir.switchStmt(ir.other([], span), bodies, span)];
      }
      case "for_statement":
        return this.forStmt(node);
      case "return_statement": {
        const list = node.children.find((c) => c.named);
        if (!list) return [{ kind: "return", span }];
        const values = this.exprList(list);
        const value: Expr =
          values.length === 1 ? (values[0] as Expr) : { kind: "array", items: values, span };
        return [ir.exit("return", value, span)];
      }
      case "labeled_statement": {
        const inner = node.children.filter((c) => c.named && c.field !== "label");
        return inner.flatMap((c) => this.stmt(c));
      }
      case "send_statement": {
        const value = childByField(node, "value");
        return value ? [ir.exprStmt(this.expr(value), span)] : [];
      }
      case "ERROR":
        return node.children.filter((c) => c.named).flatMap((c) => this.stmt(c));
      default:
        return [ir.exprStmt(this.expr(node), span)];
    }
  }

  /**
   * A call given `&x` may fill `x` from its inputs (`json.Unmarshal(body, &req)`,
   * `c.ShouldBindJSON(&req)`): afterwards `x` also carries what the call's result carries.
   */
  private outArgs(call: SyntaxNode, result: Expr, span: Span): Stmt[] {
    if (call.type !== "call_expression") return [];
    const out: Stmt[] = [];
    for (const a of childByField(call, "arguments")?.children ?? []) {
      if (a.type !== "unary_expression" || this.text(childByField(a, "operator") ?? a) !== "&") continue;
      const operand = childByField(a, "operand");
      if (!operand || (operand.type !== "identifier" && operand.type !== "selector_expression")) continue;
      const target = this.expr(operand);
      out.push(ir.assign(target, ir.other([target, result], span), span));
    }
    return out;
  }

  private callStmt(e: SyntaxNode, span: Span): Stmt[] {
    const lowered = this.expr(e);
    if (e.type !== "call_expression" || !this.hasAddressArg(e)) return [ir.exprStmt(lowered, span)];
    const tmp: Expr = ir.name(`call@${e.start}`, span);
    return [ir.assign(tmp, lowered, span), ...this.outArgs(e, tmp, span)];
  }

  private assignment(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    const left = childByField(node, "left");
    const right = childByField(node, "right");
    if (!left || !right) return [ir.exprStmt(this.opaque(node), span)];
    const targets = namedChildren(left);
    const valueNodes = right.type === "expression_list" ? namedChildren(right) : [right];
    const opNode = childByField(node, "operator");
    const opText = opNode ? this.text(opNode) : "=";
    const op = opText === "=" || opText === ":=" ? undefined : opText.slice(0, -1);
    if (targets.length === valueNodes.length) {
      const out: Stmt[] = [];
      targets.forEach((t, i) => {
        const v = valueNodes[i] as SyntaxNode;
        if (t.type === "identifier" && this.text(t) === "_") {
          out.push(...this.callStmt(v, span));
          return;
        }
        const target = this.expr(t);
        if (t.type === "identifier" && STATUS_RESULT.test(this.text(t)) && v.type === "call_expression") {
          // `err := f(x)`: the call runs (its sinks are checked), the error carries no data onward.
          out.push(...this.callStmt(v, span), ir.assign(target, ir.other([], span), span));
          return;
        }
        out.push({ kind: "assign", target, value: this.expr(v), op, span }, ...this.outArgs(v, target, span));
      });
      return out;
    }
    // `a, err := f()`: the data goes to the first result; `err` and `ok` report an outcome.
    const valueNode = valueNodes[0] as SyntaxNode;
    const tmp: Expr = ir.name(`results@${node.start}`, span);
    const out: Stmt[] = [ir.assign(tmp, this.expr(valueNode), span)];
    targets.forEach((t, i) => {
      const name = t.type === "identifier" ? this.text(t) : undefined;
      if (name === "_") return;
      const value: Expr = name && STATUS_RESULT.test(name) && i > 0 ? ir.other([], span) : tmp;
      out.push(ir.assign(this.expr(t), value, span));
    });
    out.push(...this.outArgs(valueNode, tmp, span));
    return out;
  }

  protected varDecl(node: SyntaxNode): Stmt[] {
    const out: Stmt[] = [];
    const visit = (n: SyntaxNode) => {
      if (n.type !== "var_spec" && n.type !== "const_spec") {
        for (const c of n.children) if (c.named) visit(c);
        return;
      }
      const names = childrenByField(n, "name");
      const typeNode = childByField(n, "type");
      const declaredType = typeNode ? this.simpleType(this.text(typeNode)) : undefined;
      const valueNode = childByField(n, "value");
      const values = valueNode ? this.exprList(valueNode) : [];
      names.forEach((name, i) => {
        const value: Expr = values[values.length === names.length ? i : 0] ?? ir.other([], this.span(name));
        out.push({
          kind: "assign",
          target: ir.name(this.text(name), this.span(name)),
          value,
          declaredType,
          span: this.span(n),
        });
      });
    };
    visit(node);
    return out;
  }

  private ifStmt(node: SyntaxNode): Stmt[] {
    const init = childByField(node, "initializer");
    const alt = childByField(node, "alternative");
    return [
      ...(init ? this.stmt(init) : []),
      ir.ifStmt(
        this.expr(childByField(node, "condition") ?? node),
        this.block(childByField(node, "consequence")),
        alt ? this.block(alt) : [],
        this.span(node),
      ),
    ];
  }

  private caseBody(c: SyntaxNode): Stmt[] {
    return c.children
      .filter((x) => x.named && x.field !== "value" && x.field !== "type" && x.field !== "communication")
      .flatMap((x) => this.block(x));
  }

  private switchStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    const init = childByField(node, "initializer");
    const value = childByField(node, "value");
    const clauses = node.children.filter((c) => c.type === "expression_case" || c.type === "default_case");
    const prefix = init ? this.stmt(init) : [];
    if (!value) {
      // `switch { case cond: ... }` is an if/else chain.
      let chain: Stmt[] = [];
      const fallback = clauses.find((c) => c.type === "default_case");
      if (fallback) chain = this.caseBody(fallback);
      for (let i = clauses.length - 1; i >= 0; i--) {
        const c = clauses[i] as SyntaxNode;
        if (c.type === "default_case") continue;
        const tests = this.exprList(childByField(c, "value") ?? c);
        const test = tests.reduce((a, b) => ({
          kind: "binary",
          op: "||",
          left: a,
          right: b,
          span: this.span(c),
        }));
        chain = [ir.ifStmt(test, this.caseBody(c), chain, this.span(c))];
      }
      return [...prefix, ...chain];
    }
    const cases = clauses.map((c) => {
      const body = this.caseBody(c);
      // Go cases end with an implicit break unless they fall through.
      const falls = c.children.some(
        (x) => x.type === "statement_list" && x.children.some((s) => s.type === "fallthrough_statement"),
      );
      if (!falls) body.push(ir.jump("break", this.span(c)));
      const v = childByField(c, "value");
      return { tests: c.type === "default_case" || !v ? [] : this.exprList(v), body };
    });
    return [...prefix, ir.switchStmt(this.expr(value), cases, span)];
  }

  private typeSwitch(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    const alias = childByField(node, "alias");
    const value = childByField(node, "value");
    const out: Stmt[] = [];
    const init = childByField(node, "initializer");
    if (init) out.push(...this.stmt(init));
    if (alias && value) {
      for (const a of namedChildren(alias)) out.push(ir.assign(this.expr(a), this.expr(value), span));
    }
    const cases = node.children
      .filter((c) => c.type === "type_case" || c.type === "default_case")
      .map((c) => ({ tests: [] as Expr[], body: [...this.caseBody(c), ir.jump("break", span) as Stmt] }));
    out.push(ir.switchStmt(ir.other(value ? [this.expr(value)] : [], span), cases, span));
    return out;
  }

  private forStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    const body = this.block(childByField(node, "body"));
    const clause = node.children.find((c) => c.named && c.field !== "body");
    if (!clause) return [ir.loopWhile(undefined, body, span)];
    if (clause.type === "for_clause") {
      const init = childByField(clause, "initializer");
      const cond = childByField(clause, "condition");
      const update = childByField(clause, "update");
      return [
        ...(init ? this.stmt(init) : []),
        ir.loopWhile(cond ? this.expr(cond) : undefined, body, span, update ? this.stmt(update) : []),
      ];
    }
    if (clause.type === "range_clause") {
      const left = childByField(clause, "left");
      const right = childByField(clause, "right");
      const iterable = right ? this.expr(right) : this.other(clause);
      const [first, second] = left ? namedChildren(left) : [];
      // Indexes and keys are bound clean (they are positions or the map's own keys); `v` is an element.
      if (first && this.text(first) !== "_")
        body.unshift(ir.assign(this.expr(first), ir.other([], span), span));
      const each = second && this.text(second) !== "_" ? { target: this.expr(second), iterable } : undefined;
      return [{ kind: "loop", each, test: each ? undefined : iterable, body, update: [], span }];
    }
    return [ir.loopWhile(this.expr(clause), body, span)];
  }
}
