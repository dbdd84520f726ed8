import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, Span } from "../../ir";
import { unescapeText } from "../shapes";
import { args as argsOf, type CFamilyContext } from "./context";
import type { CallMacro } from "./macros";

// C and C++ calls: macros wrapping one call, library functions that write through a pointer
// argument, and stream extraction (`in >> a`).

/**
 * Library functions that write through a pointer argument (`fgets(buf, …)`, `strcpy(dst, src)`,
 * `read(fd, buf, n)`): the call is lowered as an assignment of its result to that argument, so input
 * read into a buffer, or copied from one buffer to another, flows on like any assignment.
 */
const WRITES_ARG: Record<string, (argCount: number) => number[]> = {};

/** Whether a library function writes through a pointer argument (its call is lowered as an assignment). */
export function writesThroughArgument(name: string): boolean {
  return Object.hasOwn(WRITES_ARG, name);
}

for (const name of [
  "strcpy",
  "strncpy",
  "strcat",
  "strncat",
  "strlcpy",
  "strlcat",
  "stpcpy",
  "stpncpy",
  "wcscpy",
  "wcsncpy",
  "wcscat",
  "wcsncat",
  "lstrcpy",
  "lstrcat",
  "sprintf",
  "snprintf",
  "vsprintf",
  "vsnprintf",
  "swprintf",
  "_snprintf",
  "memcpy",
  "memmove",
  "fgets",
  "gets",
  "fread",
  "getdelim",
])
  WRITES_ARG[name] = () => [0];
for (const name of ["read", "recv", "recvfrom", "pread"]) WRITES_ARG[name] = () => [1];
// C's getline(&line, &n, stream) writes its first argument; C++'s getline(stream, line) its second.
WRITES_ARG.getline = (n) => (n === 3 ? [0] : [1]);
WRITES_ARG.scanf = (n) => range(1, n);
WRITES_ARG.fscanf = (n) => range(2, n);
WRITES_ARG.sscanf = (n) => range(2, n);

/** Writers that replace their first argument's content rather than append to it or read input. */
const REPLACES =
  /^(strn?cpy|strlcpy|stpn?cpy|wcsn?cpy|lstrcpy|v?sn?printf|swprintf|_snprintf|memcpy|memmove)$/;

/** `in.getline(buf, n)`, `in.read(buf, n)`: a stream's member reads write their first argument. */
function streamRead(callee: Expr, argCount: number): ((argCount: number) => number[]) | undefined {
  if (callee.kind !== "member" || argCount < 2 || !/^(getline|read|readsome)$/.test(callee.property))
    return undefined;
  return () => [0];
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}

/** What a write can land in: a name, a member or an element. */
function isTarget(e: Expr | undefined): e is Expr {
  return e !== undefined && (e.kind === "name" || e.kind === "member" || e.kind === "index");
}

function expandArgs(macro: CallMacro, args: Expr[], span: Span): Expr[] {
  const fixed = macro.params.filter((p) => p !== "...").length;
  return macro.args.flatMap((a): Expr[] => {
    switch (a.kind) {
      case "param":
        return [args[a.index] ?? ir.lit(null, span)];
      case "rest":
        return args.slice(fixed);
      case "name":
        return [ir.name(a.name, span)];
      case "number":
        return [ir.lit(a.value, span)];
      default:
        return [ir.lit(unescapeText(a.raw.replace(/"\s*"/g, "").slice(1, -1)), span)];
    }
  });
}

/** A macro wrapping one call is the call it stands for (nested wrappers a few levels deep). */
function expandMacros(callee: Expr, args: Expr[], span: Span, cx: CFamilyContext): [Expr, Expr[]] {
  for (let depth = 0; depth < 4 && callee.kind === "name"; depth++) {
    const macro = cx.state.callMacros.get(callee.name);
    if (!macro) break;
    args = expandArgs(macro, args, span);
    callee = ir.name(macro.callee, span);
  }
  return [callee, args];
}

/** The library function called: `f` or `std::f`. */
function libraryName(callee: Expr): string | undefined {
  if (callee.kind === "name") return callee.name;
  if (callee.kind === "member" && callee.object.kind === "name" && callee.object.name === "std")
    return callee.property;
  return undefined;
}

/** The arguments a call writes through, by their number of arguments; undefined when it writes none. */
function writtenArgs(
  name: string | undefined,
  callee: Expr,
  argCount: number,
): ((argCount: number) => number[]) | undefined {
  if (name === undefined) return streamRead(callee, argCount);
  // Own entries only: a C function may be named `constructor` or `toString`.
  return Object.hasOwn(WRITES_ARG, name) ? WRITES_ARG[name] : undefined;
}

function copiedLiteral(name: string, args: Expr[]): Expr | undefined {
  const data = /cpy$/.test(name)
    ? args[1]
    : name === "sprintf" && args.length === 2
      ? args[1]
      : name === "snprintf" && args.length === 3
        ? args[2]
        : undefined;
  if (data?.kind !== "lit" || typeof data.value !== "string") return undefined;
  return name.endsWith("printf") && data.value.includes("%") ? undefined : data;
}

/** What a writer leaves in its destination, when it replaces the destination's content. */
function replacedContent(name: string | undefined, args: Expr[], span: Span): Expr | undefined {
  if (!name) return undefined;
  // Copying a literal replaces the buffer's content: after `strcpy(buf, "x")` it holds "x".
  const literal = copiedLiteral(name, args);
  if (literal) return literal;
  // A copy or a format replaces the destination's content with its other arguments' data: what
  // the buffer held before does not flow on (`snprintf(cmd, …, "%d", n)` reusing `cmd`).
  return REPLACES.test(name) ? ir.other(args.slice(1), span) : undefined;
}

export function call(node: SyntaxNode, cx: CFamilyContext): Expr {
  const span = cx.span(node);
  const fnNode = childByField(node, "function");
  const argsNode = childByField(node, "arguments");
  const [callee, args] = expandMacros(
    fnNode ? cx.expr(fnNode) : cx.other(node),
    argsNode ? argsOf(argsNode, cx) : [],
    span,
    cx,
  );
  const lowered: Expr = ir.call(callee, args, span);
  const name = libraryName(callee);
  const writes = writtenArgs(name, callee, args.length);
  if (!writes) return lowered;
  const data = replacedContent(name, args, span);
  // The call stays as the test of an always-equal choice so that rules still see it.
  let out: Expr = data ? { kind: "cond", test: lowered, whenTrue: data, whenFalse: data, span } : lowered;
  for (const i of writes(args.length)) {
    const target = args[i];
    if (isTarget(target)) out = ir.assignExpr(target, out, span);
  }
  return out;
}

/**
 * `in >> a >> b` reads from the stream into each operand: lowered as `a = in.>>(a)`, `b = in.>>(b)`
 * (the operand is also the call's argument, so rules see the buffer read into). A manipulator
 * (`std::setw(n)`) is passed along with the operand after it.
 */
export function extraction(node: SyntaxNode, cx: CFamilyContext): Expr {
  const span = cx.span(node);
  const operands: SyntaxNode[] = [];
  let root = node;
  while (root.type === "binary_expression" && cx.text(childByField(root, "operator") ?? root) === ">>") {
    const right = childByField(root, "right");
    if (right) operands.unshift(right);
    root = childByField(root, "left") ?? root;
  }
  const stream = cx.expr(root);
  const parts: Expr[] = [stream];
  let manipulator: Expr | undefined;
  for (const operand of operands) {
    const target = cx.expr(operand);
    if (!isTarget(target)) {
      manipulator = target;
      parts.push(target);
      continue;
    }
    const read = ir.call(ir.member(stream, ">>", span), manipulator ? [target, manipulator] : [target], span);
    parts.push(ir.assignExpr(target, read, span));
    manipulator = undefined;
  }
  return ir.other(parts, span);
}
