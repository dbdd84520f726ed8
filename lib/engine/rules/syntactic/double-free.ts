import type { SyntacticRule } from "../types";
import { freedMemoryFindings } from "./support/freed-memory";

export const doubleFree: SyntacticRule = {
  kind: "syntactic",
  id: "double-free",
  title: "Memory freed twice",
  cwe: [415],
  owasp: "A04:2021-Insecure Design",
  severity: "high",
  confidence: "high",
  languages: ["c", "cpp"],
  trigger: /free|delete/,
  message:
    "This frees memory that was already freed on every path reaching it; freeing it again corrupts the allocator's state.",
  fix: {
    description:
      "Free each allocation once: set the pointer to NULL (nullptr) right after freeing it, or leave the freeing to one owner.",
  },
  onModule(module, ctx) {
    return freedMemoryFindings(module, ctx.source, ctx.tick, ctx.language === "cpp")
      .filter((f) => f.rule === "double-free")
      .map((f) => ({
        span: f.span,
        message: `This frees memory already freed at line ${ctx.line(f.freed.start)}; freeing it twice corrupts the allocator's state.`,
      }));
  },
};
