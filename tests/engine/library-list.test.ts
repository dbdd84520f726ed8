import { describe, expect, it } from "vitest";
import { libraryCoverage } from "../../lib/engine/models/library-list";
import { LIBRARY_LISTS } from "../../lib/engine/models/library-lists";

describe("library lists", () => {
  for (const { language, list, models } of LIBRARY_LISTS)
    it(`${language}: every listed library is modelled, once, with why and a reference`, () => {
      expect(libraryCoverage(list, models).missing).toEqual([]);
      expect(new Set(list.map((l) => l.name)).size).toBe(list.length);
      for (const l of list) {
        expect(l.why.length, l.name).toBeGreaterThan(10);
        expect(l.reference, l.name).toMatch(/^https?:\/\//);
      }
    });

  it("counts a library as modelled only when the model names every one of its patterns", () => {
    const listed = [
      {
        name: "a",
        category: "other" as const,
        why: "for the check",
        reference: "https://x",
        patterns: ["A#run"],
      },
      {
        name: "b",
        category: "other" as const,
        why: "for the check",
        reference: "https://x",
        patterns: ["A#run", "B#go"],
      },
      { name: "c", category: "other" as const, why: "for the check", reference: "https://x", patterns: [] },
    ];
    const coverage = libraryCoverage(listed, [
      { sinks: [{ calls: ["A#run"], kind: "command", label: "x" }] },
    ]);
    expect(coverage.modelled).toBe(1);
    expect(coverage.missing.map((m) => m.name)).toEqual(["b", "c"]);
    expect(coverage.models).toBe(1);
  });
});
