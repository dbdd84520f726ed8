import { childByField, namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, ParamIR, Span, Stmt } from "../ir";
import { type ExprShape, Lowering, type StmtShape } from "./base";

const BLOCK_TYPES = new Set(["do_block", "block"]);
const STATEMENT_CONTAINERS = new Set(["body_statement", "then", "else", "do", "begin_block", "end_block"]);
/** `A::B::VERIFY_NONE`: a scoped constant value (not a class), read as its name. */
const SCREAMING = /^[A-Z][A-Z0-9_]+$/;

export class RubyLowering extends Lowering {
  protected readonly exprShapes = new Map<string, ExprShape>();
  protected readonly stmtShapes = new Map<string, StmtShape>();

  /** Local variables of the method being lowered: `x[k] = v` on a local stores into a hash. */
  private locals = new Set<string>();

  lowerModule(root: SyntaxNode): void {
    this.topLevel.push(...this.statements(root, undefined));
  }

  /** Statements of a body; classes and methods found on the way are recorded, not executed. */
  private statements(node: SyntaxNode, className: string | undefined): Stmt[] {
    const out: Stmt[] = [];
    for (const c of node.children) if (c.named) out.push(...this.stmt(c, className));
    return out;
  }

  private classDeclaration(node: SyntaxNode, outer: string | undefined): void {
    const nameNode = childByField(node, "name");
    const name = nameNode ? this.text(nameNode) : "<anonymous>";
    const qualified = outer ? `${outer}::${name}` : name;
    const superclass = childByField(node, "superclass");
    const superName = superclass?.children.find((c) => c.named);
    const supers = superName ? [this.text(superName)] : [];
    const body = childByField(node, "body");
    const before = this.functions.length;
    const statements = body ? this.statements(body, qualified) : [];
    this.topLevel.push(...statements);
    const methods = this.functions.slice(before).filter((f) => f.className === qualified);
    if (node.type === "class") this.classes.push({ name, supers, span: this.span(node), methods });
  }

  private method(node: SyntaxNode, className: string | undefined): FunctionIR {
    const saved = this.locals;
    this.locals = new Set();
    const name = childByField(node, "name");
    const params = this.params(childByField(node, "parameters"));
    for (const p of params) this.locals.add(p.name);
    const body = childByField(node, "body");
    const fn: FunctionIR = {
      name: name ? this.text(name) : "<anonymous>",
      className,
      params,
      body: body ? this.statements(body, className) : [],
      annotations: [],
      span: this.span(node),
    };
    this.locals = saved;
    return fn;
  }

  private params(list: SyntaxNode | undefined): ParamIR[] {
    const out: ParamIR[] = [];
    for (const p of list?.children ?? []) {
      if (!p.named) continue;
      const n = p.type === "identifier" ? p : childByField(p, "name");
      if (n) out.push({ name: this.text(n), annotations: [], span: this.span(p) });
    }
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
          ? [{ kind: "if", test, whenTrue: whenFalse, whenFalse: whenTrue, span }]
          : [{ kind: "if", test, whenTrue, whenFalse, span }];
      }
      case "if_modifier":
      case "unless_modifier": {
        const test = this.exprOf(childByField(node, "condition"), node);
        const body = childByField(node, "body");
        const stmts = body ? this.stmt(body, className) : [];
        return node.type === "unless_modifier"
          ? [{ kind: "if", test, whenTrue: [], whenFalse: stmts, span }]
          : [{ kind: "if", test, whenTrue: stmts, whenFalse: [], span }];
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
          {
            kind: "loop",
            test,
            body: body
              ? body.type === "do"
                ? this.statements(body, className)
                : this.stmt(body, className)
              : [],
            update: [],
            span,
          },
        ];
      }
      case "for": {
        const pattern = childByField(node, "pattern");
        const value = childByField(node, "value");
        const body = childByField(node, "body");
        if (pattern?.type === "identifier") this.locals.add(this.text(pattern));
        return [
          {
            kind: "loop",
            each: {
              target: pattern ? this.expr(pattern) : this.other(node),
              iterable: value ? this.expr(value.children.find((c) => c.named) ?? value) : this.other(node),
            },
            body: body ? this.statements(body, className) : [],
            update: [],
            span,
          },
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
              body: [...(body ? this.statements(body, className) : []), { kind: "break", span }],
            });
          } else if (c.type === "else") cases.push({ tests: [], body: this.statements(c, className) });
        }
        if (!value) {
          // `case` without a subject is an if/elsif chain.
          return [{ kind: "switch", subject: { kind: "other", parts: [], span }, cases, span }];
        }
        return [{ kind: "switch", subject: this.expr(value), cases, span }];
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
        return [{ kind: "try", body, handlers, finally: fin, span }];
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
        return [{ kind: "return", value: value ? this.expr(value) : undefined, span }];
      }
      case "break":
        return [{ kind: "break", span }];
      case "next":
        return [{ kind: "continue", span }];
      case "ERROR":
        return this.statements(node, className);
      case "comment":
      case "heredoc_body":
      case "empty_statement":
      case "undef":
      case "alias":
        return [];
      case "rescue_modifier": {
        const body = childByField(node, "body");
        return body ? this.stmt(body, className) : [];
      }
      default: {
        const e = this.expr(node);
        if (e.kind === "assign") return [{ ...e, kind: "assign" }];
        return [{ kind: "expr", expr: e, span }];
      }
    }
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "identifier":
      case "constant":
      case "instance_variable":
      case "class_variable":
      case "global_variable":
        return { kind: "name", name: this.text(node), span };
      case "self":
        return { kind: "name", name: "self", span };
      case "scope_resolution": {
        const text = this.text(node).replace(/^::/, "");
        const last = text.split("::").pop() ?? "";
        return SCREAMING.test(last) && text.includes("::")
          ? { kind: "lit", value: text, span }
          : { kind: "name", name: text, span };
      }
      case "integer":
      case "float":
        return this.numberLiteral(node);
      case "true":
        return { kind: "lit", value: true, span };
      case "false":
        return { kind: "lit", value: false, span };
      case "nil":
        return { kind: "lit", value: null, span };
      case "string":
      case "bare_string":
        return this.stringExpr(node);
      case "simple_symbol":
        return { kind: "lit", value: this.text(node).slice(1), span };
      case "hash_key_symbol":
        return { kind: "lit", value: this.text(node), span };
      case "delimited_symbol":
        return this.stringExpr(node);
      case "subshell":
        return this.call({ kind: "name", name: "`", span }, [this.stringExpr(node)], [], span);
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
        // `buf << x` appends to the string or array it names.
        if (op === "<<" && l.kind === "name")
          return {
            kind: "assign",
            target: l,
            value: { kind: "binary", op: "+", left: l, right: r, span },
            span,
          };
        return { kind: "binary", op, left: l, right: r, span };
      }
      case "unary": {
        const operand = childByField(node, "operand");
        const op = childByField(node, "operator");
        if (!operand || !op) return this.opaque(node);
        const t = this.text(op);
        return { kind: "unary", op: t === "not" ? "!" : t, operand: this.expr(operand), span };
      }
      case "conditional":
        return this.conditional(node);
      case "parenthesized_statements": {
        const inner = namedChildren(node);
        const last = inner[inner.length - 1];
        return last ? this.expr(last) : this.other(node);
      }
      case "lambda":
      case "do_block":
      case "block":
        return { kind: "func", fn: this.block(node), span };
      case "if_modifier":
      case "unless_modifier":
      case "if":
      case "unless":
      case "case":
      case "begin":
      case "while":
        return {
          kind: "func",
          fn: { name: "<expr>", params: [], body: this.stmt(node), annotations: [], span },
          span,
        };
      case "regex":
      case "character":
        return { kind: "lit", value: this.text(node), span };
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
        parts.push({ kind: "lit", value: this.unescape(this.text(c)), span: this.span(c) });
      } else if (c.type === "interpolation") {
        const inner = namedChildren(c);
        const last = inner[inner.length - 1];
        if (last) parts.push(this.expr(last));
      }
    }
    if (parts.every((p) => p.kind === "lit")) {
      return {
        kind: "lit",
        value: parts.map((p) => (p.kind === "lit" ? String(p.value) : "")).join(""),
        span,
      };
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
      } else if (
        a.type === "block_argument" ||
        a.type === "splat_argument" ||
        a.type === "hash_splat_argument"
      ) {
        const inner = a.children.find((c) => c.named);
        if (inner) args.push(this.expr(inner));
      } else args.push(this.expr(a));
    }
    const block = childByField(node, "block");
    if (block && BLOCK_TYPES.has(block.type))
      args.push({ kind: "func", fn: this.block(block), span: this.span(block) });
    // A scoped receiver is a class or module (`Digest::MD5.hexdigest`), even when written in capitals.
    const object: Expr | undefined = !receiver
      ? undefined
      : receiver.type === "scope_resolution"
        ? { kind: "name", name: this.text(receiver).replace(/^::/, ""), span: this.span(receiver) }
        : this.expr(receiver);
    const callee: Expr = object
      ? { kind: "member", object, property: name, span }
      : { kind: "name", name, span: method ? this.span(method) : span };
    return this.call(callee, args, keywords, span);
  }

  private call(callee: Expr, args: Expr[], keywords: Array<{ name: string; value: Expr }>, span: Span): Expr {
    return { kind: "call", callee, args, keywords, isNew: false, span };
  }

  /**
   * `x = v`, `obj.attr = v`, `h[k] = v`. Indexing a local stores into the hash or array it holds;
   * indexing anything else (`cookies[:id] = v`, `session[:user] = v`) calls its `[]=` method.
   */
  private assignment(node: SyntaxNode, op: string | undefined): Expr {
    const span = this.span(node);
    const left = childByField(node, "left");
    const right = childByField(node, "right");
    if (!left || !right) return this.opaque(node);
    const value = this.expr(right);
    if (left.type === "identifier") this.locals.add(this.text(left));
    let target: Expr;
    if (left.type === "call") {
      const receiver = childByField(left, "receiver");
      const method = childByField(left, "method");
      if (!receiver || !method) return this.opaque(node);
      target = {
        kind: "member",
        object: this.expr(receiver),
        property: this.text(method),
        span: this.span(left),
      };
    } else if (left.type === "element_reference") {
      const object = childByField(left, "object");
      const index = left.children.find((c) => c.named && c.field !== "object");
      if (!object || !index) return this.opaque(node);
      const container = this.expr(object);
      const local = object.type === "identifier" && this.locals.has(this.text(object));
      if (!local && op === undefined && object.type !== "instance_variable")
        return this.call(
          { kind: "member", object: container, property: "[]=", span },
          [this.expr(index), value],
          [],
          span,
        );
      target = { kind: "index", object: container, index: this.expr(index), span: this.span(left) };
    } else if (left.type === "left_assignment_list") {
      target = { kind: "array", items: namedChildren(left).map((c) => this.expr(c)), span: this.span(left) };
    } else target = this.expr(left);
    if (op === "||" || op === "&&")
      return {
        kind: "assign",
        target,
        value: { kind: "binary", op, left: target, right: value, span },
        span,
      };
    return { kind: "assign", target, value, op, span };
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
    return { name: "<block>", params, body: stmts, annotations: [], span: this.span(node) };
  }
}
