import type { LanguageRules } from "../context";
import { expressionStmt, opaqueExpr } from "../context";
import { type PhpState, phpState, stmts } from "./context";
import { PHP_EXPRS } from "./expressions";
import { PHP_STMTS } from "./statements";

/** PHP: the module and its classes and functions, one rule per node type. */
export const PHP_RULES: LanguageRules<PhpState> = {
  exprs: PHP_EXPRS,
  stmts: PHP_STMTS,
  otherExpr: opaqueExpr,
  otherStmt: expressionStmt,
  state: phpState,
  module: (root, cx) => {
    cx.topLevel.push(...stmts(root.children, cx));
  },
};
