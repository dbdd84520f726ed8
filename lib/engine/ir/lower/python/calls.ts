import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span } from "../../ir";
import type { PythonContext } from "./context";

type Keywords = Array<{ name: string; value: Expr }>;

/** One argument of a call, added to the positional (a splat as an unknown value) or keyword ones. */
function addArgument(a: SyntaxNode, cx: PythonContext, args: Expr[], keywords: Keywords): void {
  if (a.type === "keyword_argument") {
    const n = childByField(a, "name");
    const v = childByField(a, "value");
    if (n && v) keywords.push({ name: cx.text(n), value: cx.expr(v) });
  } else if (a.type === "dictionary_splat") {
    const inner = a.children.find((c) => c.named);
    keywords.push({ name: "**", value: inner ? cx.expr(inner) : cx.opaque(a) });
  } else if (a.type === "list_splat") {
    args.push(cx.opaque(a));
  } else args.push(cx.expr(a));
}

/** `f(a, *b, k=v, **kw)`: positional arguments and keyword ones. */
function callArguments(
  argsNode: SyntaxNode | undefined,
  cx: PythonContext,
): { args: Expr[]; keywords: Keywords } {
  const args: Expr[] = [];
  const keywords: Keywords = [];
  // `f(x for x in xs)`: the generator is the only argument, its parts are not arguments.
  if (argsNode?.type === "generator_expression") return { args: [cx.expr(argsNode)], keywords };
  for (const a of argsNode?.children ?? []) {
    if (a.named && a.type !== "comment") addArgument(a, cx, args, keywords);
  }
  return { args, keywords };
}

/**
 * `getattr(os, "system")` names the attribute as `os.system` does; an attribute picked by a
 * computed name is the object's, as an element picked by a key is the collection's.
 */
function getattr(owner: Expr, attribute: Expr, fallback: Expr | undefined, span: Span): Expr {
  const named =
    attribute.kind === "lit" && typeof attribute.value === "string" && /^[A-Za-z_]\w*$/.test(attribute.value);
  const picked: Expr = named
    ? ir.member(owner, String(attribute.value), span)
    : { kind: "index", object: owner, index: attribute, span };
  if (!fallback) return picked;
  const has = ir.call(ir.name("hasattr", span), [owner, attribute], span);
  return { kind: "cond", test: has, whenTrue: picked, whenFalse: fallback, span };
}

/**
 * `__import__("os")` is the module `os` (its top package for a dotted name), and
 * `importlib.import_module("os.path")` the module named: read as the name or path written out.
 */
function importedModule(callee: string | undefined, arg: Expr | undefined): Expr | undefined {
  if (callee !== "__import__" && callee !== "importlib.import_module") return undefined;
  if (arg?.kind !== "lit" || typeof arg.value !== "string" || !/^\w+(\.\w+)*$/.test(arg.value))
    return undefined;
  if (callee === "__import__") return ir.name(arg.value.split(".")[0] as string, arg.span);
  return ir.dotted(arg.value, arg.span);
}

export function call(node: SyntaxNode, cx: PythonContext): Expr {
  const span = cx.span(node);
  const fn = childByField(node, "function");
  const { args, keywords } = callArguments(childByField(node, "arguments"), cx);
  const [owner, attribute, fallback] = args;
  if (fn?.type === "identifier" && cx.text(fn) === "getattr" && owner && attribute)
    return getattr(owner, attribute, fallback, span);
  const imported = importedModule(fn && cx.text(fn), owner);
  if (imported) return imported;
  const callee = fn ? cx.expr(fn) : cx.other(node);
  // `(js2py.eval_js6 if es6 else js2py.eval_js)(script)` calls one function or the other.
  if (callee.kind === "cond")
    return {
      kind: "cond",
      test: callee.test,
      whenTrue: ir.call(callee.whenTrue, args, span, { keywords }),
      whenFalse: ir.call(callee.whenFalse, args, span, { keywords }),
      span,
    };
  return ir.call(callee, args, span, { keywords });
}
