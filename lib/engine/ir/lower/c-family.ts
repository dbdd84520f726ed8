import { childByField, namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, ParamIR, Span, Stmt } from "../ir";
import { type ExprShape, Lowering, type StmtShape } from "./base";

/**
 * Library functions that write through a pointer argument (`fgets(buf, …)`, `strcpy(dst, src)`,
 * `read(fd, buf, n)`): the call is lowered as an assignment of its result to that argument, so input
 * read into a buffer, or copied from one buffer to another, flows on like any assignment.
 */
const WRITES_ARG: Record<string, (argCount: number) => number[]> = {};
for (const name of [
  "strcpy",
  "strncpy",
  "strcat",
  "strncat",
  "strlcpy",
  "strlcat",
  "stpcpy",
  "stpncpy",
  "wcscpy",
  "wcsncpy",
  "wcscat",
  "wcsncat",
  "lstrcpy",
  "lstrcat",
  "sprintf",
  "snprintf",
  "vsprintf",
  "vsnprintf",
  "swprintf",
  "_snprintf",
  "memcpy",
  "memmove",
  "fgets",
  "gets",
  "fread",
  "getdelim",
])
  WRITES_ARG[name] = () => [0];
for (const name of ["read", "recv", "recvfrom", "pread"]) WRITES_ARG[name] = () => [1];
// C's getline(&line, &n, stream) writes its first argument; C++'s getline(stream, line) its second.
WRITES_ARG.getline = (n) => (n === 3 ? [0] : [1]);
WRITES_ARG.scanf = (n) => range(1, n);
WRITES_ARG.fscanf = (n) => range(2, n);
WRITES_ARG.sscanf = (n) => range(2, n);

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}

/** Element types one byte wide: `sizeof` of such an array is its length. */
const BYTE_TYPES = /^(char|signed char|unsigned char|u?int8_t|u_char|BYTE|TCHAR|CHAR|UCHAR)$/;

const DECLARATOR_WRAPPERS = new Set([
  "pointer_declarator",
  "reference_declarator",
  "init_declarator",
  "attributed_declarator",
  "parenthesized_declarator",
  "function_declarator",
  "array_declarator",
]);

/** Lowers C and C++ (the C++ grammar extends the C one, so one lowering serves both). */
export class CFamilyLowering extends Lowering {
  protected readonly exprShapes = new Map<string, ExprShape>();
  protected readonly stmtShapes = new Map<string, StmtShape>();

  /** Numeric `#define`s, so array sizes written with a macro are known. */
  private readonly macros = new Map<string, number>();
  /** Byte-array lengths of the names in scope (globals and the current function's locals). */
  private readonly globalArrays = new Map<string, number>();
  private arrays = new Map<string, number>();

  lowerModule(root: SyntaxNode): void {
    this.topItems(root, undefined);
  }

  private topItems(node: SyntaxNode, namespace: string | undefined): void {
    for (const child of node.children) this.topItem(child, namespace);
  }

  private topItem(node: SyntaxNode, namespace: string | undefined): void {
    switch (node.type) {
      case "preproc_def":
        this.define(node);
        return;
      case "function_definition": {
        this.functions.push(this.func(node, undefined));
        return;
      }
      case "declaration":
        this.globalDeclaration(node);
        return;
      case "class_specifier":
      case "struct_specifier":
        this.classSpecifier(node);
        return;
      case "namespace_definition": {
        const body = childByField(node, "body");
        if (body) this.topItems(body, namespace);
        return;
      }
      case "preproc_ifdef":
      case "preproc_if":
      case "preproc_else":
      case "preproc_elif":
      case "preproc_elifdef":
      case "template_declaration":
      case "linkage_specification":
      case "declaration_list":
      case "export_declaration":
      case "ERROR":
        this.topItems(node, namespace);
        return;
      default:
        // Specifiers used as declarations (`struct Foo { … } x;`) may define classes.
        for (const c of node.children)
          if (c.type === "class_specifier" || c.type === "struct_specifier") this.classSpecifier(c);
    }
  }

  private define(node: SyntaxNode): void {
    const name = childByField(node, "name");
    const value = childByField(node, "value");
    if (!name || !value) return;
    const raw = this.text(value).trim();
    const span = this.span(node);
    let expr: Expr | undefined;
    if (/^[-+]?(0[xX][0-9a-fA-F]+|\d+(\.\d+)?)[uUlLfF]*$/.test(raw)) {
      const n = raw.replace(/[uUlLfF]+$/, "");
      const value = /^[-+]?0[xX]/.test(n) ? Number.parseInt(n, 16) : Number(n);
      if (!Number.isNaN(value)) {
        this.macros.set(this.text(name), value);
        expr = { kind: "lit", value, span };
      }
    } else if (/^"([^"\\]|\\.)*"$/.test(raw)) {
      expr = { kind: "lit", value: this.unescape(raw.slice(1, -1)), span };
    }
    if (expr) this.globals.push({ name: this.text(name), value: expr, constant: true, span });
  }

  private globalDeclaration(node: SyntaxNode): void {
    const constant = node.children.some(
      (c) => c.type === "type_qualifier" && /const|constexpr/.test(this.text(c)),
    );
    for (const s of this.declaration(node, this.globalArrays)) {
      if (s.kind !== "assign" || s.target.kind !== "name") continue;
      this.globals.push({
        name: s.target.name,
        value: s.value,
        type: s.declaredType,
        constant: constant || s.declaredType?.endsWith("]") === true,
        span: s.span,
      });
    }
  }

  private classSpecifier(node: SyntaxNode): void {
    const nameNode = childByField(node, "name");
    const body = childByField(node, "body");
    if (!nameNode || !body) return;
    const name = this.simpleType(this.text(nameNode)) ?? this.text(nameNode);
    const supers: string[] = [];
    const bases = node.children.find((c) => c.type === "base_class_clause");
    for (const b of bases?.children ?? []) {
      if (!b.named || b.type === "access_specifier") continue;
      const t = this.simpleType(this.text(b));
      if (t) supers.push(t);
    }
    const methods: FunctionIR[] = [];
    for (const member of body.children) {
      let def = member;
      if (def.type === "template_declaration")
        def = def.children.find((c) => c.type === "function_definition") ?? def;
      if (def.type === "function_definition") {
        const fn = this.func(def, name);
        this.functions.push(fn);
        methods.push(fn);
      } else if (def.type === "field_declaration") {
        const declarator = childByField(def, "declarator");
        const value = childByField(def, "default_value");
        const n = declarator ? this.declaredName(declarator) : undefined;
        if (n && value)
          this.globals.push({
            name: this.text(n),
            value: this.expr(value),
            type: this.simpleType(this.text(childByField(def, "type") ?? def)),
            constant: def.children.some((c) => c.type === "type_qualifier" && this.text(c) === "const"),
            span: this.span(def),
          });
      } else if (def.type === "class_specifier" || def.type === "struct_specifier") {
        this.classSpecifier(def);
      }
    }
    if (supers.length > 0 || methods.length > 0)
      this.classes.push({ name, supers, span: this.span(node), methods });
  }

  /** The identifier a declarator declares, under pointers, references, arrays and initialisers. */
  private declaredName(node: SyntaxNode): SyntaxNode | undefined {
    let cur: SyntaxNode | undefined = node;
    for (let i = 0; cur && i < 16; i++) {
      if (!DECLARATOR_WRAPPERS.has(cur.type)) return cur;
      cur = childByField(cur, "declarator") ?? cur.children.find((c) => c.named && c.type !== "comment");
    }
    return undefined;
  }

  private functionDeclarator(node: SyntaxNode | undefined): SyntaxNode | undefined {
    let cur = node;
    for (let i = 0; cur && i < 16; i++) {
      if (cur.type === "function_declarator") return cur;
      cur = childByField(cur, "declarator");
    }
    return undefined;
  }

  private func(node: SyntaxNode, className: string | undefined): FunctionIR {
    const declarator = this.functionDeclarator(childByField(node, "declarator"));
    const nameNode = declarator ? childByField(declarator, "declarator") : undefined;
    let name = nameNode ? this.text(nameNode) : "<anonymous>";
    let cls = className;
    if (name.includes("::")) {
      const parts = name.replace(/<[^<>]*>/g, "").split("::");
      name = parts.pop() as string;
      cls = parts.pop() ?? cls;
    }
    const saved = this.arrays;
    this.arrays = new Map(this.globalArrays);
    const params = this.params(declarator ? childByField(declarator, "parameters") : undefined);
    // The command line is the program's input: main's argument vector (and environment) is untrusted.
    if (name === "main" && !cls) for (const p of params.slice(1)) p.annotations.push("argv");
    const body = childByField(node, "body");
    const fn: FunctionIR = {
      name,
      className: cls,
      params,
      body: body ? this.block(body) : [],
      annotations: [],
      returnType: this.simpleType(this.text(childByField(node, "type") ?? node)),
      span: this.span(node),
    };
    this.arrays = saved;
    return fn;
  }

  private params(list: SyntaxNode | undefined): ParamIR[] {
    const out: ParamIR[] = [];
    for (const p of list?.children ?? []) {
      if (!/parameter_declaration$/.test(p.type)) continue;
      const declarator = childByField(p, "declarator");
      const n = declarator ? this.declaredName(declarator) : undefined;
      out.push({
        name: n ? this.text(n) : "_",
        type: this.simpleType(this.text(childByField(p, "type") ?? p)),
        annotations: [],
        span: this.span(p),
      });
    }
    return out;
  }

  block(node: SyntaxNode): Stmt[] {
    if (node.type === "compound_statement") {
      const out: Stmt[] = [];
      for (const c of node.children) if (c.named) out.push(...this.stmt(c));
      return out;
    }
    return this.stmt(node);
  }

  private declaration(node: SyntaxNode, arrays: Map<string, number>): Stmt[] {
    const typeNode = childByField(node, "type");
    const typeText = typeNode ? this.text(typeNode) : "";
    const out: Stmt[] = [];
    for (const d of node.children) {
      if (d.field !== "declarator") continue;
      if (this.functionDeclarator(d) && d.type !== "init_declarator") continue;
      const n = this.declaredName(d);
      if (!n) continue;
      const valueNode = d.type === "init_declarator" ? childByField(d, "value") : undefined;
      const target: Expr = { kind: "name", name: this.text(n), span: this.span(n) };
      const value: Expr = valueNode ? this.initializer(valueNode, typeText) : this.other(d);
      let declaredType = this.simpleType(typeText);
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
      return {
        kind: "call",
        callee: { kind: "name", name: this.simpleType(typeText) ?? "Object", span: this.span(node) },
        args: this.args(node),
        keywords: [],
        isNew: true,
        span: this.span(node),
      };
    }
    return this.expr(node);
  }

  protected lowerStmt(node: SyntaxNode): Stmt[] {
    const span = this.span(node);
    switch (node.type) {
      case "compound_statement":
        return [{ kind: "block", body: this.block(node), span }];
      case "declaration":
        return this.declaration(node, this.arrays);
      case "expression_statement": {
        const e = node.children.find((c) => c.named && c.type !== "comment");
        if (!e) return [];
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
        return [{ kind: "expr", expr: lowered, span }];
      }
      case "if_statement": {
        const alt = childByField(node, "alternative");
        const altBody = alt?.type === "else_clause" ? alt.children.find((c) => c.named) : alt;
        return [
          {
            kind: "if",
            test: this.condition(childByField(node, "condition")),
            whenTrue: this.body(childByField(node, "consequence")),
            whenFalse: altBody ? this.block(altBody) : [],
            span,
          },
        ];
      }
      case "while_statement":
        return [
          {
            kind: "loop",
            test: this.condition(childByField(node, "condition")),
            body: this.body(childByField(node, "body")),
            update: [],
            span,
          },
        ];
      case "do_statement": {
        const body = this.body(childByField(node, "body"));
        return [
          { kind: "block", body, span },
          { kind: "loop", test: this.condition(childByField(node, "condition")), body, update: [], span },
        ];
      }
      case "for_statement": {
        const init = childByField(node, "initializer");
        const cond = childByField(node, "condition");
        const update = childByField(node, "update");
        return [
          ...(init ? this.exprOrDeclaration(init) : []),
          {
            kind: "loop",
            test: cond ? this.expr(cond) : undefined,
            body: this.body(childByField(node, "body")),
            update: update ? this.exprOrDeclaration(update) : [],
            span,
          },
        ];
      }
      case "for_range_loop": {
        const d = childByField(node, "declarator");
        const n = d ? this.declaredName(d) : undefined;
        const right = childByField(node, "right");
        return [
          {
            kind: "loop",
            each: {
              target: { kind: "name", name: n ? this.text(n) : "_", span: n ? this.span(n) : span },
              iterable: right ? this.expr(right) : this.other(node),
            },
            body: this.body(childByField(node, "body")),
            update: [],
            span,
          },
        ];
      }
      case "switch_statement":
        return [this.switchStmt(node)];
      case "return_statement":
      case "co_return_statement":
        return [this.exitStatement(node, "return")];
      case "throw_statement":
        return [this.exitStatement(node, "throw")];
      case "break_statement":
        return [{ kind: "break", span }];
      case "continue_statement":
        return [{ kind: "continue", span }];
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
        return [{ kind: "try", body: this.body(childByField(node, "body")), handlers, finally: [], span }];
      }
      case "function_definition": {
        const fn = this.func(node, undefined);
        this.functions.push(fn);
        return [];
      }
      case "preproc_ifdef":
      case "preproc_if":
      case "preproc_else":
      case "preproc_elif":
      case "ERROR":
        return node.children.filter((c) => c.named && c.field !== "name").flatMap((c) => this.stmt(c));
      case "preproc_def":
        this.define(node);
        return [];
      case "comment":
      case "goto_statement":
      case "type_definition":
      case "struct_specifier":
      case "enum_specifier":
      case "union_specifier":
      case "class_specifier":
      case "preproc_include":
      case "preproc_call":
      case "preproc_function_def":
      case "preproc_directive":
      case "alias_declaration":
      case "using_declaration":
      case "namespace_alias_definition":
      case "static_assert_declaration":
      case "preproc_arg":
      case "identifier":
      case "primitive_type":
      case "type_identifier":
        return [];
      default:
        return [{ kind: "expr", expr: this.expr(node), span }];
    }
  }

  private body(node: SyntaxNode | undefined): Stmt[] {
    return node ? this.block(node) : [];
  }

  private exprOrDeclaration(node: SyntaxNode): Stmt[] {
    if (node.type === "declaration") return this.declaration(node, this.arrays);
    const e = this.expr(node);
    if (e.kind === "assign") return [{ ...e, kind: "assign" }];
    return [{ kind: "expr", expr: e, span: this.span(node) }];
  }

  private condition(node: SyntaxNode | undefined): Expr {
    if (!node) return { kind: "other", parts: [], span: { start: 0, end: 0 } };
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
    return {
      kind: "switch",
      subject: this.condition(childByField(node, "condition")),
      cases,
      span: this.span(node),
    };
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "identifier":
      case "field_identifier":
      case "namespace_identifier":
      case "type_identifier":
        return this.text(node) === "NULL" ? { kind: "lit", value: null, span } : this.name(node);
      case "this":
        return { kind: "name", name: "this", span };
      case "qualified_identifier":
      case "template_function":
      case "template_type":
        return this.qualified(this.text(node), span);
      case "number_literal":
        return this.numberLiteral(node);
      case "string_literal":
      case "raw_string_literal":
      case "char_literal":
      case "concatenated_string": {
        const value = this.stringValue(node);
        return value === undefined ? this.opaque(node) : { kind: "lit", value, span };
      }
      case "true":
        return { kind: "lit", value: true, span };
      case "false":
        return { kind: "lit", value: false, span };
      case "null":
      case "nullptr":
        return { kind: "lit", value: null, span };
      case "call_expression":
        return this.call(node);
      case "field_expression": {
        const object = childByField(node, "argument");
        const field = childByField(node, "field");
        if (!object || !field) return this.opaque(node);
        const property = this.text(childByField(field, "name") ?? field);
        return { kind: "member", object: this.expr(object), property, span };
      }
      case "subscript_expression": {
        const object = childByField(node, "argument");
        const index =
          childByField(node, "index") ??
          childByField(node, "indices")?.children.find((c) => c.named && c.type !== "comment");
        if (!object || !index) return this.opaque(node);
        return { kind: "index", object: this.expr(object), index: this.expr(index), span };
      }
      case "assignment_expression":
        return this.assignExpr(node);
      case "binary_expression":
        return this.binary(node);
      case "unary_expression":
        return this.unary(node, "argument");
      case "pointer_expression": {
        // Taking an address or dereferencing keeps the value's flow: `&buf` and `*p` are the data.
        const operand = childByField(node, "argument");
        return operand ? this.expr(operand) : this.opaque(node);
      }
      case "conditional_expression":
        return this.conditional(node);
      case "parenthesized_expression": {
        const inner = node.children.find((c) => c.named && c.type !== "comment");
        return inner ? this.expr(inner) : this.other(node);
      }
      case "cast_expression": {
        const value = childByField(node, "value");
        return value ? this.expr(value) : this.other(node);
      }
      case "sizeof_expression":
        return this.sizeofExpr(node);
      case "initializer_list":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "new_expression": {
        const type = childByField(node, "type");
        const args = childByField(node, "arguments");
        return {
          kind: "call",
          callee: {
            kind: "name",
            name: this.simpleType(type ? this.text(type) : undefined) ?? "Object",
            span,
          },
          args: args ? this.args(args) : [],
          keywords: [],
          isNew: true,
          span,
        };
      }
      case "lambda_expression":
        return { kind: "func", fn: this.lambda(node), span };
      case "update_expression":
        return this.other(node);
      default:
        return this.opaque(node);
    }
  }

  private name(node: SyntaxNode): Expr {
    return { kind: "name", name: this.text(node), span: this.span(node) };
  }

  /** `std::strcpy` → `std.strcpy`, so qualified names resolve like member paths; `::f` is `f`. */
  private qualified(text: string, span: Span): Expr {
    const parts = text
      .replace(/<[^<>]*(<[^<>]*>[^<>]*)*>/g, "")
      .split("::")
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    let e: Expr = { kind: "name", name: parts[0] ?? text, span };
    for (const p of parts.slice(1)) e = { kind: "member", object: e, property: p, span };
    return e;
  }

  private stringValue(node: SyntaxNode): string | undefined {
    if (node.type === "concatenated_string") {
      let out = "";
      for (const c of node.children) {
        if (!c.named) continue;
        const part = this.stringValue(c);
        if (part === undefined) return undefined;
        out += part;
      }
      return out;
    }
    if (node.type === "raw_string_literal") {
      const content = node.children.find((c) => c.type === "raw_string_content");
      return content ? this.text(content) : "";
    }
    if (node.type !== "string_literal" && node.type !== "char_literal") return undefined;
    const raw = this.text(node);
    const quote = node.type === "char_literal" ? "'" : '"';
    const open = raw.indexOf(quote);
    const close = raw.lastIndexOf(quote);
    if (open === -1 || close <= open) return undefined;
    return this.unescape(raw.slice(open + 1, close));
  }

  private sizeofExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    const value = childByField(node, "value") ?? childByField(node, "type");
    let operand = value;
    while (operand?.type === "parenthesized_expression") operand = operand.children.find((c) => c.named);
    // The size of a byte array declared in scope is its length: `sizeof buf` is a known constant.
    if (operand?.type === "identifier") {
      const length = this.arrays.get(this.text(operand));
      if (length !== undefined) return { kind: "lit", value: length, span };
    }
    if (operand?.type === "string_literal") {
      const s = this.stringValue(operand);
      if (s !== undefined) return { kind: "lit", value: s.length + 1, span };
    }
    return {
      kind: "call",
      callee: { kind: "name", name: "sizeof", span },
      args: operand && operand.type !== "type_descriptor" ? [this.expr(operand)] : [],
      keywords: [],
      isNew: false,
      span,
    };
  }

  private args(node: SyntaxNode): Expr[] {
    return node.children.filter((c) => c.named && c.type !== "comment").map((c) => this.expr(c));
  }

  private call(node: SyntaxNode): Expr {
    const span = this.span(node);
    const fnNode = childByField(node, "function");
    const argsNode = childByField(node, "arguments");
    const callee = fnNode ? this.expr(fnNode) : this.other(node);
    const args = argsNode ? this.args(argsNode) : [];
    const call: Expr = { kind: "call", callee, args, keywords: [], isNew: false, span };
    const name =
      callee.kind === "name"
        ? callee.name
        : callee.kind === "member" && callee.object.kind === "name" && callee.object.name === "std"
          ? callee.property
          : undefined;
    const writes = name !== undefined ? WRITES_ARG[name] : undefined;
    if (!writes) return call;
    let out: Expr = call;
    // Copying a literal replaces the buffer's content: after `strcpy(buf, "x")` it holds "x". The call
    // stays as the test of an always-equal choice so that rules still see it.
    const literal = name ? this.copiedLiteral(name, args) : undefined;
    if (literal) out = { kind: "cond", test: call, whenTrue: literal, whenFalse: literal, span };
    for (const i of writes(args.length)) {
      const target = args[i];
      if (target && (target.kind === "name" || target.kind === "member" || target.kind === "index"))
        out = { kind: "assign", target, value: out, span };
    }
    return out;
  }

  private copiedLiteral(name: string, args: Expr[]): Expr | undefined {
    const data = /cpy$/.test(name)
      ? args[1]
      : name === "sprintf" && args.length === 2
        ? args[1]
        : name === "snprintf" && args.length === 3
          ? args[2]
          : undefined;
    if (data?.kind !== "lit" || typeof data.value !== "string") return undefined;
    return name.endsWith("printf") && data.value.includes("%") ? undefined : data;
  }

  private lambda(node: SyntaxNode): FunctionIR {
    const declarator = childByField(node, "declarator");
    const body = childByField(node, "body");
    return {
      name: "<lambda>",
      params: this.params(declarator ? childByField(declarator, "parameters") : undefined),
      body: body ? this.block(body) : [],
      annotations: [],
      span: this.span(node),
    };
  }
}
