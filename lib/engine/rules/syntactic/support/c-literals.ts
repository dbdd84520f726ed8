/**
 * C string literals joined with macros (`"%" PRIu64 " bytes"`; a name beside a literal can only be
 * a macro): the literal parts of the text, or undefined when it is anything else.
 */
export function literalParts(text: string): string | undefined {
  // Comments between the parts (`"%s,%d," /* who */ "%s"`) are no part of it.
  const tokens = (
    text.match(/L?"(?:[^"\\]|\\.)*"|\/\*[\s\S]*?\*\/|\/\/[^\n]*|[A-Za-z_]\w*|\S/g) ?? []
  ).filter((t) => !t.startsWith("/*") && !t.startsWith("//"));
  if (!tokens.some((t) => t.endsWith('"'))) return undefined;
  if (!tokens.every((t) => t.endsWith('"') || /^[A-Za-z_]\w*$/.test(t))) return undefined;
  return tokens
    .filter((t) => t.endsWith('"'))
    .map((t) => t.slice(t.indexOf('"') + 1, -1))
    .join("");
}
