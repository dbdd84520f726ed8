import type { SyntacticRule } from "../types";
import { LIFETIME_WORDS } from "./support/freed-lifetimes";
import { type FreedFinding, freedMemoryFindings } from "./support/freed-memory";

function message(f: FreedFinding, line: number): string {
  if (f.ended === "scope")
    return `This pointer is ${f.how} after the variable it points to went out of scope at line ${line}; its storage may already hold other data.`;
  if (f.ended === "owner")
    return `This pointer, reference or iterator is ${f.how} after the memory it points into was released at line ${line} (a temporary destroyed, or its string, vector or unique_ptr changed); that memory may already hold other data.`;
  return `This pointer is ${f.how} after the memory it points to was freed at line ${line}; that memory may already hold other data.`;
}

export const useAfterFree: SyntacticRule = {
  kind: "syntactic",
  id: "use-after-free",
  title: "Use of freed memory",
  cwe: [416],
  owasp: "A04:2021-Insecure Design",
  severity: "high",
  confidence: "high",
  languages: ["c", "cpp"],
  // A C++ lifetime ends without a free: the words the walk itself looks for (freed-lifetimes.ts).
  trigger: new RegExp(`free|delete|${LIFETIME_WORDS.source}`),
  message:
    "This pointer is used after the memory it points to was freed on every path reaching it; the memory may already hold other data.",
  fix: {
    description:
      "Do not use a pointer once its memory is freed: free it after its last use, and set it to NULL (nullptr) right after freeing it.",
  },
  onModule(module, ctx) {
    return freedMemoryFindings(module, ctx.source, ctx.tick, ctx.language === "cpp")
      .filter((f) => f.rule === "use-after-free")
      .map((f) => ({ span: f.span, message: message(f, ctx.line(f.freed.start)) }));
  },
};
