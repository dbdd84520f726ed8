import type { FileBudget } from "../../budget";
import type { ConstantMemberModel } from "../../models/types";
import { namedChildren, type SyntaxNode } from "../../parse/syntax";
import { lit } from "../build";
import type { Expr, FunctionIR, GlobalIR, ModuleIR, Span, Stmt } from "../ir";
import type { ShapeContext } from "./shapes";

/** A language's lowering of one file's tree to the module IR. */
export interface Lowering {
  module(root: SyntaxNode, budget?: FileBudget): ModuleIR;
}

/**
 * Everything the lowering of one file shares, whatever dispatches its nodes: its text, the module
 * being built (functions, globals, imports, classes, top-level statements) and the helpers the
 * shapes and the languages' rules call.
 */
export abstract class FileLowering implements Lowering, ShapeContext {
  readonly functions: FunctionIR[] = [];
  readonly globals: GlobalIR[] = [];
  readonly imports = new Map<string, string>();
  readonly sharedImports = new Map<string, string>();
  readonly classes: ModuleIR["classes"] = [];
  readonly topLevel: Stmt[] = [];
  /** Ticked per statement and expression; lowering stops once the file's budget is spent. */
  protected budget: FileBudget | undefined;

  constructor(
    readonly source: string,
    private readonly constantMembers: readonly ConstantMemberModel[] = [],
  ) {}

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

  /** `Type.Member` of a type the models say names a setting: the literal `"Type.Member"` (or the member's value), else undefined. */
  constantMember(type: string, member: string, span: Span): Expr | undefined {
    const model = this.constantMembers.find(
      (c) =>
        c.types.test(type) &&
        (c.values ? Object.hasOwn(c.values, member) : !c.members || c.members.test(member)),
    );
    if (!model) return undefined;
    return lit(model.values?.[member] ?? `${type}.${member}`, span);
  }

  /** The statements of a block node (`{ … }`) of one of `blockTypes`; any other node is one statement. */
  statementsIn(node: SyntaxNode | undefined, blockTypes: readonly string[], className?: string): Stmt[] {
    if (!node) return [];
    if (!blockTypes.includes(node.type)) return this.stmt(node, className);
    return this.statementsOf(node, className);
  }

  /** The node's named children, each lowered as statements. */
  statementsOf(node: SyntaxNode, className?: string): Stmt[] {
    const out: Stmt[] = [];
    for (const c of node.children) if (c.named) out.push(...this.stmt(c, className));
    return out;
  }

  abstract expr(node: SyntaxNode): Expr;
  /** `className`: the class whose body holds the statement, where statements define methods (Python, Ruby). */
  abstract stmt(node: SyntaxNode, className?: string): Stmt[];
  /** Lowers the root: its statements into `topLevel`, its declarations into the module's lists. */
  abstract lowerModule(root: SyntaxNode): void;

  module(root: SyntaxNode, budget?: FileBudget): ModuleIR {
    this.budget = budget;
    this.lowerModule(root);
    return {
      functions: this.functions,
      globals: this.globals,
      imports: this.imports,
      ...(this.sharedImports.size > 0 ? { sharedImports: this.sharedImports } : {}),
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
