import { childByField, type SyntaxNode } from "../../../parse/syntax";
import type { ModuleIR } from "../../ir";
import { simpleType } from "../shapes";
import { type PhpContext, varName } from "./context";

// The declared types of a class's properties, so a call on `$this->request` runs that class's
// method: a typed property (`private Request $request;`), a `@var` docblock above an untyped one,
// a promoted constructor parameter (`private Bar $bar`), and the class docblock's `@property`
// lines, the usual way to type the services a container hands out through `__get`.

export type Field = NonNullable<ModuleIR["classes"][number]["properties"]>[number];

const VAR_TAG = /@var\s+\\?([\w\\]+)/;
const PROPERTY_TAGS = /@property(?:-read|-write)?\s+\\?([\w\\]+)(?:\|[\w\\]+)*\s+\$(\w+)/g;

/** The `/** … *\/` comment right before the node, if any. */
export function docblockBefore(source: string, start: number): string | undefined {
  const before = source.slice(Math.max(0, start - 20_000), start).trimEnd();
  if (!before.endsWith("*/")) return undefined;
  const open = before.lastIndexOf("/**");
  return open < 0 ? undefined : before.slice(open);
}

/** `@property Type $name` lines of a class docblock. */
export function docblockProperties(docblock: string | undefined): Field[] {
  if (!docblock) return [];
  return [...docblock.matchAll(PROPERTY_TAGS)].flatMap(([, type, name]) => {
    const simple = simpleType(type);
    return simple && name ? [{ name, type: simple }] : [];
  });
}

/** The properties one `property_declaration` declares, typed by its type or its `@var` docblock. */
export function declaredProperties(node: SyntaxNode, docblock: string | undefined, cx: PhpContext): Field[] {
  const typeNode = childByField(node, "type");
  const type = typeNode ? simpleType(cx.text(typeNode)) : simpleType(docblock?.match(VAR_TAG)?.[1]);
  if (!type) return [];
  return node.children.flatMap((el) => {
    const name = el.type === "property_element" ? childByField(el, "name") : undefined;
    return name ? [{ name: varName(name, cx), type }] : [];
  });
}

/** Constructor parameters that declare a property (`public function __construct(private Bar $bar)`). */
export function promotedProperties(method: SyntaxNode, cx: PhpContext): Field[] {
  const params = childByField(method, "parameters")?.children ?? [];
  return params.flatMap((p) => {
    const typeNode = childByField(p, "type");
    const name = childByField(p, "name");
    const type = typeNode && simpleType(cx.text(typeNode));
    return p.type === "property_promotion_parameter" && name && type
      ? [{ name: varName(name, cx), type }]
      : [];
  });
}
