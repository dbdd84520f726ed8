import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Stmt } from "../../ir";
import { ClassLowering, type ExprShape } from "../base";

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["field_identifier", "name"],
  ["package_identifier", "name"],
  ["type_identifier", "name"],
  ["true", "true"],
  ["false", "false"],
  ["nil", "null"],
  ["int_literal", "number"],
  ["float_literal", "number"],
  ["binary_expression", "binary"],
]);

/** Go expressions → IR; statement lowering and module structure are in the subclasses. */
export abstract class GoExpressions extends ClassLowering {
  protected abstract funcIR(
    node: SyntaxNode,
    name: string,
    className: string | undefined,
    prologue?: Stmt[],
  ): FunctionIR;
  protected readonly exprShapes = EXPR_SHAPES;

  protected exprList(node: SyntaxNode): Expr[] {
    if (node.type === "expression_list") return namedChildren(node).map((c) => this.expr(c));
    return [this.expr(node)];
  }

  protected hasAddressArg(call: SyntaxNode): boolean {
    return (childByField(call, "arguments")?.children ?? []).some(
      (a) => a.type === "unary_expression" && this.text(childByField(a, "operator") ?? a) === "&",
    );
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "interpreted_string_literal":
      case "raw_string_literal":
        return ir.lit(this.stringValue(node), span);
      case "rune_literal":
        return ir.lit(this.unescape(this.text(node).slice(1, -1)), span);
      case "selector_expression": {
        const operand = childByField(node, "operand");
        const field = childByField(node, "field");
        if (!operand || !field) return this.opaque(node);
        const setting =
          operand.type === "identifier"
            ? this.constantMember(this.text(operand), this.text(field), span)
            : undefined;
        return setting ?? ir.member(this.expr(operand), this.text(field), span);
      }
      case "index_expression":
        return this.indexAccess(node, "operand", "index");
      case "slice_expression": {
        const operand = childByField(node, "operand");
        return operand ? this.other(node, [this.expr(operand)]) : this.opaque(node);
      }
      case "call_expression": {
        const fn = childByField(node, "function");
        const args: Expr[] = [];
        for (const a of childByField(node, "arguments")?.children ?? []) {
          if (!a.named || a.type === "comment") continue;
          // `make([]T, n)` and `new(T)` take a type, not a value.
          if (/_type$|^type_identifier$/.test(a.type)) continue;
          args.push(this.expr(a));
        }
        return ir.call(fn ? this.expr(fn) : this.other(node), args, span);
      }
      case "type_conversion_expression":
      case "type_assertion_expression":
      case "parenthesized_expression": {
        const operand =
          childByField(node, "operand") ?? node.children.find((c) => c.named && c.field !== "type");
        return operand ? this.expr(operand) : this.other(node);
      }
      case "unary_expression": {
        const operand = childByField(node, "operand");
        const op = childByField(node, "operator");
        if (!operand || !op) return this.opaque(node);
        const opText = this.text(op);
        // Taking an address or dereferencing keeps the value; receiving from a channel is unknown.
        if (opText === "&" || opText === "*" || opText === "<-") return this.expr(operand);
        return { kind: "unary", op: opText === "^" ? "~" : opText, operand: this.expr(operand), span };
      }
      case "composite_literal":
        return this.composite(node);
      case "func_literal":
        return ir.funcExpr(this.funcIR(node, "<lambda>", undefined), span);
      case "literal_element": {
        const inner = node.children.find((c) => c.named);
        return inner ? this.expr(inner) : this.other(node);
      }
      case "literal_value":
        return this.literalValue(node, undefined);
      default:
        return this.opaque(node);
    }
  }

  protected stringValue(node: SyntaxNode): string {
    const raw = this.text(node);
    if (node.type === "raw_string_literal") return raw.slice(1, -1);
    return this.unescape(raw.slice(1, -1));
  }

  /** `T{...}`: a struct or map with keys (an object event rules can inspect), or a slice. */
  private composite(node: SyntaxNode): Expr {
    const typeNode = childByField(node, "type");
    const body = childByField(node, "body");
    const type =
      typeNode && !/^(map_type|slice_type|array_type|implicit_length_array_type)$/.test(typeNode.type)
        ? this.simpleType(this.text(typeNode))
        : undefined;
    if (!body) return { kind: "object", type, props: [], span: this.span(node) };
    return this.literalValue(body, type, typeNode?.type);
  }

  private literalValue(body: SyntaxNode, type: string | undefined, typeKind?: string): Expr {
    const span = this.span(body);
    const elements = body.children.filter((c) => c.named && c.type !== "comment");
    const keyed = elements.some((e) => e.type === "keyed_element");
    if (
      !keyed &&
      (typeKind === "slice_type" ||
        typeKind === "array_type" ||
        typeKind === "implicit_length_array_type" ||
        !type)
    ) {
      return { kind: "array", items: elements.map((e) => this.expr(e)), span };
    }
    const props: Array<{ key?: string; value: Expr }> = [];
    elements.forEach((e, i) => {
      if (e.type !== "keyed_element") {
        props.push({ key: String(i), value: this.expr(e) });
        return;
      }
      const k = childByField(e, "key");
      const v = childByField(e, "value");
      if (!v) return;
      const keyNode = k?.type === "literal_element" ? k.children.find((c) => c.named) : k;
      let key: string | undefined;
      if (keyNode?.type === "identifier" || keyNode?.type === "field_identifier") key = this.text(keyNode);
      else if (keyNode) {
        const ke = this.expr(keyNode);
        if (ke.kind === "lit") key = String(ke.value);
      }
      props.push({ key, value: this.expr(v) });
    });
    return { kind: "object", type, props, span };
  }
}
