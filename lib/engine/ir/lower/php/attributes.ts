import type { SyntaxNode } from "../../../parse/syntax";

/** Parameter types that keep a placeholder's text (an `int` is converted, an object is loaded by it). */
const SCALAR = /^\??(string|mixed)$/i;

/** `{id}`, `{id<\d+>}`, `{page?1}`: the names a path template's placeholders bind. */
function placeholders(text: string, into: Set<string>): void {
  for (const m of text.matchAll(/\{(\w+)(?:<[^>]*>)?(?:\?[^}]*)?\}/g)) into.add(m[1] as string);
}

/**
 * What a method's attributes (`#[Route('/u/{id}')]`) and docblock annotations (`@Route("/u/{id}")`)
 * say: their names, and the placeholders of the path templates written in them; `private` and
 * `protected` too.
 */
export function methodAttributes(
  node: SyntaxNode,
  docblock: string | undefined,
  text: (n: SyntaxNode) => string,
): { names: string[]; placeholders: Set<string> } {
  const names: string[] = [];
  const bound = new Set<string>();
  for (const list of node.children) {
    // A method's visibility: frameworks route to public methods only.
    if (list.type === "visibility_modifier" && text(list) !== "public") names.push(text(list));
    if (list.type === "attribute_list") listAttributes(list, text, names, bound);
  }
  docblockAnnotations(docblock ?? "", names, bound);
  return { names, placeholders: bound };
}

/** The attributes of one `#[…]` list: their names into `names`, their paths' placeholders into `bound`. */
function listAttributes(
  list: SyntaxNode,
  text: (n: SyntaxNode) => string,
  names: string[],
  bound: Set<string>,
): void {
  for (const attribute of attributesIn(list)) {
    const name = attributeName(attribute, text);
    if (name !== undefined) names.push(name);
    const args = attribute.children.find((c) => c.type === "arguments");
    if (args) placeholders(text(args), bound);
  }
}

/** A docblock's annotations (`@Route("/u/{id}")`): their names, and the placeholders of their strings. */
function docblockAnnotations(docblock: string, names: string[], bound: Set<string>): void {
  for (const m of docblock.matchAll(/@([\w\\]+)\s*\(([^)]*)\)/g)) {
    names.push((m[1] as string).split("\\").pop() as string);
    for (const s of (m[2] as string).matchAll(/"([^"]*)"|'([^']*)'/g))
      placeholders(s[1] ?? s[2] ?? "", bound);
  }
}

/** An attribute's name without its namespace. */
function attributeName(attribute: SyntaxNode, text: (n: SyntaxNode) => string): string | undefined {
  const name = attribute.children.find((c) => c.type === "name" || c.type === "qualified_name");
  return name ? (text(name).split("\\").pop() as string) : undefined;
}

function attributesIn(list: SyntaxNode): SyntaxNode[] {
  return list.children
    .flatMap((g) => (g.type === "attribute_group" ? g.children : [g]))
    .filter((a) => a.type === "attribute");
}

/**
 * A parameter's own attributes (`#[MapQueryParameter]`), and `Route` when a placeholder of its
 * method's route names it and its type keeps the text.
 */
export function paramAttributes(
  param: SyntaxNode,
  name: string,
  type: string | undefined,
  bound: Set<string>,
  text: (n: SyntaxNode) => string,
): string[] {
  const out: string[] = [];
  for (const list of param.children) {
    if (list.type !== "attribute_list") continue;
    for (const attribute of attributesIn(list)) {
      const n = attributeName(attribute, text);
      if (n !== undefined) out.push(n);
    }
  }
  if (bound.has(name) && (!type || SCALAR.test(type))) out.push("Route");
  return out;
}
