import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Stmt } from "../../ir";
import type { StmtShape } from "../base";
import { CSharpExpressions } from "./expressions";

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["yield_statement", "return"],
  ["throw_statement", "throw"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["comment", "skip"],
  ["empty_statement", "skip"],
  ["goto_statement", "skip"],
  ["preproc_if", "skip"],
  ["preproc_region", "skip"],
  ["preproc_endregion", "skip"],
]);

/** C# statements → IR. */
export abstract class CSharpStatements extends CSharpExpressions {
  protected abstract method(node: SyntaxNode, className: string | undefined): FunctionIR;
  protected readonly stmtShapes = STMT_SHAPES;

  /** A block, or an expression body (`=> expr`) as its return. */
  protected body(node: SyntaxNode): Stmt[] {
    if (node.type === "arrow_expression_clause") {
      const e = node.children.find((c) => c.named);
      return e ? [ir.exit("return", this.expr(e), this.span(e))] : [];
    }
    return this.block(node);
  }

  block(node: SyntaxNode): Stmt[] {
    return this.statementsIn(node, ["block"]);
  }

  protected variableDeclaration(node: SyntaxNode): Stmt[] {
    const typeNode = childByField(node, "type");
    const typeText = typeNode && typeNode.type !== "implicit_type" ? this.text(typeNode) : undefined;
    // An array keeps its brackets: `byte[]` holds text (`Encoding.UTF8.GetBytes(input)`), a `byte` does not.
    const simple = this.simpleType(typeText);
    const type = simple && typeText?.includes("[") ? `${simple}[]` : simple;
    const out: Stmt[] = [];
    for (const d of node.children) {
      if (d.type !== "variable_declarator") continue;
      const n = childByField(d, "name");
      if (!n) continue;
      const v = d.children.find((c) => c.named && c.field !== "name" && c.type !== "bracketed_argument_list");
      out.push({
        kind: "assign",
        target: ir.name(this.text(n), this.span(n)),
        value: v ? this.expr(v) : this.other(d),
        declaredType: type,
        span: this.span(d),
      });
    }
    return out;
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "block":
        return [ir.block(this.block(node), span)];
      case "local_declaration_statement":
      case "using_declaration": {
        const decl = node.children.find((c) => c.type === "variable_declaration");
        return decl ? this.variableDeclaration(decl) : [];
      }
      case "expression_statement": {
        const e = node.children.find((c) => c.named);
        if (!e) return [];
        const lowered = this.expr(e);
        if (lowered.kind === "assign") return [{ ...lowered, kind: "assign" }];
        return [ir.exprStmt(lowered, span)];
      }
      case "if_statement": {
        const alt = childByField(node, "alternative");
        return [
          ir.ifStmt(
            this.exprOf(childByField(node, "condition"), node),
            this.blockOf(childByField(node, "consequence")),
            alt ? this.block(alt) : [],
            span,
          ),
        ];
      }
      case "while_statement":
        return [
          ir.loopWhile(
            this.exprOf(childByField(node, "condition"), node),
            this.blockOf(childByField(node, "body")),
            span,
          ),
        ];
      case "do_statement": {
        const body = this.blockOf(childByField(node, "body"));
        return [
          ir.block(body, span),
          ir.loopWhile(this.exprOf(childByField(node, "condition"), node), body, span),
        ];
      }
      case "for_statement": {
        const init: Stmt[] = [];
        const update: Stmt[] = [];
        for (const c of node.children) {
          if (c.field === "initializer")
            init.push(
              ...(c.type === "variable_declaration" ? this.variableDeclaration(c) : this.exprStmt(c)),
            );
          else if (c.field === "update") update.push(...this.exprStmt(c));
        }
        const cond = childByField(node, "condition");
        return [
          ...init,
          ir.loopWhile(
            cond ? this.expr(cond) : undefined,
            this.blockOf(childByField(node, "body")),
            span,
            update,
          ),
        ];
      }
      case "foreach_statement": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        return [
          ir.loopEach(
            left ? this.expr(left) : this.other(node),
            right ? this.expr(right) : this.other(node),
            this.blockOf(childByField(node, "body")),
            span,
          ),
        ];
      }
      case "switch_statement":
        return [this.switchStmt(node)];
      case "try_statement": {
        const handlers = node.children
          .filter((c) => c.type === "catch_clause")
          .map((c) => {
            const decl = c.children.find((x) => x.type === "catch_declaration");
            const n = decl ? childByField(decl, "name") : undefined;
            return { name: n ? this.text(n) : undefined, body: this.blockOf(childByField(c, "body")) };
          });
        const fin = node.children.find((c) => c.type === "finally_clause");
        const finBlock = fin?.children.find((c) => c.type === "block");
        return [
          ir.tryStmt(
            this.blockOf(childByField(node, "body")),
            handlers,
            finBlock ? this.block(finBlock) : [],
            span,
          ),
        ];
      }
      case "using_statement": {
        const head: Stmt[] = [];
        for (const c of node.children) {
          if (c.type === "variable_declaration") head.push(...this.variableDeclaration(c));
          else if (c.named && c.field !== "body" && c.type !== "block") head.push(...this.exprStmt(c));
        }
        return [
          ...head,
          ...this.blockOf(childByField(node, "body") ?? node.children.find((c) => c.type === "block")),
        ];
      }
      case "lock_statement":
      case "checked_statement":
      case "unsafe_statement":
      case "fixed_statement": {
        const body = node.children.filter((c) => c.named).pop();
        return body ? this.block(body) : [];
      }
      case "labeled_statement": {
        const inner = node.children.filter((c) => c.named).pop();
        return inner ? this.stmt(inner) : [];
      }
      case "local_function_statement": {
        const fn = this.method(node, undefined);
        return [ir.funcDef(fn, span)];
      }
      case "ERROR":
        return node.children.filter((c) => c.named).flatMap((c) => this.stmt(c));
      default:
        return [ir.exprStmt(this.expr(node), span)];
    }
  }

  private exprStmt(node: SyntaxNode): Stmt[] {
    const e = this.expr(node);
    if (e.kind === "assign") return [{ ...e, kind: "assign" }];
    return [ir.exprStmt(e, this.span(node))];
  }

  private blockOf(node: SyntaxNode | undefined): Stmt[] {
    return node ? this.block(node) : [];
  }

  private switchStmt(node: SyntaxNode): Stmt {
    const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
    for (const section of childByField(node, "body")?.children ?? []) {
      if (section.type !== "switch_section") continue;
      const tests: Expr[] = [];
      const body: Stmt[] = [];
      let isDefault = false;
      for (const c of section.children) {
        if (!c.named) {
          if (c.type === "default") isDefault = true;
          continue;
        }
        if (/_statement$|^block$/.test(c.type)) body.push(...this.stmt(c));
        else if (c.type === "constant_pattern") tests.push(this.expr(c.children.find((x) => x.named) ?? c));
        else if (c.type === "case_switch_label") tests.push(...namedChildren(c).map((x) => this.expr(x)));
        else if (c.type === "default_switch_label") isDefault = true;
        else if (c.type !== "comment" && c.type !== "when_clause") tests.push(this.other(c));
      }
      cases.push({ tests: isDefault ? [] : tests, body });
    }
    return ir.switchStmt(this.exprOf(childByField(node, "value"), node), cases, this.span(node));
  }
}
