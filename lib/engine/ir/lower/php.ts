import { childByField, namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, ParamIR, Span, Stmt } from "../ir";
import { type ExprShape, Lowering, type StmtShape } from "./base";

/** `filter_input(INPUT_GET, 'k', ...)` reads the same value as `filter_var($_GET['k'], ...)`. */
const INPUT_ARRAYS: Record<string, string> = {
  INPUT_GET: "_GET",
  INPUT_POST: "_POST",
  INPUT_COOKIE: "_COOKIE",
  INPUT_SERVER: "_SERVER",
  INPUT_ENV: "_ENV",
  INPUT_REQUEST: "_REQUEST",
};

const CASTS: Record<string, string> = {
  int: "intval",
  integer: "intval",
  float: "floatval",
  double: "floatval",
  real: "floatval",
  bool: "boolval",
  boolean: "boolval",
};

/** Laravel and Slim-style route registrations: the closure's parameters are path segments. */
const ROUTE_METHODS = /^(get|post|put|patch|delete|options|any|match)$/i;

export class PhpLowering extends Lowering {
  protected readonly exprShapes = new Map<string, ExprShape>();
  protected readonly stmtShapes = new Map<string, StmtShape>();

  private className: string | undefined;

  lowerModule(root: SyntaxNode): void {
    this.topLevel.push(...this.stmts(root.children));
  }

  // ---------------------------------------------------------------- statements

  /** Lowers a statement list; `<?= expr ?>` is an echo of the statement after the tag. */
  private stmts(nodes: SyntaxNode[]): Stmt[] {
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

  private block(node: SyntaxNode | undefined): Stmt[] {
    if (!node) return [];
    if (node.type === "compound_statement" || node.type === "colon_block") return this.stmts(node.children);
    return this.stmt(node);
  }

  private echo(name: string, args: Expr[], span: Span): Stmt {
    return {
      kind: "expr",
      expr: { kind: "call", callee: { kind: "name", name, span }, args, keywords: [], isNew: false, span },
      span,
    };
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "expression_statement": {
        const e = node.children.find((c) => c.named && c.type !== "comment");
        if (!e) return [];
        if (e.type === "throw_expression") {
          const v = e.children.find((c) => c.named);
          return [{ kind: "throw", value: v ? this.expr(v) : undefined, span }];
        }
        if (e.type === "assignment_expression" || e.type === "reference_assignment_expression") {
          const left = childByField(e, "left");
          const right = childByField(e, "right");
          if (left?.type === "list_literal" && right) return this.destructure(left, right, span);
        }
        const lowered = this.expr(e);
        if (lowered.kind === "assign") return [{ ...lowered, kind: "assign" }];
        return [{ kind: "expr", expr: lowered, span }];
      }
      case "echo_statement":
        return [this.echo("echo", this.sequence(node), span)];
      case "exit_statement":
        return [this.echo("exit", this.sequence(node), span), { kind: "return", span }];
      case "unset_statement":
        return namedChildren(node).map((c) => ({
          kind: "assign",
          target: this.expr(c),
          value: { kind: "lit", value: null, span: this.span(c) },
          span,
        }));
      case "global_declaration":
        // A global's value is set elsewhere: known to exist, unknown in content.
        return namedChildren(node).map((c) => ({
          kind: "assign",
          target: this.expr(c),
          value: { kind: "other", parts: [], span: this.span(c) },
          span,
        }));
      case "function_static_declaration":
        return node.children
          .filter((c) => c.type === "static_variable_declaration")
          .map((d) => {
            const n = childByField(d, "name") ?? d;
            const v = childByField(d, "value");
            return {
              kind: "assign",
              target: this.expr(n),
              value: v ? this.expr(v) : { kind: "lit", value: null, span: this.span(d) },
              span: this.span(d),
            };
          });
      case "compound_statement":
      case "colon_block":
        return [{ kind: "block", body: this.block(node), span }];
      case "if_statement":
        return [this.ifStmt(node)];
      case "switch_statement":
        return [this.switchStmt(node)];
      case "while_statement":
        return [
          {
            kind: "loop",
            test: this.expr(childByField(node, "condition") ?? node),
            body: this.block(childByField(node, "body")),
            update: [],
            span,
          },
        ];
      case "do_statement": {
        const body = childByField(node, "body");
        return [
          ...this.block(body),
          {
            kind: "loop",
            test: this.expr(childByField(node, "condition") ?? node),
            body: this.block(body),
            update: [],
            span,
          },
        ];
      }
      case "for_statement": {
        const part = (field: string) =>
          node.children.filter((c) => c.field === field).flatMap((c) => this.exprList(c));
        const init = part("initialize").map((e) => this.exprStmt(e));
        const cond = part("condition");
        return [
          ...init,
          {
            kind: "loop",
            test: cond[cond.length - 1],
            body: this.block(childByField(node, "body")),
            update: part("update").map((e) => this.exprStmt(e)),
            span,
          },
        ];
      }
      case "foreach_statement":
        return [this.foreach(node)];
      case "return_statement":
        return [this.exitStatement(node, "return")];
      case "break_statement":
        return [{ kind: "break", span }];
      case "continue_statement":
        return [{ kind: "continue", span }];
      case "try_statement": {
        const handlers = node.children
          .filter((c) => c.type === "catch_clause")
          .map((c) => {
            const n = childByField(c, "name");
            return { name: n ? this.varName(n) : undefined, body: this.block(childByField(c, "body")) };
          });
        const fin = node.children.find((c) => c.type === "finally_clause");
        return [
          {
            kind: "try",
            body: this.block(childByField(node, "body")),
            handlers,
            finally: fin ? this.block(childByField(fin, "body")) : [],
            span,
          },
        ];
      }
      case "function_definition": {
        const fn = this.functionDef(node, childByField(node, "name"));
        this.functions.push(fn);
        return [{ kind: "func", fn, span }];
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
      case "declare_statement":
      case "comment":
      case "text":
      case "empty_statement":
      case "goto_statement":
      case "named_label_statement":
        return [];
      case "ERROR":
        return this.stmts(node.children);
      default:
        return [{ kind: "expr", expr: this.expr(node), span }];
    }
  }

  private exprStmt(e: Expr): Stmt {
    return e.kind === "assign" ? { ...e, kind: "assign" } : { kind: "expr", expr: e, span: e.span };
  }

  private exprList(node: SyntaxNode): Expr[] {
    if (node.type === "sequence_expression") return namedChildren(node).flatMap((c) => this.exprList(c));
    return [this.expr(node)];
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
          {
            kind: "if",
            test: this.expr(childByField(alt, "condition") ?? alt),
            whenTrue: this.block(childByField(alt, "body")),
            whenFalse: elseBranch,
            span: this.span(alt),
          },
        ];
      }
    }
    return {
      kind: "if",
      test: this.expr(childByField(node, "condition") ?? node),
      whenTrue: this.block(childByField(node, "body")),
      whenFalse: elseBranch,
      span: this.span(node),
    };
  }

  private switchStmt(node: SyntaxNode): Stmt {
    const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
    for (const c of childByField(node, "body")?.children ?? []) {
      if (c.type !== "case_statement" && c.type !== "default_statement") continue;
      const value = childByField(c, "value");
      const body = c.children.filter((x) => x.named && x.field !== "value");
      cases.push({ tests: value ? [this.expr(value)] : [], body: this.stmts(body) });
    }
    return {
      kind: "switch",
      subject: this.expr(childByField(node, "condition") ?? node),
      cases,
      span: this.span(node),
    };
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
      if (k)
        body.unshift({
          kind: "assign",
          target: this.expr(k),
          value: { kind: "other", parts: [iterableExpr], span: this.span(k) },
          span: this.span(k),
        });
    } else if (binding) {
      target = this.expr(
        binding.type === "by_ref" ? (binding.children.find((c) => c.named) ?? binding) : binding,
      );
    }
    return {
      kind: "loop",
      each: { target, iterable: iterableExpr },
      body,
      update: [],
      span: this.span(node),
    };
  }

  /** `[$a, 'k' => $b] = $x` reads each target's own slot; a call on the right is evaluated once. */
  private destructure(left: SyntaxNode, right: SyntaxNode, span: Span): Stmt[] {
    return this.destructureFrom(left, this.expr(right), span);
  }

  private destructureFrom(left: SyntaxNode, value: Expr, span: Span): Stmt[] {
    const out: Stmt[] = [];
    let source = value;
    if (source.kind !== "name" && source.kind !== "array") {
      const tmp: Expr = { kind: "name", name: `list@${left.start}`, span };
      out.push({ kind: "assign", target: tmp, value: source, span });
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
      const index: Expr = key ?? { kind: "lit", value: position++, span: this.span(c) };
      key = undefined;
      const slot = this.slot(source, index, this.span(c));
      if (c.type === "list_literal") out.push(...this.destructureFrom(c, slot, span));
      else out.push({ kind: "assign", target: this.expr(c), value: slot, span });
    }
    return out;
  }

  private slot(source: Expr, index: Expr, span: Span): Expr {
    if (source.kind === "array" && index.kind === "lit" && typeof index.value === "number")
      return source.items[index.value] ?? { kind: "lit", value: null, span };
    return { kind: "index", object: source, index, span };
  }

  private nextIsArrow(parent: SyntaxNode, child: SyntaxNode): boolean {
    const i = parent.children.indexOf(child);
    const next = parent.children[i + 1];
    return !!next && !next.named && this.text(next) === "=>";
  }

  // ---------------------------------------------------------------- declarations

  private useDeclaration(node: SyntaxNode): void {
    const group = node.children.find((c) => c.type === "namespace_name");
    const groupPrefix = group ? `${this.text(group).replace(/\\/g, ".")}.` : "";
    const visit = (n: SyntaxNode) => {
      if (n.type === "namespace_use_clause" || n.type === "namespace_use_group_clause") {
        if (n.children.some((c) => c.field === "type" && this.text(c) !== "class")) return;
        const qualified = n.children.find((c) => c.type === "qualified_name" || c.type === "name");
        const alias = childByField(n, "alias");
        if (!qualified) return;
        const full = groupPrefix + this.text(qualified).replace(/^\\/, "").replace(/\\/g, ".");
        const local = alias ? this.text(alias) : (full.split(".").pop() as string);
        this.imports.set(local, full);
        return;
      }
      for (const c of n.children) visit(c);
    };
    for (const c of node.children) visit(c);
  }

  private classDecl(node: SyntaxNode): void {
    const nameNode = childByField(node, "name");
    const name = nameNode ? this.text(nameNode) : `class@${node.start}`;
    const supers: string[] = [];
    for (const c of node.children) {
      if (c.type === "base_clause" || c.type === "class_interface_clause") {
        for (const n of namedChildren(c)) supers.push(this.simpleType(this.text(n)) ?? this.text(n));
      }
    }
    const methods: FunctionIR[] = [];
    const outer = this.className;
    this.className = name;
    for (const member of childByField(node, "body")?.children ?? []) {
      if (member.type === "method_declaration") {
        const fn = this.functionDef(member, childByField(member, "name"));
        this.functions.push(fn);
        methods.push(fn);
      } else if (member.type === "const_declaration") this.constants(member, name);
    }
    this.className = outer;
    this.classes.push({ name, supers, span: this.span(node), methods });
  }

  /** `const X = ...` at the top or in a class (then read as `Cls::X`, `self::X`). */
  private constants(node: SyntaxNode, className: string | undefined): void {
    for (const el of node.children) {
      if (el.type !== "const_element") continue;
      const [n, v] = namedChildren(el);
      if (!n || !v) continue;
      const name = className ? `${className}::${this.text(n)}` : this.text(n);
      this.globals.push({ name, value: this.expr(v), constant: true, span: this.span(el) });
    }
  }

  private functionDef(
    node: SyntaxNode,
    nameNode: SyntaxNode | undefined,
    annotations: string[] = [],
  ): FunctionIR {
    const params: ParamIR[] = [];
    for (const p of childByField(node, "parameters")?.children ?? []) {
      if (!p.named || p.type === "comment") continue;
      const n = childByField(p, "name");
      const type = childByField(p, "type");
      params.push({
        name: n ? this.varName(n) : "_",
        type: type ? this.simpleType(this.text(type)) : undefined,
        annotations: [],
        span: this.span(p),
      });
    }
    const body = childByField(node, "body");
    let stmts: Stmt[] = [];
    if (body?.type === "compound_statement") stmts = this.block(body);
    else if (body) stmts = [{ kind: "return", value: this.expr(body), span: this.span(body) }];
    // Closures see the variables they import with `use (...)`; the interpreter gives them the whole scope.
    return {
      name: nameNode ? this.text(nameNode) : "<lambda>",
      className: this.className,
      params,
      body: stmts,
      annotations,
      returnType: this.simpleType(this.text(childByField(node, "return_type") ?? node).replace(/^:/, "")),
      span: this.span(node),
    };
  }

  // ---------------------------------------------------------------- expressions

  private varName(node: SyntaxNode): string {
    const inner = node.children.find((c) => c.type === "name");
    const name = inner ? this.text(inner) : this.text(node).replace(/^\$/, "");
    return name;
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "variable_name":
        return { kind: "name", name: this.varName(node), span };
      case "name":
      case "qualified_name": {
        const text = this.text(node).replace(/^\\/, "");
        const lower = text.toLowerCase();
        if (lower === "true" || lower === "false") return { kind: "lit", value: lower === "true", span };
        if (lower === "null") return { kind: "lit", value: null, span };
        return { kind: "name", name: text.split("\\").pop() as string, span };
      }
      case "boolean":
        return { kind: "lit", value: this.text(node).toLowerCase() === "true", span };
      case "null":
        return { kind: "lit", value: null, span };
      case "integer":
      case "float":
        return this.numberLiteral(node);
      case "string":
        return { kind: "lit", value: this.singleQuoted(node), span };
      case "encapsed_string":
      case "heredoc":
        return this.interpolated(node);
      case "nowdoc": {
        const body = childByField(node, "value");
        return { kind: "lit", value: body ? this.text(body).replace(/^\n/, "") : "", span };
      }
      case "shell_command_expression":
        return this.callNamed("shell_exec", [this.interpolated(node)], span);
      case "member_access_expression":
      case "nullsafe_member_access_expression": {
        const object = childByField(node, "object");
        const name = childByField(node, "name");
        if (!object || !name) return this.opaque(node);
        if (name.type !== "name") return this.other(node, [this.expr(object), this.expr(name)]);
        return { kind: "member", object: this.expr(object), property: this.text(name), span };
      }
      case "scoped_property_access_expression": {
        const scope = childByField(node, "scope");
        const name = childByField(node, "name");
        if (!scope || !name) return this.opaque(node);
        return { kind: "member", object: this.scope(scope), property: this.varName(name), span };
      }
      case "class_constant_access_expression": {
        const [scope, name] = namedChildren(node);
        if (!scope || !name) return this.opaque(node);
        const constName = this.text(name);
        if (constName === "class") return { kind: "lit", value: this.text(scope), span };
        const scopeText = this.text(scope);
        const cls = /^(self|static)$/i.test(scopeText) ? (this.className ?? scopeText) : scopeText;
        return { kind: "name", name: `${cls.split("\\").pop()}::${constName}`, span };
      }
      case "subscript_expression":
        return this.subscript(node);
      case "function_call_expression":
        return this.functionCall(node);
      case "member_call_expression":
      case "nullsafe_member_call_expression": {
        const object = childByField(node, "object");
        const name = childByField(node, "name");
        if (!object || !name) return this.opaque(node);
        const callee: Expr =
          name.type === "name"
            ? { kind: "member", object: this.expr(object), property: this.text(name), span: this.span(name) }
            : this.other(name, [this.expr(object), this.expr(name)]);
        return this.call(callee, childByField(node, "arguments"), span);
      }
      case "scoped_call_expression": {
        const scope = childByField(node, "scope");
        const name = childByField(node, "name");
        if (!scope || !name) return this.opaque(node);
        const callee: Expr = { kind: "member", object: this.scope(scope), property: this.text(name), span };
        const call = this.call(callee, childByField(node, "arguments"), span);
        // The closure given to a route registration receives path segments.
        if (
          call.kind === "call" &&
          scope.type === "name" &&
          this.text(scope) === "Route" &&
          ROUTE_METHODS.test(this.text(name))
        ) {
          for (const a of call.args) if (a.kind === "func") a.fn.annotations.push("Route::get");
        }
        return call;
      }
      case "object_creation_expression": {
        const cls = node.children.find((c) => c.named && c.type !== "arguments");
        if (cls?.type === "anonymous_class") {
          this.classDecl(cls);
          return this.call(
            { kind: "name", name: `class@${cls.start}`, span },
            cls.children.find((c) => c.type === "arguments"),
            span,
            true,
          );
        }
        const typeName = cls ? (this.simpleType(this.text(cls)) ?? "object") : "object";
        return this.call(
          { kind: "name", name: typeName, span: cls ? this.span(cls) : span },
          node.children.find((c) => c.type === "arguments"),
          span,
          true,
        );
      }
      case "assignment_expression":
      case "reference_assignment_expression": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        if (!left || !right) return this.opaque(node);
        const value = this.expr(right);
        // `$a[] = $x` appends.
        if (left.type === "subscript_expression" && this.subscriptIndex(left) === undefined) {
          const array = left.children.find((c) => c.named);
          if (array) return this.callMember(this.expr(array), "push", [value], span);
        }
        if (left.type === "list_literal") return this.other(node, [value]);
        return { kind: "assign", target: this.expr(left), value, span };
      }
      case "augmented_assignment_expression": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const op = childByField(node, "operator");
        if (!left || !right || !op) return this.opaque(node);
        return {
          kind: "assign",
          target: this.expr(left),
          value: this.expr(right),
          op: this.text(op).slice(0, -1),
          span,
        };
      }
      case "update_expression": {
        // `$i++` changes the variable to an unknown number.
        const arg = childByField(node, "argument") ?? node.children.find((c) => c.named);
        if (!arg) return this.opaque(node);
        const target = this.expr(arg);
        return { kind: "assign", target, value: { kind: "other", parts: [], span }, span };
      }
      case "binary_expression": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const op = childByField(node, "operator");
        if (!left || !right || !op) return this.opaque(node);
        const opText = this.text(op).toLowerCase();
        if (opText === ".") return { kind: "template", parts: this.concatParts(node), span };
        if (opText === "instanceof") return this.other(node, [this.expr(left)]);
        const mapped = opText === "and" ? "&&" : opText === "or" ? "||" : opText;
        return { kind: "binary", op: mapped, left: this.expr(left), right: this.expr(right), span };
      }
      case "unary_op_expression": {
        const arg = childByField(node, "argument") ?? node.children.find((c) => c.named);
        const op = childByField(node, "operator") ?? node.children.find((c) => !c.named);
        if (!arg || !op) return this.opaque(node);
        return { kind: "unary", op: this.text(op), operand: this.expr(arg), span };
      }
      case "conditional_expression": {
        const test = childByField(node, "condition");
        const body = childByField(node, "body");
        const alt = childByField(node, "alternative");
        if (!test || !alt) return this.opaque(node);
        if (!body) return { kind: "binary", op: "?:", left: this.expr(test), right: this.expr(alt), span };
        return {
          kind: "cond",
          test: this.expr(test),
          whenTrue: this.expr(body),
          whenFalse: this.expr(alt),
          span,
        };
      }
      case "match_expression":
        return this.match(node);
      case "parenthesized_expression":
      case "error_suppression_expression":
      case "clone_expression":
      case "by_ref": {
        const inner = node.children.find((c) => c.named);
        return inner ? this.expr(inner) : this.other(node);
      }
      case "cast_expression": {
        const type = childByField(node, "type");
        const value = childByField(node, "value");
        if (!value) return this.opaque(node);
        const fn = type ? CASTS[this.text(type).toLowerCase()] : undefined;
        return fn ? this.callNamed(fn, [this.expr(value)], span) : this.expr(value);
      }
      case "array_creation_expression":
        return this.arrayLiteral(node);
      case "anonymous_function":
      case "anonymous_function_creation_expression":
      case "arrow_function":
        return { kind: "func", fn: this.functionDef(node, undefined), span };
      case "include_expression":
      case "include_once_expression":
      case "require_expression":
      case "require_once_expression": {
        const arg = node.children.find((c) => c.named);
        return this.callNamed(node.type.replace(/_expression$/, ""), arg ? [this.expr(arg)] : [], span);
      }
      case "print_intrinsic": {
        const arg = node.children.find((c) => c.named);
        return this.callNamed("print", arg ? [this.expr(arg)] : [], span);
      }
      case "sequence_expression":
        return this.other(node, this.exprList(node));
      default:
        return this.opaque(node);
    }
  }

  private scope(node: SyntaxNode): Expr {
    const text = this.text(node);
    if (node.type === "relative_scope" || /^(self|static|parent)$/i.test(text))
      return { kind: "name", name: "this", span: this.span(node) };
    if (node.type === "name" || node.type === "qualified_name")
      return { kind: "name", name: text.replace(/^\\/, "").replace(/\\/g, "."), span: this.span(node) };
    return this.expr(node);
  }

  private subscriptIndex(node: SyntaxNode): SyntaxNode | undefined {
    const named = node.children.filter((c) => c.named && c.type !== "comment");
    return named.length > 1 ? named[1] : undefined;
  }

  private subscript(node: SyntaxNode, interpolated = false): Expr {
    const span = this.span(node);
    const object = node.children.find((c) => c.named);
    const indexNode = this.subscriptIndex(node);
    if (!object) return this.opaque(node);
    const base = this.expr(object);
    if (!indexNode) return { kind: "index", object: base, index: this.other(node), span };
    // Inside a string `$a[key]` is the string key "key".
    const index: Expr =
      interpolated && indexNode.type === "name"
        ? { kind: "lit", value: this.text(indexNode), span: this.span(indexNode) }
        : this.expr(indexNode);
    // `$_SERVER` entries differ in trust (headers and the URI are input; the document root is not).
    if (
      base.kind === "name" &&
      base.name === "_SERVER" &&
      index.kind === "lit" &&
      typeof index.value === "string"
    )
      return { kind: "member", object: base, property: index.value, span };
    return { kind: "index", object: base, index, span };
  }

  private concatParts(node: SyntaxNode): Expr[] {
    const parts: Expr[] = [];
    const stack: SyntaxNode[] = [node];
    while (stack.length > 0) {
      const n = stack.pop() as SyntaxNode;
      const op = childByField(n, "operator");
      if (n.type === "binary_expression" && op && this.text(op) === ".") {
        const left = childByField(n, "left");
        const right = childByField(n, "right");
        if (right) stack.push(right);
        if (left) stack.push(left);
      } else parts.push(this.expr(n));
    }
    return parts;
  }

  private singleQuoted(node: SyntaxNode): string {
    let out = "";
    for (const c of node.children) {
      if (c.type === "string_content" || c.type === "string_value") out += this.text(c);
      else if (c.type === "escape_sequence") out += this.text(c).slice(1);
    }
    return out;
  }

  /** Double-quoted strings, heredocs and backticks: literal text and interpolated values. */
  private interpolated(node: SyntaxNode): Expr {
    const span = this.span(node);
    const parts: Expr[] = [];
    let literal = "";
    let dynamic = false;
    const visit = (n: SyntaxNode) => {
      for (const c of n.children) {
        if (c.type === "heredoc_body") {
          visit(c);
          continue;
        }
        if (c.type === "string_content" || c.type === "string_value") literal += this.text(c);
        else if (c.type === "escape_sequence") literal += this.unescape(this.text(c));
        else if (c.named && !/^heredoc_(start|end)$/.test(c.type)) {
          dynamic = true;
          if (literal) parts.push({ kind: "lit", value: literal, span });
          literal = "";
          parts.push(c.type === "subscript_expression" ? this.subscript(c, true) : this.expr(c));
        }
      }
    };
    visit(node);
    if (node.type === "heredoc") literal = literal.replace(/\n$/, "");
    if (!dynamic) return { kind: "lit", value: literal, span };
    if (literal) parts.push({ kind: "lit", value: literal, span });
    return { kind: "template", parts, span };
  }

  /** `[...]` and `array(...)`: a list when no element has a key, otherwise a map (positions as keys). */
  private arrayLiteral(node: SyntaxNode): Expr {
    const span = this.span(node);
    const elements = node.children.filter((c) => c.type === "array_element_initializer");
    const keyed = elements.some((e) => e.children.some((c) => !c.named && this.text(c) === "=>"));
    if (!keyed) {
      return {
        kind: "array",
        items: elements.map((e) => {
          const v = e.children.find((c) => c.named);
          return v ? this.expr(v) : this.other(e);
        }),
        span,
      };
    }
    const props: Array<{ key?: string; value: Expr }> = [];
    let position = 0;
    for (const e of elements) {
      const named = e.children.filter((c) => c.named);
      if (named.length >= 2) {
        const k = named[0] as SyntaxNode;
        const key = this.expr(k);
        const keyText = key.kind === "lit" ? String(key.value) : key.kind === "name" ? key.name : undefined;
        props.push({ key: keyText, value: this.expr(named[named.length - 1] as SyntaxNode) });
      } else if (named[0]) {
        if (named[0].type === "variadic_unpacking") props.push({ value: this.expr(named[0]) });
        else props.push({ key: String(position++), value: this.expr(named[0]) });
      }
    }
    return { kind: "object", props, span };
  }

  /** `match ($x) { a, b => r1, default => r2 }` as nested conditionals. */
  private match(node: SyntaxNode): Expr {
    const span = this.span(node);
    const subject = this.expr(childByField(node, "condition") ?? node);
    const arms = (childByField(node, "body")?.children ?? []).filter(
      (c) => c.type === "match_conditional_expression" || c.type === "match_default_expression",
    );
    let result: Expr = { kind: "other", parts: [], span };
    for (let i = arms.length - 1; i >= 0; i--) {
      const arm = arms[i] as SyntaxNode;
      const value = childByField(arm, "return_expression");
      const v = value ? this.expr(value) : this.other(arm);
      if (arm.type === "match_default_expression") {
        result = v;
        continue;
      }
      const conditions = namedChildren(childByField(arm, "conditional_expressions") ?? arm).map((c) =>
        this.expr(c),
      );
      let test: Expr | undefined;
      for (const c of conditions) {
        const eq: Expr = { kind: "binary", op: "===", left: subject, right: c, span: c.span };
        test = test ? { kind: "binary", op: "||", left: test, right: eq, span } : eq;
      }
      result = test ? { kind: "cond", test, whenTrue: v, whenFalse: result, span } : result;
    }
    return result;
  }

  private functionCall(node: SyntaxNode): Expr {
    const span = this.span(node);
    const fn = childByField(node, "function");
    const argsNode = childByField(node, "arguments");
    if (!fn) return this.opaque(node);
    const name =
      fn.type === "name" || fn.type === "qualified_name"
        ? (this.text(fn).split("\\").pop() as string)
        : undefined;
    const call = this.call(
      name !== undefined ? { kind: "name", name, span: this.span(fn) } : this.expr(fn),
      argsNode,
      span,
    );
    if (call.kind !== "call" || name === undefined) return call;
    const lower = name.toLowerCase();
    if (lower === "array_push" && call.args.length === 2) {
      const [array, value] = call.args as [Expr, Expr];
      return this.callMember(array, "push", [value], span);
    }
    if ((lower === "filter_input" || lower === "filter_input_array") && call.args[0]?.kind === "name") {
      const array = INPUT_ARRAYS[call.args[0].name];
      if (array) {
        const base: Expr = { kind: "name", name: array, span: call.args[0].span };
        const value: Expr =
          lower === "filter_input" && call.args[1]
            ? { kind: "index", object: base, index: call.args[1], span: call.args[1].span }
            : base;
        const rest = call.args.slice(lower === "filter_input" ? 2 : 1);
        return {
          ...call,
          callee: { kind: "name", name: "filter_var", span: call.callee.span },
          args: [value, ...rest],
        };
      }
    }
    if (lower === "define" && call.args[0]?.kind === "lit" && call.args[1]) {
      this.globals.push({ name: String(call.args[0].value), value: call.args[1], constant: true, span });
    }
    return call;
  }

  private call(callee: Expr, argsNode: SyntaxNode | undefined, span: Span, isNew = false): Expr {
    const args: Expr[] = [];
    const keywords: Array<{ name: string; value: Expr }> = [];
    for (const a of argsNode?.children ?? []) {
      if (!a.named || a.type === "comment") continue;
      if (a.type === "argument") {
        const n = childByField(a, "name");
        const v = a.children.filter((c) => c.named && c.field !== "name").pop();
        if (!v) continue;
        if (n) keywords.push({ name: this.text(n), value: this.expr(v) });
        else args.push(this.expr(v));
      } else if (a.type === "variadic_placeholder") {
        args.push(this.other(a));
      } else args.push(this.expr(a));
    }
    return { kind: "call", callee, args, keywords, isNew, span };
  }

  private callNamed(name: string, args: Expr[], span: Span): Expr {
    return { kind: "call", callee: { kind: "name", name, span }, args, keywords: [], isNew: false, span };
  }

  private callMember(object: Expr, property: string, args: Expr[], span: Span): Expr {
    return {
      kind: "call",
      callee: { kind: "member", object, property, span },
      args,
      keywords: [],
      isNew: false,
      span,
    };
  }
}
