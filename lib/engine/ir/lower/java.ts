import { childByField, childrenByField, namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../ir";
import { Lowering } from "./base";

const NUMBER_TYPES = new Set([
  "decimal_integer_literal",
  "hex_integer_literal",
  "octal_integer_literal",
  "binary_integer_literal",
  "decimal_floating_point_literal",
  "hex_floating_point_literal",
]);

export class JavaLowering extends Lowering {
  lowerModule(root: SyntaxNode): void {
    for (const node of root.children) {
      if (node.type === "import_declaration") {
        const path = node.children.find((c) => c.type === "scoped_identifier" || c.type === "identifier");
        if (path) {
          const full = this.text(path);
          this.imports.set(full.split(".").pop() as string, full);
        }
      } else this.typeDeclaration(node);
    }
  }

  private annotations(node: SyntaxNode): string[] {
    const modifiers = node.children.find((c) => c.type === "modifiers");
    if (!modifiers) return [];
    const out: string[] = [];
    for (const m of modifiers.children) {
      if (m.type === "annotation" || m.type === "marker_annotation") {
        const name = childByField(m, "name");
        if (name) out.push(this.text(name).split(".").pop() as string);
      } else if (!m.named) out.push(this.text(m));
    }
    return out;
  }

  private typeDeclaration(node: SyntaxNode, outer?: string): void {
    if (!/^(class|interface|enum|record)_declaration$/.test(node.type)) return;
    const name = this.text(childByField(node, "name") ?? node);
    const supers: string[] = [];
    for (const c of node.children) {
      if (c.type === "superclass" || c.type === "super_interfaces" || c.type === "extends_interfaces") {
        for (const t of this.typeNames(c)) supers.push(t);
      }
    }
    const body = childByField(node, "body");
    const methods: FunctionIR[] = [];
    if (body) this.classBody(body, outer ? `${outer}.${name}` : name, methods);
    // A record's components are its fields, set from its constructor's arguments in order.
    const components = node.type === "record_declaration" ? childByField(node, "parameters") : undefined;
    const fields = components?.children
      .filter((c) => c.type === "formal_parameter")
      .map((c) => ({ name: this.text(childByField(c, "name") ?? c) }));
    this.classes.push({ name, supers, span: this.span(node), methods, fields });
  }

  private typeNames(node: SyntaxNode): string[] {
    const out: string[] = [];
    const visit = (n: SyntaxNode) => {
      if (n.type === "type_identifier" || n.type === "scoped_type_identifier" || n.type === "generic_type") {
        const t = this.simpleType(this.text(n));
        if (t) out.push(t);
        return;
      }
      for (const c of n.children) visit(c);
    };
    visit(node);
    return out;
  }

  private classBody(body: SyntaxNode, className: string, methods: FunctionIR[]): void {
    for (const member of body.children) {
      switch (member.type) {
        case "field_declaration":
        case "constant_declaration": {
          const modifiers = this.annotations(member);
          const constant = modifiers.includes("final") || member.type === "constant_declaration";
          const type = this.simpleType(this.text(childByField(member, "type") ?? member));
          for (const d of childrenByField(member, "declarator")) {
            const n = childByField(d, "name");
            const v = childByField(d, "value");
            if (n) {
              const value: Expr = v ? this.expr(v) : { kind: "other", parts: [], span: this.span(d) };
              this.globals.push({
                name: this.text(n),
                value,
                type,
                constant: constant && !!v,
                span: this.span(d),
              });
            }
          }
          break;
        }
        case "method_declaration":
        case "constructor_declaration":
        case "compact_constructor_declaration": {
          const fn = this.method(member, className);
          this.functions.push(fn);
          methods.push(fn);
          break;
        }
        case "enum_body_declarations":
          this.classBody(member, className, methods);
          break;
        case "block":
        case "static_initializer":
          this.topLevel.push(...this.block(member));
          break;
        default:
          this.typeDeclaration(member, className);
      }
    }
  }

  private method(node: SyntaxNode, className: string): FunctionIR {
    const name = childByField(node, "name");
    const params: ParamIR[] = [];
    const list = childByField(node, "parameters");
    if (list) {
      for (const p of list.children) {
        if (p.type !== "formal_parameter" && p.type !== "spread_parameter") continue;
        const pn = childByField(p, "name") ?? p.children.find((c) => c.type === "variable_declarator");
        const typeNode =
          childByField(p, "type") ?? p.children.find((c) => c.named && c.type.endsWith("type"));
        params.push({
          name: pn ? this.text(childByField(pn, "name") ?? pn) : "_",
          type: this.simpleType(typeNode ? this.text(typeNode) : undefined),
          annotations: this.annotations(p),
          span: this.span(p),
        });
      }
    }
    const body = childByField(node, "body");
    return {
      name: name ? this.text(name) : "<init>",
      className,
      params,
      body: body ? this.block(body) : [],
      annotations: this.annotations(node),
      returnType: this.simpleType(this.text(childByField(node, "type") ?? node)),
      span: this.span(node),
    };
  }

  block(node: SyntaxNode): Stmt[] {
    if (node.type === "block" || node.type === "constructor_body" || node.type === "static_initializer") {
      const out: Stmt[] = [];
      for (const c of node.children) if (c.named) out.push(...this.stmt(c));
      return out;
    }
    return this.stmt(node);
  }

  stmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "block":
      case "static_initializer":
        return [{ kind: "block", body: this.block(node), span }];
      case "local_variable_declaration": {
        const declaredType = this.simpleType(this.text(childByField(node, "type") ?? node));
        return childrenByField(node, "declarator").map((d): Stmt => {
          const n = childByField(d, "name") ?? d;
          const v = childByField(d, "value");
          return {
            kind: "assign",
            target: { kind: "name", name: this.text(n), span: this.span(n) },
            value: v ? this.expr(v) : { kind: "other", parts: [], span: this.span(d) },
            declaredType,
            span: this.span(d),
          };
        });
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
            test: this.expr(childByField(node, "condition") ?? node),
            whenTrue: this.block(childByField(node, "consequence") ?? node),
            whenFalse: alt ? this.block(alt) : [],
            span,
          },
        ];
      }
      case "while_statement":
        return [
          {
            kind: "loop",
            test: this.expr(childByField(node, "condition") ?? node),
            body: this.block(childByField(node, "body") ?? node),
            update: [],
            span,
          },
        ];
      case "do_statement":
        return [
          ...this.block(childByField(node, "body") ?? node),
          {
            kind: "loop",
            test: this.expr(childByField(node, "condition") ?? node),
            body: this.block(childByField(node, "body") ?? node),
            update: [],
            span,
          },
        ];
      case "for_statement": {
        const init = childrenByField(node, "init").flatMap((i) =>
          i.type === "local_variable_declaration"
            ? this.stmt(i)
            : this.stmt({ ...i, type: "expression_statement", children: [i] }),
        );
        const cond = childByField(node, "condition");
        return [
          ...init,
          {
            kind: "loop",
            test: cond ? this.expr(cond) : undefined,
            body: this.block(childByField(node, "body") ?? node),
            update: childrenByField(node, "update").map((u) => ({
              kind: "expr",
              expr: this.expr(u),
              span: this.span(u),
            })),
            span,
          },
        ];
      }
      case "enhanced_for_statement": {
        const n = childByField(node, "name") ?? node;
        return [
          {
            kind: "loop",
            each: {
              target: { kind: "name", name: this.text(n), span: this.span(n) },
              iterable: this.expr(childByField(node, "value") ?? node),
            },
            body: this.block(childByField(node, "body") ?? node),
            update: [],
            span,
          },
        ];
      }
      case "switch_expression":
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
      case "try_statement":
      case "try_with_resources_statement": {
        const resources: Stmt[] = [];
        const spec = childByField(node, "resources");
        if (spec) {
          for (const r of spec.children) {
            if (r.type !== "resource") continue;
            const n = childByField(r, "name");
            const v = childByField(r, "value");
            if (n && v) {
              resources.push({
                kind: "assign",
                target: { kind: "name", name: this.text(n), span: this.span(n) },
                value: this.expr(v),
                declaredType: this.simpleType(this.text(childByField(r, "type") ?? r)),
                span: this.span(r),
              });
            } else
              resources.push({ kind: "expr", expr: this.expr(r.children.find((c) => c.named) ?? r), span });
          }
        }
        const handlers = node.children
          .filter((c) => c.type === "catch_clause")
          .map((c) => {
            const param = c.children.find((p) => p.type === "catch_formal_parameter");
            const pn = param ? childByField(param, "name") : undefined;
            return { name: pn ? this.text(pn) : undefined, body: this.block(childByField(c, "body") ?? c) };
          });
        const fin = node.children.find((c) => c.type === "finally_clause");
        const finBlock = fin?.children.find((c) => c.type === "block");
        return [
          {
            kind: "try",
            body: [...resources, ...this.block(childByField(node, "body") ?? node)],
            handlers,
            finally: finBlock ? this.block(finBlock) : [],
            span,
          },
        ];
      }
      case "synchronized_statement":
        return this.block(childByField(node, "body") ?? node.children[node.children.length - 1] ?? node);
      case "labeled_statement": {
        const inner = node.children.filter((c) => c.named);
        const last = inner[inner.length - 1];
        return last ? this.stmt(last) : [];
      }
      case "local_class_declaration":
      case "class_declaration":
        this.typeDeclaration(node);
        return [];
      case "line_comment":
      case "block_comment":
      case "assert_statement":
      case ";":
        return [];
      default:
        return [{ kind: "expr", expr: this.expr(node), span }];
    }
  }

  /** A switch expression is a function called in place: `yield` and a rule's expression return its value. */
  private switchExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    const fn: FunctionIR = {
      name: "<switch>",
      params: [],
      body: [this.switchStmt(node, true)],
      annotations: [],
      span,
    };
    return { kind: "call", callee: { kind: "func", fn, span }, args: [], keywords: [], isNew: false, span };
  }

  private switchStmt(node: SyntaxNode, yields = false): Stmt {
    const body = childByField(node, "body");
    const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
    for (const group of body?.children ?? []) {
      if (group.type !== "switch_block_statement_group" && group.type !== "switch_rule") continue;
      const tests: Expr[] = [];
      const stmts: Stmt[] = [];
      let isDefault = false;
      for (const c of group.children) {
        if (c.type === "switch_label") {
          const values = namedChildren(c);
          if (values.length === 0) isDefault = true;
          for (const v of values) tests.push(this.expr(v));
        } else if (yields && group.type === "switch_rule" && c.type === "expression_statement") {
          const value = c.children.find((x) => x.named);
          stmts.push({ kind: "return", value: value ? this.expr(value) : undefined, span: this.span(c) });
        } else if (c.named) stmts.push(...this.stmt(c));
      }
      // A rule (`case X -> ...`) never falls through.
      if (group.type === "switch_rule") stmts.push({ kind: "break", span: this.span(group) });
      cases.push({ tests: isDefault ? [] : tests, body: stmts });
    }
    return {
      kind: "switch",
      subject: this.expr(childByField(node, "condition") ?? node),
      cases,
      span: this.span(node),
    };
  }

  expr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "identifier":
      case "this":
      case "super":
        return { kind: "name", name: this.text(node), span };
      case "field_access": {
        const object = childByField(node, "object");
        const field = childByField(node, "field");
        if (!object || !field) return this.opaque(node);
        return { kind: "member", object: this.expr(object), property: this.text(field), span };
      }
      case "scoped_identifier":
        return this.dotted(this.text(node), span);
      case "method_invocation": {
        const object = childByField(node, "object");
        const name = childByField(node, "name");
        const nameText = name ? this.text(name) : "";
        const callee: Expr = object
          ? { kind: "member", object: this.expr(object), property: nameText, span }
          : { kind: "name", name: nameText, span: name ? this.span(name) : span };
        return {
          kind: "call",
          callee,
          args: this.args(childByField(node, "arguments")),
          keywords: [],
          isNew: false,
          span,
        };
      }
      case "object_creation_expression": {
        const type = childByField(node, "type");
        const typeName = this.simpleType(type ? this.text(type) : undefined) ?? "Object";
        const anonymous = node.children.find((c) => c.type === "class_body");
        if (anonymous) {
          const methods: FunctionIR[] = [];
          const name = `${typeName}$anon@${node.start}`;
          this.classBody(anonymous, name, methods);
          this.classes.push({ name, supers: [typeName], span, methods });
        }
        const outer = node.children.find((c) => c.named && c.field === undefined && c.type !== "class_body");
        const args = this.args(childByField(node, "arguments"));
        return {
          kind: "call",
          callee: { kind: "name", name: typeName, span: type ? this.span(type) : span },
          args: outer && outer.type !== "type_arguments" ? [this.expr(outer), ...args] : args,
          keywords: [],
          isNew: true,
          span,
        };
      }
      case "array_creation_expression": {
        const value = childByField(node, "value");
        return value ? this.expr(value) : { kind: "array", items: [], span };
      }
      case "array_initializer":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "array_access":
        return this.indexAccess(node, "array", "index");
      case "assignment_expression":
        return this.assignExpr(node);
      case "binary_expression":
        return this.binary(node);
      case "unary_expression":
        return this.unary(node, "operand");
      case "ternary_expression":
        return {
          kind: "cond",
          test: this.expr(childByField(node, "condition") ?? node),
          whenTrue: this.expr(childByField(node, "consequence") ?? node),
          whenFalse: this.expr(childByField(node, "alternative") ?? node),
          span,
        };
      case "parenthesized_expression": {
        const inner = node.children.find((c) => c.named);
        return inner ? this.expr(inner) : this.other(node);
      }
      case "cast_expression": {
        const value = childByField(node, "value");
        return value ? this.expr(value) : this.other(node);
      }
      case "string_literal":
      case "text_block":
        return { kind: "lit", value: this.stringValue(node), span };
      case "character_literal":
        return { kind: "lit", value: this.unescape(this.text(node).slice(1, -1)), span };
      case "true":
        return { kind: "lit", value: true, span };
      case "false":
        return { kind: "lit", value: false, span };
      case "null_literal":
        return { kind: "lit", value: null, span };
      case "lambda_expression":
        return { kind: "func", fn: this.lambda(node), span };
      case "switch_expression":
        return this.switchExpr(node);
      case "instanceof_expression":
      case "class_literal":
      case "method_reference":
        return this.other(node);
      case "update_expression":
        return this.other(node);
      default:
        if (NUMBER_TYPES.has(node.type)) return this.numberLiteral(node);
        return this.opaque(node);
    }
  }

  private dotted(text: string, span: { start: number; end: number }): Expr {
    const parts = text.split(".");
    let e: Expr = { kind: "name", name: parts[0] as string, span };
    for (const p of parts.slice(1)) e = { kind: "member", object: e, property: p, span };
    return e;
  }

  private stringValue(node: SyntaxNode): string {
    const raw = this.text(node);
    if (node.type === "text_block") return raw.slice(3, -3).replace(/^[^\n]*\n/, "");
    return this.unescape(raw.slice(1, -1));
  }

  private args(node: SyntaxNode | undefined): Expr[] {
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
        body.type === "block"
          ? this.block(body)
          : [{ kind: "return", value: this.expr(body), span: this.span(body) }];
    }
    return { name: "<lambda>", params, body: stmts, annotations: [], span: this.span(node) };
  }
}
