import { childByField, childrenByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span, Stmt } from "../../ir";
import { simpleType } from "../shapes";
import { exprList, type GoContext, hasAddressArg } from "./context";

/** Results that report an outcome rather than carry data: `err`, `ok`. */
const STATUS_RESULT = /^(err|ok|\w+Err|found|exists)$/;

/**
 * A call given `&x` may fill `x` from its inputs (`json.Unmarshal(body, &req)`,
 * `c.ShouldBindJSON(&req)`): afterwards `x` also carries what the call's result carries.
 */
function outArgs(call: SyntaxNode, result: Expr, span: Span, cx: GoContext): Stmt[] {
  if (call.type !== "call_expression") return [];
  const out: Stmt[] = [];
  for (const a of childByField(call, "arguments")?.children ?? []) {
    if (a.type !== "unary_expression" || cx.text(childByField(a, "operator") ?? a) !== "&") continue;
    const operand = childByField(a, "operand");
    if (!operand || (operand.type !== "identifier" && operand.type !== "selector_expression")) continue;
    const target = cx.expr(operand);
    out.push(ir.assign(target, ir.other([target, result], span), span));
  }
  return out;
}

/** A call as a statement; one given an address is kept in a temporary its out arguments read. */
export function callStmt(e: SyntaxNode, span: Span, cx: GoContext): Stmt[] {
  const lowered = cx.expr(e);
  if (e.type !== "call_expression" || !hasAddressArg(e, cx)) return [ir.exprStmt(lowered, span)];
  const tmp: Expr = ir.name(`call@${e.start}`, span);
  return [ir.assign(tmp, lowered, span), ...outArgs(e, tmp, span, cx)];
}

/** `t = v` of one target and its value. */
function pairAssignment(
  t: SyntaxNode,
  v: SyntaxNode,
  op: string | undefined,
  span: Span,
  cx: GoContext,
): Stmt[] {
  if (t.type === "identifier" && cx.text(t) === "_") return callStmt(v, span, cx);
  const target = cx.expr(t);
  // `err := f(x)`: the call runs (its sinks are checked), the error carries no data onward.
  if (t.type === "identifier" && STATUS_RESULT.test(cx.text(t)) && v.type === "call_expression")
    return [...callStmt(v, span, cx), ir.assign(target, ir.other([], span), span)];
  // `server := v.(*Server)`: the variable holds a Server, whose fields have declared types.
  const asserted = v.type === "type_assertion_expression" ? childByField(v, "type") : undefined;
  const declaredType = asserted ? simpleType(cx.text(asserted)) : undefined;
  return [
    { kind: "assign", target, value: cx.expr(v), op, span, declaredType },
    ...outArgs(v, target, span, cx),
  ];
}

/** `a, err := f()`: the data goes to the first result; `err` and `ok` report an outcome. */
function resultsAssignment(
  node: SyntaxNode,
  targets: SyntaxNode[],
  valueNode: SyntaxNode,
  cx: GoContext,
): Stmt[] {
  const span = cx.span(node);
  const tmp: Expr = ir.name(`results@${node.start}`, span);
  const out: Stmt[] = [ir.assign(tmp, cx.expr(valueNode), span)];
  targets.forEach((t, i) => {
    const name = t.type === "identifier" ? cx.text(t) : undefined;
    if (name === "_") return;
    const value: Expr = name && STATUS_RESULT.test(name) && i > 0 ? ir.other([], span) : tmp;
    out.push(ir.assign(cx.expr(t), value, span));
  });
  out.push(...outArgs(valueNode, tmp, span, cx));
  return out;
}

export function assignment(node: SyntaxNode, cx: GoContext): Stmt[] {
  const span = cx.span(node);
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  if (!left || !right) return [ir.exprStmt(cx.opaque(node), span)];
  const targets = namedChildren(left);
  const valueNodes = right.type === "expression_list" ? namedChildren(right) : [right];
  const opNode = childByField(node, "operator");
  const opText = opNode ? cx.text(opNode) : "=";
  const op = opText === "=" || opText === ":=" ? undefined : opText.slice(0, -1);
  if (targets.length !== valueNodes.length)
    return resultsAssignment(node, targets, valueNodes[0] as SyntaxNode, cx);
  return targets.flatMap((t, i) => pairAssignment(t, valueNodes[i] as SyntaxNode, op, span, cx));
}

/** `var`/`const` declarations, grouped or not: each name assigned its value (or the first of several results). */
export function varDecl(node: SyntaxNode, cx: GoContext): Stmt[] {
  const out: Stmt[] = [];
  const visit = (n: SyntaxNode) => {
    if (n.type !== "var_spec" && n.type !== "const_spec") {
      for (const c of n.children) if (c.named) visit(c);
      return;
    }
    const names = childrenByField(n, "name");
    const typeNode = childByField(n, "type");
    const declaredType = typeNode ? simpleType(cx.text(typeNode)) : undefined;
    const valueNode = childByField(n, "value");
    const values = valueNode ? exprList(valueNode, cx) : [];
    names.forEach((name, i) => {
      const value: Expr = values[values.length === names.length ? i : 0] ?? ir.other([], cx.span(name));
      out.push({
        kind: "assign",
        target: ir.name(cx.text(name), cx.span(name)),
        value,
        declaredType,
        span: cx.span(n),
      });
    });
  };
  visit(node);
  return out;
}
