import { childByField, childrenByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import type { StmtShape } from "../base";
import { JavaExpressions } from "./expressions";

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["yield_statement", "return"],
  ["throw_statement", "throw"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["line_comment", "skip"],
  ["block_comment", "skip"],
  ["assert_statement", "skip"],
  [";", "skip"],
]);

/** Java statements → IR. */
export abstract class JavaStatements extends JavaExpressions {
  protected readonly stmtShapes = STMT_SHAPES;

  protected abstract typeDeclaration(node: SyntaxNode, outer?: string): void;

  block(node: SyntaxNode): Stmt[] {
    return this.statementsIn(node, ["block", "constructor_body", "static_initializer"]);
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "block":
      case "static_initializer":
        return [ir.block(this.block(node), span)];
      case "local_variable_declaration": {
        const typeText = this.text(childByField(node, "type") ?? node);
        // An array keeps its brackets: `byte[]` holds text (`input.getBytes()`), a `byte` does not.
        const simple = this.simpleType(typeText);
        const declaredType = simple && typeText.includes("[") ? `${simple}[]` : simple;
        return childrenByField(node, "declarator").map((d): Stmt => {
          const n = childByField(d, "name") ?? d;
          const v = childByField(d, "value");
          const value = v ? this.expr(v) : ir.other([], this.span(d));
          return ir.assign(ir.name(this.text(n), this.span(n)), value, this.span(d), { declaredType });
        });
      }
      // `super(message)`, `this(id, null)`: another constructor runs on the same object.
      case "explicit_constructor_invocation": {
        const which = childByField(node, "constructor");
        const callee = ir.name(which ? this.text(which) : "super", which ? this.span(which) : span);
        return [ir.exprStmt(ir.call(callee, this.args(childByField(node, "arguments")), span), span)];
      }
      case "expression_statement": {
        const e = node.children.find((c) => c.named);
        return e ? [ir.statementOf(this.expr(e), span)] : [];
      }
      case "if_statement": {
        const alt = childByField(node, "alternative");
        return [
          ir.ifStmt(
            this.expr(childByField(node, "condition") ?? node),
            this.block(childByField(node, "consequence") ?? node),
            alt ? this.block(alt) : [],
            span,
          ),
        ];
      }
      case "while_statement":
        return [
          ir.loopWhile(
            this.expr(childByField(node, "condition") ?? node),
            this.block(childByField(node, "body") ?? node),
            span,
          ),
        ];
      case "do_statement":
        return ir.loopDoWhile(
          this.block(childByField(node, "body") ?? node),
          this.expr(childByField(node, "condition") ?? node),
          this.block(childByField(node, "body") ?? node),
          span,
        );
      case "for_statement": {
        const init = childrenByField(node, "init").flatMap((i) =>
          i.type === "local_variable_declaration"
            ? this.stmt(i)
            : this.stmt({ ...i, type: "expression_statement", children: [i] }),
        );
        const cond = childByField(node, "condition");
        const test = cond ? this.expr(cond) : undefined;
        const body = this.block(childByField(node, "body") ?? node);
        const update = childrenByField(node, "update").map((u) => ir.exprStmt(this.expr(u), this.span(u)));
        return [...init, ir.loopWhile(test, body, span, update)];
      }
      case "enhanced_for_statement": {
        const n = childByField(node, "name") ?? node;
        return [
          ir.loopEach(
            ir.name(this.text(n), this.span(n)),
            this.expr(childByField(node, "value") ?? node),
            this.block(childByField(node, "body") ?? node),
            span,
          ),
        ];
      }
      case "switch_expression":
      case "switch_statement":
        return [this.switchStmt(node)];
      case "try_statement":
      case "try_with_resources_statement":
        return [this.tryStatement(node)];
      case "synchronized_statement":
        return this.block(childByField(node, "body") ?? node.children[node.children.length - 1] ?? node);
      case "labeled_statement": {
        const inner = node.children.filter((c) => c.named);
        const last = inner[inner.length - 1];
        return last ? this.stmt(last) : [];
      }
      case "local_class_declaration":
      case "class_declaration":
        this.typeDeclaration(node);
        return [];
      default:
        return [ir.exprStmt(this.expr(node), span)];
    }
  }

  /** try-with-resources: the resources are assigned first, inside the protected body. */
  private tryStatement(node: SyntaxNode): Stmt {
    const span = this.span(node);
    const resources: Stmt[] = [];
    for (const r of childByField(node, "resources")?.children ?? []) {
      if (r.type !== "resource") continue;
      const n = childByField(r, "name");
      const v = childByField(r, "value");
      if (n && v) {
        const declaredType = this.simpleType(this.text(childByField(r, "type") ?? r));
        resources.push(
          ir.assign(ir.name(this.text(n), this.span(n)), this.expr(v), this.span(r), { declaredType }),
        );
      } else resources.push(ir.exprStmt(this.expr(r.children.find((c) => c.named) ?? r), span));
    }
    const handlers = node.children
      .filter((c) => c.type === "catch_clause")
      .map((c) => {
        const param = c.children.find((p) => p.type === "catch_formal_parameter");
        const pn = param ? childByField(param, "name") : undefined;
        return { name: pn ? this.text(pn) : undefined, body: this.block(childByField(c, "body") ?? c) };
      });
    const fin = node.children.find((c) => c.type === "finally_clause");
    const finBlock = fin?.children.find((c) => c.type === "block");
    return ir.tryStmt(
      [...resources, ...this.block(childByField(node, "body") ?? node)],
      handlers,
      finBlock ? this.block(finBlock) : [],
      span,
    );
  }

  protected switchStmt(node: SyntaxNode, yields = false): Stmt {
    const body = childByField(node, "body");
    const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
    for (const group of body?.children ?? []) {
      if (group.type !== "switch_block_statement_group" && group.type !== "switch_rule") continue;
      const tests: Expr[] = [];
      const stmts: Stmt[] = [];
      let isDefault = false;
      for (const c of group.children) {
        if (c.type === "switch_label") {
          const values = namedChildren(c);
          if (values.length === 0) isDefault = true;
          for (const v of values) tests.push(this.expr(v));
        } else if (yields && group.type === "switch_rule" && c.type === "expression_statement") {
          const value = c.children.find((x) => x.named);
          stmts.push(ir.exit("return", value ? this.expr(value) : undefined, this.span(c)));
        } else if (c.named) stmts.push(...this.stmt(c));
      }
      // A rule (`case X -> ...`) never falls through.
      if (group.type === "switch_rule") stmts.push(ir.jump("break", this.span(group)));
      cases.push({ tests: isDefault ? [] : tests, body: stmts });
    }
    return ir.switchStmt(this.expr(childByField(node, "condition") ?? node), cases, this.span(node));
  }
}
