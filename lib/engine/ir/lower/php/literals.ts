import { childByField, type SyntaxNode } from "../../../parse/syntax";
import * as ir from "../../build";
import type { Expr } from "../../ir";
import { ClassLowering } from "../base";
import { unescapeText } from "../shapes";

/** PHP variables, strings (quoted, interpolated, concatenated), arrays and subscripts → IR. */
export abstract class PhpLiterals extends ClassLowering {
  protected varName(node: SyntaxNode): string {
    const inner = node.children.find((c) => c.type === "name");
    const name = inner ? this.text(inner) : this.text(node).replace(/^\$/, "");
    return name;
  }

  protected scope(node: SyntaxNode): Expr {
    const text = this.text(node);
    if (node.type === "relative_scope" || /^(self|static|parent)$/i.test(text))
      return ir.name("this", this.span(node));
    if (node.type === "name" || node.type === "qualified_name")
      return ir.name(text.replace(/^\\/, "").replace(/\\/g, "."), this.span(node));
    return this.expr(node);
  }

  protected subscriptIndex(node: SyntaxNode): SyntaxNode | undefined {
    const named = node.children.filter((c) => c.named && c.type !== "comment");
    return named.length > 1 ? named[1] : undefined;
  }

  protected subscript(node: SyntaxNode, interpolated = false): Expr {
    const span = this.span(node);
    const object = node.children.find((c) => c.named);
    const indexNode = this.subscriptIndex(node);
    if (!object) return this.opaque(node);
    const base = this.expr(object);
    if (!indexNode) return { kind: "index", object: base, index: this.other(node), span };
    // Inside a string `$a[key]` is the string key "key".
    const index: Expr =
      interpolated && indexNode.type === "name"
        ? ir.lit(this.text(indexNode), this.span(indexNode))
        : this.expr(indexNode);
    // `$_SERVER` entries differ in trust (headers and the URI are input; the document root is not).
    if (
      base.kind === "name" &&
      base.name === "_SERVER" &&
      index.kind === "lit" &&
      typeof index.value === "string"
    )
      return ir.member(base, index.value, span);
    return { kind: "index", object: base, index, span };
  }

  protected concatParts(node: SyntaxNode): Expr[] {
    const parts: Expr[] = [];
    const stack: SyntaxNode[] = [node];
    while (stack.length > 0) {
      const n = stack.pop() as SyntaxNode;
      const op = childByField(n, "operator");
      if (n.type === "binary_expression" && op && this.text(op) === ".") {
        const left = childByField(n, "left");
        const right = childByField(n, "right");
        if (right) stack.push(right);
        if (left) stack.push(left);
      } else parts.push(this.expr(n));
    }
    return parts;
  }

  protected singleQuoted(node: SyntaxNode): string {
    let out = "";
    for (const c of node.children) {
      if (c.type === "string_content" || c.type === "string_value") out += this.text(c);
      else if (c.type === "escape_sequence") out += this.text(c).slice(1);
    }
    return out;
  }

  /** Double-quoted strings, heredocs and backticks: literal text and interpolated values. */
  protected interpolated(node: SyntaxNode): Expr {
    const span = this.span(node);
    const parts: Expr[] = [];
    let literal = "";
    let dynamic = false;
    const visit = (n: SyntaxNode) => {
      for (const c of n.children) {
        if (c.type === "heredoc_body") {
          visit(c);
          continue;
        }
        if (c.type === "string_content" || c.type === "string_value") literal += this.text(c);
        else if (c.type === "escape_sequence") literal += unescapeText(this.text(c));
        else if (c.named && !/^heredoc_(start|end)$/.test(c.type)) {
          dynamic = true;
          if (literal) parts.push(ir.lit(literal, span));
          literal = "";
          parts.push(c.type === "subscript_expression" ? this.subscript(c, true) : this.expr(c));
        }
      }
    };
    visit(node);
    if (node.type === "heredoc") literal = literal.replace(/\n$/, "");
    if (!dynamic) return ir.lit(literal, span);
    if (literal) parts.push(ir.lit(literal, span));
    return { kind: "template", parts, span };
  }

  /** `[...]` and `array(...)`: a list when no element has a key, otherwise a map (positions as keys). */
  protected arrayLiteral(node: SyntaxNode): Expr {
    const span = this.span(node);
    const elements = node.children.filter((c) => c.type === "array_element_initializer");
    const keyed = elements.some((e) => e.children.some((c) => !c.named && this.text(c) === "=>"));
    if (!keyed) {
      return {
        kind: "array",
        items: elements.map((e) => {
          const v = e.children.find((c) => c.named);
          return v ? this.expr(v) : this.other(e);
        }),
        span,
      };
    }
    const props: Array<{ key?: string; value: Expr }> = [];
    let position = 0;
    for (const e of elements) {
      const named = e.children.filter((c) => c.named);
      if (named.length >= 2) {
        const k = named[0] as SyntaxNode;
        const key = this.expr(k);
        const keyText = key.kind === "lit" ? String(key.value) : key.kind === "name" ? key.name : undefined;
        props.push({ key: keyText, value: this.expr(named[named.length - 1] as SyntaxNode) });
      } else if (named[0]) {
        if (named[0].type === "variadic_unpacking") props.push({ value: this.expr(named[0]) });
        else props.push({ key: String(position++), value: this.expr(named[0]) });
      }
    }
    return { kind: "object", props, span };
  }
}
