import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { FunctionIR, Span } from "../../ir";
import type { RubyContext } from "./context";

// A Ruby object keeps its state in instance variables (`@name`), which every method of its class
// reads and writes: they are the class's fields. `Foo.new(a)` runs `initialize(a)` on a new object
// and gives the object, so `initialize` is the class's constructor, and `attr_reader :name`,
// `attr_writer :name` and `attr_accessor :name` define the methods that read and write `@name`.

const READERS: ReadonlySet<string> = new Set(["attr_reader", "attr_accessor", "attr"]);
const WRITERS: ReadonlySet<string> = new Set(["attr_writer", "attr_accessor"]);

/** The methods an attribute declaration (`attr_accessor :name`) defines: `name`, `name=`, each with its attribute. */
export function attributeNames(node: SyntaxNode, cx: RubyContext): Array<{ name: string; method: string }> {
  if (node.type !== "call" || childByField(node, "receiver")) return [];
  const method = childByField(node, "method");
  const kind = method ? cx.text(method) : "";
  if (!READERS.has(kind) && !WRITERS.has(kind)) return [];
  const out: Array<{ name: string; method: string }> = [];
  for (const a of childByField(node, "arguments")?.children ?? []) {
    if (a.type !== "simple_symbol") continue;
    const name = cx.text(a).slice(1);
    if (READERS.has(kind)) out.push({ name, method: name });
    if (WRITERS.has(kind)) out.push({ name, method: `${name}=` });
  }
  return out;
}

/** The method an attribute declaration defines: a reader returns `@name`, a writer sets it. */
function attributeMethod(name: string, method: string, className: string, span: Span): FunctionIR {
  const field = ir.name(`@${name}`, span);
  const body = method.endsWith("=")
    ? [
        ir.statementOf(ir.assignExpr(field, ir.name("value", span), span), span),
        ir.exit("return", field, span),
      ]
    : [ir.exit("return", field, span)];
  const params = method.endsWith("=") ? [{ name: "value", annotations: [], span }] : [];
  return { name: method, className, params, body, annotations: [], span };
}

/**
 * The class's methods with its attributes' readers and writers, and `initialize` as the
 * constructor (named as the class, giving an object of it); the instance variables its methods
 * assign are its fields.
 */
export function classObject(
  body: SyntaxNode | undefined,
  cx: RubyContext,
  simpleName: string,
  qualified: string,
  methods: FunctionIR[],
): FunctionIR[] {
  const attributes: FunctionIR[] = [];
  for (const node of body?.children ?? [])
    for (const { name, method } of attributeNames(node, cx)) {
      if (methods.some((m) => m.name === method)) continue;
      const fn = attributeMethod(name, method, qualified, cx.span(node));
      attributes.push(fn);
      cx.functions.push(fn);
      cx.state.fields.add(`@${name}`);
    }
  for (const m of methods)
    if (m.name === "initialize") {
      m.name = simpleName;
      m.returnType = qualified;
    }
  return [...methods, ...attributes];
}
