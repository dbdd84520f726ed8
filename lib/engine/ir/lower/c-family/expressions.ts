import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR, Span, Stmt } from "../../ir";
import { ClassLowering } from "../base";
import { binary, type ExprShape, simpleType, unary, unescapeText } from "../shapes";
import type { CallMacro } from "./macros";

/**
 * Library functions that write through a pointer argument (`fgets(buf, …)`, `strcpy(dst, src)`,
 * `read(fd, buf, n)`): the call is lowered as an assignment of its result to that argument, so input
 * read into a buffer, or copied from one buffer to another, flows on like any assignment.
 */
const WRITES_ARG: Record<string, (argCount: number) => number[]> = {};

/** Whether a library function writes through a pointer argument (its call is lowered as an assignment). */
export function writesThroughArgument(name: string): boolean {
  return Object.hasOwn(WRITES_ARG, name);
}

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

/** Writers that replace their first argument's content rather than append to it or read input. */
const REPLACES =
  /^(strn?cpy|strlcpy|stpn?cpy|wcsn?cpy|lstrcpy|v?sn?printf|swprintf|_snprintf|memcpy|memmove)$/;

/** `in.getline(buf, n)`, `in.read(buf, n)`: a stream's member reads write their first argument. */
function streamRead(callee: Expr, argCount: number): ((argCount: number) => number[]) | undefined {
  if (callee.kind !== "member" || argCount < 2 || !/^(getline|read|readsome)$/.test(callee.property))
    return undefined;
  return () => [0];
}

/** The standard input streams, read with `>>` wherever they appear. */
const STANDARD_INPUT = /^(std\s*::\s*)?w?cin$/;

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["number_literal", "number"],
  ["true", "true"],
  ["false", "false"],
  ["null", "null"],
  ["nullptr", "null"],
  ["assignment_expression", "assign"],
  ["binary_expression", "binary"],
  ["conditional_expression", "conditional"],
  ["update_expression", "unknown"],
]);

/** C and C++ expressions → IR; statement lowering and module structure are in the subclasses. */
export abstract class CFamilyExpressions extends ClassLowering {
  protected abstract block(node: SyntaxNode): Stmt[];
  protected abstract params(list: SyntaxNode | undefined): ParamIR[];
  protected readonly exprShapes = EXPR_SHAPES;

  /** Numeric `#define`s, so array sizes written with a macro are known. */
  protected readonly macros = new Map<string, number>();

  /** Function-like macros that wrap one call, by name (`./macros.ts`). */
  protected readonly callMacros = new Map<string, CallMacro>();

  /** Byte-array lengths of the names in scope (globals and the current function's locals). */
  protected readonly globalArrays = new Map<string, number>();

  protected arrays = new Map<string, number>();

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "identifier":
      case "field_identifier":
      case "namespace_identifier":
      case "type_identifier":
        return this.text(node) === "NULL" ? ir.lit(null, span) : this.name(node);
      case "this":
        return ir.name("this", span);
      case "qualified_identifier":
      case "template_function":
      case "template_type":
        return this.qualified(this.text(node), span);
      case "string_literal":
      case "raw_string_literal":
      case "char_literal":
      case "concatenated_string": {
        const value = this.stringValue(node);
        return value === undefined ? this.opaque(node) : ir.lit(value, span);
      }
      case "call_expression":
        return this.call(node);
      case "field_expression": {
        const object = childByField(node, "argument");
        const field = childByField(node, "field");
        if (!object || !field) return this.opaque(node);
        const property = this.text(childByField(field, "name") ?? field);
        return ir.member(this.expr(object), property, span);
      }
      case "subscript_expression": {
        const object = childByField(node, "argument");
        const index =
          childByField(node, "index") ??
          childByField(node, "indices")?.children.find((c) => c.named && c.type !== "comment");
        if (!object || !index) return this.opaque(node);
        return { kind: "index", object: this.expr(object), index: this.expr(index), span };
      }
      case "unary_expression":
        return unary(node, this, "argument");
      case "pointer_expression": {
        // Taking an address or dereferencing keeps the value's flow: `&buf` and `*p` are the data.
        const operand = childByField(node, "argument");
        return operand ? this.expr(operand) : this.opaque(node);
      }
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
      case "binary_expression":
        return STANDARD_INPUT.test(this.text(this.extractionRoot(node)))
          ? this.extraction(node)
          : binary(node, this);
      case "initializer_list":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "new_expression": {
        const type = childByField(node, "type");
        const args = childByField(node, "arguments");
        return ir.call(
          ir.name(simpleType(type ? this.text(type) : undefined) ?? "Object", span),
          args ? this.args(args) : [],
          span,
          { isNew: true },
        );
      }
      case "delete_expression": {
        // `delete p` and `delete[] p` release what p points to, as `free(p)` does: a call named delete.
        const operand = node.children.filter((c) => c.named && c.type !== "comment").pop();
        return ir.call(ir.name("delete", span), operand ? [this.expr(operand)] : [], span);
      }
      case "lambda_expression":
        return ir.funcExpr(this.lambda(node), span);
      default:
        return this.opaque(node);
    }
  }

  private name(node: SyntaxNode): Expr {
    return ir.name(this.text(node), this.span(node));
  }

  /** `std::strcpy` → `std.strcpy`, so qualified names resolve like member paths; `::f` is `f`. */
  private qualified(text: string, span: Span): Expr {
    const parts = text
      .replace(/<[^<>]*(<[^<>]*>[^<>]*)*>/g, "")
      .split("::")
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    let e: Expr = ir.name(parts[0] ?? text, span);
    for (const p of parts.slice(1)) e = ir.member(e, p, span);
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
    return unescapeText(raw.slice(open + 1, close));
  }

  private sizeofExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    const value = childByField(node, "value") ?? childByField(node, "type");
    let operand = value;
    while (operand?.type === "parenthesized_expression") operand = operand.children.find((c) => c.named);
    // The size of a byte array declared in scope is its length: `sizeof buf` is a known constant.
    if (operand?.type === "identifier") {
      const length = this.arrays.get(this.text(operand));
      if (length !== undefined) return ir.lit(length, span);
    }
    if (operand?.type === "string_literal") {
      const s = this.stringValue(operand);
      if (s !== undefined) return ir.lit(s.length + 1, span);
    }
    return ir.call(
      ir.name("sizeof", span),
      operand && operand.type !== "type_descriptor" ? [this.expr(operand)] : [],
      span,
    );
  }

  protected args(node: SyntaxNode): Expr[] {
    return node.children.filter((c) => c.named && c.type !== "comment").map((c) => this.expr(c));
  }

  private call(node: SyntaxNode): Expr {
    const span = this.span(node);
    const fnNode = childByField(node, "function");
    const argsNode = childByField(node, "arguments");
    let callee = fnNode ? this.expr(fnNode) : this.other(node);
    let args = argsNode ? this.args(argsNode) : [];
    // A macro wrapping one call is the call it stands for (nested wrappers a few levels deep).
    for (let depth = 0; depth < 4 && callee.kind === "name"; depth++) {
      const macro = this.callMacros.get(callee.name);
      if (!macro) break;
      args = this.expandArgs(macro, args, span);
      callee = ir.name(macro.callee, span);
    }
    const call: Expr = ir.call(callee, args, span);
    const name =
      callee.kind === "name"
        ? callee.name
        : callee.kind === "member" && callee.object.kind === "name" && callee.object.name === "std"
          ? callee.property
          : undefined;
    // Own entries only: a C function may be named `constructor` or `toString`.
    const writes =
      name !== undefined
        ? Object.hasOwn(WRITES_ARG, name)
          ? WRITES_ARG[name]
          : undefined
        : streamRead(callee, args.length);
    if (!writes) return call;
    let out: Expr = call;
    // Copying a literal replaces the buffer's content: after `strcpy(buf, "x")` it holds "x". The call
    // stays as the test of an always-equal choice so that rules still see it.
    const literal = name ? this.copiedLiteral(name, args) : undefined;
    // A copy or a format replaces the destination's content with its other arguments' data: what
    // the buffer held before does not flow on (`snprintf(cmd, …, "%d", n)` reusing `cmd`).
    const data = literal ?? (name && REPLACES.test(name) ? ir.other(args.slice(1), span) : undefined);
    if (data) out = { kind: "cond", test: call, whenTrue: data, whenFalse: data, span };
    for (const i of writes(args.length)) {
      const target = args[i];
      if (target && (target.kind === "name" || target.kind === "member" || target.kind === "index"))
        out = ir.assignExpr(target, out, span);
    }
    return out;
  }

  /** The stream of `in >> a >> b`: the leftmost operand of a chain of `>>`. */
  protected extractionRoot(node: SyntaxNode): SyntaxNode {
    let root = node;
    while (root.type === "binary_expression" && this.text(childByField(root, "operator") ?? root) === ">>")
      root = childByField(root, "left") ?? root;
    return root;
  }

  /**
   * `in >> a >> b` reads from the stream into each operand: lowered as `a = in.>>(a)`, `b = in.>>(b)`
   * (the operand is also the call's argument, so rules see the buffer read into). A manipulator
   * (`std::setw(n)`) is passed along with the operand after it.
   */
  protected extraction(node: SyntaxNode): Expr {
    const span = this.span(node);
    const operands: SyntaxNode[] = [];
    let root = node;
    while (root.type === "binary_expression" && this.text(childByField(root, "operator") ?? root) === ">>") {
      const right = childByField(root, "right");
      if (right) operands.unshift(right);
      root = childByField(root, "left") ?? root;
    }
    const stream = this.expr(root);
    const parts: Expr[] = [stream];
    let manipulator: Expr | undefined;
    for (const operand of operands) {
      const target = this.expr(operand);
      if (target.kind !== "name" && target.kind !== "member" && target.kind !== "index") {
        manipulator = target;
        parts.push(target);
        continue;
      }
      const read = ir.call(
        ir.member(stream, ">>", span),
        manipulator ? [target, manipulator] : [target],
        span,
      );
      parts.push(ir.assignExpr(target, read, span));
      manipulator = undefined;
    }
    return ir.other(parts, span);
  }

  private expandArgs(macro: CallMacro, args: Expr[], span: Span): Expr[] {
    const fixed = macro.params.filter((p) => p !== "...").length;
    return macro.args.flatMap((a): Expr[] => {
      switch (a.kind) {
        case "param":
          return [args[a.index] ?? ir.lit(null, span)];
        case "rest":
          return args.slice(fixed);
        case "name":
          return [ir.name(a.name, span)];
        case "number":
          return [ir.lit(a.value, span)];
        default:
          return [ir.lit(unescapeText(a.raw.replace(/"\s*"/g, "").slice(1, -1)), span)];
      }
    });
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
