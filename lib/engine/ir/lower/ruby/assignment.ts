import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr } from "../../ir";
import { call, type RubyContext } from "./context";

/** `h[k] = v`: a store into a local's hash or array, else a call of the object's `[]=` method. */
function elementTarget(
  node: SyntaxNode,
  left: SyntaxNode,
  value: Expr,
  op: string | undefined,
  cx: RubyContext,
): { target: Expr } | { done: Expr } {
  const span = cx.span(node);
  const object = childByField(left, "object");
  const index = left.children.find((c) => c.named && c.field !== "object");
  if (!object || !index) return { done: cx.opaque(node) };
  const container = cx.expr(object);
  const local = object.type === "identifier" && cx.state.locals.has(cx.text(object));
  if (!local && op === undefined && object.type !== "instance_variable")
    return { done: call(ir.member(container, "[]=", span), [cx.expr(index), value], [], span) };
  return { target: { kind: "index", object: container, index: cx.expr(index), span: cx.span(left) } };
}

/** What is assigned to: a name, an attribute (`obj.attr = v`), an element or a list of targets. */
function target(
  node: SyntaxNode,
  left: SyntaxNode,
  value: Expr,
  op: string | undefined,
  cx: RubyContext,
): { target: Expr } | { done: Expr } {
  if (left.type === "call") {
    const receiver = childByField(left, "receiver");
    const method = childByField(left, "method");
    if (!receiver || !method) return { done: cx.opaque(node) };
    return { target: ir.member(cx.expr(receiver), cx.text(method), cx.span(left)) };
  }
  if (left.type === "element_reference") return elementTarget(node, left, value, op, cx);
  if (left.type === "left_assignment_list")
    return {
      target: { kind: "array", items: namedChildren(left).map((c) => cx.expr(c)), span: cx.span(left) },
    };
  return { target: cx.expr(left) };
}

/**
 * `x = v`, `obj.attr = v`, `h[k] = v`. Indexing a local stores into the hash or array it holds;
 * indexing anything else (`cookies[:id] = v`, `session[:user] = v`) calls its `[]=` method.
 */
export function assignment(node: SyntaxNode, cx: RubyContext, op: string | undefined): Expr {
  const span = cx.span(node);
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  if (!left || !right) return cx.opaque(node);
  // `x = a, b` assigns the array [a, b].
  const value: Expr =
    right.type === "right_assignment_list"
      ? { kind: "array", items: namedChildren(right).map((c) => cx.expr(c)), span: cx.span(right) }
      : cx.expr(right);
  if (left.type === "identifier") cx.state.locals.add(cx.text(left));
  const lowered = target(node, left, value, op, cx);
  if ("done" in lowered) return lowered.done;
  if (op === "||" || op === "&&")
    return ir.assignExpr(
      lowered.target,
      { kind: "binary", op, left: lowered.target, right: value, span },
      span,
    );
  return { kind: "assign", target: lowered.target, value, op, span };
}
