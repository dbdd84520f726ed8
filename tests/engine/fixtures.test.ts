import { describe, expect, it } from "vitest";
import { loadFixtures, runFixture } from "./fixture-corpus";

// Every fixture runs at its rule's level; the inline marks are the whole expectation.
describe("fixture corpus", () => {
  const fixtures = loadFixtures();
  it("has several hundred cases", () => {
    const cases = fixtures.reduce(
      (n, f) => n + [...f.expected.values(), ...f.safe.values()].reduce((m, s) => m + s.size, 0),
      0,
    );
    expect(cases).toBeGreaterThanOrEqual(200);
  });
  for (const fixture of fixtures) {
    it(fixture.relPath, async () => {
      const outcome = await runFixture(fixture);
      const noise = outcome.noise.map((f) => `${f.startLine}:${f.ruleId}`);
      expect({ missed: outcome.falseNegatives.map((m) => `${m.line}:${m.ruleId}`), noise }).toEqual({
        missed: [],
        noise: [],
      });
    });
  }
});
