import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, ParamIR, Span, Stmt } from "../../ir";
import type { LowerContext } from "../context";

/** What the Ruby lowering of one file keeps from one node to the next. */
export interface RubyState {
  /** Local variables of the method being lowered: `x[k] = v` on a local stores into a hash. */
  locals: Set<string>;
  /** The methods the file defines: a bare name that is no local calls one (`user_params[:name]`). */
  methodNames: Set<string>;
  /** The instance variables the class being lowered assigns: its fields. */
  fields: Set<string>;
  /** The class of the method being lowered: its blocks run with its `self`, whose methods a bare call names. */
  methodClass?: string;
  /** A heredoc's text, which the grammar puts after its line, by where its `<<~NAME` starts. */
  heredocs: Map<number, SyntaxNode>;
}

export type RubyContext = LowerContext<RubyState>;

export function rubyState(): RubyState {
  return { locals: new Set(), methodNames: new Set(), fields: new Set(), heredocs: new Map() };
}

/** Statements of a body; classes and methods found on the way are recorded, not executed. */
export function statements(node: SyntaxNode, cx: RubyContext, className: string | undefined): Stmt[] {
  return cx.statementsOf(node, className);
}

export function call(
  callee: Expr,
  args: Expr[],
  keywords: Array<{ name: string; value: Expr }>,
  span: Span,
): Expr {
  return ir.call(callee, args, span, { keywords });
}

/**
 * A method's or block's parameters. A destructured one (`|builder, (name, value)|`) is one
 * parameter; given `unpack`, the names it binds are locals, each assigned the value the parameter
 * receives (its parts are not tracked apart), by statements added to `unpack` to start the body with.
 */
export function params(list: SyntaxNode | undefined, cx: RubyContext, unpack?: Stmt[]): ParamIR[] {
  const out: ParamIR[] = [];
  for (const p of list?.children ?? []) {
    if (!p.named) continue;
    if (p.type === "destructured_parameter") {
      const name = `$param${out.length}`;
      out.push({ name, annotations: [], span: cx.span(p) });
      if (unpack) unpack.push(...bindings(p, name, cx));
      continue;
    }
    const param = namedParam(p, cx);
    if (param) out.push(param);
  }
  return out;
}

/** A parameter with a name: optional, keyword, splat and block ones a call may leave out. */
function namedParam(p: SyntaxNode, cx: RubyContext): ParamIR | undefined {
  const n = p.type === "identifier" ? p : childByField(p, "name");
  if (!n) return undefined;
  return {
    name: cx.text(n),
    annotations: [],
    defaulted: p.type !== "identifier" ? true : undefined,
    keywords: p.type === "hash_splat_parameter" ? true : undefined,
    rest: p.type === "splat_parameter" ? true : undefined,
    span: cx.span(p),
  };
}

/** A method or block returns the value of its last statement, in each branch that ends it. */
export function valueReturned(body: Stmt[]): Stmt[] {
  const last = body[body.length - 1];
  if (!last) return body;
  const init = body.slice(0, -1);
  switch (last.kind) {
    case "expr":
      return [...init, ir.exit("return", last.expr, last.span)];
    case "assign":
      return [...init, last, ir.exit("return", last.target, last.span)];
    case "if":
      return [
        ...init,
        { ...last, whenTrue: valueReturned(last.whenTrue), whenFalse: valueReturned(last.whenFalse) },
      ];
    case "switch":
      return [...init, { ...last, cases: last.cases.map((c) => ({ ...c, body: valueReturned(c.body) })) }];
    case "block":
      return [...init, { ...last, body: valueReturned(last.body) }];
    // `begin … rescue … end` gives its body's last value, or the rescuing clause's.
    case "try":
      return [
        ...init,
        {
          ...last,
          body: valueReturned(last.body),
          handlers: last.handlers.map((h) => ({ ...h, body: valueReturned(h.body) })),
        },
      ];
    default:
      return body;
  }
}

/** `name = $paramN` for each name a destructured parameter binds. */
function bindings(p: SyntaxNode, param: string, cx: RubyContext): Stmt[] {
  const span = cx.span(p);
  return boundNames(p).map((n) => {
    const name = cx.text(n);
    cx.state.locals.add(name);
    return ir.statementOf(ir.assignExpr(ir.name(name, cx.span(n)), ir.name(param, span), span), span);
  });
}

/** The identifiers a destructuring pattern binds, nested ones included. */
function boundNames(node: SyntaxNode): SyntaxNode[] {
  return node.children.flatMap((c) =>
    c.type === "identifier" ? [c] : c.type === "destructured_parameter" ? boundNames(c) : [],
  );
}
