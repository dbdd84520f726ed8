import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, Span } from "../../ir";
import { type ExprShape, simpleType } from "../shapes";
import { PhpLiterals } from "./literals";

/** `filter_input(INPUT_GET, 'k', ...)` reads the same value as `filter_var($_GET['k'], ...)`. */
const INPUT_ARRAYS: Record<string, string> = {
  INPUT_GET: "_GET",
  INPUT_POST: "_POST",
  INPUT_COOKIE: "_COOKIE",
  INPUT_SERVER: "_SERVER",
  INPUT_ENV: "_ENV",
  INPUT_REQUEST: "_REQUEST",
};

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

/** PHP expressions → IR (calls, closures, operators, `match`); statements and module structure are in the subclasses. */
export abstract class PhpExpressions extends PhpLiterals {
  protected abstract functionDef(
    node: SyntaxNode,
    nameNode: SyntaxNode | undefined,
    docblock?: string,
  ): FunctionIR;
  protected abstract classDecl(node: SyntaxNode): void;
  protected readonly exprShapes = EXPR_SHAPES;

  protected className: string | undefined;

  protected exprList(node: SyntaxNode): Expr[] {
    if (node.type === "sequence_expression") return namedChildren(node).flatMap((c) => this.exprList(c));
    return [this.expr(node)];
  }

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "variable_name":
        return ir.name(this.varName(node), span);
      case "name":
      case "qualified_name": {
        const text = this.text(node).replace(/^\\/, "");
        const lower = text.toLowerCase();
        if (lower === "true" || lower === "false") return ir.lit(lower === "true", span);
        if (lower === "null") return ir.lit(null, span);
        return ir.name(text.split("\\").pop() as string, span);
      }
      case "boolean":
        return ir.lit(this.text(node).toLowerCase() === "true", span);
      case "string":
        return ir.lit(this.singleQuoted(node), span);
      case "encapsed_string":
      case "heredoc":
        return this.interpolated(node);
      case "nowdoc": {
        const body = childByField(node, "value");
        return ir.lit(body ? this.text(body).replace(/^\n/, "") : "", span);
      }
      case "shell_command_expression":
        return this.callNamed("shell_exec", [this.interpolated(node)], span);
      case "member_access_expression":
      case "nullsafe_member_access_expression": {
        const object = childByField(node, "object");
        const name = childByField(node, "name");
        if (!object || !name) return this.opaque(node);
        if (name.type !== "name") return this.other(node, [this.expr(object), this.expr(name)]);
        return ir.member(this.expr(object), this.text(name), span);
      }
      case "scoped_property_access_expression": {
        const scope = childByField(node, "scope");
        const name = childByField(node, "name");
        if (!scope || !name) return this.opaque(node);
        return ir.member(this.scope(scope), this.varName(name), span);
      }
      case "class_constant_access_expression": {
        const [scope, name] = namedChildren(node);
        if (!scope || !name) return this.opaque(node);
        const constName = this.text(name);
        if (constName === "class") return ir.lit(this.text(scope), span);
        const scopeText = this.text(scope);
        const cls = /^(self|static)$/i.test(scopeText) ? (this.className ?? scopeText) : scopeText;
        return ir.name(`${cls.split("\\").pop()}::${constName}`, span);
      }
      case "subscript_expression":
        return this.subscript(node);
      case "function_call_expression":
        return this.functionCall(node);
      case "member_call_expression":
      case "nullsafe_member_call_expression": {
        const object = childByField(node, "object");
        const name = childByField(node, "name");
        if (!object || !name) return this.opaque(node);
        const callee: Expr =
          name.type === "name"
            ? ir.member(this.expr(object), this.text(name), this.span(name))
            : this.other(name, [this.expr(object), this.expr(name)]);
        return this.call(callee, childByField(node, "arguments"), span);
      }
      case "scoped_call_expression": {
        const scope = childByField(node, "scope");
        const name = childByField(node, "name");
        if (!scope || !name) return this.opaque(node);
        const callee: Expr = ir.member(this.scope(scope), this.text(name), span);
        return this.call(callee, childByField(node, "arguments"), span);
      }
      case "object_creation_expression": {
        const cls = node.children.find((c) => c.named && c.type !== "arguments");
        if (cls?.type === "anonymous_class") {
          this.classDecl(cls);
          return this.call(
            ir.name(`class@${cls.start}`, span),
            cls.children.find((c) => c.type === "arguments"),
            span,
            true,
          );
        }
        const typeName = cls ? (simpleType(this.text(cls)) ?? "object") : "object";
        return this.call(
          ir.name(typeName, cls ? this.span(cls) : span),
          node.children.find((c) => c.type === "arguments"),
          span,
          true,
        );
      }
      case "assignment_expression":
      case "reference_assignment_expression": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        if (!left || !right) return this.opaque(node);
        const value = this.expr(right);
        // `$a[] = $x` appends.
        if (left.type === "subscript_expression" && this.subscriptIndex(left) === undefined) {
          const array = left.children.find((c) => c.named);
          if (array) return this.callMember(this.expr(array), "push", [value], span);
        }
        if (left.type === "list_literal") return this.other(node, [value]);
        return ir.assignExpr(this.expr(left), value, span);
      }
      case "update_expression": {
        // `$i++` changes the variable to an unknown number.
        const arg = childByField(node, "argument") ?? node.children.find((c) => c.named);
        if (!arg) return this.opaque(node);
        const target = this.expr(arg);
        return ir.assignExpr(target, ir.other([], span), span);
      }
      case "binary_expression": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const op = childByField(node, "operator");
        if (!left || !right || !op) return this.opaque(node);
        const opText = this.text(op).toLowerCase();
        if (opText === ".") return { kind: "template", parts: this.concatParts(node), span };
        // A type test is a boolean, whatever the object holds.
        if (opText === "instanceof")
          return { kind: "binary", op: opText, left: this.expr(left), right: ir.other([], span), span };
        const mapped = opText === "and" ? "&&" : opText === "or" ? "||" : opText;
        return { kind: "binary", op: mapped, left: this.expr(left), right: this.expr(right), span };
      }
      case "unary_op_expression": {
        const arg = childByField(node, "argument") ?? node.children.find((c) => c.named);
        const op = childByField(node, "operator") ?? node.children.find((c) => !c.named);
        if (!arg || !op) return this.opaque(node);
        return { kind: "unary", op: this.text(op), operand: this.expr(arg), span };
      }
      case "conditional_expression": {
        const test = childByField(node, "condition");
        const body = childByField(node, "body");
        const alt = childByField(node, "alternative");
        if (!test || !alt) return this.opaque(node);
        if (!body) return { kind: "binary", op: "?:", left: this.expr(test), right: this.expr(alt), span };
        return {
          kind: "cond",
          test: this.expr(test),
          whenTrue: this.expr(body),
          whenFalse: this.expr(alt),
          span,
        };
      }
      case "match_expression":
        return this.match(node);
      case "cast_expression": {
        const type = childByField(node, "type");
        const value = childByField(node, "value");
        if (!value) return this.opaque(node);
        const fn = type ? CASTS[this.text(type).toLowerCase()] : undefined;
        return fn ? this.callNamed(fn, [this.expr(value)], span) : this.expr(value);
      }
      case "array_creation_expression":
        return this.arrayLiteral(node);
      case "anonymous_function":
      case "anonymous_function_creation_expression":
      case "arrow_function":
        return ir.funcExpr(this.functionDef(node, undefined), span);
      case "include_expression":
      case "include_once_expression":
      case "require_expression":
      case "require_once_expression": {
        const arg = node.children.find((c) => c.named);
        return this.callNamed(node.type.replace(/_expression$/, ""), arg ? [this.expr(arg)] : [], span);
      }
      case "print_intrinsic": {
        const arg = node.children.find((c) => c.named);
        return this.callNamed("print", arg ? [this.expr(arg)] : [], span);
      }
      case "sequence_expression":
        return this.other(node, this.exprList(node));
      default:
        return this.opaque(node);
    }
  }

  /** `match ($x) { a, b => r1, default => r2 }` as nested conditionals. */
  private match(node: SyntaxNode): Expr {
    const span = this.span(node);
    const subject = this.expr(childByField(node, "condition") ?? node);
    const arms = (childByField(node, "body")?.children ?? []).filter(
      (c) => c.type === "match_conditional_expression" || c.type === "match_default_expression",
    );
    let result: Expr = ir.other([], span);
    for (let i = arms.length - 1; i >= 0; i--) {
      const arm = arms[i] as SyntaxNode;
      const value = childByField(arm, "return_expression");
      const v = value ? this.expr(value) : this.other(arm);
      if (arm.type === "match_default_expression") {
        result = v;
        continue;
      }
      const conditions = namedChildren(childByField(arm, "conditional_expressions") ?? arm).map((c) =>
        this.expr(c),
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

  private functionCall(node: SyntaxNode): Expr {
    const span = this.span(node);
    const fn = childByField(node, "function");
    const argsNode = childByField(node, "arguments");
    if (!fn) return this.opaque(node);
    const name =
      fn.type === "name" || fn.type === "qualified_name"
        ? (this.text(fn).split("\\").pop() as string)
        : undefined;
    const call = this.call(name !== undefined ? ir.name(name, this.span(fn)) : this.expr(fn), argsNode, span);
    if (call.kind !== "call" || name === undefined) return call;
    const lower = name.toLowerCase();
    if (lower === "array_push" && call.args.length === 2) {
      const [array, value] = call.args as [Expr, Expr];
      return this.callMember(array, "push", [value], span);
    }
    if ((lower === "filter_input" || lower === "filter_input_array") && call.args[0]?.kind === "name") {
      const array = INPUT_ARRAYS[call.args[0].name];
      if (array) {
        const base: Expr = ir.name(array, call.args[0].span);
        const value: Expr =
          lower === "filter_input" && call.args[1]
            ? { kind: "index", object: base, index: call.args[1], span: call.args[1].span }
            : base;
        const rest = call.args.slice(lower === "filter_input" ? 2 : 1);
        return {
          ...call,
          callee: ir.name("filter_var", call.callee.span),
          args: [value, ...rest],
        };
      }
    }
    // `parse_str($query, $out)` fills its second argument with the parsed values.
    if ((lower === "parse_str" || lower === "mb_parse_str") && call.args.length === 2) {
      const [text, out] = call.args as [Expr, Expr];
      return { kind: "assign", target: out, value: { ...call, args: [text] }, span };
    }
    if (lower === "call_user_func" || lower === "call_user_func_array") {
      const [target, ...rest] = call.args;
      const list = lower === "call_user_func" ? rest : rest[0]?.kind === "array" ? rest[0].items : undefined;
      const direct = target && list && this.callableCall(target, list, span);
      if (direct) return direct;
    }
    if (lower === "define" && call.args[0]?.kind === "lit" && call.args[1]) {
      this.globals.push({ name: String(call.args[0].value), value: call.args[1], constant: true, span });
    }
    return call;
  }

  private call(callee: Expr, argsNode: SyntaxNode | undefined, span: Span, isNew = false): Expr {
    const args: Expr[] = [];
    const keywords: Array<{ name: string; value: Expr }> = [];
    for (const a of argsNode?.children ?? []) {
      if (!a.named || a.type === "comment") continue;
      if (a.type === "argument") {
        const n = childByField(a, "name");
        const v = a.children.filter((c) => c.named && c.field !== "name").pop();
        if (!v) continue;
        if (n) keywords.push({ name: this.text(n), value: this.expr(v) });
        else args.push(this.expr(v));
      } else if (a.type === "variadic_placeholder") {
        args.push(this.other(a));
      } else args.push(this.expr(a));
    }
    return ir.call(callee, args, span, { keywords, isNew });
  }

  /**
   * A callable written out (`'system'`, `'Foo::bar'`, `[$this, 'run']`) called through
   * call_user_func: the same call as written directly.
   */
  private callableCall(target: Expr, args: Expr[], span: Span): Expr | undefined {
    if (target.kind === "lit" && typeof target.value === "string" && /^[\w\\:]+$/.test(target.value)) {
      const [cls, method] = target.value.split("::");
      const name = (cls as string).split("\\").pop() as string;
      return method
        ? this.callMember(ir.name(name, target.span), method, args, span)
        : this.callNamed(name, args, span);
    }
    const [object, method] = target.kind === "array" ? target.items : [];
    if (target.kind !== "array" || target.items.length !== 2 || !object || method?.kind !== "lit")
      return undefined;
    return typeof method.value === "string" ? this.callMember(object, method.value, args, span) : undefined;
  }

  private callNamed(name: string, args: Expr[], span: Span): Expr {
    return ir.call(ir.name(name, span), args, span);
  }

  private callMember(object: Expr, property: string, args: Expr[], span: Span): Expr {
    return ir.call(ir.member(object, property, span), args, span);
  }
}
