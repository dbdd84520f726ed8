import type { SyntaxNode } from "../../../parse/syntax";
import { expressionStmt, type LanguageRules, opaqueExpr } from "../context";
import type { JavaContext } from "./context";
import { typeDeclaration } from "./declarations";
import { JAVA_EXPRS } from "./expressions";
import { JAVA_STMTS } from "./statements";

/** Imports, then the types (classes, interfaces, enums, records) and their members. */
function lowerModule(root: SyntaxNode, cx: JavaContext): void {
  for (const node of root.children) {
    if (node.type !== "import_declaration") {
      typeDeclaration(node, cx);
      continue;
    }
    const path = node.children.find((c) => c.type === "scoped_identifier" || c.type === "identifier");
    if (!path) continue;
    const full = cx.text(path);
    cx.imports.set(full.split(".").pop() as string, full);
  }
}

/** Java: the module and its classes and functions, one rule per node type. */
export const JAVA_RULES: LanguageRules<undefined> = {
  exprs: JAVA_EXPRS,
  stmts: JAVA_STMTS,
  otherExpr: opaqueExpr,
  otherStmt: expressionStmt,
  state: () => undefined,
  module: lowerModule,
};
