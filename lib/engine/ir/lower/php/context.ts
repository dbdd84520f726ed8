import { namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span, Stmt } from "../../ir";
import type { LowerContext } from "../context";

/** What the PHP lowering of one file keeps from one node to the next. */
export interface PhpState {
  /** The class whose body is being lowered: `self::X` reads its constants, its methods name it. */
  className: string | undefined;
  /** The parameters of the function being lowered, which `func_get_args()` lists. */
  params: string[];
  /** Variables of that function last assigned a list written out (`$args = func_get_args()`). */
  lists: Map<string, Expr[]>;
}

export type PhpContext = LowerContext<PhpState>;

export function phpState(): PhpState {
  return { className: undefined, params: [], lists: new Map() };
}

export function varName(node: SyntaxNode, cx: PhpContext): string {
  const inner = node.children.find((c) => c.type === "name");
  return inner ? cx.text(inner) : cx.text(node).replace(/^\$/, "");
}

export function scope(node: SyntaxNode, cx: PhpContext): Expr {
  const text = cx.text(node);
  if (node.type === "relative_scope" || /^(self|static|parent)$/i.test(text))
    return ir.name("this", cx.span(node));
  if (node.type === "name" || node.type === "qualified_name")
    return ir.name(text.replace(/^\\/, "").replace(/\\/g, "."), cx.span(node));
  return cx.expr(node);
}

export function subscriptIndex(node: SyntaxNode): SyntaxNode | undefined {
  const named = node.children.filter((c) => c.named && c.type !== "comment");
  return named.length > 1 ? named[1] : undefined;
}

export function exprList(node: SyntaxNode, cx: PhpContext): Expr[] {
  if (node.type === "sequence_expression") return namedChildren(node).flatMap((c) => exprList(c, cx));
  return [cx.expr(node)];
}

export function callNamed(name: string, args: Expr[], span: Span): Expr {
  return ir.call(ir.name(name, span), args, span);
}

export function callMember(object: Expr, property: string, args: Expr[], span: Span): Expr {
  return ir.call(ir.member(object, property, span), args, span);
}

/** Whether a tag (or text ending in one) is `<?=`, which echoes the statement after it. */
function opensEcho(node: SyntaxNode, cx: PhpContext): boolean {
  const tag = node.type === "php_tag" ? node : node.children[node.children.length - 1];
  return tag?.type === "php_tag" && cx.text(tag) === "<?=";
}

/** The expression statement after `<?=`, echoed. */
function echoed(node: SyntaxNode, cx: PhpContext): Stmt[] {
  const e = node.children.find((c) => c.named && c.type !== "comment");
  return e ? [echo("echo", [cx.expr(e)], cx.span(node))] : [];
}

/**
 * Lowers a statement list; `<?= expr ?>` is an echo of the statement after the tag. An echo right
 * after inline HTML is written into that HTML (`value=<?= $x ?>`): its first value is lowered as
 * following the HTML's last characters, so escaping is judged where the value lands.
 */
export function stmts(nodes: SyntaxNode[], cx: PhpContext): Stmt[] {
  const out: Stmt[] = [];
  let echoNext = false;
  let html: string | undefined;
  for (const node of nodes) {
    if (node.type === "text_interpolation" || node.type === "php_tag") {
      echoNext = opensEcho(node, cx);
      const text = node.children.find((c) => c.type === "text");
      html = text ? cx.text(text).slice(-HTML_CONTEXT) : undefined;
      continue;
    }
    if (!node.named) continue;
    const lowered = echoNext && node.type === "expression_statement" ? echoed(node, cx) : cx.stmt(node);
    out.push(...(html === undefined ? lowered : afterHtml(lowered, html)));
    echoNext = false;
    html = undefined;
  }
  return out;
}

/** How much of the inline HTML before an echo is kept as its context. */
const HTML_CONTEXT = 200;

/** Statements written right after inline HTML: an `echo` first among them has its first value follow that text. */
function afterHtml(lowered: Stmt[], html: string): Stmt[] {
  const [s, ...others] = lowered;
  if (
    s?.kind !== "expr" ||
    s.expr.kind !== "call" ||
    s.expr.callee.kind !== "name" ||
    s.expr.callee.name !== "echo"
  )
    return lowered;
  const [first, ...rest] = s.expr.args;
  if (!first) return lowered;
  const span = first.span;
  const written: Expr = { kind: "template", parts: [ir.lit(html, span), first], span };
  return [{ ...s, expr: { ...s.expr, args: [written, ...rest] } }, ...others];
}

export function block(node: SyntaxNode | undefined, cx: PhpContext): Stmt[] {
  if (!node) return [];
  if (node.type === "compound_statement" || node.type === "colon_block") return stmts(node.children, cx);
  return cx.stmt(node);
}

export function echo(name: string, args: Expr[], span: Span): Stmt {
  return ir.exprStmt(ir.call(ir.name(name, span), args, span), span);
}
