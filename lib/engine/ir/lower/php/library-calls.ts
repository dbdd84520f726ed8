import * as ir from "../../build";
import type { Expr, Span } from "../../ir";
import { callMember, callNamed, type PhpContext } from "./context";

// PHP library functions whose calls are lowered as what they do: `array_push` as a push,
// `filter_input` as `filter_var` of the input array's entry, `parse_str` as an assignment,
// `call_user_func` as the call it makes, `func_get_args()` as the list of the parameters, `define`
// as a constant.

/** The input array each of `filter_input`'s constants names. */
const INPUT_ARRAYS: Record<string, string> = {
  INPUT_GET: "_GET",
  INPUT_POST: "_POST",
  INPUT_COOKIE: "_COOKIE",
  INPUT_SERVER: "_SERVER",
  INPUT_ENV: "_ENV",
  INPUT_REQUEST: "_REQUEST",
};

type CallExpr = Extract<Expr, { kind: "call" }>;

/** A library function whose call means more than a call: the call it stands for, else undefined. */
type SpecialCall = (lowered: CallExpr, lower: string, span: Span, cx: PhpContext) => Expr | undefined;

function arrayPush(lowered: CallExpr, _lower: string, span: Span): Expr | undefined {
  if (lowered.args.length !== 2) return undefined;
  const [array, value] = lowered.args as [Expr, Expr];
  return callMember(array, "push", [value], span);
}

/** `filter_input(INPUT_GET, 'k', …)` is `filter_var($_GET['k'], …)`. */
function filterInput(lowered: CallExpr, lower: string): Expr | undefined {
  const source = lowered.args[0];
  const array = source?.kind === "name" ? INPUT_ARRAYS[source.name] : undefined;
  if (!source || !array) return undefined;
  const base: Expr = ir.name(array, source.span);
  const key = lowered.args[1];
  const value: Expr =
    lower === "filter_input" && key ? { kind: "index", object: base, index: key, span: key.span } : base;
  const rest = lowered.args.slice(lower === "filter_input" ? 2 : 1);
  return { ...lowered, callee: ir.name("filter_var", lowered.callee.span), args: [value, ...rest] };
}

/** `parse_str($query, $out)` fills its second argument with the parsed values. */
function parseStr(lowered: CallExpr, _lower: string, span: Span): Expr | undefined {
  if (lowered.args.length !== 2) return undefined;
  const [text, out] = lowered.args as [Expr, Expr];
  return { kind: "assign", target: out, value: { ...lowered, args: [text] }, span };
}

function callUserFunc(lowered: CallExpr, lower: string, span: Span, cx: PhpContext): Expr | undefined {
  const [target, ...rest] = lowered.args;
  const list = lower === "call_user_func" ? rest : writtenList(rest[0], cx);
  return (target && list && callableCall(target, list, span)) || undefined;
}

/** The items of a list written out, directly or in a variable last assigned one in this function. */
function writtenList(e: Expr | undefined, cx: PhpContext): Expr[] | undefined {
  if (e?.kind === "array") return e.items;
  return e?.kind === "name" ? cx.state.lists.get(e.name) : undefined;
}

/** `func_get_args()`: the arguments the function was given, as its parameters hold them. */
function functionArguments(lowered: CallExpr, _lower: string, span: Span, cx: PhpContext): Expr | undefined {
  if (lowered.args.length > 0) return undefined;
  return { kind: "array", items: cx.state.params.map((p) => ir.name(p, span)), span };
}

/** `define('X', v)` defines a constant global; the call stays as it is. */
function defineConstant(lowered: CallExpr, _lower: string, span: Span, cx: PhpContext): undefined {
  const [name, value] = lowered.args;
  if (name?.kind === "lit" && value)
    cx.globals.push({ name: String(name.value), value, constant: true, span });
  return undefined;
}

/** The library functions whose calls mean more than a call, by lower-case name. */
export const SPECIAL_CALLS = new Map<string, SpecialCall>([
  ["array_push", arrayPush],
  ["filter_input", filterInput],
  ["filter_input_array", filterInput],
  ["parse_str", parseStr],
  ["mb_parse_str", parseStr],
  ["call_user_func", callUserFunc],
  ["call_user_func_array", callUserFunc],
  ["func_get_args", functionArguments],
  ["define", defineConstant],
]);

/**
 * A callable written out (`'system'`, `'Foo::bar'`, `[$this, 'run']`) called through
 * call_user_func: the same call as written directly.
 */
function callableCall(target: Expr, args: Expr[], span: Span): Expr | undefined {
  if (target.kind === "lit" && typeof target.value === "string" && /^[\w\\:]+$/.test(target.value)) {
    const [cls, method] = target.value.split("::");
    const name = (cls as string).split("\\").pop() as string;
    return method ? callMember(ir.name(name, target.span), method, args, span) : callNamed(name, args, span);
  }
  const [object, method] = target.kind === "array" ? target.items : [];
  if (target.kind !== "array" || target.items.length !== 2 || !object || method?.kind !== "lit")
    return undefined;
  return typeof method.value === "string" ? callMember(object, method.value, args, span) : undefined;
}
