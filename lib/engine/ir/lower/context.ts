import type { FileBudget } from "../../budget";
import type { ConstantMemberModel } from "../../models/types";
import { namedChildren, type SyntaxNode } from "../../parse/syntax";
import { lit } from "../build";
import type { Expr, FunctionIR, GlobalIR, ModuleIR, Span, Stmt } from "../ir";
import type { Lowering } from "./base";
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

/**
 * Everything the lowering of one file shares: its text, the module being built (functions,
 * globals, imports, classes, top-level statements), the language's own state (`state`) and the
 * dispatch of a node to the rule for its type.
 */
export class LowerContext<S> {
  readonly functions: FunctionIR[] = [];
  readonly globals: GlobalIR[] = [];
  readonly imports = new Map<string, string>();
  readonly classes: ModuleIR["classes"] = [];
  readonly topLevel: Stmt[] = [];
  readonly state: S;

  constructor(
    private readonly rules: LanguageRules<S>,
    readonly source: string,
    private readonly constantMembers: readonly ConstantMemberModel[],
    private readonly budget: FileBudget | undefined,
  ) {
    this.state = rules.state();
  }

  text(node: SyntaxNode): string {
    return this.source.slice(node.start, node.end);
  }

  span(node: SyntaxNode): Span {
    return { start: node.start, end: node.end };
  }

  other(node: SyntaxNode, parts: Expr[] = []): Expr {
    return { kind: "other", parts, span: this.span(node) };
  }

  /** Lowers the unknown node's named children as expressions so that flows through them survive. */
  opaque(node: SyntaxNode): Expr {
    return this.other(
      node,
      namedChildren(node).map((c) => this.expr(c)),
    );
  }

  /** Lowers an optional child; a missing one stands for the parent as an unknown value. */
  exprOf(node: SyntaxNode | undefined, parent: SyntaxNode): Expr {
    return node ? this.expr(node) : this.other(parent);
  }

  /** `Type.Member` of a type the models say names a setting: the literal `"Type.Member"`, else undefined. */
  constantMember(type: string, member: string, span: Span): Expr | undefined {
    const known = this.constantMembers.some(
      (c) => c.types.test(type) && (!c.members || c.members.test(member)),
    );
    return known ? lit(`${type}.${member}`, span) : undefined;
  }

  expr(node: SyntaxNode): Expr {
    this.budget?.tick();
    return (this.rules.exprs.get(node.type) ?? this.rules.otherExpr)(node, this);
  }

  stmt(node: SyntaxNode, className?: string): Stmt[] {
    this.budget?.tick();
    return (this.rules.stmts.get(node.type) ?? this.rules.otherStmt)(node, this, className);
  }

  /** The statements of a block node (`{ … }`) of one of `blockTypes`; any other node is one statement. */
  statementsIn(node: SyntaxNode | undefined, blockTypes: readonly string[]): Stmt[] {
    if (!node) return [];
    if (!blockTypes.includes(node.type)) return this.stmt(node);
    return node.children.flatMap((c) => (c.named ? this.stmt(c) : []));
  }

  module(root: SyntaxNode): ModuleIR {
    this.rules.module(root, this);
    return {
      functions: this.functions,
      globals: this.globals,
      imports: this.imports,
      classes: this.classes,
      topLevel: {
        name: "<module>",
        params: [],
        body: this.topLevel,
        annotations: [],
        span: { start: root.start, end: root.end },
      },
    };
  }
}

/** A language's lowering of one file by its rules: what the registry creates for each file. */
export function tableLowering<S>(
  rules: LanguageRules<S>,
  source: string,
  constantMembers: readonly ConstantMemberModel[] = [],
): Lowering {
  return { module: (root, budget) => new LowerContext(rules, source, constantMembers, budget).module(root) };
}
