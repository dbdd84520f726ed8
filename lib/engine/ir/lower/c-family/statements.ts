import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Stmt } from "../../ir";
import { type StmtShape, simpleType } from "../shapes";
import { CFamilyExpressions } from "./expressions";

/** Element types one byte wide: `sizeof` of such an array is its length. */
/**
 * Type nodes that name a C++ class (`std::mt19937`, `vector<int>`). A bare name is left out: in C
 * it is a typedef (`pid_t`), which nothing constructs.
 */
const CLASS_TYPES = new Set(["qualified_identifier", "template_type"]);

const BLOCK_TYPES = ["compound_statement"];

const BYTE_TYPES = /^(char|signed char|unsigned char|u?int8_t|u_char|BYTE|TCHAR|CHAR|UCHAR)$/;

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["co_return_statement", "return"],
  ["throw_statement", "throw"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["comment", "skip"],
  ["goto_statement", "skip"],
  ["type_definition", "skip"],
  ["struct_specifier", "skip"],
  ["enum_specifier", "skip"],
  ["union_specifier", "skip"],
  ["class_specifier", "skip"],
  ["preproc_include", "skip"],
  ["preproc_call", "skip"],
  ["preproc_function_def", "skip"],
  ["preproc_directive", "skip"],
  ["alias_declaration", "skip"],
  ["using_declaration", "skip"],
  ["namespace_alias_definition", "skip"],
  ["static_assert_declaration", "skip"],
  ["preproc_arg", "skip"],
  ["identifier", "skip"],
  ["primitive_type", "skip"],
  ["type_identifier", "skip"],
]);

/** C and C++ statements → IR. */
export abstract class CFamilyStatements extends CFamilyExpressions {
  protected abstract define(node: SyntaxNode): void;
  protected abstract func(node: SyntaxNode, className: string | undefined): FunctionIR;
  protected abstract declaredName(node: SyntaxNode): SyntaxNode | undefined;
  protected abstract functionDeclarator(node: SyntaxNode | undefined): SyntaxNode | undefined;
  protected readonly stmtShapes = STMT_SHAPES;

  block(node: SyntaxNode): Stmt[] {
    return this.statementsIn(node, BLOCK_TYPES);
  }

  protected declaration(node: SyntaxNode, arrays: Map<string, number>): Stmt[] {
    const typeNode = childByField(node, "type");
    const typeText = typeNode ? this.text(typeNode) : "";
    const out: Stmt[] = [];
    for (const d of node.children) {
      if (d.field !== "declarator") continue;
      if (this.functionDeclarator(d) && d.type !== "init_declarator") continue;
      const n = this.declaredName(d);
      if (!n) continue;
      const valueNode = d.type === "init_declarator" ? childByField(d, "value") : undefined;
      const target: Expr = ir.name(this.text(n), this.span(n));
      // A C++ object declared without `=` is constructed: `std::mt19937 gen;` and `T x{a, b}` call
      // T's constructor (with no arguments, or with the braced ones).
      const constructed =
        typeNode && CLASS_TYPES.has(typeNode.type) && !d.children.some((c) => c.type === "=")
          ? d.type === "identifier"
            ? []
            : valueNode?.type === "initializer_list"
              ? this.args(valueNode)
              : undefined
          : undefined;
      const value: Expr = constructed
        ? ir.call(ir.name(simpleType(typeText) ?? "Object", this.span(d)), constructed, this.span(d), {
            isNew: true,
          })
        : valueNode
          ? this.initializer(valueNode, typeText)
          : this.other(d);
      let declaredType = simpleType(typeText);
      const array = this.arrayDeclarator(d);
      if (array) {
        const length = this.arrayLength(array, valueNode);
        if (length !== undefined && BYTE_TYPES.test(typeText.trim())) {
          declaredType = `char[${length}]`;
          arrays.set(target.name, length);
        }
      }
      out.push({ kind: "assign", target, value, declaredType, span: this.span(d) });
    }
    return out;
  }

  private arrayDeclarator(node: SyntaxNode): SyntaxNode | undefined {
    let cur: SyntaxNode | undefined = node;
    for (let i = 0; cur && i < 16; i++) {
      if (cur.type === "array_declarator") return cur;
      if (cur.type === "pointer_declarator" || cur.type === "function_declarator") return undefined;
      cur = childByField(cur, "declarator");
    }
    return undefined;
  }

  private arrayLength(array: SyntaxNode, value: SyntaxNode | undefined): number | undefined {
    const size = childByField(array, "size");
    if (size) {
      const e = this.expr(size);
      if (e.kind === "lit" && typeof e.value === "number") return e.value;
      if (e.kind === "name") return this.macros.get(e.name);
      return undefined;
    }
    if (value && /string_literal$|concatenated_string/.test(value.type)) {
      const s = this.expr(value);
      return s.kind === "lit" && typeof s.value === "string" ? s.value.length + 1 : undefined;
    }
    return undefined;
  }

  private initializer(node: SyntaxNode, typeText: string): Expr {
    // `std::string s("x")` and `Foo f(a, b)` construct the declared type.
    if (node.type === "argument_list") {
      return ir.call(
        ir.name(simpleType(typeText) ?? "Object", this.span(node)),
        this.args(node),
        this.span(node),
        { isNew: true },
      );
    }
    return this.expr(node);
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "compound_statement":
        return [ir.block(this.block(node), span)];
      case "declaration":
        return this.declaration(node, this.arrays);
      case "expression_statement": {
        const e = node.children.find((c) => c.named && c.type !== "comment");
        if (!e) return [];
        // A shift whose value is discarded is a stream extraction (`in >> a >> b;`).
        if (e.type === "binary_expression" && this.text(childByField(e, "operator") ?? e) === ">>")
          return [ir.exprStmt(this.extraction(e), span)];
        const lowered = this.expr(e);
        if (lowered.kind === "assign") {
          // A buffer written in place keeps its declared size.
          const length = lowered.target.kind === "name" ? this.arrays.get(lowered.target.name) : undefined;
          return [
            {
              ...lowered,
              kind: "assign",
              declaredType: length === undefined ? undefined : `char[${length}]`,
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
            this.condition(childByField(node, "condition")),
            this.body(childByField(node, "consequence")),
            altBody ? this.block(altBody) : [],
            span,
          ),
        ];
      }
      case "while_statement":
        return [
          ir.loopWhile(
            this.condition(childByField(node, "condition")),
            this.body(childByField(node, "body")),
            span,
          ),
        ];
      case "do_statement": {
        const body = this.body(childByField(node, "body"));
        return [
          ir.block(body, span),
          ir.loopWhile(this.condition(childByField(node, "condition")), body, span),
        ];
      }
      case "for_statement": {
        const init = childByField(node, "initializer");
        const cond = childByField(node, "condition");
        const update = childByField(node, "update");
        return [
          ...(init ? this.exprOrDeclaration(init) : []),
          ir.loopWhile(
            cond ? this.expr(cond) : undefined,
            this.body(childByField(node, "body")),
            span,
            update ? this.exprOrDeclaration(update) : [],
          ),
        ];
      }
      case "for_range_loop": {
        const d = childByField(node, "declarator");
        const n = d ? this.declaredName(d) : undefined;
        const right = childByField(node, "right");
        return [
          ir.loopEach(
            ir.name(n ? this.text(n) : "_", n ? this.span(n) : span),
            right ? this.expr(right) : this.other(node),
            this.body(childByField(node, "body")),
            span,
          ),
        ];
      }
      case "switch_statement":
        return [this.switchStmt(node)];
      case "labeled_statement": {
        const inner = node.children.filter((c) => c.named && c.type !== "statement_identifier");
        return inner.flatMap((c) => this.stmt(c));
      }
      case "try_statement": {
        const handlers = node.children
          .filter((c) => c.type === "catch_clause")
          .map((c) => {
            const p = childByField(c, "parameters");
            const decl = p?.children.find((x) => x.type === "parameter_declaration");
            const d = decl ? childByField(decl, "declarator") : undefined;
            const n = d ? this.declaredName(d) : undefined;
            return { name: n ? this.text(n) : undefined, body: this.body(childByField(c, "body")) };
          });
        return [ir.tryStmt(this.body(childByField(node, "body")), handlers, [], span)];
      }
      case "function_definition": {
        const fn = this.func(node, undefined);
        this.functions.push(fn);
        return [];
      }
      case "preproc_ifdef":
      case "preproc_if":
      case "preproc_elif":
      case "preproc_elifdef": {
        // `#if … #else … #endif` compiles one of its alternatives, as a branch is taken: lowered as one.
        const alternative = childByField(node, "alternative");
        const body = node.children
          .filter((c) => c.named && c.field !== "name" && c.field !== "alternative")
          .flatMap((c) => this.stmt(c));
        return alternative ? [ir.ifStmt(ir.other([], span), body, this.stmt(alternative), span)] : body;
      }
      case "preproc_else":
      case "ERROR":
        return node.children.filter((c) => c.named && c.field !== "name").flatMap((c) => this.stmt(c));
      case "preproc_def":
        this.define(node);
        return [];
      default:
        return [ir.exprStmt(this.expr(node), span)];
    }
  }

  private body(node: SyntaxNode | undefined): Stmt[] {
    return node ? this.block(node) : [];
  }

  private exprOrDeclaration(node: SyntaxNode): Stmt[] {
    if (node.type === "declaration") return this.declaration(node, this.arrays);
    return [ir.statementOf(this.expr(node), this.span(node))];
  }

  private condition(node: SyntaxNode | undefined): Expr {
    if (!node) return ir.other([], { start: 0, end: 0 });
    if (node.type === "condition_clause") {
      const value = childByField(node, "value") ?? node.children.find((c) => c.named);
      return value ? this.expr(value) : this.other(node);
    }
    return this.expr(node);
  }

  private switchStmt(node: SyntaxNode): Stmt {
    const cases: Array<{ tests: Expr[]; body: Stmt[] }> = [];
    for (const c of childByField(node, "body")?.children ?? []) {
      if (c.type !== "case_statement") continue;
      const value = childByField(c, "value");
      const body: Stmt[] = [];
      for (const s of c.children) if (s.named && s.field !== "value") body.push(...this.stmt(s));
      cases.push({ tests: value ? [this.expr(value)] : [], body });
    }
    return ir.switchStmt(this.condition(childByField(node, "condition")), cases, this.span(node));
  }
}
