import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span } from "../../ir";
import { call, type RubyContext } from "./context";

/** The index of `h[k]`: the named child that is not the object. */
function elementIndex(left: SyntaxNode): SyntaxNode | undefined {
  return left.children.find((c) => c.named && c.field !== "object");
}

/**
 * `h[k] = v` on anything but a local or an instance variable (`cookies[:id] = v`,
 * `session[:user] = v`): a call of the object's `[]=` method; undefined for a store into the
 * variable's hash or array, or an element missing a part.
 */
function setterCall(left: SyntaxNode, value: Expr, span: Span, cx: RubyContext): Expr | undefined {
  const object = childByField(left, "object");
  const index = elementIndex(left);
  if (!object || !index || object.type === "instance_variable") return undefined;
  if (object.type === "identifier" && cx.state.locals.has(cx.text(object))) return undefined;
  return call(ir.member(cx.expr(object), "[]=", span), [cx.expr(index), value], [], span);
}

/**
 * What is assigned to: a name, an attribute (`obj.attr = v`), an element or a list of targets;
 * undefined when a part is missing.
 */
function target(left: SyntaxNode, cx: RubyContext): Expr | undefined {
  const span = cx.span(left);
  if (left.type === "call") {
    const receiver = childByField(left, "receiver");
    const method = childByField(left, "method");
    return receiver && method ? ir.member(cx.expr(receiver), cx.text(method), span) : undefined;
  }
  if (left.type === "element_reference") {
    const object = childByField(left, "object");
    const index = elementIndex(left);
    return object && index
      ? { kind: "index", object: cx.expr(object), index: cx.expr(index), span }
      : undefined;
  }
  if (left.type === "left_assignment_list")
    return { kind: "array", items: namedChildren(left).map((c) => cx.expr(c)), span };
  return cx.expr(left);
}

/**
 * `x = v`, `obj.attr = v`, `h[k] = v`. Indexing a local stores into the hash or array it holds;
 * indexing anything else calls its `[]=` method.
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
  if (left.type === "instance_variable") cx.state.fields.add(cx.text(left));
  const setter =
    op === undefined && left.type === "element_reference" ? setterCall(left, value, span, cx) : undefined;
  if (setter) return setter;
  const assigned = target(left, cx);
  if (!assigned) return cx.opaque(node);
  // `@x ||= v` memoizes: the object is built once, and what it holds is what v gives.
  if (op === "||" && left.type === "instance_variable") return ir.assignExpr(assigned, value, span);
  if (op === "||" || op === "&&")
    return ir.assignExpr(assigned, { kind: "binary", op, left: assigned, right: value, span }, span);
  return { kind: "assign", target: assigned, value, op, span };
}
