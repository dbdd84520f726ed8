import { namedChildren, type SyntaxNode } from "../../parse/syntax";
import type { Expr, FunctionIR, GlobalIR, ModuleIR, Span, Stmt } from "../ir";

/** Shared plumbing for the per-language lowerings: text access, spans, literals, containers. */
export abstract class Lowering {
  readonly functions: FunctionIR[] = [];
  readonly globals: GlobalIR[] = [];
  readonly imports = new Map<string, string>();
  readonly classes: ModuleIR["classes"] = [];
  protected readonly topLevel: Stmt[] = [];

  constructor(protected readonly source: string) {}

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

  abstract expr(node: SyntaxNode): Expr;
  abstract lowerModule(root: SyntaxNode): void;

  module(root: SyntaxNode): ModuleIR {
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

  numberLiteral(node: SyntaxNode): Expr {
    const raw = this.text(node).replace(/_/g, "");
    const cleaned = raw.replace(/[lLfFdDuU]+$/, "");
    const value = /^0[xX]/.test(cleaned) ? Number.parseInt(cleaned, 16) : Number(cleaned);
    return Number.isNaN(value) ? this.other(node) : { kind: "lit", value, span: this.span(node) };
  }

  /** Decodes the common escapes; exotic ones only matter for display, not for analysis. */
  unescape(raw: string): string {
    if (!raw.includes("\\")) return raw;
    return raw.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
      switch (e[0]) {
        case "n":
          return "\n";
        case "r":
          return "\r";
        case "t":
          return "\t";
        case "0":
          return "\0";
        case "u":
        case "x":
          return e.length > 1 ? String.fromCharCode(Number.parseInt(e.slice(1), 16)) : e;
        default:
          return e;
      }
    });
  }

  /** Strips a type down to its simple name: `java.util.List<String>` → `List`. */
  simpleType(text: string | undefined): string | undefined {
    if (!text) return undefined;
    const noGenerics = text
      .replace(/<.*$/s, "")
      .replace(/\[\]/g, "")
      .replace(/[?*&\s]/g, "");
    const last = noGenerics.split(/\.|::|\\/).pop();
    return last || undefined;
  }
}

export function lit(value: string | number | boolean | null, span: Span): Expr {
  return { kind: "lit", value, span };
}
