import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR, Stmt } from "../../ir";
import { simpleType } from "../shapes";
import { block, decoratorNames, type JavaScriptContext, orDefault } from "./context";
import { bind } from "./patterns";

/** A TypeScript parameter's pattern and type; a JavaScript one is its own pattern. */
function typedPattern(p: SyntaxNode, cx: JavaScriptContext): { pattern: SyntaxNode; type?: string } {
  if (p.type !== "required_parameter" && p.type !== "optional_parameter") return { pattern: p };
  const t = childByField(p, "type");
  return {
    pattern: childByField(p, "pattern") ?? p,
    type: t ? simpleType(cx.text(t).replace(/^:\s*/, "")) : undefined,
  };
}

/** One parameter, added to `params`; a default or a destructuring adds statements to `prologue`. */
function parameter(p: SyntaxNode, cx: JavaScriptContext, params: ParamIR[], prologue: Stmt[]): void {
  const annotations = decoratorNames(p.children, cx);
  const span = cx.span(p);
  let { pattern, type } = typedPattern(p, cx);
  const defaulted = pattern.type === "assignment_pattern" || p.type === "optional_parameter";
  if (pattern.type === "assignment_pattern") {
    const left = childByField(pattern, "left");
    if (left?.type === "identifier") {
      const name: Expr = ir.name(cx.text(left), cx.span(left));
      prologue.push(ir.assign(name, orDefault(name, pattern, cx), span));
    } else if (left) {
      // A destructured parameter with a default: the pattern below reads the value or the default.
      const synthetic = `$param${params.length}`;
      params.push({ name: synthetic, type, annotations, defaulted, span });
      prologue.push(...bind(left, orDefault(ir.name(synthetic, span), pattern, cx), span, cx));
      return;
    }
    pattern = left ?? pattern;
  }
  const rest = pattern.type === "rest_pattern" ? true : undefined;
  if (rest) pattern = pattern.children.find((c) => c.named) ?? pattern;
  if (pattern.type === "identifier" || pattern.type === "this") {
    params.push({ name: cx.text(pattern), type, annotations, defaulted: defaulted || rest, rest, span });
    return;
  }
  const synthetic = `$param${params.length}`;
  params.push({ name: synthetic, type, annotations, span });
  prologue.push(...bind(pattern, ir.name(synthetic, span), span, cx));
}

/** A function, arrow function, method or generator (`className`: the class of a method). */
export function functionIR(node: SyntaxNode, cx: JavaScriptContext, className?: string): FunctionIR {
  const nameNode = childByField(node, "name");
  const params: ParamIR[] = [];
  const prologue: Stmt[] = [];
  const single = childByField(node, "parameter");
  const list = single ? [single] : (childByField(node, "parameters")?.children ?? []);
  for (const p of list) if (p.named && p.type !== "comment") parameter(p, cx, params, prologue);
  // `({ query, body }, res) => …`: a destructured request in Node's `(req, res)` handler shape.
  const [first, second] = params;
  if (
    first &&
    !first.type &&
    first.name.startsWith("$param") &&
    /^(res|resp|response)$/.test(second?.name ?? "")
  )
    first.type = "Request";
  cx.state.depth++;
  const body = childByField(node, "body");
  let stmts: Stmt[] = [];
  if (body)
    stmts =
      body.type === "statement_block" ? block(body, cx) : [ir.exit("return", cx.expr(body), cx.span(body))];
  cx.state.depth--;
  return {
    name: nameNode ? cx.text(nameNode) : "<lambda>",
    className,
    params,
    body: [...prologue, ...stmts],
    annotations: [],
    span: cx.span(node),
  };
}
