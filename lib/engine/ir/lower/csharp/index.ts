import { childByField, type SyntaxNode } from "../../../parse/syntax";
import { expressionStmt, type LanguageRules, opaqueExpr } from "../context";
import type { CSharpContext } from "./context";
import { typeDeclaration } from "./declarations";
import { CSHARP_EXPRS } from "./expressions";
import { CSHARP_STMTS } from "./statements";

function usingDirective(node: SyntaxNode, cx: CSharpContext): void {
  const name = node.children.find((c) => c.type === "qualified_name" || c.type === "identifier");
  if (!name) return;
  const full = cx.text(name);
  cx.imports.set(full.split(".").pop() as string, full);
}

/** Top-level statements; a function declared among them is a function of the file, as a method is. */
function globalStatement(node: SyntaxNode, cx: CSharpContext): void {
  for (const s of node.children) {
    if (!s.named) continue;
    const stmts = cx.stmt(s);
    for (const st of stmts) if (st.kind === "func") cx.functions.push(st.fn);
    cx.topLevel.push(...stmts);
  }
}

const NESTING = new Set(["file_scoped_namespace_declaration", "declaration_list", "ERROR"]);

/** The items of a compilation unit or namespace: usings, namespaces, statements and types. */
function items(node: SyntaxNode, cx: CSharpContext, outer: string | undefined): void {
  for (const child of node.children) {
    if (child.type === "using_directive") usingDirective(child, cx);
    else if (child.type === "namespace_declaration") {
      const body = childByField(child, "body");
      if (body) items(body, cx, outer);
    } else if (NESTING.has(child.type)) items(child, cx, outer);
    else if (child.type === "global_statement") globalStatement(child, cx);
    else typeDeclaration(child, cx, outer);
  }
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
