import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Span, Stmt } from "../../ir";
import { type ExprRule, exprTable } from "../context";
import { type ExprShape, unescapeText } from "../shapes";
import { assignment } from "./assignment";
import { call, params, type RubyContext, type RubyState, statements, valueReturned } from "./context";

/** Ruby expressions → IR: one function per node type, found through `RUBY_EXPRS`. */

const BLOCK_TYPES = new Set(["do_block", "block"]);

const STATEMENT_CONTAINERS = new Set(["body_statement", "then", "else", "do", "begin_block", "end_block"]);

/** `A::B::VERIFY_NONE`: a scoped constant value (not a class), read as its name. */
const SCREAMING = /^[A-Z][A-Z0-9_]+$/;

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["constant", "name"],
  ["instance_variable", "name"],
  ["class_variable", "name"],
  ["global_variable", "name"],
  ["integer", "number"],
  ["float", "number"],
  ["true", "true"],
  ["false", "false"],
  ["nil", "null"],
  ["conditional", "conditional"],
]);

type Keywords = Array<{ name: string; value: Expr }>;

/** A bare name that is no local but a method of the file calls it (`user_params[:name]`). */
function identifier(node: SyntaxNode, cx: RubyContext): Expr {
  const name = cx.text(node);
  const span = cx.span(node);
  if (!cx.state.locals.has(name) && cx.state.methodNames.has(name))
    return call(ir.name(name, span), [], [], span);
  return ir.name(name, span);
}

function scopeResolution(node: SyntaxNode, cx: RubyContext): Expr {
  const span = cx.span(node);
  const text = cx.text(node).replace(/^::/, "");
  const last = text.split("::").pop() ?? "";
  return SCREAMING.test(last) && text.includes("::") ? ir.lit(text, span) : ir.name(text, span);
}

/** One part of a string: its content or escape as a literal, an interpolation's value; else nothing. */
function stringPart(c: SyntaxNode, single: boolean, cx: RubyContext): Expr | undefined {
  if (c.type === "string_content") {
    const t = cx.text(c);
    return { kind: "lit", value: single ? t.replace(/\\(['\\])/g, "$1") : unescapeText(t), span: cx.span(c) };
  }
  if (c.type === "escape_sequence") return ir.lit(unescapeText(cx.text(c)), cx.span(c));
  if (c.type !== "interpolation") return undefined;
  const inner = namedChildren(c);
  const last = inner[inner.length - 1];
  return last ? cx.expr(last) : undefined;
}

/** A heredoc (`<<~SQL`) is the text of its body, interpolations included. */
function heredoc(node: SyntaxNode, cx: RubyContext): Expr {
  const body = cx.state.heredocs.get(node.start);
  if (!body) return ir.lit(cx.text(node), cx.span(node));
  const single = /^<<[~-]?'/.test(cx.text(node));
  const parts = body.children.flatMap((c): Expr[] => {
    if (c.type === "heredoc_content")
      return [ir.lit(single ? cx.text(c) : unescapeText(cx.text(c)), cx.span(c))];
    const part = stringPart(c, single, cx);
    return part ? [part] : [];
  });
  return textOf(parts, cx.span(node));
}

/** Text built from parts: a literal when every part is one, else a template. */
function textOf(parts: Expr[], span: Span): Expr {
  if (parts.every((p) => p.kind === "lit"))
    return ir.lit(parts.map((p) => (p.kind === "lit" ? String(p.value) : "")).join(""), span);
  return { kind: "template", parts, span };
}

/** A string with interpolation builds its text from parts; a plain one is a literal. */
function stringExpr(node: SyntaxNode, cx: RubyContext): Expr {
  const span = cx.span(node);
  const raw = cx.text(node);
  const single = raw.startsWith("'") || raw.startsWith("%q");
  const parts: Expr[] = [];
  for (const c of node.children) {
    const part = stringPart(c, single, cx);
    if (part) parts.push(part);
  }
  return textOf(parts, span);
}

function keyName(key: SyntaxNode, cx: RubyContext): string | undefined {
  const k = cx.expr(key);
  return k.kind === "lit" && typeof k.value === "string" ? k.value : undefined;
}

function hash(node: SyntaxNode, cx: RubyContext): Expr {
  const props: Array<{ key?: string; value: Expr }> = [];
  for (const p of node.children) {
    if (p.type !== "pair") {
      if (p.named) props.push({ value: cx.expr(p) });
      continue;
    }
    const key = childByField(p, "key");
    const value = childByField(p, "value");
    if (!value) continue;
    props.push({ key: key ? keyName(key, cx) : undefined, value: cx.expr(value) });
  }
  return { kind: "object", props, span: cx.span(node) };
}

/** A block (`do |x| … end`, `{ |x| … }`, a lambda) as a function returning its last value. */
function blockFunction(node: SyntaxNode, cx: RubyContext): FunctionIR {
  const stmts: Stmt[] = [];
  const blockParams = params(childByField(node, "parameters"), cx, stmts);
  for (const p of blockParams) cx.state.locals.add(p.name);
  const body = childByField(node, "body");
  if (body)
    stmts.push(
      ...(STATEMENT_CONTAINERS.has(body.type) || body.type === "block_body"
        ? statements(body, cx, undefined)
        : cx.stmt(body)),
    );
  return {
    name: "<block>",
    className: cx.state.methodClass,
    params: blockParams,
    body: valueReturned(stmts),
    annotations: [],
    span: cx.span(node),
  };
}

/**
 * `&expr` passes `expr.to_proc` as the block: a computed symbol names the method it calls
 * (`tap(&params[:m].to_sym)`). A name or literal is passed as it is, so a proc stays a function.
 */
function blockArgument(node: SyntaxNode, cx: RubyContext): Expr {
  const value = cx.expr(node);
  if (value.kind === "name" || value.kind === "lit") return value;
  return ir.call(ir.member(value, "to_proc", value.span), [], value.span, { keywords: [] });
}

/** `key: value` is a keyword argument; a pair whose key is no name is a positional one. */
function pairArgument(a: SyntaxNode, cx: RubyContext, args: Expr[], keywords: Keywords): void {
  const key = childByField(a, "key");
  const value = childByField(a, "value");
  const k = key ? keyName(key, cx) : undefined;
  if (k !== undefined && value) keywords.push({ name: k, value: cx.expr(value) });
  else if (value) args.push(cx.expr(value));
}

/** One argument of a call, added to the positional or keyword ones. */
function addArgument(a: SyntaxNode, cx: RubyContext, args: Expr[], keywords: Keywords): void {
  if (a.type === "pair") {
    pairArgument(a, cx, args, keywords);
    return;
  }
  const inner = a.children.find((c) => c.named);
  if (a.type === "block_argument") {
    if (inner) args.push(blockArgument(inner, cx));
  } else if (a.type === "splat_argument" || a.type === "hash_splat_argument") {
    if (inner) args.push(cx.expr(inner));
  } else args.push(cx.expr(a));
}

/** The receiver of a call; a scoped one is a class or module (`Digest::MD5.hexdigest`), even in capitals. */
function receiverOf(receiver: SyntaxNode | undefined, cx: RubyContext): Expr | undefined {
  if (!receiver) return undefined;
  if (receiver.type === "scope_resolution")
    return ir.name(cx.text(receiver).replace(/^::/, ""), cx.span(receiver));
  return cx.expr(receiver);
}

/** The methods that call the method their first argument names (`send`, and `try` of ActiveSupport). */
const BY_NAME = new Set(["send", "__send__", "public_send", "try", "try!"]);

/**
 * The method a call runs: `user.send(:where, q)` and `user.try(:where, q)` run `where`, as
 * written out. A name computed at run time stays a call of `send`, which the models judge.
 */
function dispatched(name: string, args: Expr[]): string {
  const first = args[0];
  if (!BY_NAME.has(name) || first?.kind !== "lit" || typeof first.value !== "string") return name;
  if (!/^[A-Za-z_]\w*[?!=]?$/.test(first.value)) return name;
  args.shift();
  return first.value;
}

function callExpr(node: SyntaxNode, cx: RubyContext): Expr {
  const span = cx.span(node);
  const receiver = childByField(node, "receiver");
  const method = childByField(node, "method");
  const args: Expr[] = [];
  const keywords: Keywords = [];
  for (const a of childByField(node, "arguments")?.children ?? [])
    if (a.named) addArgument(a, cx, args, keywords);
  const name = dispatched(method ? cx.text(method) : "call", args);
  const block = childByField(node, "block");
  if (block && BLOCK_TYPES.has(block.type)) args.push(ir.funcExpr(blockFunction(block, cx), cx.span(block)));
  const object = receiverOf(receiver, cx);
  const callee: Expr = object
    ? ir.member(object, name, span)
    : ir.name(name, method ? cx.span(method) : span);
  return call(callee, args, keywords, span);
}

function elementReference(node: SyntaxNode, cx: RubyContext): Expr {
  const object = childByField(node, "object");
  const index = node.children.find((c) => c.named && c.field !== "object");
  if (!object || !index) return cx.opaque(node);
  return { kind: "index", object: cx.expr(object), index: cx.expr(index), span: cx.span(node) };
}

/** Word operators as the other languages write them; `<<` appends to the string or array it names. */
function binary(node: SyntaxNode, cx: RubyContext): Expr {
  const span = cx.span(node);
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  const opNode = childByField(node, "operator");
  if (!left || !right || !opNode) return cx.opaque(node);
  const raw = cx.text(opNode);
  const op = raw === "and" ? "&&" : raw === "or" ? "||" : raw;
  const l = cx.expr(left);
  const r = cx.expr(right);
  if (op !== "<<") return { kind: "binary", op, left: l, right: r, span };
  // `buf << x` appends to what buf holds; `"text" << x` is the joined text.
  if (l.kind === "name") return ir.assignExpr(l, { kind: "binary", op: "+", left: l, right: r, span }, span);
  const text = (l.kind === "lit" && typeof l.value === "string") || l.kind === "template";
  return { kind: "binary", op: text ? "+" : op, left: l, right: r, span };
}

function unary(node: SyntaxNode, cx: RubyContext): Expr {
  const operand = childByField(node, "operand");
  const op = childByField(node, "operator");
  if (!operand || !op) return cx.opaque(node);
  const t = cx.text(op);
  return { kind: "unary", op: t === "not" ? "!" : t, operand: cx.expr(operand), span: cx.span(node) };
}

function parenthesized(node: SyntaxNode, cx: RubyContext): Expr {
  const inner = namedChildren(node);
  const last = inner[inner.length - 1];
  return last ? cx.expr(last) : cx.other(node);
}

const block: ExprRule<RubyState> = (node, cx) => ir.funcExpr(blockFunction(node, cx), cx.span(node));

/**
 * A statement used as a value (`x = if …`, `x = case …`): a function called in place of it, which
 * returns each branch's last value, with the `self` of the method it is in.
 */
const statementValue: ExprRule<RubyState> = (node, cx) =>
  ir.callInPlace("<expr>", valueReturned(cx.stmt(node)), cx.span(node), cx.state.methodClass);

const sequence: ExprRule<RubyState> = (node, cx) => ({
  kind: "array",
  items: namedChildren(node).map((c) => cx.expr(c)),
  span: cx.span(node),
});

const asWritten: ExprRule<RubyState> = (node, cx) => ir.lit(cx.text(node), cx.span(node));

export const RUBY_EXPRS = exprTable<RubyState>(EXPR_SHAPES, {
  identifier,
  self: (node, cx) => ir.name("self", cx.span(node)),
  scope_resolution: scopeResolution,
  string: stringExpr,
  bare_string: stringExpr,
  heredoc_beginning: heredoc,
  simple_symbol: (node, cx) => ir.lit(cx.text(node).slice(1), cx.span(node)),
  hash_key_symbol: asWritten,
  delimited_symbol: stringExpr,
  subshell: (node, cx) => call(ir.name("`", cx.span(node)), [stringExpr(node, cx)], [], cx.span(node)),
  array: sequence,
  string_array: sequence,
  symbol_array: sequence,
  hash,
  call: callExpr,
  element_reference: elementReference,
  assignment: (node, cx) => assignment(node, cx, undefined),
  operator_assignment: (node, cx) =>
    assignment(node, cx, cx.text(childByField(node, "operator") ?? node).slice(0, -1)),
  binary,
  unary,
  parenthesized_statements: parenthesized,
  lambda: block,
  do_block: block,
  block,
  if_modifier: statementValue,
  unless_modifier: statementValue,
  if: statementValue,
  unless: statementValue,
  case: statementValue,
  begin: statementValue,
  while: statementValue,
  regex: asWritten,
  character: asWritten,
});
