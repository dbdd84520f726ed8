import { describe, expect, it } from "vitest";
import { oneBuildWhereUnbalanced } from "../../../lib/engine/parse/branches";

// Preprocessor branches that each open a bracket are reduced to the first; balanced ones stay.

const blank = (s: string): string => s.replace(/[^\n]/g, " ");

describe("unbalanced preprocessor branches", () => {
  it("keeps the first of branches that each open a block, offsets and lines unchanged", () => {
    const head = "void f() {\n";
    const group = ["#if DEBUG\n", "  if (a) {\n", "#else\n  if (b) {\n#endif\n"];
    const tail = "    run(a);\n  }\n}\n";
    const text = head + group.join("") + tail;
    const reduced = oneBuildWhereUnbalanced(text);
    expect(reduced).toBe(head + blank(group[0] as string) + group[1] + blank(group[2] as string) + tail);
  });

  it("leaves balanced branches, and a lone #if that opens a block, as they are", () => {
    const balanced = "#if DEBUG\nvoid a() { run(x); }\n#else\nvoid b() { }\n#endif\n";
    const lone = "#if DEBUG\nif (a) {\n#endif\nrun();\n#if DEBUG\n}\n#endif\n";
    expect(oneBuildWhereUnbalanced(balanced)).toBe(balanced);
    expect(oneBuildWhereUnbalanced(lone)).toBe(lone);
  });

  it("does not count brackets in strings and comments, nor directives inside a comment", () => {
    const text = '#if A\nf("{"); // {\n#else\ng(\'{\', @"{""{"); /* {\n#else\n{ */\n#endif\n';
    expect(oneBuildWhereUnbalanced(text)).toBe(text);
    const counted = "#if A\nf({);\n#else\ng({);\n#endif\n";
    expect(oneBuildWhereUnbalanced(counted)).not.toBe(counted);
  });

  it("leaves branches that open different brackets", () => {
    const text = "#if A\nif (a) {\n#else\nif (b) {{\n#endif\n}}\n";
    expect(oneBuildWhereUnbalanced(text)).toBe(text);
  });
});
