import { childByField, namedChildren, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, FunctionIR, ParamIR } from "../../ir";
import { type ExprShape, Lowering } from "../base";

const EXPR_SHAPES = new Map<string, ExprShape>([
  ["identifier", "name"],
  ["integer", "number"],
  ["float", "number"],
  ["true", "true"],
  ["false", "false"],
  ["none", "null"],
]);

/** Python expressions → IR; statement lowering and module structure are in the subclasses. */
export abstract class PythonExpressions extends Lowering {
  protected readonly exprShapes = EXPR_SHAPES;

  protected readonly assignedAtTop = new Map<string, number>();

  protected depth = 0;

  protected lowerExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    switch (node.type) {
      case "attribute": {
        const object = childByField(node, "object");
        const attribute = childByField(node, "attribute");
        if (!object || !attribute) return this.opaque(node);
        // PyCryptodome's modes (`AES.MODE_ECB`) are constants: literals, so rules see them through variables.
        const setting =
          object.type === "identifier"
            ? this.constantMember(this.text(object), this.text(attribute), span)
            : undefined;
        if (setting) return setting;
        return ir.member(this.expr(object), this.text(attribute), span);
      }
      case "subscript":
        return this.indexAccess(node, "value", "subscript");
      case "call": {
        const fn = childByField(node, "function");
        const argsNode = childByField(node, "arguments");
        const args: Expr[] = [];
        const keywords: Array<{ name: string; value: Expr }> = [];
        // `f(x for x in xs)`: the generator is the only argument, its parts are not arguments.
        const listed = argsNode?.type === "generator_expression" ? [] : (argsNode?.children ?? []);
        for (const a of listed) {
          if (!a.named || a.type === "comment") continue;
          if (a.type === "keyword_argument") {
            const n = childByField(a, "name");
            const v = childByField(a, "value");
            if (n && v) keywords.push({ name: this.text(n), value: this.expr(v) });
          } else if (a.type === "dictionary_splat") {
            const inner = a.children.find((c) => c.named);
            keywords.push({ name: "**", value: inner ? this.expr(inner) : this.opaque(a) });
          } else if (a.type === "list_splat") {
            args.push(this.opaque(a));
          } else args.push(this.expr(a));
        }
        if (argsNode?.type === "generator_expression") args.push(this.expr(argsNode));
        const [owner, attribute, fallback] = args;
        if (fn?.type === "identifier" && this.text(fn) === "getattr" && owner && attribute) {
          // `getattr(os, "system")` names the attribute as `os.system` does; an attribute picked by
          // a computed name is the object's, as an element picked by a key is the collection's.
          const named =
            attribute.kind === "lit" &&
            typeof attribute.value === "string" &&
            /^[A-Za-z_]\w*$/.test(attribute.value);
          const picked: Expr = named
            ? ir.member(owner, String(attribute.value), span)
            : { kind: "index", object: owner, index: attribute, span };
          if (!fallback) return picked;
          const has = ir.call(ir.name("hasattr", span), [owner, attribute], span);
          return { kind: "cond", test: has, whenTrue: picked, whenFalse: fallback, span };
        }
        const imported = importedModule(fn && this.text(fn), owner);
        if (imported) return imported;
        return ir.call(fn ? this.expr(fn) : this.other(node), args, span, { keywords });
      }
      case "assignment":
      case "augmented_assignment": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        if (!left) return this.opaque(node);
        const opNode = childByField(node, "operator");
        const op =
          node.type === "augmented_assignment" && opNode ? this.text(opNode).slice(0, -1) : undefined;
        return {
          kind: "assign",
          target: this.expr(left),
          value: right ? this.expr(right) : this.other(node),
          op,
          span,
        };
      }
      // `if (m := pattern.match(text)):` assigns as it tests.
      case "named_expression": {
        const name = childByField(node, "name");
        const value = childByField(node, "value");
        if (!name || !value) return this.opaque(node);
        return { kind: "assign", target: this.expr(name), value: this.expr(value), span };
      }
      case "binary_operator":
      case "boolean_operator": {
        const left = childByField(node, "left");
        const right = childByField(node, "right");
        const op = childByField(node, "operator");
        if (!left || !right || !op) return this.opaque(node);
        const opText = this.text(op);
        return {
          kind: "binary",
          op: opText === "and" ? "&&" : opText === "or" ? "||" : opText,
          left: this.expr(left),
          right: this.expr(right),
          span,
        };
      }
      case "comparison_operator": {
        const operands = namedChildren(node);
        const ops = node.children.filter((c) => !c.named).map((c) => this.text(c));
        if (operands.length === 2 && ops.length >= 1) {
          const op = ops.join(" ");
          return {
            kind: "binary",
            op: op === "not in" ? "not in" : op === "is not" ? "!=" : op === "is" ? "==" : op,
            left: this.expr(operands[0] as SyntaxNode),
            right: this.expr(operands[1] as SyntaxNode),
            span,
          };
        }
        return this.opaque(node);
      }
      case "not_operator": {
        const arg = childByField(node, "argument");
        return arg ? { kind: "unary", op: "!", operand: this.expr(arg), span } : this.opaque(node);
      }
      case "unary_operator": {
        const arg = childByField(node, "argument");
        const op = childByField(node, "operator");
        return arg && op
          ? { kind: "unary", op: this.text(op), operand: this.expr(arg), span }
          : this.opaque(node);
      }
      case "conditional_expression": {
        const parts = namedChildren(node);
        if (parts.length !== 3) return this.opaque(node);
        return {
          kind: "cond",
          test: this.expr(parts[1] as SyntaxNode),
          whenTrue: this.expr(parts[0] as SyntaxNode),
          whenFalse: this.expr(parts[2] as SyntaxNode),
          span,
        };
      }
      case "string":
        return this.stringExpr(node);
      case "concatenated_string": {
        const parts = namedChildren(node).map((c) => this.expr(c));
        return { kind: "template", parts, span };
      }
      case "list":
      case "tuple":
      case "set":
      case "expression_list":
      case "pattern_list":
      case "tuple_pattern":
      case "list_pattern":
        return { kind: "array", items: namedChildren(node).map((c) => this.expr(c)), span };
      case "dictionary": {
        const props: Array<{ key?: string; value: Expr }> = [];
        for (const p of node.children) {
          if (p.type === "pair") {
            const k = childByField(p, "key");
            const v = childByField(p, "value");
            const key = k ? this.expr(k) : undefined;
            if (v)
              props.push({ key: key?.kind === "lit" ? String(key.value) : undefined, value: this.expr(v) });
          } else if (p.named && p.type !== "comment") props.push({ value: this.expr(p) });
        }
        return { kind: "object", props, span };
      }
      case "parenthesized_expression":
      case "await":
      case "as_pattern_target": {
        const inner = node.children.find((c) => c.named);
        return inner ? this.expr(inner) : this.other(node);
      }
      case "list_comprehension":
      case "set_comprehension":
      case "generator_expression":
      case "dictionary_comprehension": {
        const clauses: Array<{ target: Expr; iterable: Expr } | { test: Expr }> = [];
        for (const c of node.children) {
          if (c.type === "for_in_clause") {
            const left = childByField(c, "left");
            const right = childByField(c, "right");
            if (left && right) clauses.push({ target: this.expr(left), iterable: this.expr(right) });
          } else if (c.type === "if_clause") {
            const test = c.children.find((x) => x.named);
            if (test) clauses.push({ test: this.expr(test) });
          }
        }
        const body = childByField(node, "body");
        if (!body) return this.opaque(node);
        return { kind: "comprehension", clauses, value: this.expr(body), span };
      }
      case "lambda": {
        const params: ParamIR[] = [];
        for (const p of childByField(node, "parameters")?.children ?? []) {
          if (p.type === "identifier")
            params.push({ name: this.text(p), annotations: [], span: this.span(p) });
        }
        const body = childByField(node, "body");
        const fn: FunctionIR = {
          name: "<lambda>",
          params,
          body: body ? [ir.exit("return", this.expr(body), this.span(body))] : [],
          annotations: [],
          span,
        };
        return ir.funcExpr(fn, span);
      }
      default:
        return this.opaque(node);
    }
  }

  private stringExpr(node: SyntaxNode): Expr {
    const span = this.span(node);
    const start = node.children.find((c) => c.type === "string_start");
    const prefix = start
      ? this.text(start)
          .replace(/['"]+$/, "")
          .toLowerCase()
      : "";
    const raw = prefix.includes("r");
    const parts: Expr[] = [];
    let literal = "";
    let hasInterpolation = false;
    for (const c of node.children) {
      if (c.type === "string_content" || c.type === "escape_sequence") {
        const t = this.text(c);
        literal += raw ? t : this.unescape(t);
      } else if (c.type === "interpolation") {
        hasInterpolation = true;
        if (literal) parts.push(ir.lit(literal, span));
        literal = "";
        const inner = childByField(c, "expression") ?? c.children.find((x) => x.named);
        if (inner) parts.push(this.expr(inner));
      }
    }
    if (!hasInterpolation) return ir.lit(literal, span);
    if (literal) parts.push(ir.lit(literal, span));
    return { kind: "template", parts, span };
  }
}

/**
 * `__import__("os")` is the module `os` (its top package for a dotted name), and
 * `importlib.import_module("os.path")` the module named: read as the name or path written out.
 */
function importedModule(callee: string | undefined, arg: Expr | undefined): Expr | undefined {
  if (arg?.kind !== "lit" || typeof arg.value !== "string" || !/^\w+(\.\w+)*$/.test(arg.value))
    return undefined;
  const parts = arg.value.split(".");
  if (callee === "__import__") return ir.name(parts[0] as string, arg.span);
  if (callee !== "importlib.import_module") return undefined;
  let e: Expr = ir.name(parts[0] as string, arg.span);
  for (const part of parts.slice(1)) e = ir.member(e, part, arg.span);
  return e;
}
