import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../../ir";
import { ClassLowering, type ExprShape } from "../base";

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["this", "name"],
  ["super", "name"],
  ["true", "true"],
  ["false", "false"],
  ["null_literal", "null"],
  ["decimal_integer_literal", "number"],
  ["hex_integer_literal", "number"],
  ["octal_integer_literal", "number"],
  ["binary_integer_literal", "number"],
  ["decimal_floating_point_literal", "number"],
  ["hex_floating_point_literal", "number"],
  ["parenthesized_expression", "inner"],
  ["assignment_expression", "assign"],
  ["binary_expression", "binary"],
  ["unary_expression", "unary"],
  ["instanceof_expression", "unknown"],
  ["class_literal", "unknown"],
  ["method_reference", "unknown"],
  ["update_expression", "unknown"],
]);

/** Java expressions → IR. */
export abstract class JavaExpressions extends ClassLowering {
  protected readonly exprShapes = EXPR_SHAPES;

  abstract block(node: SyntaxNode): Stmt[];
  protected abstract switchStmt(node: SyntaxNode, yields?: boolean): Stmt;
  protected abstract classBody(
    body: SyntaxNode,
    className: string,
    methods: FunctionIR[],
    members?: string[],
  ): void;

  /** A switch expression is a function called in place: `yield` and a rule's expression return its value. */
  private switchExpr(node: SyntaxNode): Expr {
    return ir.callInPlace("<switch>", [this.switchStmt(node, true)], this.span(node));
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "field_access": {
        const object = childByField(node, "object");
        const field = childByField(node, "field");
        if (!object || !field) return this.opaque(node);
        return ir.member(this.expr(object), this.text(field), span);
      }
      case "scoped_identifier":
        return ir.dotted(this.text(node), span);
      case "method_invocation": {
        const object = childByField(node, "object");
        const nameNode = childByField(node, "name");
        const nameText = nameNode ? this.text(nameNode) : "";
        const callee: Expr = object
          ? ir.member(this.expr(object), nameText, span)
          : ir.name(nameText, nameNode ? this.span(nameNode) : span);
        return ir.call(callee, this.args(childByField(node, "arguments")), span);
      }
      case "object_creation_expression": {
        const type = childByField(node, "type");
        const typeName = this.simpleType(type ? this.text(type) : undefined) ?? "Object";
        const anonymous = node.children.find((c) => c.type === "class_body");
        if (anonymous) {
          const methods: FunctionIR[] = [];
          const anonName = `${typeName}$anon@${node.start}`;
          const members: string[] = [];
          this.classBody(anonymous, anonName, methods, members);
          this.classes.push({ name: anonName, supers: [typeName], span, methods, members });
        }
        const outer = node.children.find((c) => c.named && c.field === undefined && c.type !== "class_body");
        const args = this.args(childByField(node, "arguments"));
        return ir.call(
          ir.name(typeName, type ? this.span(type) : span),
          outer && outer.type !== "type_arguments" ? [this.expr(outer), ...args] : args,
          span,
          { isNew: true },
        );
      }
      case "array_creation_expression": {
        const value = childByField(node, "value");
        return value ? this.expr(value) : { kind: "array", items: [], span };
      }
      case "array_initializer":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "array_access":
        return this.indexAccess(node, "array", "index");
      case "ternary_expression":
        return {
          kind: "cond",
          test: this.expr(childByField(node, "condition") ?? node),
          whenTrue: this.expr(childByField(node, "consequence") ?? node),
          whenFalse: this.expr(childByField(node, "alternative") ?? node),
          span,
        };
      case "cast_expression": {
        const value = childByField(node, "value");
        return value ? this.expr(value) : this.other(node);
      }
      case "string_literal":
      case "text_block":
        return ir.lit(this.stringValue(node), span);
      case "character_literal":
        return ir.lit(this.unescape(this.text(node).slice(1, -1)), span);
      case "lambda_expression":
        return ir.funcExpr(this.lambda(node), span);
      case "switch_expression":
        return this.switchExpr(node);
      default:
        return this.opaque(node);
    }
  }

  private stringValue(node: SyntaxNode): string {
    const raw = this.text(node);
    if (node.type === "text_block") return raw.slice(3, -3).replace(/^[^\n]*\n/, "");
    return this.unescape(raw.slice(1, -1));
  }

  protected args(node: SyntaxNode | undefined): Expr[] {
    if (!node) return [];
    return namedChildren(node).map((c) => this.expr(c));
  }

  private lambda(node: SyntaxNode): FunctionIR {
    const params: ParamIR[] = [];
    const p = childByField(node, "parameters");
    if (p) {
      if (p.type === "identifier") params.push({ name: this.text(p), annotations: [], span: this.span(p) });
      else {
        for (const c of p.children) {
          if (c.type === "identifier")
            params.push({ name: this.text(c), annotations: [], span: this.span(c) });
          else if (c.type === "formal_parameter") {
            const n = childByField(c, "name");
            params.push({
              name: n ? this.text(n) : "_",
              type: this.simpleType(this.text(childByField(c, "type") ?? c)),
              annotations: [],
              span: this.span(c),
            });
          }
        }
      }
    }
    const body = childByField(node, "body");
    let stmts: Stmt[] = [];
    if (body) {
      stmts =
        body.type === "block" ? this.block(body) : [ir.exit("return", this.expr(body), this.span(body))];
    }
    return { name: "<lambda>", params, body: stmts, annotations: [], span: this.span(node) };
  }
}
