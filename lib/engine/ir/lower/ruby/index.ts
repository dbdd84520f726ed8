import { childByField, type SyntaxNode } from "../../../parse/syntax";
import { type LanguageRules, opaqueExpr } from "../context";
import { type RubyContext, type RubyState, rubyState, statements } from "./context";
import { RUBY_EXPRS } from "./expressions";
import { otherStmt, RUBY_STMTS } from "./statements";

/** The file's method names first (a bare name may call one defined further down), then its statements. */
function lowerModule(root: SyntaxNode, cx: RubyContext): void {
  const pending = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const name = node.type === "method" ? childByField(node, "name") : undefined;
    if (name) cx.state.methodNames.add(cx.text(name));
    pending.push(...node.children);
  }
  cx.topLevel.push(...statements(root, cx, undefined));
}

/** Ruby: the module and its classes and functions, one rule per node type. */
export const RUBY_RULES: LanguageRules<RubyState> = {
  exprs: RUBY_EXPRS,
  stmts: RUBY_STMTS,
  otherExpr: opaqueExpr,
  otherStmt,
  state: rubyState,
  module: lowerModule,
};
