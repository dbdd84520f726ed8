import { childByField, type SyntaxNode } from "../../../parse/syntax";
import { type LanguageRules, opaqueExpr } from "../context";
import { type RubyContext, type RubyState, rubyState, statements } from "./context";
import { RUBY_EXPRS } from "./expressions";
import { attributeNames } from "./objects";
import { otherStmt, RUBY_STMTS } from "./statements";

/** Values a constant global may hold: literals, lowered a second time without effect. */
const LITERALS: ReadonlySet<string> = new Set([
  "regex",
  "string",
  "integer",
  "float",
  "simple_symbol",
  "array",
  "string_array",
  "symbol_array",
]);

/** The n-th `<<~NAME` of the file opens its n-th heredoc body: bodies follow their lines in order. */
function pairHeredocs(beginnings: SyntaxNode[], bodies: SyntaxNode[], cx: RubyContext): void {
  const byStart = (a: SyntaxNode, b: SyntaxNode) => a.start - b.start;
  bodies.sort(byStart);
  beginnings.sort(byStart).forEach((b, i) => {
    const body = bodies[i];
    if (body) cx.state.heredocs.set(b.start, body);
  });
}

/**
 * The file's method names first (a bare name may call one defined further down), then its
 * statements; a constant assigned once in the file (`NAME = /\A[a-z]+\z/`, at the top or in a
 * class) is a constant global.
 */
function lowerModule(root: SyntaxNode, cx: RubyContext): void {
  const pending = [root];
  const constants: SyntaxNode[] = [];
  const heredocs: Record<"heredoc_beginning" | "heredoc_body", SyntaxNode[]> = {
    heredoc_beginning: [],
    heredoc_body: [],
  };
  for (let node = pending.pop(); node; node = pending.pop()) {
    const name = node.type === "method" ? childByField(node, "name") : undefined;
    if (name) cx.state.methodNames.add(cx.text(name));
    for (const a of attributeNames(node, cx)) cx.state.methodNames.add(a.method);
    if (node.type === "assignment" && childByField(node, "left")?.type === "constant") constants.push(node);
    if (node.type === "heredoc_beginning" || node.type === "heredoc_body") heredocs[node.type].push(node);
    pending.push(...node.children);
  }
  pairHeredocs(heredocs.heredoc_beginning, heredocs.heredoc_body, cx);
  cx.topLevel.push(...statements(root, cx, undefined));
  const names = constants.map((node) => cx.text(childByField(node, "left") as SyntaxNode));
  constants.forEach((node, i) => {
    const name = names[i] as string;
    const value = childByField(node, "right");
    if (value && LITERALS.has(value.type) && names.indexOf(name) === names.lastIndexOf(name))
      cx.globals.push({ name, value: cx.expr(value), constant: true, span: cx.span(node) });
  });
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
