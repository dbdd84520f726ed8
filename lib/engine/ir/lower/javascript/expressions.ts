import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Span, Stmt } from "../../ir";
import { ClassLowering, type ExprShape } from "../base";

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["this", "name"],
  ["super", "name"],
  ["shorthand_property_identifier", "name"],
  ["property_identifier", "name"],
  ["undefined", "null"],
  ["null", "null"],
  ["true", "true"],
  ["false", "false"],
  ["number", "number"],
  ["binary_expression", "binary"],
  ["update_expression", "unknown"],
]);

/** JavaScript expressions → IR; statement lowering and module structure are in the subclasses. */
export abstract class JavaScriptExpressions extends ClassLowering {
  protected abstract classDecl(node: SyntaxNode, outer?: SyntaxNode[]): void;
  protected abstract functionIR(node: SyntaxNode, className?: string): FunctionIR;
  protected abstract bind(pattern: SyntaxNode, value: Expr, span: Span, declaredType?: string): Stmt[];
  protected readonly exprShapes = EXPR_SHAPES;

  protected depth = 0;

  /** `{ v = "none" } = o` and `f(x = "a")`: the value, or the default when it is missing. */
  protected orDefault(value: Expr, pattern: SyntaxNode): Expr {
    const right = childByField(pattern, "right");
    return right
      ? { kind: "binary", op: "??", left: value, right: this.expr(right), span: this.span(pattern) }
      : value;
  }

  protected propertyKey(node: SyntaxNode): string {
    if (node.type === "string") return this.stringText(node);
    if (node.type === "computed_property_name") {
      const inner = node.children.find((c) => c.named);
      return inner?.type === "string" ? this.stringText(inner) : `[${this.text(node)}]`;
    }
    return this.text(node);
  }

  stringText(node: SyntaxNode): string {
    let out = "";
    for (const c of node.children) {
      if (c.type === "string_fragment") out += this.text(c);
      else if (c.type === "escape_sequence") out += this.unescape(this.text(c));
    }
    return out;
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "string":
        return ir.lit(this.stringText(node), span);
      case "template_string": {
        const parts: Expr[] = [];
        for (const c of node.children) {
          if (c.type === "string_fragment") parts.push(ir.lit(this.text(c), this.span(c)));
          else if (c.type === "escape_sequence")
            parts.push(ir.lit(this.unescape(this.text(c)), this.span(c)));
          else if (c.type === "template_substitution") {
            const inner = c.children.find((x) => x.named);
            if (inner) parts.push(this.expr(inner));
          }
        }
        if (parts.every((p) => p.kind === "lit")) {
          return ir.lit(parts.map((p) => (p.kind === "lit" ? String(p.value) : "")).join(""), span);
        }
        return { kind: "template", parts, span };
      }
      case "member_expression": {
        const object = childByField(node, "object");
        const property = childByField(node, "property");
        if (!object || !property) return this.opaque(node);
        return ir.member(this.expr(object), this.text(property), span);
      }
      case "subscript_expression":
        return this.indexAccess(node, "object", "index");
      case "call_expression": {
        const fn = childByField(node, "function");
        const argsNode = childByField(node, "arguments");
        if (argsNode?.type === "template_string") {
          // A tagged template (sql`...`) passes its parts to the tag, which decides how to quote them.
          return ir.call(fn ? this.expr(fn) : this.other(node), [this.expr(argsNode)], span, {
            keywords: [{ name: "$tagged", value: ir.lit(true, span) }],
          });
        }
        // `import(name)` loads a module as `require(name)` does.
        const callee =
          fn?.type === "import" ? ir.name("import", this.span(fn)) : fn ? this.expr(fn) : undefined;
        return ir.call(
          callee ?? this.other(node),
          namedChildren(argsNode ?? node)
            .filter(() => argsNode !== undefined)
            .map((a) => this.expr(a)),
          span,
        );
      }
      case "new_expression": {
        const ctor = childByField(node, "constructor");
        const argsNode = childByField(node, "arguments");
        return ir.call(
          ctor ? this.expr(ctor) : this.other(node),
          argsNode ? namedChildren(argsNode).map((a) => this.expr(a)) : [],
          span,
          { isNew: true },
        );
      }
      case "assignment_expression":
      case "augmented_assignment_expression": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        if (!left || !right) return this.opaque(node);
        const op =
          node.type === "augmented_assignment_expression"
            ? this.text(childByField(node, "operator") ?? node).slice(0, -1)
            : undefined;
        if (left.type === "object_pattern" || left.type === "array_pattern") {
          const stmts = this.bind(left, this.expr(right), span);
          const first = stmts[0];
          if (stmts.length === 1 && first?.kind === "assign")
            return ir.assignExpr(first.target, first.value, span);
          return this.other(node, [this.expr(right)]);
        }
        return { kind: "assign", target: this.expr(left), value: this.expr(right), op, span };
      }
      case "unary_expression": {
        const arg = childByField(node, "argument");
        const op = childByField(node, "operator");
        if (!arg || !op) return this.opaque(node);
        const opText = this.text(op);
        if (opText === "typeof" || opText === "void" || opText === "delete") return this.other(node);
        return { kind: "unary", op: opText, operand: this.expr(arg), span };
      }
      case "ternary_expression":
        return {
          kind: "cond",
          test: this.expr(childByField(node, "condition") ?? node),
          whenTrue: this.expr(childByField(node, "consequence") ?? node),
          whenFalse: this.expr(childByField(node, "alternative") ?? node),
          span,
        };
      case "parenthesized_expression":
      case "await_expression":
      case "non_null_expression":
      case "as_expression":
      case "satisfies_expression":
      case "type_assertion":
      case "spread_element":
      case "jsx_expression": {
        const inner = node.children.find(
          (c) =>
            c.named &&
            c.type !== "type_annotation" &&
            c.type !== "type_arguments" &&
            !c.type.endsWith("_type") &&
            c.type !== "type_identifier",
        );
        return inner ? this.expr(inner) : this.other(node);
      }
      case "sequence_expression": {
        const parts = namedChildren(node);
        const last = parts[parts.length - 1];
        return last ? this.expr(last) : this.other(node);
      }
      case "array":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "object": {
        const props: Array<{ key?: string; value: Expr }> = [];
        for (const p of node.children) {
          if (p.type === "pair") {
            const k = childByField(p, "key");
            const v = childByField(p, "value");
            if (k && v) {
              const key = this.propertyKey(k);
              props.push({ key: key.startsWith("[") ? undefined : key, value: this.expr(v) });
            }
          } else if (p.type === "shorthand_property_identifier") {
            props.push({ key: this.text(p), value: this.expr(p) });
          } else if (p.type === "spread_element") props.push({ value: this.expr(p) });
          else if (p.type === "method_definition") {
            // `{ find(parent, args) { … } }`: a property holding a function named after its key.
            const k = childByField(p, "name");
            const fn = this.functionIR(p);
            props.push({ key: k ? this.propertyKey(k) : undefined, value: ir.funcExpr(fn, this.span(p)) });
          }
        }
        return { kind: "object", props, span };
      }
      case "arrow_function":
      case "function_expression":
      case "function":
      case "generator_function":
        return ir.funcExpr(this.functionIR(node), span);
      case "jsx_attribute": {
        // `<div dangerouslySetInnerHTML={{ __html: x }} />` is modelled as a call of `jsx.<attribute>`.
        const parts = namedChildren(node);
        const name = parts[0];
        const value = parts[1];
        if (!name || !value) return this.opaque(node);
        return ir.call(ir.member(ir.name("jsx", span), this.text(name), span), [this.expr(value)], span);
      }
      case "class":
        this.classDecl(node);
        return this.other(node);
      case "regex":
        // Kept as its source text so that sanitizer conditions can read the pattern.
        return ir.lit(this.text(node), span);
      default:
        return this.opaque(node);
    }
  }
}
