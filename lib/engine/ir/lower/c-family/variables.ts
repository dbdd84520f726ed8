import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Stmt } from "../../ir";
import { simpleType } from "../shapes";
import { args, type CFamilyContext, declaredName, functionDeclarator } from "./context";

// C and C++ variable declarations: each declarator an assignment, byte arrays with their length.

/**
 * Type nodes that name a C++ class (`std::mt19937`, `vector<int>`). A bare name is left out: in C
 * it is a typedef (`pid_t`), which nothing constructs.
 */
const CLASS_TYPES = new Set(["qualified_identifier", "template_type"]);

/** Element types one byte wide: `sizeof` of such an array is its length. */
const BYTE_TYPES = /^(char|signed char|unsigned char|u?int8_t|u_char|BYTE|TCHAR|CHAR|UCHAR)$/;

function arrayDeclarator(node: SyntaxNode): SyntaxNode | undefined {
  let cur: SyntaxNode | undefined = node;
  for (let i = 0; cur && i < 16; i++) {
    if (cur.type === "array_declarator") return cur;
    if (cur.type === "pointer_declarator" || cur.type === "function_declarator") return undefined;
    cur = childByField(cur, "declarator");
  }
  return undefined;
}

function arrayLength(
  array: SyntaxNode,
  value: SyntaxNode | undefined,
  cx: CFamilyContext,
): number | undefined {
  const size = childByField(array, "size");
  if (size) {
    const e = cx.expr(size);
    if (e.kind === "lit" && typeof e.value === "number") return e.value;
    if (e.kind === "name") {
      const defined = cx.state.macros.get(e.name);
      return defined === undefined || Number.isNaN(defined) ? undefined : defined;
    }
    return undefined;
  }
  if (value && /string_literal$|concatenated_string/.test(value.type)) {
    const s = cx.expr(value);
    return s.kind === "lit" && typeof s.value === "string" ? s.value.length + 1 : undefined;
  }
  return undefined;
}

/** `std::string s("x")` and `Foo f(a, b)` construct the declared type. */
function initializer(node: SyntaxNode, typeText: string, cx: CFamilyContext): Expr {
  if (node.type !== "argument_list") return cx.expr(node);
  return ir.call(ir.name(simpleType(typeText) ?? "Object", cx.span(node)), args(node, cx), cx.span(node), {
    isNew: true,
  });
}

/**
 * The constructor arguments of a C++ object declared without `=`: `std::mt19937 gen;` and
 * `T x{a, b}` call T's constructor (with no arguments, or with the braced ones). Undefined when the
 * declarator constructs nothing.
 */
function constructorArgs(
  typeNode: SyntaxNode | undefined,
  d: SyntaxNode,
  valueNode: SyntaxNode | undefined,
  cx: CFamilyContext,
): Expr[] | undefined {
  if (!typeNode || !CLASS_TYPES.has(typeNode.type) || d.children.some((c) => c.type === "="))
    return undefined;
  if (d.type === "identifier") return [];
  return valueNode?.type === "initializer_list" ? args(valueNode, cx) : undefined;
}

/** The value a declarator gives its name: a construction, its initialiser, or an unknown value. */
function declaredValue(
  typeNode: SyntaxNode | undefined,
  d: SyntaxNode,
  valueNode: SyntaxNode | undefined,
  cx: CFamilyContext,
): Expr {
  const typeText = typeNode ? cx.text(typeNode) : "";
  const constructed = constructorArgs(typeNode, d, valueNode, cx);
  if (constructed)
    return ir.call(ir.name(simpleType(typeText) ?? "Object", cx.span(d)), constructed, cx.span(d), {
      isNew: true,
    });
  return valueNode ? initializer(valueNode, typeText, cx) : cx.other(d);
}

/** One declarator of a declaration as an assignment; a byte array's length is kept in `arrays`. */
function declarator(
  d: SyntaxNode,
  typeNode: SyntaxNode | undefined,
  arrays: Map<string, number>,
  cx: CFamilyContext,
): Stmt | undefined {
  if (functionDeclarator(d) && d.type !== "init_declarator") return undefined;
  const n = declaredName(d);
  if (!n) return undefined;
  const typeText = typeNode ? cx.text(typeNode) : "";
  const valueNode = d.type === "init_declarator" ? childByField(d, "value") : undefined;
  const target = ir.name(cx.text(n), cx.span(n));
  const value = declaredValue(typeNode, d, valueNode, cx);
  let declaredType = simpleType(typeText);
  const array = arrayDeclarator(d);
  const length = array ? arrayLength(array, valueNode, cx) : undefined;
  if (length !== undefined && BYTE_TYPES.test(typeText.trim())) {
    declaredType = `char[${length}]`;
    arrays.set(target.name, length);
  }
  return { kind: "assign", target, value, declaredType, span: cx.span(d) };
}

/** A declaration's declarators as assignments; `arrays`: where the lengths of byte arrays declared go. */
export function declaration(node: SyntaxNode, arrays: Map<string, number>, cx: CFamilyContext): Stmt[] {
  const typeNode = childByField(node, "type");
  const out: Stmt[] = [];
  for (const d of node.children) {
    if (d.field !== "declarator") continue;
    const s = declarator(d, typeNode, arrays, cx);
    if (s) out.push(s);
  }
  return out;
}
