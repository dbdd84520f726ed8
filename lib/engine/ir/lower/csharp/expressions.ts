import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../../ir";
import { ClassLowering, type ExprShape } from "../base";

/** The .NET types behind C#'s keyword aliases, so `int.Parse` is `Int32.Parse`. */
const PREDEFINED: Record<string, string> = {
  int: "Int32",
  long: "Int64",
  short: "Int16",
  byte: "Byte",
  sbyte: "SByte",
  uint: "UInt32",
  ulong: "UInt64",
  ushort: "UInt16",
  bool: "Boolean",
  string: "String",
  double: "Double",
  float: "Single",
  decimal: "Decimal",
  object: "Object",
  char: "Char",
};

const NUMBER_TYPES = new Set(["integer_literal", "real_literal"]);

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["binary_expression", "binary"],
  ["conditional_expression", "conditional"],
  ["null_literal", "null"],
  ["typeof_expression", "unknown"],
  ["sizeof_expression", "unknown"],
  ["default_expression", "unknown"],
  ["is_expression", "unknown"],
  ["is_pattern_expression", "unknown"],
]);

/** C# expressions → IR; statement lowering and module structure are in the subclasses. */
export abstract class CSharpExpressions extends ClassLowering {
  protected abstract block(node: SyntaxNode): Stmt[];
  protected abstract params(list: SyntaxNode | undefined): ParamIR[];
  protected readonly exprShapes = EXPR_SHAPES;

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "predefined_type":
        return ir.name(PREDEFINED[this.text(node)] ?? this.text(node), span);
      case "this":
      case "this_expression":
      case "base":
        return ir.name("this", span);
      case "generic_name": {
        const id = node.children.find((c) => c.type === "identifier");
        return ir.name(id ? this.text(id) : this.text(node), span);
      }
      case "qualified_name":
      case "alias_qualified_name": {
        const parts = this.text(node)
          .replace(/^global::/, "")
          .replace(/<.*$/s, "")
          .split(".");
        let e: Expr = ir.name(parts[0] as string, span);
        for (const p of parts.slice(1)) e = ir.member(e, p, span);
        return e;
      }
      case "member_access_expression": {
        const object = childByField(node, "expression");
        const name = childByField(node, "name");
        if (!object || !name) return this.opaque(node);
        const property = this.memberName(name);
        // The type may be written with its namespace (`System.Net.SecurityProtocolType.Tls`).
        const typeNode = object.type === "member_access_expression" ? childByField(object, "name") : object;
        const setting =
          typeNode?.type === "identifier"
            ? this.constantMember(this.text(typeNode), property, span)
            : undefined;
        return setting ?? ir.member(this.expr(object), property, span);
      }
      case "conditional_access_expression": {
        const object = childByField(node, "condition");
        const binding = node.children.find((c) => c.named && c.field !== "condition");
        if (!object || !binding) return this.opaque(node);
        return this.binding(this.expr(object), binding);
      }
      case "invocation_expression":
        return this.invocation(node);
      case "object_creation_expression":
      case "implicit_object_creation_expression":
        return this.creation(node);
      case "array_creation_expression":
      case "implicit_array_creation_expression":
      case "stackalloc_expression": {
        const init = node.children.find((c) => c.type === "initializer_expression");
        return init ? this.expr(init) : { kind: "array", items: [], span };
      }
      case "initializer_expression":
      case "collection_expression":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "element_access_expression": {
        const object = childByField(node, "expression");
        const index = childByField(node, "subscript")?.children.find((c) => c.type === "argument");
        const value = index?.children.find((c) => c.named && c.field !== "name");
        if (!object || !value) return this.opaque(node);
        return { kind: "index", object: this.expr(object), index: this.expr(value), span };
      }
      case "assignment_expression": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const op = this.text(childByField(node, "operator") ?? node);
        if (!left || !right) return this.opaque(node);
        const value = this.expr(right);
        // Subscribing a handler to an event (`Callback += (…) => true`) installs that handler.
        const subscribes = op === "+=" && value.kind === "func";
        return {
          kind: "assign",
          target: this.expr(left),
          value,
          op: op === "=" || subscribes ? undefined : op.slice(0, -1),
          span,
        };
      }
      case "prefix_unary_expression": {
        const operand = node.children.find((c) => c.named);
        const op = node.children.find((c) => !c.named);
        if (!operand || !op) return this.opaque(node);
        if (op.type === "++" || op.type === "--") return this.other(node);
        return { kind: "unary", op: this.text(op), operand: this.expr(operand), span };
      }
      case "postfix_unary_expression": {
        // `x!` (null-forgiving) is the value itself; `x++` is arithmetic.
        const operand = node.children.find((c) => c.named);
        const op = node.children.find((c) => !c.named);
        return operand && op?.type === "!" ? this.expr(operand) : this.other(node);
      }
      case "parenthesized_expression":
      case "checked_expression":
      case "await_expression":
      case "ref_expression": {
        const inner = node.children.find((c) => c.named);
        return inner ? this.expr(inner) : this.other(node);
      }
      case "cast_expression": {
        const value = childByField(node, "value");
        return value ? this.expr(value) : this.other(node);
      }
      case "as_expression": {
        const left = childByField(node, "left") ?? node.children.find((c) => c.named);
        return left ? this.expr(left) : this.other(node);
      }
      case "string_literal":
      case "verbatim_string_literal":
      case "raw_string_literal":
      case "character_literal":
        return ir.lit(this.stringValue(node), span);
      case "interpolated_string_expression":
        return this.interpolated(node);
      case "boolean_literal":
        return ir.lit(this.text(node) === "true", span);
      case "lambda_expression":
      case "anonymous_method_expression":
        return ir.funcExpr(this.lambda(node), span);
      case "declaration_expression": {
        const n = childByField(node, "name");
        return n ? ir.name(this.text(n), span) : this.other(node);
      }
      case "argument": {
        const value = node.children.find((c) => c.named && c.field !== "name");
        return value ? this.expr(value) : this.other(node);
      }
      default:
        if (NUMBER_TYPES.has(node.type)) return this.numberLiteral(node);
        return this.opaque(node);
    }
  }

  private memberName(node: SyntaxNode): string {
    if (node.type === "generic_name") {
      const id = node.children.find((c) => c.type === "identifier");
      return id ? this.text(id) : this.text(node);
    }
    return this.text(node);
  }

  /** `a?.b`, `a?.b.c`, `a?[i]`: the binding part applied to the object. */
  private binding(object: Expr, node: SyntaxNode): Expr {
    const span = this.span(node);
    if (node.type === "member_binding_expression") {
      const name = childByField(node, "name") ?? node.children.find((c) => c.named);
      return ir.member(object, name ? this.memberName(name) : "?", span);
    }
    if (node.type === "element_binding_expression") {
      const arg = node.children
        .find((c) => c.type === "bracketed_argument_list")
        ?.children.find((c) => c.named);
      return { kind: "index", object, index: arg ? this.expr(arg) : this.other(node), span };
    }
    return ir.other([object, this.expr(node)], span);
  }

  protected args(node: SyntaxNode | undefined): {
    args: Expr[];
    keywords: Array<{ name: string; value: Expr }>;
  } {
    const args: Expr[] = [];
    const keywords: Array<{ name: string; value: Expr }> = [];
    for (const a of node?.children ?? []) {
      if (a.type !== "argument") continue;
      const name = childByField(a, "name");
      const value = this.expr(a);
      if (name) keywords.push({ name: this.text(name), value });
      // Named arguments keep their place too: most calls pass them in declaration order.
      args.push(value);
    }
    return { args, keywords };
  }

  private invocation(node: SyntaxNode): Expr {
    const fn = childByField(node, "function");
    const { args, keywords } = this.args(childByField(node, "arguments"));
    let callee: Expr;
    if (!fn) callee = this.other(node);
    else if (fn.type === "conditional_access_expression") callee = this.expr(fn);
    else callee = this.expr(fn);
    return ir.call(callee, args, this.span(node), { keywords });
  }

  /**
   * `new T(args) { P = v }`: the constructor call, and an object holding the initialised members
   * (so `Secure = false` or `Arguments = input` can be read later); the call stays in the object.
   */
  private creation(node: SyntaxNode): Expr {
    const span = this.span(node);
    const type = childByField(node, "type");
    const typeName = this.simpleType(type ? this.text(type) : undefined) ?? "Object";
    const { args, keywords } = this.args(
      childByField(node, "arguments") ?? node.children.find((c) => c.type === "argument_list"),
    );
    const call: Expr = ir.call(ir.name(typeName, type ? this.span(type) : span), args, span, {
      keywords,
      isNew: true,
    });
    const init =
      childByField(node, "initializer") ?? node.children.find((c) => c.type === "initializer_expression");
    if (!init) return call;
    const props: Array<{ key?: string; value: Expr }> = [{ value: call }];
    for (const c of init.children) {
      if (!c.named) continue;
      if (c.type === "assignment_expression") {
        const left = childByField(c, "left");
        const right = childByField(c, "right");
        if (left?.type === "identifier" && right) {
          props.push({ key: this.text(left), value: this.expr(right) });
          continue;
        }
      }
      props.push({ value: this.expr(c) });
    }
    return { kind: "object", type: typeName, props, span };
  }

  private stringValue(node: SyntaxNode): string {
    const raw = this.text(node);
    if (node.type === "verbatim_string_literal") return raw.slice(2, -1).replace(/""/g, '"');
    if (node.type === "raw_string_literal") return raw.replace(/^"+/, "").replace(/"+$/, "");
    return this.unescape(raw.slice(1, -1));
  }

  /** `$"a{x}b"` builds a string from its parts. */
  private interpolated(node: SyntaxNode): Expr {
    const verbatim = /@/.test(this.text(node.children[0] ?? node));
    const parts: Expr[] = [];
    for (const c of node.children) {
      if (c.type === "string_content" || c.type === "escape_sequence") {
        const t = this.text(c);
        parts.push(ir.lit(verbatim ? t : this.unescape(t), this.span(c)));
      } else if (c.type === "interpolation") {
        const e = c.children.find((x) => x.named && !/^interpolation_/.test(x.type));
        if (e) parts.push(this.expr(e));
      }
    }
    return { kind: "template", parts, span: this.span(node) };
  }

  private lambda(node: SyntaxNode): FunctionIR {
    const p = childByField(node, "parameters") ?? node.children.find((c) => c.type === "parameter_list");
    const params =
      p?.type === "identifier"
        ? [{ name: this.text(p), annotations: [], span: this.span(p) }]
        : this.params(p);
    const body = childByField(node, "body") ?? node.children.find((c) => c.type === "block");
    let stmts: Stmt[] = [];
    if (body) {
      stmts =
        body.type === "block" ? this.block(body) : [ir.exit("return", this.expr(body), this.span(body))];
    }
    return { name: "<lambda>", params, body: stmts, annotations: [], span: this.span(node) };
  }
}
