import type { FileBudget } from "../../../budget";
import type { ConstantMemberModel } from "../../../models/types";
import type { SyntaxNode } from "../../../parse/syntax";
import type { ModuleIR } from "../../ir";
import type { Lowering } from "../base";
import { type LanguageRules, LowerContext } from "../context";
import type { JavaContext } from "./context";
import { typeDeclaration } from "./declarations";
import { JAVA_EXPRS, otherExpr } from "./expressions";
import { JAVA_STMTS, otherStmt } from "./statements";

/** Imports, then the types (classes, interfaces, enums, records) and their members. */
function lowerModule(root: SyntaxNode, cx: JavaContext): void {
  for (const node of root.children) {
    if (node.type !== "import_declaration") {
      typeDeclaration(node, cx);
      continue;
    }
    const path = node.children.find((c) => c.type === "scoped_identifier" || c.type === "identifier");
    if (!path) continue;
    const full = cx.text(path);
    cx.imports.set(full.split(".").pop() as string, full);
  }
}

const JAVA: LanguageRules<undefined> = {
  exprs: JAVA_EXPRS,
  stmts: JAVA_STMTS,
  otherExpr,
  otherStmt,
  state: () => undefined,
  module: lowerModule,
};

/** Java: imports, types (classes, interfaces, enums, records, anonymous classes) and their members. */
export class JavaLowering implements Lowering {
  constructor(
    private readonly source: string,
    private readonly constantMembers: readonly ConstantMemberModel[] = [],
  ) {}

  module(root: SyntaxNode, budget?: FileBudget): ModuleIR {
    return new LowerContext(JAVA, this.source, this.constantMembers, budget).module(root);
  }
}
