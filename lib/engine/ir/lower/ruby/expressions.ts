import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR, Span, Stmt } from "../../ir";
import { ClassLowering, type ExprShape } from "../base";

const BLOCK_TYPES = new Set(["do_block", "block"]);

const STATEMENT_CONTAINERS = new Set(["body_statement", "then", "else", "do", "begin_block", "end_block"]);

/** `A::B::VERIFY_NONE`: a scoped constant value (not a class), read as its name. */
const SCREAMING = /^[A-Z][A-Z0-9_]+$/;

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["constant", "name"],
  ["instance_variable", "name"],
  ["class_variable", "name"],
  ["global_variable", "name"],
  ["integer", "number"],
  ["float", "number"],
  ["true", "true"],
  ["false", "false"],
  ["nil", "null"],
  ["conditional", "conditional"],
]);

/** Ruby expressions → IR; statement lowering and module structure are in the subclasses. */
export abstract class RubyExpressions extends ClassLowering {
  protected abstract statements(node: SyntaxNode, className: string | undefined): Stmt[];
  protected abstract params(list: SyntaxNode | undefined): ParamIR[];
  protected abstract assignment(node: SyntaxNode, op: string | undefined): Expr;
  protected readonly exprShapes = EXPR_SHAPES;

  /** Local variables of the method being lowered: `x[k] = v` on a local stores into a hash. */
  protected locals = new Set<string>();

  /** The methods the file defines: a bare name that is no local calls one (`user_params[:name]`). */
  protected methodNames = new Set<string>();

  override expr(node: SyntaxNode): Expr {
    if (node.type === "identifier") {
      const name = this.text(node);
      if (!this.locals.has(name) && this.methodNames.has(name)) {
        const span = this.span(node);
        return this.call(ir.name(name, span), [], [], span);
      }
    }
    return super.expr(node);
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "self":
        return ir.name("self", span);
      case "scope_resolution": {
        const text = this.text(node).replace(/^::/, "");
        const last = text.split("::").pop() ?? "";
        return SCREAMING.test(last) && text.includes("::") ? ir.lit(text, span) : ir.name(text, span);
      }
      case "string":
      case "bare_string":
        return this.stringExpr(node);
      case "simple_symbol":
        return ir.lit(this.text(node).slice(1), span);
      case "hash_key_symbol":
        return ir.lit(this.text(node), span);
      case "delimited_symbol":
        return this.stringExpr(node);
      case "subshell":
        return this.call(ir.name("`", span), [this.stringExpr(node)], [], span);
      case "array":
      case "string_array":
      case "symbol_array":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "hash":
        return this.hash(node);
      case "call":
        return this.callExpr(node);
      case "element_reference": {
        const object = childByField(node, "object");
        const index = node.children.find((c) => c.named && c.field !== "object");
        if (!object || !index) return this.opaque(node);
        return { kind: "index", object: this.expr(object), index: this.expr(index), span };
      }
      case "assignment":
        return this.assignment(node, undefined);
      case "operator_assignment": {
        const op = this.text(childByField(node, "operator") ?? node).slice(0, -1);
        return this.assignment(node, op);
      }
      case "binary": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const opNode = childByField(node, "operator");
        if (!left || !right || !opNode) return this.opaque(node);
        const raw = this.text(opNode);
        const op = raw === "and" ? "&&" : raw === "or" ? "||" : raw;
        const l = this.expr(left);
        const r = this.expr(right);
        // `buf << x` appends to the string or array it names; `"text" << x` is the joined text.
        if (op === "<<" && l.kind === "name")
          return ir.assignExpr(l, { kind: "binary", op: "+", left: l, right: r, span }, span);
        if (op === "<<" && ((l.kind === "lit" && typeof l.value === "string") || l.kind === "template"))
          return { kind: "binary", op: "+", left: l, right: r, span };
        return { kind: "binary", op, left: l, right: r, span };
      }
      case "unary": {
        const operand = childByField(node, "operand");
        const op = childByField(node, "operator");
        if (!operand || !op) return this.opaque(node);
        const t = this.text(op);
        return { kind: "unary", op: t === "not" ? "!" : t, operand: this.expr(operand), span };
      }
      case "parenthesized_statements": {
        const inner = namedChildren(node);
        const last = inner[inner.length - 1];
        return last ? this.expr(last) : this.other(node);
      }
      case "lambda":
      case "do_block":
      case "block":
        return ir.funcExpr(this.block(node), span);
      case "if_modifier":
      case "unless_modifier":
      case "if":
      case "unless":
      case "case":
      case "begin":
      case "while":
        return ir.funcExpr(
          { name: "<expr>", params: [], body: this.stmt(node), annotations: [], span },
          span,
        );
      case "regex":
      case "character":
        return ir.lit(this.text(node), span);
      default:
        return this.opaque(node);
    }
  }

  /** A string with interpolation builds its text from parts; a plain one is a literal. */
  private stringExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    const parts: Expr[] = [];
    const raw = this.text(node);
    const single = raw.startsWith("'") || raw.startsWith("%q");
    for (const c of node.children) {
      if (c.type === "string_content") {
        const t = this.text(c);
        parts.push({
          kind: "lit",
          value: single ? t.replace(/\\(['\\])/g, "$1") : this.unescape(t),
          span: this.span(c),
        });
      } else if (c.type === "escape_sequence") {
        parts.push(ir.lit(this.unescape(this.text(c)), this.span(c)));
      } else if (c.type === "interpolation") {
        const inner = namedChildren(c);
        const last = inner[inner.length - 1];
        if (last) parts.push(this.expr(last));
      }
    }
    if (parts.every((p) => p.kind === "lit")) {
      return ir.lit(parts.map((p) => (p.kind === "lit" ? String(p.value) : "")).join(""), span);
    }
    return { kind: "template", parts, span };
  }

  private hash(node: SyntaxNode): Expr {
    const props: Array<{ key?: string; value: Expr }> = [];
    for (const p of node.children) {
      if (p.type !== "pair") {
        if (p.named) props.push({ value: this.expr(p) });
        continue;
      }
      const key = childByField(p, "key");
      const value = childByField(p, "value");
      if (!value) continue;
      props.push({ key: key ? this.keyName(key) : undefined, value: this.expr(value) });
    }
    return { kind: "object", props, span: this.span(node) };
  }

  private keyName(key: SyntaxNode): string | undefined {
    const k = this.expr(key);
    return k.kind === "lit" && typeof k.value === "string" ? k.value : undefined;
  }

  private callExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    const receiver = childByField(node, "receiver");
    const method = childByField(node, "method");
    const name = method ? this.text(method) : "call";
    const args: Expr[] = [];
    const keywords: Array<{ name: string; value: Expr }> = [];
    const list = childByField(node, "arguments");
    for (const a of list?.children ?? []) {
      if (!a.named) continue;
      if (a.type === "pair") {
        const key = childByField(a, "key");
        const value = childByField(a, "value");
        const k = key ? this.keyName(key) : undefined;
        if (k !== undefined && value) keywords.push({ name: k, value: this.expr(value) });
        else if (value) args.push(this.expr(value));
      } else if (a.type === "block_argument") {
        const inner = a.children.find((c) => c.named);
        if (inner) args.push(this.blockArgument(inner));
      } else if (a.type === "splat_argument" || a.type === "hash_splat_argument") {
        const inner = a.children.find((c) => c.named);
        if (inner) args.push(this.expr(inner));
      } else args.push(this.expr(a));
    }
    const block = childByField(node, "block");
    if (block && BLOCK_TYPES.has(block.type)) args.push(ir.funcExpr(this.block(block), this.span(block)));
    // A scoped receiver is a class or module (`Digest::MD5.hexdigest`), even when written in capitals.
    const object: Expr | undefined = !receiver
      ? undefined
      : receiver.type === "scope_resolution"
        ? ir.name(this.text(receiver).replace(/^::/, ""), this.span(receiver))
        : this.expr(receiver);
    const callee: Expr = object
      ? ir.member(object, name, span)
      : ir.name(name, method ? this.span(method) : span);
    return this.call(callee, args, keywords, span);
  }

  /**
   * `&expr` passes `expr.to_proc` as the block: a computed symbol names the method it calls
   * (`tap(&params[:m].to_sym)`). A name or literal is passed as it is, so a proc stays a function.
   */
  private blockArgument(node: SyntaxNode): Expr {
    const value = this.expr(node);
    if (value.kind === "name" || value.kind === "lit") return value;
    return ir.call(ir.member(value, "to_proc", value.span), [], value.span, { keywords: [] });
  }

  protected call(
    callee: Expr,
    args: Expr[],
    keywords: Array<{ name: string; value: Expr }>,
    span: Span,
  ): Expr {
    return ir.call(callee, args, span, { keywords });
  }

  /** A method or block returns the value of its last statement, in each branch that ends it. */
  protected valueReturned(body: Stmt[]): Stmt[] {
    const last = body[body.length - 1];
    if (!last) return body;
    const init = body.slice(0, -1);
    switch (last.kind) {
      case "expr":
        return [...init, ir.exit("return", last.expr, last.span)];
      case "assign":
        return [...init, last, ir.exit("return", last.target, last.span)];
      case "if":
        return [
          ...init,
          {
            ...last,
            whenTrue: this.valueReturned(last.whenTrue),
            whenFalse: this.valueReturned(last.whenFalse),
          },
        ];
      case "switch":
        return [
          ...init,
          { ...last, cases: last.cases.map((c) => ({ ...c, body: this.valueReturned(c.body) })) },
        ];
      case "block":
        return [...init, { ...last, body: this.valueReturned(last.body) }];
      default:
        return body;
    }
  }

  private block(node: SyntaxNode): FunctionIR {
    const params = this.params(childByField(node, "parameters"));
    for (const p of params) this.locals.add(p.name);
    const body = childByField(node, "body");
    let stmts: Stmt[] = [];
    if (body)
      stmts =
        STATEMENT_CONTAINERS.has(body.type) || body.type === "block_body"
          ? this.statements(body, undefined)
          : this.stmt(body);
    return {
      name: "<block>",
      params,
      body: this.valueReturned(stmts),
      annotations: [],
      span: this.span(node),
    };
  }
}
