import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span, Stmt } from "../../ir";
import type { StmtShape } from "../shapes";
import { PhpExpressions } from "./expressions";

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["declare_statement", "skip"],
  ["comment", "skip"],
  ["text", "skip"],
  ["empty_statement", "skip"],
  ["goto_statement", "skip"],
  ["named_label_statement", "skip"],
]);

/** PHP statements → IR. */
export abstract class PhpStatements extends PhpExpressions {
  protected abstract useDeclaration(node: SyntaxNode): void;
  protected abstract constants(node: SyntaxNode, className: string | undefined): void;
  protected readonly stmtShapes = STMT_SHAPES;

  /** Lowers a statement list; `<?= expr ?>` is an echo of the statement after the tag. */
  protected stmts(nodes: SyntaxNode[]): Stmt[] {
    const out: Stmt[] = [];
    let echoNext = false;
    for (const node of nodes) {
      if (node.type === "text_interpolation" || node.type === "php_tag") {
        const tag = node.type === "php_tag" ? node : node.children[node.children.length - 1];
        echoNext = tag?.type === "php_tag" && this.text(tag) === "<?=";
        continue;
      }
      if (!node.named) continue;
      if (echoNext && node.type === "expression_statement") {
        const e = node.children.find((c) => c.named && c.type !== "comment");
        if (e) out.push(this.echo("echo", [this.expr(e)], this.span(node)));
        echoNext = false;
        continue;
      }
      echoNext = false;
      out.push(...this.stmt(node));
    }
    return out;
  }

  protected block(node: SyntaxNode | undefined): Stmt[] {
    if (!node) return [];
    if (node.type === "compound_statement" || node.type === "colon_block") return this.stmts(node.children);
    return this.stmt(node);
  }

  private echo(name: string, args: Expr[], span: Span): Stmt {
    return ir.exprStmt(ir.call(ir.name(name, span), args, span), span);
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "expression_statement": {
        const e = node.children.find((c) => c.named && c.type !== "comment");
        if (!e) return [];
        if (e.type === "throw_expression") {
          const v = e.children.find((c) => c.named);
          return [ir.exit("throw", v ? this.expr(v) : undefined, span)];
        }
        if (e.type === "assignment_expression" || e.type === "reference_assignment_expression") {
          const left = childByField(e, "left");
          const right = childByField(e, "right");
          if (left?.type === "list_literal" && right) return this.destructure(left, right, span);
        }
        return [ir.statementOf(this.expr(e), span)];
      }
      case "echo_statement":
        return [this.echo("echo", this.sequence(node), span)];
      case "exit_statement":
        return [this.echo("exit", this.sequence(node), span), { kind: "return", span }];
      case "unset_statement":
        return namedChildren(node).map((c) => ir.assign(this.expr(c), ir.lit(null, this.span(c)), span));
      case "global_declaration":
        // A global's value is set elsewhere: known to exist, unknown in content.
        return namedChildren(node).map((c) => ir.assign(this.expr(c), ir.other([], this.span(c)), span));
      case "function_static_declaration":
        return node.children
          .filter((c) => c.type === "static_variable_declaration")
          .map((d) => {
            const n = childByField(d, "name") ?? d;
            const v = childByField(d, "value");
            return ir.assign(this.expr(n), v ? this.expr(v) : ir.lit(null, this.span(d)), this.span(d));
          });
      case "compound_statement":
      case "colon_block":
        return [ir.block(this.block(node), span)];
      case "if_statement":
        return [this.ifStmt(node)];
      case "switch_statement":
        return [this.switchStmt(node)];
      case "while_statement":
        return [
          ir.loopWhile(
            this.expr(childByField(node, "condition") ?? node),
            this.block(childByField(node, "body")),
            span,
          ),
        ];
      case "do_statement": {
        const body = childByField(node, "body");
        return ir.loopDoWhile(
          this.block(body),
          this.expr(childByField(node, "condition") ?? node),
          this.block(body),
          span,
        );
      }
      case "for_statement": {
        const part = (field: string) =>
          node.children.filter((c) => c.field === field).flatMap((c) => this.exprList(c));
        const init = part("initialize").map((e) => ir.statementOf(e, e.span));
        const cond = part("condition");
        return [
          ...init,
          ir.loopWhile(
            cond[cond.length - 1],
            this.block(childByField(node, "body")),
            span,
            part("update").map((e) => ir.statementOf(e, e.span)),
          ),
        ];
      }
      case "foreach_statement":
        return [this.foreach(node)];
      case "try_statement": {
        const handlers = node.children
          .filter((c) => c.type === "catch_clause")
          .map((c) => {
            const n = childByField(c, "name");
            return { name: n ? this.varName(n) : undefined, body: this.block(childByField(c, "body")) };
          });
        const fin = node.children.find((c) => c.type === "finally_clause");
        return [
          ir.tryStmt(
            this.block(childByField(node, "body")),
            handlers,
            fin ? this.block(childByField(fin, "body")) : [],
            span,
          ),
        ];
      }
      case "function_definition": {
        const fn = this.functionDef(node, childByField(node, "name"));
        this.functions.push(fn);
        return [ir.funcDef(fn, span)];
      }
      case "class_declaration":
      case "interface_declaration":
      case "trait_declaration":
      case "enum_declaration":
        this.classDecl(node);
        return [];
      case "const_declaration":
        this.constants(node, undefined);
        return [];
      case "namespace_definition": {
        const body = childByField(node, "body");
        return body ? this.block(body) : [];
      }
      case "namespace_use_declaration":
        this.useDeclaration(node);
        return [];
      case "ERROR":
        return this.stmts(node.children);
      default:
        return [ir.exprStmt(this.expr(node), span)];
    }
  }

  /** The values of `echo a, b;` and `exit(x);`. */
  private sequence(node: SyntaxNode): Expr[] {
    return namedChildren(node).flatMap((c) => this.exprList(c));
  }

  private ifStmt(node: SyntaxNode): Stmt {
    let elseBranch: Stmt[] = [];
    const alternatives = node.children.filter((c) => c.field === "alternative");
    for (let i = alternatives.length - 1; i >= 0; i--) {
      const alt = alternatives[i] as SyntaxNode;
      if (alt.type === "else_clause") elseBranch = this.block(childByField(alt, "body"));
      else {
        elseBranch = [
          ir.ifStmt(
            this.expr(childByField(alt, "condition") ?? alt),
            this.block(childByField(alt, "body")),
            elseBranch,
            this.span(alt),
          ),
        ];
      }
    }
    return ir.ifStmt(
      this.expr(childByField(node, "condition") ?? node),
      this.block(childByField(node, "body")),
      elseBranch,
      this.span(node),
    );
  }

  private switchStmt(node: SyntaxNode): Stmt {
    const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
    for (const c of childByField(node, "body")?.children ?? []) {
      if (c.type !== "case_statement" && c.type !== "default_statement") continue;
      const value = childByField(c, "value");
      const body = c.children.filter((x) => x.named && x.field !== "value");
      cases.push({ tests: value ? [this.expr(value)] : [], body: this.stmts(body) });
    }
    return ir.switchStmt(this.expr(childByField(node, "condition") ?? node), cases, this.span(node));
  }

  private foreach(node: SyntaxNode): Stmt {
    const parts = node.children.filter((c) => c.named && c.field !== "body" && c.type !== "comment");
    const iterable = parts[0];
    const binding = parts[1];
    const body = this.block(childByField(node, "body"));
    const iterableExpr = iterable ? this.expr(iterable) : this.other(node);
    let target: Expr = this.other(node);
    if (binding?.type === "pair") {
      const [k, v] = namedChildren(binding);
      if (v) target = this.expr(v.type === "by_ref" ? (v.children.find((c) => c.named) ?? v) : v);
      // A key of an input array is input too; of any other array it carries what the array carries.
      if (k) body.unshift(ir.assign(this.expr(k), ir.other([iterableExpr], this.span(k)), this.span(k)));
    } else if (binding) {
      target = this.expr(
        binding.type === "by_ref" ? (binding.children.find((c) => c.named) ?? binding) : binding,
      );
    }
    return ir.loopEach(target, iterableExpr, body, this.span(node));
  }

  /** `[$a, 'k' => $b] = $x` reads each target's own slot; a call on the right is evaluated once. */
  private destructure(left: SyntaxNode, right: SyntaxNode, span: Span): Stmt[] {
    return this.destructureFrom(left, this.expr(right), span);
  }

  private destructureFrom(left: SyntaxNode, value: Expr, span: Span): Stmt[] {
    const out: Stmt[] = [];
    let source = value;
    if (source.kind !== "name" && source.kind !== "array") {
      const tmp: Expr = ir.name(`list@${left.start}`, span);
      out.push(ir.assign(tmp, source, span));
      source = tmp;
    }
    let position = 0;
    let key: Expr | undefined;
    for (const c of left.children) {
      if (!c.named || c.type === "comment") continue;
      if (this.nextIsArrow(left, c)) {
        key = this.expr(c);
        continue;
      }
      const index: Expr = key ?? ir.lit(position++, this.span(c));
      key = undefined;
      const slot = this.slot(source, index, this.span(c));
      if (c.type === "list_literal") out.push(...this.destructureFrom(c, slot, span));
      else out.push(ir.assign(this.expr(c), slot, span));
    }
    return out;
  }

  private slot(source: Expr, index: Expr, span: Span): Expr {
    if (source.kind === "array" && index.kind === "lit" && typeof index.value === "number")
      return source.items[index.value] ?? ir.lit(null, span);
    return { kind: "index", object: source, index, span };
  }

  private nextIsArrow(parent: SyntaxNode, child: SyntaxNode): boolean {
    const i = parent.children.indexOf(child);
    const next = parent.children[i + 1];
    return !!next && !next.named && this.text(next) === "=>";
  }
}
