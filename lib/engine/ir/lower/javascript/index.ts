import { childByField, type SyntaxNode } from "../../../parse/syntax";
import type { FunctionIR, Stmt } from "../../ir";
import { expressionStmt, type LanguageRules, opaqueExpr } from "../context";
import type { JavaScriptContext, JavaScriptState } from "./context";
import { JAVASCRIPT_EXPRS } from "./expressions";
import { JAVASCRIPT_STMTS } from "./statements";

/** Writes to a plain name: `x = …`, `x += …` (any compound operator), `++x`, `x--`. */
const WRITE =
  /(?<![\w$.])([A-Za-z_$][\w$]*)\s*(?:(?:[-+*/%&|^]|<<|>>>?|\*\*|\?\?|&&|\|\|)?=(?![=>])|\+\+|--)|(?:\+\+|--)\s*([A-Za-z_$][\w$]*)(?![\w$])/g;

/**
 * How many times the text writes each name, in one pass: a `var` or `let` the file writes once
 * holds its first value wherever it is read.
 */
function writeCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(WRITE)) {
    const name = (m[1] ?? m[2]) as string;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/**
 * Functions a route module exports by name: SvelteKit, Astro and Next.js verbs, Remix loaders and
 * actions, Next.js's getServerSideProps.
 */
const ROUTE_MODULE_EXPORTS =
  /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|ALL|loader|action|getServerSideProps)$/;

/**
 * Such a function's destructured, `event` or `context` parameter is the framework's request event
 * (`({ url, params, request }) => …`), typed so that the models read its parts as input.
 */
function typeRouteEvent(fn: FunctionIR): void {
  for (const p of fn.params)
    if (!p.type && (p.name.startsWith("$param") || /^(event|context|ctx)$/.test(p.name)))
      p.type = "RequestEvent";
}

/** The names a top-level statement declares that keep their value: a `const`, a `var`/`let` written once. */
function moduleGlobals(
  node: SyntaxNode,
  stmts: Stmt[],
  assignedOnce: (name: string) => boolean,
  cx: JavaScriptContext,
): void {
  const decl = node.type === "export_statement" ? childByField(node, "declaration") : node;
  const constant = decl?.type === "lexical_declaration" && decl.children[0]?.type === "const";
  const declared = decl?.type === "variable_declaration" || decl?.type === "lexical_declaration";
  for (const s of stmts) {
    if (s.kind !== "assign" || s.target.kind !== "name") continue;
    if (constant || (declared && assignedOnce(s.target.name)))
      cx.globals.push({ name: s.target.name, value: s.value, constant: true, span: s.span });
  }
}

/** The module's statements; a `const`, or a `var`/`let` the file writes once, is a constant global. */
function lowerModule(root: SyntaxNode, cx: JavaScriptContext): void {
  let writes: Map<string, number> | undefined;
  const assignedOnce = (name: string) => {
    writes ??= writeCounts(cx.text(root));
    return writes.get(name) === 1;
  };
  for (const node of root.children) {
    if (!node.named) continue;
    const stmts = cx.stmt(node);
    cx.topLevel.push(...stmts);
    moduleGlobals(node, stmts, assignedOnce, cx);
  }
  for (const fn of cx.functions) if (ROUTE_MODULE_EXPORTS.test(fn.name) && !fn.className) typeRouteEvent(fn);
}

/** JavaScript and TypeScript: the module and its classes and functions, one rule per node type. */
export const JAVASCRIPT_RULES: LanguageRules<JavaScriptState> = {
  exprs: JAVASCRIPT_EXPRS,
  stmts: JAVASCRIPT_STMTS,
  otherExpr: opaqueExpr,
  otherStmt: expressionStmt,
  state: () => ({ depth: 0 }),
  module: lowerModule,
};
