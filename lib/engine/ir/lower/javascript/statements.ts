import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span, Stmt } from "../../ir";
import type { StmtShape } from "../base";
import { JavaScriptExpressions } from "./expressions";

/** `node:fs` and `fs` name the same built-in module; models use the short name. */
function builtinModule(specifier: string): string {
  return specifier.startsWith("node:") ? specifier.slice(5) : specifier;
}

/** `exports` or `module.exports`. */
function isExports(e: Expr): boolean {
  if (e.kind === "name") return e.name === "exports";
  return (
    e.kind === "member" && e.property === "exports" && e.object.kind === "name" && e.object.name === "module"
  );
}

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["comment", "skip"],
  ["empty_statement", "skip"],
  ["interface_declaration", "skip"],
  ["type_alias_declaration", "skip"],
  ["ambient_declaration", "skip"],
  ["enum_declaration", "skip"],
  ["debugger_statement", "skip"],
  ["hash_bang_line", "skip"],
]);

/** JavaScript statements → IR. */
export abstract class JavaScriptStatements extends JavaScriptExpressions {
  protected readonly stmtShapes = STMT_SHAPES;

  block(node: SyntaxNode | undefined): Stmt[] {
    return this.statementsIn(node, ["statement_block", "class_static_block"]);
  }

  private requirePath(value: SyntaxNode | undefined): string | undefined {
    if (value?.type !== "call_expression") return undefined;
    const fn = childByField(value, "function");
    if (!fn || this.text(fn) !== "require") return undefined;
    const arg = namedChildren(childByField(value, "arguments") ?? value)[0];
    return arg?.type === "string" ? builtinModule(this.stringText(arg)) : undefined;
  }

  private declaration(node: SyntaxNode): Stmt[] {
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
      const lowered = value ? this.expr(value) : (ir.other([], this.span(d)) as Expr);
      if (lowered.kind === "func" && name.type === "identifier" && this.depth === 0) {
        lowered.fn.name = this.text(name);
        this.functions.push(lowered.fn);
      }
      // `const page: Page = …` gives the variable its type; `const` itself is no type.
      const typed = childByField(d, "type");
      const type = typed ? this.simpleType(this.text(typed).replace(/^:\s*/, "")) : undefined;
      out.push(...this.bind(name, lowered, this.span(d), type));
    }
    return out;
  }

  /** Assigns to a name or destructuring pattern: `{ id, name: n } = v` reads `v.id` and `v.name`. */
  protected bind(pattern: SyntaxNode, value: Expr, span: Span, declaredType?: string): Stmt[] {
    switch (pattern.type) {
      case "object_pattern": {
        const out: Stmt[] = [];
        for (const p of pattern.children) {
          if (p.type === "shorthand_property_identifier_pattern") {
            out.push({
              kind: "assign",
              target: ir.name(this.text(p), this.span(p)),
              value: ir.member(value, this.text(p), this.span(p)),
              declaredType,
              span,
            });
          } else if (p.type === "pair_pattern") {
            const k = childByField(p, "key");
            const v = childByField(p, "value");
            if (k && v) {
              out.push(
                ...this.bind(v, ir.member(value, this.propertyKey(k), this.span(p)), span, declaredType),
              );
            }
          } else if (p.type === "object_assignment_pattern") {
            const left = childByField(p, "left");
            if (left) {
              const read: Expr = ir.member(value, this.text(left), this.span(p));
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
          const index: Expr = { kind: "index", object: value, index: ir.lit(i, span), span };
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
        const target: Expr = ir.name(this.text(pattern), this.span(pattern));
        return [{ kind: "assign", target, value, declaredType, span }];
      }
      default:
        return [{ kind: "assign", target: this.expr(pattern), value, declaredType, span }];
    }
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
        if (decl.type === "class_declaration" || decl.type === "abstract_class_declaration") {
          this.classDecl(decl, node.children);
          return [];
        }
        if (
          decl.type === "lexical_declaration" ||
          decl.type === "variable_declaration" ||
          decl.type.endsWith("declaration")
        ) {
          return this.stmt(decl);
        }
        return [ir.exprStmt(this.expr(decl), span)];
      }
      case "lexical_declaration":
      case "variable_declaration":
        return this.declaration(node);
      case "function_declaration":
      case "generator_function_declaration": {
        const fn = this.functionIR(node);
        if (this.depth === 0) this.functions.push(fn);
        return [ir.funcDef(fn, span)];
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
          // `exports.handler = async (event) => …` is the module's function `handler`.
          const t = lowered.target;
          if (lowered.value.kind === "func" && t.kind === "member" && isExports(t.object))
            lowered.value.fn.name = t.property;
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
        return [ir.exprStmt(lowered, span)];
      }
      case "if_statement": {
        const alt = childByField(node, "alternative");
        const altBody = alt?.type === "else_clause" ? alt.children.find((c) => c.named) : alt;
        return [
          ir.ifStmt(
            this.expr(childByField(node, "condition") ?? node),
            this.block(childByField(node, "consequence")),
            altBody ? this.block(altBody) : [],
            span,
          ),
        ];
      }
      case "for_statement": {
        const init = childByField(node, "initializer");
        const cond = childByField(node, "condition");
        const inc = childByField(node, "increment");
        const condExpr = cond?.type === "expression_statement" ? cond.children.find((c) => c.named) : cond;
        return [
          ...(init ? this.stmt(init) : []),
          ir.loopWhile(
            condExpr ? this.expr(condExpr) : undefined,
            this.block(childByField(node, "body")),
            span,
            inc ? [ir.exprStmt(this.expr(inc), this.span(inc))] : [],
          ),
        ];
      }
      case "for_in_statement": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const isIn = this.text(childByField(node, "operator") ?? node) === "in";
        const iterable = right ? this.expr(right) : this.other(node);
        // `for (const [k, v] of entries)`: each element goes to a hidden name the pattern reads from.
        const element: Expr | undefined =
          left && /pattern$/.test(left.type) ? ir.name("$element", span) : undefined;
        return [
          {
            kind: "loop",
            // `for (k in obj)` yields keys, which are not the values a user controls in the object.
            each: left
              ? {
                  target: element ?? this.expr(left),
                  iterable: isIn ? ir.other([], span) : iterable,
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
          ir.loopWhile(
            this.expr(childByField(node, "condition") ?? node),
            this.block(childByField(node, "body")),
            span,
          ),
        ];
      case "do_statement": {
        const body = this.block(childByField(node, "body"));
        return [...body, ir.loopWhile(this.expr(childByField(node, "condition") ?? node), body, span)];
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
        return [ir.switchStmt(this.expr(childByField(node, "value") ?? node), cases, span)];
      }
      case "try_statement": {
        const handler = childByField(node, "handler");
        const param = handler ? childByField(handler, "parameter") : undefined;
        const fin = childByField(node, "finalizer");
        return [
          ir.tryStmt(
            this.block(childByField(node, "body")),
            handler
              ? [
                  {
                    name: param ? this.text(param) : undefined,
                    body: this.block(childByField(handler, "body")),
                  },
                ]
              : [],
            fin ? this.block(childByField(fin, "body")) : [],
            span,
          ),
        ];
      }
      case "throw_statement":
        return [{ kind: "throw", span }];
      case "statement_block":
        return [ir.block(this.block(node), span)];
      case "labeled_statement": {
        const body = childByField(node, "body");
        return body ? this.stmt(body) : [];
      }
      default:
        return [ir.exprStmt(this.expr(node), span)];
    }
  }
}
