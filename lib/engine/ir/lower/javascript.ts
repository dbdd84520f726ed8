import { childByField, namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, ParamIR, Span, Stmt } from "../ir";
import { type ExprShape, Lowering, type StmtShape } from "./base";

/** JavaScript, TypeScript and TSX share this lowering: the TypeScript grammars extend JavaScript's. */
export class JavaScriptLowering extends Lowering {
  protected readonly exprShapes = new Map<string, ExprShape>();
  protected readonly stmtShapes = new Map<string, StmtShape>();

  private depth = 0;

  lowerModule(root: SyntaxNode): void {
    for (const node of root.children) {
      if (!node.named) continue;
      const stmts = this.stmt(node);
      this.topLevel.push(...stmts);
      for (const s of stmts) {
        if (s.kind === "assign" && s.target.kind === "name" && s.declaredType === "const") {
          this.globals.push({ name: s.target.name, value: s.value, constant: true, span: s.span });
        }
      }
    }
  }

  block(node: SyntaxNode | undefined): Stmt[] {
    if (!node) return [];
    if (node.type !== "statement_block" && node.type !== "class_static_block") return this.stmt(node);
    const out: Stmt[] = [];
    for (const c of node.children) if (c.named) out.push(...this.stmt(c));
    return out;
  }

  private requirePath(value: SyntaxNode | undefined): string | undefined {
    if (value?.type !== "call_expression") return undefined;
    const fn = childByField(value, "function");
    if (!fn || this.text(fn) !== "require") return undefined;
    const arg = namedChildren(childByField(value, "arguments") ?? value)[0];
    return arg?.type === "string" ? builtinModule(this.stringText(arg)) : undefined;
  }

  private declaration(node: SyntaxNode): Stmt[] {
    const kind = node.children.find((c) => !c.named)?.type ?? "var";
    const out: Stmt[] = [];
    for (const d of node.children) {
      if (d.type !== "variable_declarator") continue;
      const name = childByField(d, "name");
      const value = childByField(d, "value");
      if (!name) continue;
      const required = this.requirePath(value);
      if (required) {
        if (name.type === "identifier") this.imports.set(this.text(name), required);
        else if (name.type === "object_pattern") {
          for (const p of name.children) {
            if (p.type === "shorthand_property_identifier_pattern")
              this.imports.set(this.text(p), `${required}.${this.text(p)}`);
            else if (p.type === "pair_pattern") {
              const k = childByField(p, "key");
              const v = childByField(p, "value");
              if (k && v) this.imports.set(this.text(v), `${required}.${this.text(k)}`);
            }
          }
        }
        continue;
      }
      const lowered = value ? this.expr(value) : ({ kind: "other", parts: [], span: this.span(d) } as Expr);
      if (lowered.kind === "func" && name.type === "identifier" && this.depth === 0) {
        lowered.fn.name = this.text(name);
        this.functions.push(lowered.fn);
      }
      out.push(...this.bind(name, lowered, this.span(d), kind));
    }
    return out;
  }

  /** `{ v = "none" } = o` and `f(x = "a")`: the value, or the default when it is missing. */
  private orDefault(value: Expr, pattern: SyntaxNode): Expr {
    const right = childByField(pattern, "right");
    return right
      ? { kind: "binary", op: "??", left: value, right: this.expr(right), span: this.span(pattern) }
      : value;
  }

  /** Assigns to a name or destructuring pattern: `{ id, name: n } = v` reads `v.id` and `v.name`. */
  private bind(pattern: SyntaxNode, value: Expr, span: Span, declaredType?: string): Stmt[] {
    switch (pattern.type) {
      case "object_pattern": {
        const out: Stmt[] = [];
        for (const p of pattern.children) {
          if (p.type === "shorthand_property_identifier_pattern") {
            out.push({
              kind: "assign",
              target: { kind: "name", name: this.text(p), span: this.span(p) },
              value: { kind: "member", object: value, property: this.text(p), span: this.span(p) },
              declaredType,
              span,
            });
          } else if (p.type === "pair_pattern") {
            const k = childByField(p, "key");
            const v = childByField(p, "value");
            if (k && v) {
              out.push(
                ...this.bind(
                  v,
                  { kind: "member", object: value, property: this.propertyKey(k), span: this.span(p) },
                  span,
                  declaredType,
                ),
              );
            }
          } else if (p.type === "object_assignment_pattern") {
            const left = childByField(p, "left");
            if (left) {
              const read: Expr = {
                kind: "member",
                object: value,
                property: this.text(left),
                span: this.span(p),
              };
              out.push(...this.bind(left, this.orDefault(read, p), span, declaredType));
            }
          } else if (p.type === "rest_pattern") {
            const inner = p.children.find((c) => c.named);
            if (inner) out.push(...this.bind(inner, value, span, declaredType));
          }
        }
        return out;
      }
      case "array_pattern": {
        const out: Stmt[] = [];
        let i = 0;
        for (const p of pattern.children) {
          if (!p.named) continue;
          const index: Expr = { kind: "index", object: value, index: { kind: "lit", value: i, span }, span };
          out.push(...this.bind(p, p.type === "rest_pattern" ? value : index, span, declaredType));
          i++;
        }
        return out;
      }
      case "assignment_pattern": {
        const left = childByField(pattern, "left");
        return left ? this.bind(left, this.orDefault(value, pattern), span, declaredType) : [];
      }
      case "rest_pattern": {
        const inner = pattern.children.find((c) => c.named);
        return inner ? this.bind(inner, value, span, declaredType) : [];
      }
      case "shorthand_property_identifier_pattern": {
        const target: Expr = { kind: "name", name: this.text(pattern), span: this.span(pattern) };
        return [{ kind: "assign", target, value, declaredType, span }];
      }
      default:
        return [{ kind: "assign", target: this.expr(pattern), value, declaredType, span }];
    }
  }

  private propertyKey(node: SyntaxNode): string {
    if (node.type === "string") return this.stringText(node);
    if (node.type === "computed_property_name") {
      const inner = node.children.find((c) => c.named);
      return inner?.type === "string" ? this.stringText(inner) : `[${this.text(node)}]`;
    }
    return this.text(node);
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "import_statement": {
        const source = childByField(node, "source");
        const from = source ? builtinModule(this.stringText(source)) : "";
        const clause = node.children.find((c) => c.type === "import_clause");
        for (const c of clause?.children ?? []) {
          if (c.type === "identifier") this.imports.set(this.text(c), from);
          else if (c.type === "namespace_import") {
            const id = c.children.find((x) => x.type === "identifier");
            if (id) this.imports.set(this.text(id), from);
          } else if (c.type === "named_imports") {
            for (const s of c.children) {
              if (s.type !== "import_specifier") continue;
              const n = childByField(s, "name");
              const a = childByField(s, "alias");
              if (n) this.imports.set(this.text(a ?? n), `${from}.${this.text(n)}`);
            }
          }
        }
        return [];
      }
      case "export_statement": {
        const decl =
          childByField(node, "declaration") ?? node.children.find((c) => c.named && c.type !== "comment");
        if (!decl) return [];
        if (
          decl.type === "lexical_declaration" ||
          decl.type === "variable_declaration" ||
          decl.type.endsWith("declaration")
        ) {
          return this.stmt(decl);
        }
        return [{ kind: "expr", expr: this.expr(decl), span }];
      }
      case "lexical_declaration":
      case "variable_declaration":
        return this.declaration(node);
      case "function_declaration":
      case "generator_function_declaration": {
        const fn = this.functionIR(node);
        if (this.depth === 0) this.functions.push(fn);
        return [{ kind: "func", fn, span }];
      }
      case "class_declaration":
      case "abstract_class_declaration":
      case "class":
        this.classDecl(node);
        return [];
      case "expression_statement": {
        const e = node.children.find((c) => c.named);
        if (!e) return [];
        if (e.type === "sequence_expression") {
          return namedChildren(e).flatMap((x) => this.stmt({ ...node, children: [x] }));
        }
        const lowered = this.expr(e);
        if (lowered.kind === "assign") {
          return [
            {
              kind: "assign",
              target: lowered.target,
              value: lowered.value,
              op: lowered.op,
              span: lowered.span,
            },
          ];
        }
        return [{ kind: "expr", expr: lowered, span }];
      }
      case "if_statement": {
        const alt = childByField(node, "alternative");
        const altBody = alt?.type === "else_clause" ? alt.children.find((c) => c.named) : alt;
        return [
          {
            kind: "if",
            test: this.expr(childByField(node, "condition") ?? node),
            whenTrue: this.block(childByField(node, "consequence")),
            whenFalse: altBody ? this.block(altBody) : [],
            span,
          },
        ];
      }
      case "for_statement": {
        const init = childByField(node, "initializer");
        const cond = childByField(node, "condition");
        const inc = childByField(node, "increment");
        const condExpr = cond?.type === "expression_statement" ? cond.children.find((c) => c.named) : cond;
        return [
          ...(init ? this.stmt(init) : []),
          {
            kind: "loop",
            test: condExpr ? this.expr(condExpr) : undefined,
            body: this.block(childByField(node, "body")),
            update: inc ? [{ kind: "expr", expr: this.expr(inc), span: this.span(inc) }] : [],
            span,
          },
        ];
      }
      case "for_in_statement": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const isIn = this.text(childByField(node, "operator") ?? node) === "in";
        const iterable = right ? this.expr(right) : this.other(node);
        // `for (const [k, v] of entries)`: each element goes to a hidden name the pattern reads from.
        const element: Expr | undefined =
          left && /pattern$/.test(left.type) ? { kind: "name", name: "$element", span } : undefined;
        return [
          {
            kind: "loop",
            // `for (k in obj)` yields keys, which are not the values a user controls in the object.
            each: left
              ? {
                  target: element ?? this.expr(left),
                  iterable: isIn ? { kind: "other", parts: [], span } : iterable,
                }
              : undefined,
            body: [
              ...(left && element ? this.bind(left, element, span) : []),
              ...this.block(childByField(node, "body")),
            ],
            update: [],
            span,
          },
        ];
      }
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
        const body = this.block(childByField(node, "body"));
        return [
          ...body,
          { kind: "loop", test: this.expr(childByField(node, "condition") ?? node), body, update: [], span },
        ];
      }
      case "switch_statement": {
        const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
        for (const c of childByField(node, "body")?.children ?? []) {
          if (c.type !== "switch_case" && c.type !== "switch_default") continue;
          const value = childByField(c, "value");
          const body: Stmt[] = [];
          for (const b of c.children) if (b.field === "body") body.push(...this.stmt(b));
          cases.push({ tests: c.type === "switch_default" || !value ? [] : [this.expr(value)], body });
        }
        return [{ kind: "switch", subject: this.expr(childByField(node, "value") ?? node), cases, span }];
      }
      case "try_statement": {
        const handler = childByField(node, "handler");
        const param = handler ? childByField(handler, "parameter") : undefined;
        const fin = childByField(node, "finalizer");
        return [
          {
            kind: "try",
            body: this.block(childByField(node, "body")),
            handlers: handler
              ? [
                  {
                    name: param ? this.text(param) : undefined,
                    body: this.block(childByField(handler, "body")),
                  },
                ]
              : [],
            finally: fin ? this.block(childByField(fin, "body")) : [],
            span,
          },
        ];
      }
      case "return_statement":
        return [this.exitStatement(node, "return")];
      case "throw_statement":
        return [{ kind: "throw", span }];
      case "break_statement":
        return [{ kind: "break", span }];
      case "continue_statement":
        return [{ kind: "continue", span }];
      case "statement_block":
        return [{ kind: "block", body: this.block(node), span }];
      case "labeled_statement": {
        const body = childByField(node, "body");
        return body ? this.stmt(body) : [];
      }
      case "comment":
      case "empty_statement":
      case "interface_declaration":
      case "type_alias_declaration":
      case "ambient_declaration":
      case "enum_declaration":
      case "debugger_statement":
      case "hash_bang_line":
        return [];
      default:
        return [{ kind: "expr", expr: this.expr(node), span }];
    }
  }

  private classDecl(node: SyntaxNode): void {
    const nameNode = childByField(node, "name");
    const name = nameNode ? this.text(nameNode) : `<class@${node.start}>`;
    const supers: string[] = [];
    const heritage = node.children.find((c) => c.type === "class_heritage");
    for (const c of heritage?.children ?? []) {
      for (const t of c.children) if (t.named) supers.push(this.simpleType(this.text(t)) ?? "");
      if (c.type === "identifier" || c.type === "member_expression")
        supers.push(this.simpleType(this.text(c)) ?? "");
    }
    const methods: FunctionIR[] = [];
    for (const m of childByField(node, "body")?.children ?? []) {
      if (m.type === "method_definition") {
        const fn = this.functionIR(m, name);
        methods.push(fn);
        this.functions.push(fn);
      } else if (m.type === "field_definition" || m.type === "public_field_definition") {
        const prop = childByField(m, "property") ?? childByField(m, "name");
        const value = childByField(m, "value");
        if (prop && value) {
          const lowered = this.expr(value);
          if (lowered.kind === "func") {
            lowered.fn.name = this.text(prop);
            lowered.fn.className = name;
            methods.push(lowered.fn);
            this.functions.push(lowered.fn);
          } else {
            const constant = m.children.some((c) => this.text(c) === "readonly");
            this.globals.push({
              name: `this.${this.text(prop)}`,
              value: lowered,
              constant,
              span: this.span(m),
            });
          }
        }
      }
    }
    this.classes.push({ name, supers, span: this.span(node), methods });
  }

  functionIR(node: SyntaxNode, className?: string): FunctionIR {
    const nameNode = childByField(node, "name");
    const params: ParamIR[] = [];
    const prologue: Stmt[] = [];
    const single = childByField(node, "parameter");
    const list = single ? [single] : (childByField(node, "parameters")?.children ?? []);
    for (const p of list) {
      if (!p.named || p.type === "comment") continue;
      let pattern = p;
      let type: string | undefined;
      if (p.type === "required_parameter" || p.type === "optional_parameter") {
        pattern = childByField(p, "pattern") ?? p;
        const t = childByField(p, "type");
        type = t ? this.simpleType(this.text(t).replace(/^:\s*/, "")) : undefined;
      }
      const defaulted = pattern.type === "assignment_pattern" || p.type === "optional_parameter";
      if (pattern.type === "assignment_pattern") {
        const left = childByField(pattern, "left");
        if (left?.type === "identifier") {
          const name: Expr = { kind: "name", name: this.text(left), span: this.span(left) };
          prologue.push({
            kind: "assign",
            target: name,
            value: this.orDefault(name, pattern),
            span: this.span(p),
          });
        } else if (left) {
          // A destructured parameter with a default: the pattern below reads the value or the default.
          const synthetic = `$param${params.length}`;
          params.push({ name: synthetic, type, annotations: [], defaulted, span: this.span(p) });
          const whole: Expr = { kind: "name", name: synthetic, span: this.span(p) };
          prologue.push(...this.bind(left, this.orDefault(whole, pattern), this.span(p), "let"));
          continue;
        }
        pattern = left ?? pattern;
      }
      if (pattern.type === "rest_pattern") pattern = pattern.children.find((c) => c.named) ?? pattern;
      if (pattern.type === "identifier" || pattern.type === "this") {
        params.push({ name: this.text(pattern), type, annotations: [], defaulted, span: this.span(p) });
      } else {
        const synthetic = `$param${params.length}`;
        params.push({ name: synthetic, type, annotations: [], span: this.span(p) });
        prologue.push(
          ...this.bind(pattern, { kind: "name", name: synthetic, span: this.span(p) }, this.span(p), "let"),
        );
      }
    }
    this.depth++;
    const body = childByField(node, "body");
    let stmts: Stmt[] = [];
    if (body) {
      stmts =
        body.type === "statement_block"
          ? this.block(body)
          : [{ kind: "return", value: this.expr(body), span: this.span(body) }];
    }
    this.depth--;
    return {
      name: nameNode ? this.text(nameNode) : "<lambda>",
      className,
      params,
      body: [...prologue, ...stmts],
      annotations: [],
      span: this.span(node),
    };
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
      case "identifier":
      case "this":
      case "super":
      case "shorthand_property_identifier":
      case "property_identifier":
        return { kind: "name", name: this.text(node), span };
      case "undefined":
      case "null":
        return { kind: "lit", value: null, span };
      case "true":
        return { kind: "lit", value: true, span };
      case "false":
        return { kind: "lit", value: false, span };
      case "number":
        return this.numberLiteral(node);
      case "string":
        return { kind: "lit", value: this.stringText(node), span };
      case "template_string": {
        const parts: Expr[] = [];
        for (const c of node.children) {
          if (c.type === "string_fragment")
            parts.push({ kind: "lit", value: this.text(c), span: this.span(c) });
          else if (c.type === "escape_sequence")
            parts.push({ kind: "lit", value: this.unescape(this.text(c)), span: this.span(c) });
          else if (c.type === "template_substitution") {
            const inner = c.children.find((x) => x.named);
            if (inner) parts.push(this.expr(inner));
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
      case "member_expression": {
        const object = childByField(node, "object");
        const property = childByField(node, "property");
        if (!object || !property) return this.opaque(node);
        return { kind: "member", object: this.expr(object), property: this.text(property), span };
      }
      case "subscript_expression":
        return this.indexAccess(node, "object", "index");
      case "call_expression": {
        const fn = childByField(node, "function");
        const argsNode = childByField(node, "arguments");
        if (argsNode?.type === "template_string") {
          // A tagged template (sql`...`) passes its parts to the tag, which decides how to quote them.
          return {
            kind: "call",
            callee: fn ? this.expr(fn) : this.other(node),
            args: [this.expr(argsNode)],
            keywords: [{ name: "$tagged", value: { kind: "lit", value: true, span } }],
            isNew: false,
            span,
          };
        }
        return {
          kind: "call",
          callee: fn ? this.expr(fn) : this.other(node),
          args: namedChildren(argsNode ?? node)
            .filter(() => argsNode !== undefined)
            .map((a) => this.expr(a)),
          keywords: [],
          isNew: false,
          span,
        };
      }
      case "new_expression": {
        const ctor = childByField(node, "constructor");
        const argsNode = childByField(node, "arguments");
        return {
          kind: "call",
          callee: ctor ? this.expr(ctor) : this.other(node),
          args: argsNode ? namedChildren(argsNode).map((a) => this.expr(a)) : [],
          keywords: [],
          isNew: true,
          span,
        };
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
            return { kind: "assign", target: first.target, value: first.value, span };
          return this.other(node, [this.expr(right)]);
        }
        return { kind: "assign", target: this.expr(left), value: this.expr(right), op, span };
      }
      case "binary_expression":
        return this.binary(node);
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
        }
        return { kind: "object", props, span };
      }
      case "arrow_function":
      case "function_expression":
      case "function":
      case "generator_function":
        return { kind: "func", fn: this.functionIR(node), span };
      case "jsx_attribute": {
        // `<div dangerouslySetInnerHTML={{ __html: x }} />` is modelled as a call of `jsx.<attribute>`.
        const parts = namedChildren(node);
        const name = parts[0];
        const value = parts[1];
        if (!name || !value) return this.opaque(node);
        return {
          kind: "call",
          callee: {
            kind: "member",
            object: { kind: "name", name: "jsx", span },
            property: this.text(name),
            span,
          },
          args: [this.expr(value)],
          keywords: [],
          isNew: false,
          span,
        };
      }
      case "class":
        this.classDecl(node);
        return this.other(node);
      case "regex":
        // Kept as its source text so that sanitizer conditions can read the pattern.
        return { kind: "lit", value: this.text(node), span };
      case "update_expression":
        return this.other(node);
      default:
        return this.opaque(node);
    }
  }
}

/** `node:fs` and `fs` name the same built-in module; models use the short name. */
function builtinModule(specifier: string): string {
  return specifier.startsWith("node:") ? specifier.slice(5) : specifier;
}
