import type { FileBudget } from "../../budget";
import type { ConstantMemberModel } from "../../models/types";
import { namedChildren, type SyntaxNode } from "../../parse/syntax";
import { jump, lit, name } from "../build";
import type { Expr, FunctionIR, GlobalIR, ModuleIR, Span, Stmt } from "../ir";
import type { ExprShape, StmtShape } from "./shapes";
import * as shapes from "./shapes";

export type { ExprShape, StmtShape } from "./shapes";

/** A language's lowering of one file's tree to the module IR. */
export interface Lowering {
  module(root: SyntaxNode, budget?: FileBudget): ModuleIR;
}

/** Shared plumbing for the per-language lowerings: text access, spans, literals, containers. */
export abstract class ClassLowering implements Lowering {
  readonly functions: FunctionIR[] = [];
  readonly globals: GlobalIR[] = [];
  readonly imports = new Map<string, string>();
  readonly classes: ModuleIR["classes"] = [];
  protected readonly topLevel: Stmt[] = [];
  private budget: FileBudget | undefined;

  constructor(
    protected readonly source: string,
    private readonly constantMembers: readonly ConstantMemberModel[] = [],
  ) {}

  /** `Type.Member` of a type the models say names a setting: the literal `"Type.Member"`, else undefined. */
  protected constantMember(type: string, member: string, span: Span): Expr | undefined {
    const known = this.constantMembers.some(
      (c) => c.types.test(type) && (!c.members || c.members.test(member)),
    );
    return known ? lit(`${type}.${member}`, span) : undefined;
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

  /** `left = right` or `left op= right`; a compound assignment keeps only its arithmetic operator. */
  protected assignExpr(node: SyntaxNode): Expr {
    return shapes.assignment(node, this);
  }

  /** `left operator right`, the operator kept as written. */
  protected binary(node: SyntaxNode): Expr {
    return shapes.binary(node, this);
  }

  /** `operator operand`, the operator kept as written; grammars name the operand differently. */
  protected unary(node: SyntaxNode, operandField: string): Expr {
    return shapes.unary(node, this, operandField);
  }

  /** `object[index]` where both parts are fields of the node. */
  protected indexAccess(node: SyntaxNode, objectField: string, indexField: string): Expr {
    return shapes.indexAccess(node, this, objectField, indexField);
  }

  /** `condition ? consequence : alternative` from the grammar's `condition`/`consequence`/`alternative` fields. */
  protected conditional(node: SyntaxNode): Expr {
    return shapes.conditional(node, this);
  }

  /** The language's simple node types, dispatched before its own `lowerExpr`/`lowerStmt`. */
  protected abstract readonly exprShapes: ReadonlyMap<string, ExprShape>;
  protected abstract readonly stmtShapes: ReadonlyMap<string, StmtShape>;

  expr(node: SyntaxNode): Expr {
    this.budget?.tick();
    const shape = this.exprShapes.get(node.type);
    return shape ? this.shapedExpr(shape, node) : this.lowerExpr(node);
  }

  /** `className`: the class whose body holds the statement, where statements define methods (Python, Ruby). */
  stmt(node: SyntaxNode, className?: string): Stmt[] {
    this.budget?.tick();
    const shape = this.stmtShapes.get(node.type);
    return shape ? this.shapedStmt(shape, node) : this.lowerStmt(node, className);
  }

  private shapedExpr(shape: ExprShape, node: SyntaxNode): Expr {
    switch (shape) {
      case "name":
        return name(this.text(node), this.span(node));
      case "true":
        return lit(true, this.span(node));
      case "false":
        return lit(false, this.span(node));
      case "null":
        return lit(null, this.span(node));
      case "number":
        return this.numberLiteral(node);
      case "inner": {
        const inner = node.children.find((c) => c.named);
        return inner ? this.expr(inner) : this.other(node);
      }
      case "binary":
        return this.binary(node);
      case "unary":
        return this.unary(node, "operand");
      case "assign":
        return this.assignExpr(node);
      case "conditional":
        return this.conditional(node);
      case "unknown":
        return this.other(node);
      case "opaque":
        return this.opaque(node);
    }
  }

  private shapedStmt(shape: StmtShape, node: SyntaxNode): Stmt[] {
    switch (shape) {
      case "break":
      case "continue":
        return [jump(shape, this.span(node))];
      case "return":
      case "throw":
        return [this.exitStatement(node, shape)];
      case "skip":
        return [];
    }
  }

  /** The statements of a block node (`{ … }`) of one of `blockTypes`; any other node is one statement. */
  protected statementsIn(node: SyntaxNode | undefined, blockTypes: readonly string[]): Stmt[] {
    if (!node) return [];
    if (!blockTypes.includes(node.type)) return this.stmt(node);
    return node.children.flatMap((c) => (c.named ? this.stmt(c) : []));
  }

  protected abstract lowerExpr(node: SyntaxNode): Expr;
  protected abstract lowerStmt(node: SyntaxNode, className?: string): Stmt[];
  abstract lowerModule(root: SyntaxNode): void;

  /** `budget`: ticked per statement and expression; lowering stops once the file's budget is spent. */
  module(root: SyntaxNode, budget?: FileBudget): ModuleIR {
    this.budget = budget;
    this.lowerModule(root);
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

  /** `return x` / `throw x`: the value is the statement's first named child that is not a comment. */
  exitStatement(node: SyntaxNode, kind: "return" | "throw"): Stmt {
    return shapes.exitStatement(node, this, kind);
  }

  numberLiteral(node: SyntaxNode): Expr {
    return shapes.numberLiteral(node, this);
  }

  /** Decodes the common escapes; exotic ones only matter for display, not for analysis. */
  unescape(raw: string): string {
    return shapes.unescapeText(raw);
  }

  /** Strips a type down to its simple name: `java.util.List<String>` → `List`. */
  simpleType(text: string | undefined): string | undefined {
    return shapes.simpleType(text);
  }
}
