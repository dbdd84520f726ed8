import { childByField, childrenByField, namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, ParamIR, Span, Stmt } from "../ir";
import { type ExprShape, Lowering, type StmtShape } from "./base";

/** Results that report an outcome rather than carry data: `err`, `ok`. */
const STATUS_RESULT = /^(err|ok|\w+Err|found|exists)$/;

export class GoLowering extends Lowering {
  protected readonly exprShapes = new Map<string, ExprShape>();
  protected readonly stmtShapes = new Map<string, StmtShape>();

  private readonly methodsByType = new Map<string, FunctionIR[]>();
  private readonly structs: Array<{ name: string; span: Span }> = [];

  lowerModule(root: SyntaxNode): void {
    for (const node of root.children) {
      switch (node.type) {
        case "import_declaration":
          this.importDecl(node);
          break;
        case "function_declaration":
        case "method_declaration":
          this.functions.push(this.functionDecl(node));
          break;
        case "const_declaration":
        case "var_declaration":
          for (const s of this.varDecl(node)) {
            if (s.kind !== "assign" || s.target.kind !== "name") continue;
            const hasValue = s.value.kind !== "other" || s.value.parts.length > 0;
            this.globals.push({
              name: s.target.name,
              value: s.value,
              type: s.declaredType,
              constant: hasValue,
              span: s.span,
            });
          }
          break;
        case "type_declaration":
          for (const spec of node.children) {
            const name = spec.type === "type_spec" ? childByField(spec, "name") : undefined;
            if (name) this.structs.push({ name: this.text(name), span: this.span(spec) });
          }
          break;
        default:
          break;
      }
    }
    for (const s of this.structs)
      this.classes.push({
        name: s.name,
        supers: [],
        span: s.span,
        methods: this.methodsByType.get(s.name) ?? [],
      });
  }

  /** The local name of an import is its alias or the package's own name (`.../ldap/v3` is `ldap`). */
  private importDecl(node: SyntaxNode): void {
    const visit = (n: SyntaxNode) => {
      if (n.type !== "import_spec") {
        for (const c of n.children) visit(c);
        return;
      }
      const pathNode = childByField(n, "path");
      if (!pathNode) return;
      const path = this.stringValue(pathNode);
      const segments = path.split("/");
      let last = segments[segments.length - 1] ?? path;
      // A major version suffix names no package: `github.com/x/ldap/v3`, `gopkg.in/ldap.v3`.
      if (/^v\d+$/.test(last) && segments.length > 1) {
        segments.pop();
        last = segments[segments.length - 1] ?? last;
      }
      const module = segments.join("/").replace(/\.v\d+$/, "");
      last = last.replace(/\.v\d+$/, "").replace(/^go-/, "");
      const alias = childByField(n, "name");
      const local = alias ? this.text(alias) : last;
      if (local === "_" || local === ".") return;
      this.imports.set(local, module);
    };
    visit(node);
  }

  private functionDecl(node: SyntaxNode): FunctionIR {
    const receiver = childByField(node, "receiver");
    let className: string | undefined;
    const prologue: Stmt[] = [];
    if (receiver) {
      // The receiver is not an argument at call sites (`s.M(x)`): bind it in the body instead.
      for (const p of this.params(receiver)) {
        className = p.type;
        prologue.push({
          kind: "assign",
          target: { kind: "name", name: p.name, span: p.span },
          value: { kind: "other", parts: [], span: p.span },
          declaredType: p.type,
          span: p.span,
        });
      }
    }
    const name = childByField(node, "name");
    const fn = this.funcIR(node, name ? this.text(name) : "<lambda>", className, prologue);
    if (className) {
      const list = this.methodsByType.get(className) ?? [];
      list.push(fn);
      this.methodsByType.set(className, list);
    }
    return fn;
  }

  private funcIR(
    node: SyntaxNode,
    name: string,
    className: string | undefined,
    prologue: Stmt[] = [],
  ): FunctionIR {
    const result = childByField(node, "result");
    return {
      name,
      className,
      params: this.params(childByField(node, "parameters")),
      body: [...prologue, ...this.block(childByField(node, "body"))],
      annotations: [],
      returnType: result ? this.simpleType(this.text(result)) : undefined,
      span: this.span(node),
    };
  }

  private params(list: SyntaxNode | undefined): ParamIR[] {
    const out: ParamIR[] = [];
    for (const p of list?.children ?? []) {
      if (p.type !== "parameter_declaration" && p.type !== "variadic_parameter_declaration") continue;
      const typeNode = childByField(p, "type");
      const type = typeNode ? this.simpleType(this.text(typeNode)) : undefined;
      const names = childrenByField(p, "name");
      if (names.length === 0) out.push({ name: "_", type, annotations: [], span: this.span(p) });
      for (const n of names) out.push({ name: this.text(n), type, annotations: [], span: this.span(n) });
    }
    return out;
  }

  // ---------------------------------------------------------------- statements

  private block(node: SyntaxNode | undefined): Stmt[] {
    if (!node) return [];
    if (node.type === "block" || node.type === "statement_list") {
      const out: Stmt[] = [];
      for (const c of node.children) if (c.named) out.push(...this.stmt(c));
      return out;
    }
    return this.stmt(node);
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "block":
      case "statement_list":
        return [{ kind: "block", body: this.block(node), span }];
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
        return [
          { kind: "assign", target: this.expr(target), value: { kind: "other", parts: [], span }, span },
        ];
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
            body: [...this.caseBody(c), { kind: "break", span } as Stmt],
          }));
        return [{ kind: "switch", subject: { kind: "other", parts: [], span }, cases: bodies, span }];
      }
      case "for_statement":
        return this.forStmt(node);
      case "return_statement": {
        const list = node.children.find((c) => c.named);
        if (!list) return [{ kind: "return", span }];
        const values = this.exprList(list);
        const value: Expr =
          values.length === 1 ? (values[0] as Expr) : { kind: "array", items: values, span };
        return [{ kind: "return", value, span }];
      }
      case "break_statement":
        return [{ kind: "break", span }];
      case "continue_statement":
        return [{ kind: "continue", span }];
      case "labeled_statement": {
        const inner = node.children.filter((c) => c.named && c.field !== "label");
        return inner.flatMap((c) => this.stmt(c));
      }
      case "send_statement": {
        const value = childByField(node, "value");
        return value ? [{ kind: "expr", expr: this.expr(value), span }] : [];
      }
      case "comment":
      case "empty_statement":
      case "fallthrough_statement":
      case "goto_statement":
      case "type_declaration":
        return [];
      case "ERROR":
        return node.children.filter((c) => c.named).flatMap((c) => this.stmt(c));
      default:
        return [{ kind: "expr", expr: this.expr(node), span }];
    }
  }

  private exprList(node: SyntaxNode): Expr[] {
    if (node.type === "expression_list") return namedChildren(node).map((c) => this.expr(c));
    return [this.expr(node)];
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
      out.push({ kind: "assign", target, value: { kind: "other", parts: [target, result], span }, span });
    }
    return out;
  }

  private callStmt(e: SyntaxNode, span: Span): Stmt[] {
    const lowered = this.expr(e);
    if (e.type !== "call_expression" || !this.hasAddressArg(e))
      return [{ kind: "expr", expr: lowered, span }];
    const tmp: Expr = { kind: "name", name: `call@${e.start}`, span };
    return [{ kind: "assign", target: tmp, value: lowered, span }, ...this.outArgs(e, tmp, span)];
  }

  private hasAddressArg(call: SyntaxNode): boolean {
    return (childByField(call, "arguments")?.children ?? []).some(
      (a) => a.type === "unary_expression" && this.text(childByField(a, "operator") ?? a) === "&",
    );
  }

  private assignment(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    const left = childByField(node, "left");
    const right = childByField(node, "right");
    if (!left || !right) return [{ kind: "expr", expr: this.opaque(node), span }];
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
          out.push(...this.callStmt(v, span), {
            kind: "assign",
            target,
            value: { kind: "other", parts: [], span },
            span,
          });
          return;
        }
        out.push({ kind: "assign", target, value: this.expr(v), op, span }, ...this.outArgs(v, target, span));
      });
      return out;
    }
    // `a, err := f()`: the data goes to the first result; `err` and `ok` report an outcome.
    const valueNode = valueNodes[0] as SyntaxNode;
    const tmp: Expr = { kind: "name", name: `results@${node.start}`, span };
    const out: Stmt[] = [{ kind: "assign", target: tmp, value: this.expr(valueNode), span }];
    targets.forEach((t, i) => {
      const name = t.type === "identifier" ? this.text(t) : undefined;
      if (name === "_") return;
      const value: Expr =
        name && STATUS_RESULT.test(name) && i > 0 ? { kind: "other", parts: [], span } : tmp;
      out.push({ kind: "assign", target: this.expr(t), value, span });
    });
    out.push(...this.outArgs(valueNode, tmp, span));
    return out;
  }

  private varDecl(node: SyntaxNode): Stmt[] {
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
        const value: Expr = values[values.length === names.length ? i : 0] ?? {
          kind: "other",
          parts: [],
          span: this.span(name),
        };
        out.push({
          kind: "assign",
          target: { kind: "name", name: this.text(name), span: this.span(name) },
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
      {
        kind: "if",
        test: this.expr(childByField(node, "condition") ?? node),
        whenTrue: this.block(childByField(node, "consequence")),
        whenFalse: alt ? this.block(alt) : [],
        span: this.span(node),
      },
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
        chain = [{ kind: "if", test, whenTrue: this.caseBody(c), whenFalse: chain, span: this.span(c) }];
      }
      return [...prefix, ...chain];
    }
    const cases = clauses.map((c) => {
      const body = this.caseBody(c);
      // Go cases end with an implicit break unless they fall through.
      const falls = c.children.some(
        (x) => x.type === "statement_list" && x.children.some((s) => s.type === "fallthrough_statement"),
      );
      if (!falls) body.push({ kind: "break", span: this.span(c) });
      const v = childByField(c, "value");
      return { tests: c.type === "default_case" || !v ? [] : this.exprList(v), body };
    });
    return [...prefix, { kind: "switch", subject: this.expr(value), cases, span }];
  }

  private typeSwitch(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    const alias = childByField(node, "alias");
    const value = childByField(node, "value");
    const out: Stmt[] = [];
    const init = childByField(node, "initializer");
    if (init) out.push(...this.stmt(init));
    if (alias && value) {
      for (const a of namedChildren(alias))
        out.push({ kind: "assign", target: this.expr(a), value: this.expr(value), span });
    }
    const cases = node.children
      .filter((c) => c.type === "type_case" || c.type === "default_case")
      .map((c) => ({ tests: [] as Expr[], body: [...this.caseBody(c), { kind: "break", span } as Stmt] }));
    out.push({
      kind: "switch",
      subject: { kind: "other", parts: value ? [this.expr(value)] : [], span },
      cases,
      span,
    });
    return out;
  }

  private forStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    const body = this.block(childByField(node, "body"));
    const clause = node.children.find((c) => c.named && c.field !== "body");
    if (!clause) return [{ kind: "loop", body, update: [], span }];
    if (clause.type === "for_clause") {
      const init = childByField(clause, "initializer");
      const cond = childByField(clause, "condition");
      const update = childByField(clause, "update");
      return [
        ...(init ? this.stmt(init) : []),
        {
          kind: "loop",
          test: cond ? this.expr(cond) : undefined,
          body,
          update: update ? this.stmt(update) : [],
          span,
        },
      ];
    }
    if (clause.type === "range_clause") {
      const left = childByField(clause, "left");
      const right = childByField(clause, "right");
      const iterable = right ? this.expr(right) : this.other(clause);
      const [first, second] = left ? namedChildren(left) : [];
      // Indexes and keys are bound clean (they are positions or the map's own keys); `v` is an element.
      if (first && this.text(first) !== "_")
        body.unshift({
          kind: "assign",
          target: this.expr(first),
          value: { kind: "other", parts: [], span },
          span,
        });
      const each = second && this.text(second) !== "_" ? { target: this.expr(second), iterable } : undefined;
      return [{ kind: "loop", each, test: each ? undefined : iterable, body, update: [], span }];
    }
    return [{ kind: "loop", test: this.expr(clause), body, update: [], span }];
  }

  // ---------------------------------------------------------------- expressions

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "identifier":
      case "field_identifier":
      case "package_identifier":
      case "type_identifier":
        return { kind: "name", name: this.text(node), span };
      case "true":
        return { kind: "lit", value: true, span };
      case "false":
        return { kind: "lit", value: false, span };
      case "nil":
        return { kind: "lit", value: null, span };
      case "int_literal":
      case "float_literal":
        return this.numberLiteral(node);
      case "interpreted_string_literal":
      case "raw_string_literal":
        return { kind: "lit", value: this.stringValue(node), span };
      case "rune_literal":
        return { kind: "lit", value: this.unescape(this.text(node).slice(1, -1)), span };
      case "selector_expression": {
        const operand = childByField(node, "operand");
        const field = childByField(node, "field");
        if (!operand || !field) return this.opaque(node);
        return { kind: "member", object: this.expr(operand), property: this.text(field), span };
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
        return {
          kind: "call",
          callee: fn ? this.expr(fn) : this.other(node),
          args,
          keywords: [],
          isNew: false,
          span,
        };
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
      case "binary_expression":
        return this.binary(node);
      case "composite_literal":
        return this.composite(node);
      case "func_literal":
        return { kind: "func", fn: this.funcIR(node, "<lambda>", undefined), span };
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

  private stringValue(node: SyntaxNode): string {
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
