import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span } from "../../ir";
import { type ExprRule, exprTable } from "../context";
import { type ExprShape, simpleType } from "../shapes";
import {
  callMember,
  callNamed,
  exprList,
  type PhpContext,
  type PhpState,
  scope,
  subscriptIndex,
  varName,
} from "./context";
import { classDecl, functionDef } from "./declarations";
import { SPECIAL_CALLS } from "./library-calls";
import { arrayLiteral, concatParts, interpolated, singleQuoted, subscript } from "./literals";

/** PHP expressions → IR (calls, closures, operators, `match`): one function per node type, found through `PHP_EXPRS`. */

const CASTS: Record<string, string> = {
  int: "intval",
  integer: "intval",
  float: "floatval",
  double: "floatval",
  real: "floatval",
  bool: "boolval",
  boolean: "boolval",
};

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["null", "null"],
  ["integer", "number"],
  ["float", "number"],
  ["augmented_assignment_expression", "assign"],
  ["parenthesized_expression", "inner"],
  ["error_suppression_expression", "inner"],
  ["clone_expression", "inner"],
  ["by_ref", "inner"],
]);

/** `match ($x) { a, b => r1, default => r2 }` as nested conditionals. */
function match(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const subject = cx.expr(childByField(node, "condition") ?? node);
  const arms = (childByField(node, "body")?.children ?? []).filter(
    (c) => c.type === "match_conditional_expression" || c.type === "match_default_expression",
  );
  let result: Expr = ir.other([], span);
  for (let i = arms.length - 1; i >= 0; i--) {
    const arm = arms[i] as SyntaxNode;
    const value = childByField(arm, "return_expression");
    const v = value ? cx.expr(value) : cx.other(arm);
    if (arm.type === "match_default_expression") {
      result = v;
      continue;
    }
    const conditions = namedChildren(childByField(arm, "conditional_expressions") ?? arm).map((c) =>
      cx.expr(c),
    );
    let test: Expr | undefined;
    for (const c of conditions) {
      const eq: Expr = { kind: "binary", op: "===", left: subject, right: c, span: c.span };
      test = test ? { kind: "binary", op: "||", left: test, right: eq, span } : eq;
    }
    result = test ? { kind: "cond", test, whenTrue: v, whenFalse: result, span } : result;
  }
  return result;
}

function functionCall(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const fn = childByField(node, "function");
  const argsNode = childByField(node, "arguments");
  if (!fn) return cx.opaque(node);
  const name =
    fn.type === "name" || fn.type === "qualified_name"
      ? (cx.text(fn).split("\\").pop() as string)
      : undefined;
  const lowered = call(name !== undefined ? ir.name(name, cx.span(fn)) : cx.expr(fn), argsNode, span, cx);
  if (lowered.kind !== "call" || name === undefined) return lowered;
  const lower = name.toLowerCase();
  return SPECIAL_CALLS.get(lower)?.(lowered, lower, span, cx) ?? lowered;
}

/** One argument: positional into `args`, named (`f(x: 1)`) into `keywords`. */
function argument(
  a: SyntaxNode,
  args: Expr[],
  keywords: Array<{ name: string; value: Expr }>,
  cx: PhpContext,
): void {
  if (a.type === "variadic_placeholder") {
    args.push(cx.other(a));
    return;
  }
  if (a.type !== "argument") {
    args.push(cx.expr(a));
    return;
  }
  const n = childByField(a, "name");
  const v = a.children.filter((c) => c.named && c.field !== "name").pop();
  if (!v) return;
  if (n) keywords.push({ name: cx.text(n), value: cx.expr(v) });
  else args.push(cx.expr(v));
}

function call(
  callee: Expr,
  argsNode: SyntaxNode | undefined,
  span: Span,
  cx: PhpContext,
  isNew = false,
): Expr {
  const args: Expr[] = [];
  const keywords: Array<{ name: string; value: Expr }> = [];
  for (const a of argsNode?.children ?? [])
    if (a.named && a.type !== "comment") argument(a, args, keywords, cx);
  return ir.call(callee, args, span, { keywords, isNew });
}

function memberAccess(node: SyntaxNode, cx: PhpContext): Expr {
  const object = childByField(node, "object");
  const name = childByField(node, "name");
  if (!object || !name) return cx.opaque(node);
  if (name.type !== "name") return cx.other(node, [cx.expr(object), cx.expr(name)]);
  return ir.member(cx.expr(object), cx.text(name), cx.span(node));
}

function scopedPropertyAccess(node: SyntaxNode, cx: PhpContext): Expr {
  const scopeNode = childByField(node, "scope");
  const name = childByField(node, "name");
  if (!scopeNode || !name) return cx.opaque(node);
  return ir.member(scope(scopeNode, cx), varName(name, cx), cx.span(node));
}

function classConstantAccess(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const [scopeNode, name] = namedChildren(node);
  if (!scopeNode || !name) return cx.opaque(node);
  const constName = cx.text(name);
  if (constName === "class") return ir.lit(cx.text(scopeNode), span);
  const scopeText = cx.text(scopeNode);
  const cls = /^(self|static)$/i.test(scopeText) ? (cx.state.className ?? scopeText) : scopeText;
  return ir.name(`${cls.split("\\").pop()}::${constName}`, span);
}

function memberCall(node: SyntaxNode, cx: PhpContext): Expr {
  const object = childByField(node, "object");
  const name = childByField(node, "name");
  if (!object || !name) return cx.opaque(node);
  const callee: Expr =
    name.type === "name"
      ? ir.member(cx.expr(object), cx.text(name), cx.span(name))
      : cx.other(name, [cx.expr(object), cx.expr(name)]);
  return call(callee, childByField(node, "arguments"), cx.span(node), cx);
}

function scopedCall(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const scopeNode = childByField(node, "scope");
  const name = childByField(node, "name");
  if (!scopeNode || !name) return cx.opaque(node);
  const callee: Expr = ir.member(scope(scopeNode, cx), cx.text(name), span);
  return call(callee, childByField(node, "arguments"), span, cx);
}

function objectCreation(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const cls = node.children.find((c) => c.named && c.type !== "arguments");
  if (cls?.type === "anonymous_class") {
    classDecl(cls, cx);
    return call(
      ir.name(`class@${cls.start}`, span),
      cls.children.find((c) => c.type === "arguments"),
      span,
      cx,
      true,
    );
  }
  const typeName = cls ? (simpleType(cx.text(cls)) ?? "object") : "object";
  return call(
    ir.name(typeName, cls ? cx.span(cls) : span),
    node.children.find((c) => c.type === "arguments"),
    span,
    cx,
    true,
  );
}

function assignment(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  if (!left || !right) return cx.opaque(node);
  const value = cx.expr(right);
  // `$a[] = $x` appends.
  if (left.type === "subscript_expression" && subscriptIndex(left) === undefined) {
    const array = left.children.find((c) => c.named);
    if (array) return callMember(cx.expr(array), "push", [value], span);
  }
  if (left.type === "list_literal") return cx.other(node, [value]);
  const target = cx.expr(left);
  if (target.kind === "name") {
    if (value.kind === "array") cx.state.lists.set(target.name, value.items);
    else cx.state.lists.delete(target.name);
  }
  return ir.assignExpr(target, value, span);
}

/** `$i++` changes the variable to an unknown number. */
function update(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const arg = childByField(node, "argument") ?? node.children.find((c) => c.named);
  if (!arg) return cx.opaque(node);
  const target = cx.expr(arg);
  return ir.assignExpr(target, ir.other([], span), span);
}

function binary(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const left = childByField(node, "left");
  const right = childByField(node, "right");
  const op = childByField(node, "operator");
  if (!left || !right || !op) return cx.opaque(node);
  const opText = cx.text(op).toLowerCase();
  if (opText === ".") return { kind: "template", parts: concatParts(node, cx), span };
  // A type test is a boolean, whatever the object holds.
  if (opText === "instanceof")
    return { kind: "binary", op: opText, left: cx.expr(left), right: ir.other([], span), span };
  const mapped = opText === "and" ? "&&" : opText === "or" ? "||" : opText;
  return { kind: "binary", op: mapped, left: cx.expr(left), right: cx.expr(right), span };
}

function unary(node: SyntaxNode, cx: PhpContext): Expr {
  const arg = childByField(node, "argument") ?? node.children.find((c) => c.named);
  const op = childByField(node, "operator") ?? node.children.find((c) => !c.named);
  if (!arg || !op) return cx.opaque(node);
  return { kind: "unary", op: cx.text(op), operand: cx.expr(arg), span: cx.span(node) };
}

function conditional(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const test = childByField(node, "condition");
  const body = childByField(node, "body");
  const alt = childByField(node, "alternative");
  if (!test || !alt) return cx.opaque(node);
  if (!body) return { kind: "binary", op: "?:", left: cx.expr(test), right: cx.expr(alt), span };
  return {
    kind: "cond",
    test: cx.expr(test),
    whenTrue: cx.expr(body),
    whenFalse: cx.expr(alt),
    span,
  };
}

function cast(node: SyntaxNode, cx: PhpContext): Expr {
  const type = childByField(node, "type");
  const value = childByField(node, "value");
  if (!value) return cx.opaque(node);
  const fn = type ? CASTS[cx.text(type).toLowerCase()] : undefined;
  return fn ? callNamed(fn, [cx.expr(value)], cx.span(node)) : cx.expr(value);
}

/** `include`, `require` and `print`: a call of the function of that name on the one argument. */
function callOfArgument(name: string): ExprRule<PhpState> {
  return (node, cx) => {
    const arg = node.children.find((c) => c.named);
    return callNamed(name, arg ? [cx.expr(arg)] : [], cx.span(node));
  };
}

function name(node: SyntaxNode, cx: PhpContext): Expr {
  const span = cx.span(node);
  const text = cx.text(node).replace(/^\\/, "");
  const lower = text.toLowerCase();
  if (lower === "true" || lower === "false") return ir.lit(lower === "true", span);
  if (lower === "null") return ir.lit(null, span);
  return ir.name(text.split("\\").pop() as string, span);
}

const closure: ExprRule<PhpState> = (node, cx) =>
  ir.funcExpr(functionDef(node, undefined, cx), cx.span(node));

export const PHP_EXPRS = exprTable<PhpState>(EXPR_SHAPES, {
  variable_name: (node, cx) => ir.name(varName(node, cx), cx.span(node)),
  name,
  qualified_name: name,
  boolean: (node, cx) => ir.lit(cx.text(node).toLowerCase() === "true", cx.span(node)),
  string: (node, cx) => ir.lit(singleQuoted(node, cx), cx.span(node)),
  encapsed_string: interpolated,
  heredoc: interpolated,
  nowdoc: (node, cx) => {
    const body = childByField(node, "value");
    return ir.lit(body ? cx.text(body).replace(/^\n/, "") : "", cx.span(node));
  },
  shell_command_expression: (node, cx) => callNamed("shell_exec", [interpolated(node, cx)], cx.span(node)),
  member_access_expression: memberAccess,
  nullsafe_member_access_expression: memberAccess,
  scoped_property_access_expression: scopedPropertyAccess,
  class_constant_access_expression: classConstantAccess,
  subscript_expression: (node, cx) => subscript(node, cx),
  function_call_expression: functionCall,
  member_call_expression: memberCall,
  nullsafe_member_call_expression: memberCall,
  scoped_call_expression: scopedCall,
  object_creation_expression: objectCreation,
  assignment_expression: assignment,
  reference_assignment_expression: assignment,
  update_expression: update,
  binary_expression: binary,
  unary_op_expression: unary,
  conditional_expression: conditional,
  match_expression: match,
  cast_expression: cast,
  array_creation_expression: arrayLiteral,
  anonymous_function: closure,
  anonymous_function_creation_expression: closure,
  arrow_function: closure,
  include_expression: callOfArgument("include"),
  include_once_expression: callOfArgument("include_once"),
  require_expression: callOfArgument("require"),
  require_once_expression: callOfArgument("require_once"),
  print_intrinsic: callOfArgument("print"),
  sequence_expression: (node, cx) => cx.other(node, exprList(node, cx)),
});
