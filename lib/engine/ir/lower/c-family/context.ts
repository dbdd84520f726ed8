import { childByField, type SyntaxNode } from "../../../parse/syntax";
import type { Expr, Stmt } from "../../ir";
import type { LowerContext } from "../context";
import type { CallMacro } from "./macros";

/** What the C/C++ lowering of one file keeps from one node to the next. */
export interface CFamilyState {
  /** Numeric `#define`s, so array sizes written with a macro are known. */
  macros: Map<string, number>;
  /** Function-like macros that wrap one call, by name (`./macros.ts`). */
  callMacros: Map<string, CallMacro>;
  /** Byte-array lengths of the global names. */
  globalArrays: Map<string, number>;
  /** Byte-array lengths of the names in scope (globals and the current function's locals). */
  arrays: Map<string, number>;
}

export type CFamilyContext = LowerContext<CFamilyState>;

export function cFamilyState(): CFamilyState {
  return { macros: new Map(), callMacros: new Map(), globalArrays: new Map(), arrays: new Map() };
}

const BLOCK_TYPES = ["compound_statement"];

const DECLARATOR_WRAPPERS = new Set([
  "pointer_declarator",
  "reference_declarator",
  "init_declarator",
  "attributed_declarator",
  "parenthesized_declarator",
  "function_declarator",
  "array_declarator",
]);

export function block(node: SyntaxNode, cx: CFamilyContext): Stmt[] {
  return cx.statementsIn(node, BLOCK_TYPES);
}

export function body(node: SyntaxNode | undefined, cx: CFamilyContext): Stmt[] {
  return node ? block(node, cx) : [];
}

export function args(node: SyntaxNode, cx: CFamilyContext): Expr[] {
  return node.children.filter((c) => c.named && c.type !== "comment").map((c) => cx.expr(c));
}

/** The identifier a declarator declares, under pointers, references, arrays and initialisers. */
export function declaredName(node: SyntaxNode): SyntaxNode | undefined {
  let cur: SyntaxNode | undefined = node;
  for (let i = 0; cur && i < 16; i++) {
    if (!DECLARATOR_WRAPPERS.has(cur.type)) return cur;
    cur = childByField(cur, "declarator") ?? cur.children.find((c) => c.named && c.type !== "comment");
  }
  return undefined;
}

export function functionDeclarator(node: SyntaxNode | undefined): SyntaxNode | undefined {
  let cur = node;
  for (let i = 0; cur && i < 16; i++) {
    if (cur.type === "function_declarator") return cur;
    cur = childByField(cur, "declarator");
  }
  return undefined;
}
