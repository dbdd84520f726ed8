import { childByField, type SyntaxNode } from "../../../parse/syntax";
import { expressionStmt, type LanguageRules, opaqueExpr } from "../context";
import { type CFamilyContext, type CFamilyState, cFamilyState } from "./context";
import { classSpecifier, define, func, globalDeclaration } from "./declarations";
import { C_FAMILY_EXPRS } from "./expressions";
import { parseCallMacro } from "./macros";
import { C_FAMILY_STMTS } from "./statements";

/** A `#define` of a function-like macro that wraps one call is kept, to expand its uses. */
function callMacro(node: SyntaxNode, cx: CFamilyContext): void {
  const name = childByField(node, "name");
  const params = childByField(node, "parameters");
  const value = childByField(node, "value");
  const macro = name && params && value ? parseCallMacro(cx.text(params), cx.text(value)) : undefined;
  if (name && macro) cx.state.callMacros.set(cx.text(name), macro);
}

/** Call-wrapping macros first, so uses above a definition (in another branch of `#if`) expand too. */
function collectCallMacros(node: SyntaxNode, cx: CFamilyContext): void {
  for (const c of node.children) {
    if (c.type === "preproc_function_def") callMacro(c, cx);
    else if (c.type.startsWith("preproc_if") || c.type === "preproc_else" || c.type === "preproc_elif")
      collectCallMacros(c, cx);
  }
}

function topItems(node: SyntaxNode, cx: CFamilyContext): void {
  for (const child of node.children) topItem(child, cx);
}

function namespace(node: SyntaxNode, cx: CFamilyContext): void {
  const body = childByField(node, "body");
  if (body) topItems(body, cx);
}

/** Specifiers used as declarations (`struct Foo { … } x;`) may define classes. */
function specifiers(node: SyntaxNode, cx: CFamilyContext): void {
  for (const c of node.children)
    if (c.type === "class_specifier" || c.type === "struct_specifier") classSpecifier(c, cx);
}

type ItemRule = (node: SyntaxNode, cx: CFamilyContext) => void;

/**
 * What each item of the file or a namespace adds to the module: a `#define`, function, global or
 * class; `#if` branches, templates, `extern "C"` and exports hold items of the file.
 */
const ITEMS = new Map<string, ItemRule>([
  ["preproc_def", define],
  ["function_definition", (node, cx) => cx.functions.push(func(node, undefined, cx))],
  ["declaration", globalDeclaration],
  ["class_specifier", classSpecifier],
  ["struct_specifier", classSpecifier],
  ["namespace_definition", namespace],
  ...[
    "preproc_ifdef",
    "preproc_if",
    "preproc_else",
    "preproc_elif",
    "preproc_elifdef",
    "template_declaration",
    "linkage_specification",
    "declaration_list",
    "export_declaration",
    "ERROR",
  ].map((type): [string, ItemRule] => [type, topItems]),
]);

function topItem(node: SyntaxNode, cx: CFamilyContext): void {
  (ITEMS.get(node.type) ?? specifiers)(node, cx);
}

/** C and C++ (the C++ grammar extends the C one, so one set of rules serves both): one rule per node type. */
export const C_FAMILY_RULES: LanguageRules<CFamilyState> = {
  exprs: C_FAMILY_EXPRS,
  stmts: C_FAMILY_STMTS,
  otherExpr: opaqueExpr,
  otherStmt: expressionStmt,
  state: cFamilyState,
  module: (root, cx) => {
    collectCallMacros(root, cx);
    topItems(root, cx);
  },
};
