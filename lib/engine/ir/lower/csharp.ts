import { childByField, namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../ir";
import { type ExprShape, Lowering, type StmtShape } from "./base";

/**
 * Types whose static members decide security settings (`CipherMode.ECB`, `DtdProcessing.Parse`,
 * `HttpClientHandler.DangerousAcceptAnyServerCertificateValidator`): those members are constants,
 * lowered as string literals so rules can read them.
 */
const SETTING_ENUMS = new Set([
  "CipherMode",
  "PaddingMode",
  "DtdProcessing",
  "SecurityProtocolType",
  "SslProtocols",
  "SameSiteMode",
  "CookieSecurePolicy",
  "HttpOnlyPolicy",
  "HttpClientHandler",
]);

/** Base types of ASP.NET MVC and Web API controllers: their public methods are actions. */
const CONTROLLER_BASES = /^(Controller|ControllerBase|ApiController|Api\w*Controller|\w*ControllerBase)$/;

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

export class CSharpLowering extends Lowering {
  protected readonly exprShapes = new Map<string, ExprShape>();
  protected readonly stmtShapes = new Map<string, StmtShape>();

  lowerModule(root: SyntaxNode): void {
    this.items(root, undefined);
  }

  private items(node: SyntaxNode, outer: string | undefined): void {
    for (const child of node.children) {
      switch (child.type) {
        case "using_directive": {
          const name = child.children.find((c) => c.type === "qualified_name" || c.type === "identifier");
          if (name) {
            const full = this.text(name);
            this.imports.set(full.split(".").pop() as string, full);
          }
          break;
        }
        case "namespace_declaration": {
          const body = childByField(child, "body");
          if (body) this.items(body, outer);
          break;
        }
        case "file_scoped_namespace_declaration":
        case "declaration_list":
        case "ERROR":
          this.items(child, outer);
          break;
        case "global_statement":
          for (const s of child.children) if (s.named) this.topLevel.push(...this.stmt(s));
          break;
        default:
          this.typeDeclaration(child, outer);
      }
    }
  }

  private attributes(node: SyntaxNode): string[] {
    const out: string[] = [];
    for (const c of node.children) {
      if (c.type === "attribute_list") {
        for (const a of c.children) {
          if (a.type !== "attribute") continue;
          const name = childByField(a, "name");
          if (name) out.push((this.text(name).split(".").pop() as string).replace(/Attribute$/, ""));
        }
      } else if (c.type === "modifier") out.push(this.text(c));
    }
    return out;
  }

  private typeDeclaration(node: SyntaxNode, outer: string | undefined): void {
    if (!/^(class|struct|interface|record|record_struct)_declaration$/.test(node.type)) return;
    const nameNode = childByField(node, "name");
    const name = nameNode ? this.text(nameNode) : "<anonymous>";
    const supers: string[] = [];
    const bases = node.children.find((c) => c.type === "base_list");
    for (const b of bases?.children ?? []) {
      if (!b.named) continue;
      const t = this.simpleType(
        this.text(b.type === "primary_constructor_base_type" ? (b.children[0] ?? b) : b),
      );
      if (t) supers.push(t);
    }
    const isController =
      supers.some((s) => CONTROLLER_BASES.test(s)) ||
      (name.endsWith("Controller") && this.attributes(node).includes("ApiController"));
    const className = outer ? `${outer}.${name}` : name;
    const methods: FunctionIR[] = [];
    const body = childByField(node, "body");
    for (const member of body?.children ?? []) this.member(member, className, isController, methods);
    this.classes.push({ name, supers, span: this.span(node), methods });
  }

  private member(node: SyntaxNode, className: string, isController: boolean, methods: FunctionIR[]): void {
    switch (node.type) {
      case "field_declaration":
      case "event_field_declaration": {
        const modifiers = this.attributes(node);
        const constant = modifiers.includes("const") || modifiers.includes("readonly");
        const decl = node.children.find((c) => c.type === "variable_declaration");
        if (!decl) return;
        for (const s of this.variableDeclaration(decl)) {
          if (s.kind !== "assign" || s.target.kind !== "name") continue;
          this.globals.push({
            name: s.target.name,
            value: s.value,
            type: s.declaredType,
            constant: constant && s.value.kind !== "other",
            span: s.span,
          });
        }
        return;
      }
      case "property_declaration": {
        const name = childByField(node, "name");
        const value = childByField(node, "value");
        const type = childByField(node, "type");
        if (name && value && value.type !== "arrow_expression_clause")
          this.globals.push({
            name: this.text(name),
            value: this.expr(value),
            type: this.simpleType(type ? this.text(type) : undefined),
            constant: false,
            span: this.span(node),
          });
        return;
      }
      case "method_declaration":
      case "constructor_declaration":
      case "operator_declaration": {
        const fn = this.method(node, className);
        const modifiers = fn.annotations;
        // Conventional routing: every public instance method of a controller answers requests.
        if (
          isController &&
          node.type === "method_declaration" &&
          modifiers.includes("public") &&
          !modifiers.includes("static") &&
          !modifiers.includes("NonAction")
        )
          fn.annotations.push("ControllerAction");
        this.functions.push(fn);
        methods.push(fn);
        return;
      }
      default:
        this.typeDeclaration(node, className);
    }
  }

  private method(node: SyntaxNode, className: string | undefined): FunctionIR {
    const name = childByField(node, "name");
    const returns = childByField(node, "returns") ?? childByField(node, "type");
    const body = childByField(node, "body");
    return {
      name: name ? this.text(name) : "<init>",
      className,
      params: this.params(childByField(node, "parameters")),
      body: body ? this.body(body) : [],
      annotations: this.attributes(node),
      returnType: this.simpleType(returns ? this.text(returns) : undefined),
      span: this.span(node),
    };
  }

  private params(list: SyntaxNode | undefined): ParamIR[] {
    const out: ParamIR[] = [];
    for (const p of list?.children ?? []) {
      if (p.type === "identifier") {
        out.push({ name: this.text(p), annotations: [], span: this.span(p) });
        continue;
      }
      if (p.type !== "parameter") continue;
      const n = childByField(p, "name");
      const t = childByField(p, "type");
      out.push({
        name: n ? this.text(n) : "_",
        type: this.simpleType(t ? this.text(t) : undefined),
        annotations: this.attributes(p),
        span: this.span(p),
      });
    }
    return out;
  }

  /** A block, or an expression body (`=> expr`) as its return. */
  private body(node: SyntaxNode): Stmt[] {
    if (node.type === "arrow_expression_clause") {
      const e = node.children.find((c) => c.named);
      return e ? [{ kind: "return", value: this.expr(e), span: this.span(e) }] : [];
    }
    return this.block(node);
  }

  block(node: SyntaxNode): Stmt[] {
    if (node.type === "block") {
      const out: Stmt[] = [];
      for (const c of node.children) if (c.named) out.push(...this.stmt(c));
      return out;
    }
    return this.stmt(node);
  }

  private variableDeclaration(node: SyntaxNode): Stmt[] {
    const typeNode = childByField(node, "type");
    const type =
      typeNode && typeNode.type !== "implicit_type" ? this.simpleType(this.text(typeNode)) : undefined;
    const out: Stmt[] = [];
    for (const d of node.children) {
      if (d.type !== "variable_declarator") continue;
      const n = childByField(d, "name");
      if (!n) continue;
      const v = d.children.find((c) => c.named && c.field !== "name" && c.type !== "bracketed_argument_list");
      out.push({
        kind: "assign",
        target: { kind: "name", name: this.text(n), span: this.span(n) },
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
        return [{ kind: "block", body: this.block(node), span }];
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
        return [{ kind: "expr", expr: lowered, span }];
      }
      case "if_statement": {
        const alt = childByField(node, "alternative");
        return [
          {
            kind: "if",
            test: this.exprOf(childByField(node, "condition"), node),
            whenTrue: this.blockOf(childByField(node, "consequence")),
            whenFalse: alt ? this.block(alt) : [],
            span,
          },
        ];
      }
      case "while_statement":
        return [
          {
            kind: "loop",
            test: this.exprOf(childByField(node, "condition"), node),
            body: this.blockOf(childByField(node, "body")),
            update: [],
            span,
          },
        ];
      case "do_statement": {
        const body = this.blockOf(childByField(node, "body"));
        return [
          { kind: "block", body, span },
          { kind: "loop", test: this.exprOf(childByField(node, "condition"), node), body, update: [], span },
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
          {
            kind: "loop",
            test: cond ? this.expr(cond) : undefined,
            body: this.blockOf(childByField(node, "body")),
            update,
            span,
          },
        ];
      }
      case "foreach_statement": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        return [
          {
            kind: "loop",
            each: {
              target: left ? this.expr(left) : this.other(node),
              iterable: right ? this.expr(right) : this.other(node),
            },
            body: this.blockOf(childByField(node, "body")),
            update: [],
            span,
          },
        ];
      }
      case "switch_statement":
        return [this.switchStmt(node)];
      case "return_statement":
      case "yield_statement":
        return [this.exitStatement(node, "return")];
      case "throw_statement":
        return [this.exitStatement(node, "throw")];
      case "break_statement":
        return [{ kind: "break", span }];
      case "continue_statement":
        return [{ kind: "continue", span }];
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
          {
            kind: "try",
            body: this.blockOf(childByField(node, "body")),
            handlers,
            finally: finBlock ? this.block(finBlock) : [],
            span,
          },
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
        return [{ kind: "func", fn, span }];
      }
      case "ERROR":
        return node.children.filter((c) => c.named).flatMap((c) => this.stmt(c));
      case "comment":
      case "empty_statement":
      case "goto_statement":
      case "preproc_if":
      case "preproc_region":
      case "preproc_endregion":
        return [];
      default:
        return [{ kind: "expr", expr: this.expr(node), span }];
    }
  }

  private exprStmt(node: SyntaxNode): Stmt[] {
    const e = this.expr(node);
    if (e.kind === "assign") return [{ ...e, kind: "assign" }];
    return [{ kind: "expr", expr: e, span: this.span(node) }];
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
    return {
      kind: "switch",
      subject: this.exprOf(childByField(node, "value"), node),
      cases,
      span: this.span(node),
    };
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "identifier":
        return { kind: "name", name: this.text(node), span };
      case "predefined_type":
        return { kind: "name", name: PREDEFINED[this.text(node)] ?? this.text(node), span };
      case "this":
      case "this_expression":
      case "base":
        return { kind: "name", name: "this", span };
      case "generic_name": {
        const id = node.children.find((c) => c.type === "identifier");
        return { kind: "name", name: id ? this.text(id) : this.text(node), span };
      }
      case "qualified_name":
      case "alias_qualified_name": {
        const parts = this.text(node)
          .replace(/^global::/, "")
          .replace(/<.*$/s, "")
          .split(".");
        let e: Expr = { kind: "name", name: parts[0] as string, span };
        for (const p of parts.slice(1)) e = { kind: "member", object: e, property: p, span };
        return e;
      }
      case "member_access_expression": {
        const object = childByField(node, "expression");
        const name = childByField(node, "name");
        if (!object || !name) return this.opaque(node);
        const property = this.memberName(name);
        if (object.type === "identifier" && SETTING_ENUMS.has(this.text(object)))
          return { kind: "lit", value: `${this.text(object)}.${property}`, span };
        return { kind: "member", object: this.expr(object), property, span };
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
      case "binary_expression":
        return this.binary(node);
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
      case "conditional_expression":
        return this.conditional(node);
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
        return { kind: "lit", value: this.stringValue(node), span };
      case "interpolated_string_expression":
        return this.interpolated(node);
      case "boolean_literal":
        return { kind: "lit", value: this.text(node) === "true", span };
      case "null_literal":
        return { kind: "lit", value: null, span };
      case "lambda_expression":
      case "anonymous_method_expression":
        return { kind: "func", fn: this.lambda(node), span };
      case "declaration_expression": {
        const n = childByField(node, "name");
        return n ? { kind: "name", name: this.text(n), span } : this.other(node);
      }
      case "argument": {
        const value = node.children.find((c) => c.named && c.field !== "name");
        return value ? this.expr(value) : this.other(node);
      }
      case "typeof_expression":
      case "sizeof_expression":
      case "default_expression":
      case "is_expression":
      case "is_pattern_expression":
        return this.other(node);
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
      return { kind: "member", object, property: name ? this.memberName(name) : "?", span };
    }
    if (node.type === "element_binding_expression") {
      const arg = node.children
        .find((c) => c.type === "bracketed_argument_list")
        ?.children.find((c) => c.named);
      return { kind: "index", object, index: arg ? this.expr(arg) : this.other(node), span };
    }
    return { kind: "other", parts: [object, this.expr(node)], span };
  }

  private args(node: SyntaxNode | undefined): {
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
    return { kind: "call", callee, args, keywords, isNew: false, span: this.span(node) };
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
    const call: Expr = {
      kind: "call",
      callee: { kind: "name", name: typeName, span: type ? this.span(type) : span },
      args,
      keywords,
      isNew: true,
      span,
    };
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
        parts.push({ kind: "lit", value: verbatim ? t : this.unescape(t), span: this.span(c) });
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
        body.type === "block"
          ? this.block(body)
          : [{ kind: "return", value: this.expr(body), span: this.span(body) }];
    }
    return { name: "<lambda>", params, body: stmts, annotations: [], span: this.span(node) };
  }
}
