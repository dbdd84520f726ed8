import type { ConstantMemberModel } from "../../models/types";
import { childByField, type SyntaxNode } from "../../parse/syntax";
import { exprStmt, ifStmt } from "../build";
import type { Expr, Stmt } from "../ir";
import { FileLowering, type Lowering } from "./base";
import { type ExprShape, type StmtShape, shapeExprRules, shapeStmtRules } from "./shapes";

/** Lowers one node type to an expression. */
export type ExprRule<S> = (node: SyntaxNode, cx: LowerContext<S>) => Expr;

/** Lowers one node type to statements; `className`: the class whose body holds it, where statements define methods (Python, Ruby). */
export type StmtRule<S> = (node: SyntaxNode, cx: LowerContext<S>, className?: string) => Stmt[];

/** A language's lowering as data: the function that lowers each node type, and the module around them. */
export interface LanguageRules<S> {
  exprs: ReadonlyMap<string, ExprRule<S>>;
  stmts: ReadonlyMap<string, StmtRule<S>>;
  /** Node types in neither table. */
  otherExpr: ExprRule<S>;
  otherStmt: StmtRule<S>;
  /** The language's own per-file state, made fresh for each file. */
  state(): S;
  /** Lowers the root: its statements into `cx.topLevel`, its declarations into the module's lists. */
  module(root: SyntaxNode, cx: LowerContext<S>): void;
}

/**
 * A table of expression rules: node types that need no code of their own as shapes (see
 * `shapes.ts`), the others by their own functions.
 */
export function exprTable<S>(
  shapes: ReadonlyMap<string, ExprShape>,
  rules: Record<string, ExprRule<S>>,
): ReadonlyMap<string, ExprRule<S>> {
  return new Map([...Object.entries(rules), ...shapeExprRules(shapes)]);
}

export function stmtTable<S>(
  shapes: ReadonlyMap<string, StmtShape>,
  rules: Record<string, StmtRule<S>>,
): ReadonlyMap<string, StmtRule<S>> {
  return new Map([...Object.entries(rules), ...shapeStmtRules(shapes)]);
}

/** The lowering of one file by a language's rules: the language's own state (`state`) and the dispatch of a node to the rule for its type. */
export class LowerContext<S> extends FileLowering {
  readonly state: S;

  constructor(
    private readonly rules: LanguageRules<S>,
    source: string,
    constantMembers: readonly ConstantMemberModel[],
  ) {
    super(source, constantMembers);
    this.state = rules.state();
  }

  expr(node: SyntaxNode): Expr {
    this.budget?.tick();
    return (this.rules.exprs.get(node.type) ?? this.rules.otherExpr)(node, this);
  }

  stmt(node: SyntaxNode, className?: string): Stmt[] {
    this.budget?.tick();
    return (this.rules.stmts.get(node.type) ?? this.rules.otherStmt)(node, this, className);
  }

  lowerModule(root: SyntaxNode): void {
    this.rules.module(root, this);
  }
}

/** A node type in neither table, as an expression: an unknown value whose parts are still lowered. */
export function opaqueExpr(node: SyntaxNode, cx: FileLowering): Expr {
  return cx.opaque(node);
}

/** A node type in neither table, as a statement: its value, evaluated for what it does. */
export function expressionStmt(node: SyntaxNode, cx: FileLowering): Stmt[] {
  return [exprStmt(cx.expr(node), cx.span(node))];
}

/** A language's lowering of one file by its rules: what the registry creates for each file. */
export function tableLowering<S>(
  rules: LanguageRules<S>,
  source: string,
  constantMembers: readonly ConstantMemberModel[] = [],
): Lowering {
  return new LowerContext(rules, source, constantMembers);
}

/**
 * `if … elseif/elif … else` where the grammar gives the else-ifs and the else as `alternative`
 * children (PHP, Python): each else-if is an `if` in the else branch of the one before.
 */
export function ifChain<S>(
  node: SyntaxNode,
  bodyField: string,
  block: (body: SyntaxNode | undefined, cx: LowerContext<S>) => Stmt[],
  cx: LowerContext<S>,
): Stmt {
  const conditional = (n: SyntaxNode, elseBranch: Stmt[]): Stmt =>
    ifStmt(
      cx.expr(childByField(n, "condition") ?? n),
      block(childByField(n, bodyField), cx),
      elseBranch,
      cx.span(n),
    );
  let elseBranch: Stmt[] = [];
  for (const alt of node.children.filter((c) => c.field === "alternative").reverse())
    elseBranch =
      alt.type === "else_clause" ? block(childByField(alt, "body"), cx) : [conditional(alt, elseBranch)];
  return conditional(node, elseBranch);
}
