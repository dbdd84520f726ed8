import { describe, expect, it } from "vitest";
import { GOLDEN_CORPORA, GOLDEN_LEVELS, readGolden, recordGolden } from "./golden/record";

// What the engine reports must stay exactly what was recorded: a change meant to alter it re-records
// with `npm run golden:engine` and says why in its commit.
describe("golden record", () => {
  for (const corpus of GOLDEN_CORPORA) {
    for (const level of GOLDEN_LEVELS) {
      it(`${corpus} at ${level}`, async () => {
        const expected = readGolden(corpus, level).split("\n");
        const actual = (await recordGolden(corpus, level)).split("\n");
        const changed = actual.flatMap((line, i) => (line === expected[i] ? [] : [line.slice(0, 200)]));
        expect(changed.slice(0, 5)).toEqual([]);
        expect(actual.length).toBe(expected.length);
      });
    }
  }

  // The service keeps every finding of a run as it is (no second deduplication): that holds only
  // while no two findings of one run share a fingerprint.
  it("gives every finding of a run its own fingerprint", () => {
    for (const corpus of GOLDEN_CORPORA) {
      for (const level of GOLDEN_LEVELS) {
        for (const line of readGolden(corpus, level).split("\n").filter(Boolean)) {
          const { case: name, findings } = JSON.parse(line) as {
            case: string;
            findings: { fingerprint: string }[];
          };
          const prints = findings.map((f) => f.fingerprint);
          expect(new Set(prints).size, `${corpus} ${level} ${name}`).toBe(prints.length);
        }
      }
    }
  });
});
