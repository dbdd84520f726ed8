import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span, Stmt } from "../../ir";
import { ifChain, stmtTable } from "../context";
import type { StmtShape } from "../shapes";
import { block, type PythonContext, type PythonState } from "./context";
import { classDefinition, defineFunction } from "./definitions";
import { matchStatement } from "./patterns";

/** Python statements → IR: one function per node type, found through `PYTHON_STMTS`. */

const STMT_SHAPES = new Map<string, StmtShape>([
  ["return_statement", "return"],
  ["break_statement", "break"],
  ["continue_statement", "continue"],
  ["pass_statement", "skip"],
  ["comment", "skip"],
  ["global_statement", "skip"],
  ["nonlocal_statement", "skip"],
  ["future_import_statement", "skip"],
  ["assert_statement", "skip"],
]);

/** `import a.b`, `import a as b`, `from m import x as y`: local names → qualified paths. */
function importStatement(node: SyntaxNode, cx: PythonContext): Stmt[] {
  const moduleName = childByField(node, "module_name");
  const prefix = moduleName ? `${cx.text(moduleName)}.` : "";
  for (const c of node.children) {
    if (c.field !== "name") continue;
    if (c.type === "aliased_import") {
      const n = childByField(c, "name");
      const a = childByField(c, "alias");
      if (n && a) cx.imports.set(cx.text(a), prefix + cx.text(n));
    } else {
      const full = cx.text(c);
      const top = full.split(".")[0] as string;
      cx.imports.set(top, prefix ? prefix + full : top);
    }
  }
  return [];
}

/**
 * The response class a route declares (`@app.get("/", response_class=HTMLResponse)`) is kept as
 * an annotation of its own: it says what the returned value is sent as.
 */
function decoratorNames(node: SyntaxNode, cx: PythonContext): string[] {
  return node.children
    .filter((c) => c.type === "decorator")
    .flatMap((d) => {
      const text = cx.text(d).slice(1);
      const responseClass = /\bresponse_class\s*=\s*([\w.]+)/.exec(text)?.[1]?.split(".").pop();
      const name = text.replace(/\(.*$/s, "").trim();
      return responseClass ? [name, `response_class=${responseClass}`] : [name];
    });
}

function decoratedDefinition(node: SyntaxNode, cx: PythonContext, className?: string): Stmt[] {
  const decorators = decoratorNames(node, cx);
  const def = childByField(node, "definition");
  if (!def) return [];
  if (def.type === "function_definition") return defineFunction(def, cx, decorators, className);
  cx.state.classDecorators = decorators;
  return cx.stmt(def, className);
}

/** `a, b = x, y` assigns pairwise; other unpacking gives every target the whole value. */
function assignment(target: Expr, value: Expr, op: string | undefined, span: Span): Stmt[] {
  if (target.kind === "array" && value.kind === "array" && target.items.length === value.items.length) {
    return target.items.map((t, i) => ({
      kind: "assign",
      target: t,
      value: value.items[i] as Expr,
      op,
      span,
    }));
  }
  if (target.kind === "array")
    return target.items.map((t) => ({ kind: "assign", target: t, value, op, span }));
  return [{ kind: "assign", target, value, op, span }];
}

function expressionStatement(node: SyntaxNode, cx: PythonContext): Stmt[] {
  const span = cx.span(node);
  const out: Stmt[] = [];
  for (const c of node.children) {
    if (!c.named) continue;
    // A generator's `yield v` hands v to its caller and goes on: a return that may or may not happen.
    if (c.type === "yield") {
      const value = c.children.find((x) => x.named);
      const give = ir.exit("return", value ? cx.expr(value) : undefined, span);
      out.push(ir.ifStmt(cx.opaque(c), [give], [], span));
      continue;
    }
    const e = cx.expr(c);
    if (e.kind === "assign") out.push(...assignment(e.target, e.value, e.op, e.span));
    else out.push(ir.exprStmt(e, span));
  }
  return out;
}

function forStatement(node: SyntaxNode, cx: PythonContext): Stmt[] {
  const target = cx.expr(childByField(node, "left") ?? node);
  const iterable = cx.expr(childByField(node, "right") ?? node);
  return [ir.loopEach(target, iterable, block(childByField(node, "body"), cx), cx.span(node))];
}

function whileStatement(node: SyntaxNode, cx: PythonContext): Stmt[] {
  const test = cx.expr(childByField(node, "condition") ?? node);
  return [ir.loopWhile(test, block(childByField(node, "body"), cx), cx.span(node))];
}

/** `try … except … else … finally`: the `else` runs after the body, inside what the handlers catch. */
function tryStatement(node: SyntaxNode, cx: PythonContext): Stmt[] {
  const handlers = node.children
    .filter((c) => c.type === "except_clause" || c.type === "except_group_clause")
    .map((c) => {
      const alias = c.children.find((x) => x.type === "as_pattern");
      const target = alias ? childByField(alias, "alias") : undefined;
      return {
        name: target ? cx.text(target) : undefined,
        body: block(
          c.children.find((x) => x.type === "block"),
          cx,
        ),
      };
    });
  const elseClause = node.children.find((c) => c.type === "else_clause");
  const fin = node.children.find((c) => c.type === "finally_clause");
  const body = [
    ...block(childByField(node, "body"), cx),
    ...block(elseClause && childByField(elseClause, "body"), cx),
  ];
  return [
    ir.tryStmt(
      body,
      handlers,
      block(
        fin?.children.find((x) => x.type === "block"),
        cx,
      ),
      cx.span(node),
    ),
  ];
}

/** `with a as b, c:` assigns each context value to its target, then runs the body. */
function withStatement(node: SyntaxNode, cx: PythonContext): Stmt[] {
  const out: Stmt[] = [];
  const clause = node.children.find((c) => c.type === "with_clause");
  for (const item of clause?.children ?? []) {
    const value = item.type === "with_item" ? childByField(item, "value") : undefined;
    if (!value) continue;
    if (value.type !== "as_pattern") {
      out.push(ir.exprStmt(cx.expr(value), cx.span(item)));
      continue;
    }
    const inner = value.children.find((c) => c.named && c.field !== "alias");
    const alias = childByField(value, "alias");
    const target = alias?.children.find((c) => c.named) ?? alias;
    if (inner && target) out.push(ir.assign(cx.expr(target), cx.expr(inner), cx.span(item)));
  }
  out.push(ir.block(block(childByField(node, "body"), cx), cx.span(node)));
  return out;
}

export const PYTHON_STMTS = stmtTable<PythonState>(STMT_SHAPES, {
  import_statement: importStatement,
  import_from_statement: importStatement,
  decorated_definition: decoratedDefinition,
  function_definition: (node, cx, className) => defineFunction(node, cx, [], className),
  class_definition: classDefinition,
  expression_statement: expressionStatement,
  if_statement: (node, cx) => [ifChain(node, "consequence", block, cx)],
  for_statement: forStatement,
  while_statement: whileStatement,
  try_statement: tryStatement,
  with_statement: withStatement,
  raise_statement: (node, cx) => [{ kind: "throw", span: cx.span(node) }],
  block: (node, cx, className) => [ir.block(block(node, cx, className), cx.span(node))],
  match_statement: matchStatement,
});
