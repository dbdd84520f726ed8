import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { FunctionIR } from "../../ir";
import { simpleType } from "../shapes";
import { decoratorNames, type JavaScriptContext } from "./context";
import { functionIR } from "./functions";

/** TypeScript's `constructor(private route: ActivatedRoute)` declares a typed field. */
function parameterProperties(ctor: SyntaxNode, fn: FunctionIR, cx: JavaScriptContext): void {
  for (const p of childByField(ctor, "parameters")?.children ?? []) {
    const modified = p.children.some((c) => c.type === "accessibility_modifier" || c.type === "readonly");
    const pattern = childByField(p, "pattern");
    const param = fn.params.find((x) => pattern && x.name === cx.text(pattern));
    if (!modified || !param?.type) continue;
    const span = cx.span(p);
    cx.globals.push({
      name: `this.${param.name}`,
      value: ir.other([], span),
      type: param.type,
      constant: false,
      span,
    });
  }
}

/** A field with a value: a function is a method of the class, anything else a field of `this`. */
function initializedField(
  m: SyntaxNode,
  prop: SyntaxNode,
  value: SyntaxNode,
  typed: SyntaxNode | undefined,
  className: string,
  methods: FunctionIR[],
  cx: JavaScriptContext,
): void {
  const lowered = cx.expr(value);
  if (lowered.kind === "func") {
    lowered.fn.name = cx.text(prop);
    lowered.fn.className = className;
    methods.push(lowered.fn);
    cx.functions.push(lowered.fn);
    return;
  }
  const constant = m.children.some((c) => cx.text(c) === "readonly");
  // A field that may be reassigned keeps its type (`title = new FormControl("")`).
  const made = value.type === "new_expression" ? childByField(value, "constructor") : undefined;
  const type = typed ? cx.text(typed).replace(/^:\s*/, "") : made && cx.text(made);
  cx.globals.push({
    name: `this.${cx.text(prop)}`,
    value: lowered,
    type: type ? simpleType(type) : undefined,
    constant,
    span: cx.span(m),
  });
}

function field(m: SyntaxNode, className: string, methods: FunctionIR[], cx: JavaScriptContext): void {
  const prop = childByField(m, "property") ?? childByField(m, "name");
  const value = childByField(m, "value");
  const typed = childByField(m, "type");
  if (prop && !value && typed) {
    // `private route: ActivatedRoute;`: the field's type lets later calls on it resolve.
    const type = simpleType(cx.text(typed).replace(/^:\s*/, ""));
    const span = cx.span(m);
    cx.globals.push({
      name: `this.${cx.text(prop)}`,
      value: ir.other([], span),
      type,
      constant: false,
      span,
    });
  }
  if (prop && value) initializedField(m, prop, value, typed, className, methods, cx);
}

function method(
  m: SyntaxNode,
  decorators: string[],
  className: string,
  methods: FunctionIR[],
  cx: JavaScriptContext,
): void {
  const fn = functionIR(m, cx, className);
  fn.annotations.push(...decorators);
  methods.push(fn);
  cx.functions.push(fn);
  if (cx.text(childByField(m, "name") ?? m) === "constructor") parameterProperties(m, fn, cx);
}

function superTypes(node: SyntaxNode, cx: JavaScriptContext): string[] {
  const supers: string[] = [];
  const heritage = node.children.find((c) => c.type === "class_heritage");
  for (const c of heritage?.children ?? []) {
    for (const t of c.children) if (t.named) supers.push(simpleType(cx.text(t)) ?? "");
    if (c.type === "identifier" || c.type === "member_expression") supers.push(simpleType(cx.text(c)) ?? "");
  }
  return supers;
}

/** A class; `outer`: the export statement around it, whose decorators are the class's too. */
export function classDecl(node: SyntaxNode, cx: JavaScriptContext, outer: SyntaxNode[] = []): void {
  const nameNode = childByField(node, "name");
  const name = nameNode ? cx.text(nameNode) : `<class@${node.start}>`;
  const supers = superTypes(node, cx);
  const methods: FunctionIR[] = [];
  // A member's decorators come before it in the class body (`@Get() find() {}`).
  let decorators: string[] = [];
  for (const m of childByField(node, "body")?.children ?? []) {
    if (m.type === "decorator" || m.type === "comment") {
      decorators.push(...decoratorNames([m], cx));
      continue;
    }
    if (m.type === "method_definition") method(m, decorators, name, methods, cx);
    else if (m.type === "field_definition" || m.type === "public_field_definition")
      field(m, name, methods, cx);
    decorators = [];
  }
  // Class decorators sit on the class or, for `@Controller() export class`, on the export.
  const annotations = decoratorNames([...node.children, ...outer], cx);
  cx.classes.push({ name, supers, annotations, span: cx.span(node), methods });
}
