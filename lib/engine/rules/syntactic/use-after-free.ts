import type { SyntacticRule } from "../types";
import { freedMemoryFindings } from "./support/freed-memory";

export const useAfterFree: SyntacticRule = {
  kind: "syntactic",
  id: "use-after-free",
  title: "Use of freed memory",
  cwe: [416],
  owasp: "A04:2021-Insecure Design",
  severity: "high",
  confidence: "high",
  languages: ["c", "cpp"],
  level: "standard",
  trigger: /free|delete/,
  message:
    "This pointer is used after the memory it points to was freed on every path reaching it; the memory may already hold other data.",
  fix: {
    description:
      "Do not use a pointer once its memory is freed: free it after its last use, and set it to NULL (nullptr) right after freeing it.",
  },
  onModule(module, ctx) {
    return freedMemoryFindings(module, ctx.source, ctx.tick)
      .filter((f) => f.rule === "use-after-free")
      .map((f) => ({
        span: f.span,
        message: `This pointer is ${f.how} after the memory it points to was freed at line ${ctx.line(f.freed.start)}; that memory may already hold other data.`,
      }));
  },
};
