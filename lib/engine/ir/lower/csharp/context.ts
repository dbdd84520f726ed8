import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr, ParamIR, Stmt } from "../../ir";
import type { LowerContext } from "../context";
import { simpleType } from "../shapes";

/** C# keeps no state of its own between nodes: the module's lists are all it builds. */
export type CSharpContext = LowerContext<undefined>;

type Keywords = Array<{ name: string; value: Expr }>;

const BLOCK_TYPES = ["block"];

const BRANCHES = new Set(["preproc_if", "preproc_elif", "preproc_else"]);

export function isBranch(node: SyntaxNode): boolean {
  return BRANCHES.has(node.type);
}

/** The code of one `#if`, `#elif` or `#else`: its children but the directive's condition and the next branch. */
export function branchCode(node: SyntaxNode): SyntaxNode[] {
  return node.children.filter((c) => c.named && c.field !== "condition" && c.field !== "alternative");
}

/**
 * The nodes with each `#if … #elif … #else … #endif` replaced by the code of all its branches, in
 * order: which symbols a build defines is unknown, so every branch's declarations are the program's.
 */
export function withBranches(nodes: readonly SyntaxNode[]): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (const n of nodes) {
    if (!isBranch(n)) {
      out.push(n);
      continue;
    }
    out.push(...withBranches(branchCode(n)));
    const next = childByField(n, "alternative");
    if (next) out.push(...withBranches([next]));
  }
  return out;
}

/**
 * A type's simple name, through a `using` alias of the file (`using Cmd = System.Data.SqlClient.SqlCommand;`
 * makes `Cmd` a `SqlCommand`; an alias of a generic type names the generic one). Other imports map
 * a name to a path ending in that name, so they change nothing.
 */
export function typeName(text: string | undefined, cx: CSharpContext): string | undefined {
  const simple = simpleType(text);
  const aliased = simple && text === simple ? cx.imports.get(simple) : undefined;
  return aliased ? simpleType(aliased) : simple;
}

export function block(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  return cx.statementsIn(node, BLOCK_TYPES);
}

export function blockOf(node: SyntaxNode | undefined, cx: CSharpContext): Stmt[] {
  return node ? block(node, cx) : [];
}

/** A block, or an expression body (`=> expr`) as its return. */
export function body(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  if (node.type === "arrow_expression_clause") {
    const e = node.children.find((c) => c.named);
    return e ? [ir.exit("return", cx.expr(e), cx.span(e))] : [];
  }
  return block(node, cx);
}

/** An expression as a statement; an assignment is the statement itself. */
export function exprStmt(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  return [ir.statementOf(cx.expr(node), cx.span(node))];
}

/** The attributes (without `Attribute`) and modifiers of a declaration. */
export function attributes(node: SyntaxNode, cx: CSharpContext): string[] {
  const out: string[] = [];
  for (const c of node.children) {
    if (c.type === "modifier") out.push(cx.text(c));
    if (c.type !== "attribute_list") continue;
    for (const a of c.children) {
      const name = a.type === "attribute" ? childByField(a, "name") : undefined;
      if (name) out.push((cx.text(name).split(".").pop() as string).replace(/Attribute$/, ""));
    }
  }
  return out;
}

export function params(list: SyntaxNode | undefined, cx: CSharpContext): ParamIR[] {
  const out: ParamIR[] = [];
  for (const p of list?.children ?? []) {
    if (p.type === "identifier") {
      out.push({ name: cx.text(p), annotations: [], span: cx.span(p) });
      continue;
    }
    if (p.type !== "parameter") continue;
    const n = childByField(p, "name");
    const t = childByField(p, "type");
    out.push({
      name: n ? cx.text(n) : "_",
      type: typeName(t ? cx.text(t) : undefined, cx),
      annotations: attributes(p, cx),
      // `string name = null`, `params string[] rest`: a call may leave it out.
      defaulted: p.children.some(
        (c) => c.type === "equals_value_clause" || cx.text(c) === "=" || cx.text(c) === "params",
      )
        ? true
        : undefined,
      span: cx.span(p),
    });
  }
  return out;
}

export function args(node: SyntaxNode | undefined, cx: CSharpContext): { args: Expr[]; keywords: Keywords } {
  const out: Expr[] = [];
  const keywords: Keywords = [];
  for (const a of node?.children ?? []) {
    if (a.type !== "argument") continue;
    const name = childByField(a, "name");
    const value = cx.expr(a);
    if (name) keywords.push({ name: cx.text(name), value });
    // Named arguments keep their place too: most calls pass them in declaration order.
    out.push(value);
  }
  return { args: out, keywords };
}

export function variableDeclaration(node: SyntaxNode, cx: CSharpContext): Stmt[] {
  const typeNode = childByField(node, "type");
  const typeText = typeNode && typeNode.type !== "implicit_type" ? cx.text(typeNode) : undefined;
  // An array keeps its brackets: `byte[]` holds text (`Encoding.UTF8.GetBytes(input)`), a `byte` does not.
  const simple = typeName(typeText, cx);
  const type = simple && typeText?.includes("[") ? `${simple}[]` : simple;
  const out: Stmt[] = [];
  for (const d of node.children) {
    const n = d.type === "variable_declarator" ? childByField(d, "name") : undefined;
    if (!n) continue;
    const v = d.children.find((c) => c.named && c.field !== "name" && c.type !== "bracketed_argument_list");
    out.push({
      kind: "assign",
      target: ir.name(cx.text(n), cx.span(n)),
      value: v ? cx.expr(v) : cx.other(d),
      declaredType: type,
      span: cx.span(d),
    });
  }
  return out;
}
