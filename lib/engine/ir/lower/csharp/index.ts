import { childByField, type SyntaxNode } from "../../../parse/syntax";
import { expressionStmt, type LanguageRules, opaqueExpr } from "../context";
import { type CSharpContext, withBranches } from "./context";
import { typeDeclaration } from "./declarations";
import { CSHARP_EXPRS } from "./expressions";
import { CSHARP_STMTS } from "./statements";

/** `using A.B;` imports `B`; an alias (`using Cmd = A.SqlCommand;`, also `global`) names its target. */
function usingDirective(node: SyntaxNode, cx: CSharpContext): void {
  const equals = node.children.findIndex((c) => c.type === "=");
  if (equals > 0) {
    const alias = node.children[equals - 1];
    const target = node.children.slice(equals + 1).find((c) => c.named);
    if (!alias || !target) return;
    const full = cx.text(target).replace(/\s+/g, "");
    cx.imports.set(cx.text(alias), full);
    if (node.children.some((c) => c.type === "global")) cx.sharedImports.set(cx.text(alias), full);
    return;
  }
  const name = node.children.find((c) => c.type === "qualified_name" || c.type === "identifier");
  if (!name) return;
  const full = cx.text(name);
  cx.imports.set(full.split(".").pop() as string, full);
}

/** A top-level statement; a function declared there is a function of the file, as a method is. */
function globalStatement(node: SyntaxNode, cx: CSharpContext): void {
  const stmts = cx.stmt(node);
  for (const st of stmts) if (st.kind === "func") cx.functions.push(st.fn);
  cx.topLevel.push(...stmts);
}

const STATEMENT = /_statement$|^block$/;

const NESTING = new Set(["file_scoped_namespace_declaration", "declaration_list", "ERROR"]);

/** One item of a compilation unit or namespace: a using, namespace, statement or type. */
function item(node: SyntaxNode, cx: CSharpContext, outer: string | undefined): void {
  if (node.type === "using_directive") usingDirective(node, cx);
  else if (node.type === "namespace_declaration") {
    const body = childByField(node, "body");
    if (body) items(body, cx, outer);
  } else if (NESTING.has(node.type)) items(node, cx, outer);
  else if (node.type === "global_statement") {
    for (const s of node.children) if (s.named) globalStatement(s, cx);
  } else if (STATEMENT.test(node.type)) globalStatement(node, cx);
  else typeDeclaration(node, cx, outer);
}

/**
 * The items of a compilation unit or namespace, those of every `#if` branch too (a top-level
 * statement there is not wrapped as a global statement).
 */
function items(node: SyntaxNode, cx: CSharpContext, outer: string | undefined): void {
  for (const child of withBranches(node.children)) item(child, cx, outer);
}

/** C#: the module and its classes and functions, one rule per node type. */
export const CSHARP_RULES: LanguageRules<undefined> = {
  exprs: CSHARP_EXPRS,
  stmts: CSHARP_STMTS,
  otherExpr: opaqueExpr,
  otherStmt: expressionStmt,
  state: () => undefined,
  module: (root, cx) => items(root, cx, undefined),
};
