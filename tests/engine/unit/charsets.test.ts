import { describe, expect, it } from "vitest";
import { keptAfterRemoval, kindsSafeWith } from "../../../lib/engine/models/common/charsets";

// Character allow-lists: what a removal keeps, and which sinks that set cannot reach.

describe("character allow-lists", () => {
  it("reads the class a removal keeps, with its delimiters and flags", () => {
    expect([...(keptAfterRemoval("/[^a-c]/g", "", "flag") ?? [])].sort()).toEqual(["a", "b", "c"]);
    expect(keptAfterRemoval("/[^a-c]/gi", "", "flag")?.has("B")).toBe(true);
    expect(keptAfterRemoval("#[^\\w-]#", "", "always")?.has("-")).toBe(true);
    expect(keptAfterRemoval("[^0-9]+", "", "always")?.has("5")).toBe(true);
  });

  it("refuses what it cannot be sure of", () => {
    expect(keptAfterRemoval("/[^a-z]/", "", "flag")).toBeUndefined();
    expect(keptAfterRemoval("[a-z]", "", "always")).toBeUndefined();
    expect(keptAfterRemoval("[^\\p{L}]", "", "always")).toBeUndefined();
    expect(keptAfterRemoval("[^a-z]|x", "", "always")).toBeUndefined();
    expect(keptAfterRemoval(undefined, "", "always")).toBeUndefined();
  });

  it("counts the replacement's characters as kept", () => {
    expect(keptAfterRemoval("[^a-z]", "/", "always")?.has("/")).toBe(true);
  });

  it("names the sinks a set cannot reach", () => {
    const word = keptAfterRemoval("[^\\w]", "", "always") ?? new Set<string>();
    expect(kindsSafeWith(word)).toEqual(
      expect.arrayContaining(["sql", "command", "path", "xss", "redirect"]),
    );
    const dotted = keptAfterRemoval("[^\\w.]", "", "always") ?? new Set<string>();
    expect(kindsSafeWith(dotted)).not.toContain("path");
    expect(kindsSafeWith(dotted)).toContain("xss");
    const spaced = keptAfterRemoval("[^\\w ]", "", "always") ?? new Set<string>();
    expect(kindsSafeWith(spaced)).not.toContain("command");
    expect(kindsSafeWith(spaced)).not.toContain("sql");
  });
});
