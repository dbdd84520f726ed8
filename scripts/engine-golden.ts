import { GOLDEN_CORPORA, GOLDEN_LEVELS, recordGolden, writeGolden } from "../tests/engine/golden/record";

/**
 * Re-records the engine's golden output (tests/engine/golden/*.jsonl). Run it only when a change is
 * meant to alter what the engine reports, and say why in the commit.
 *
 *   npm run golden:engine
 */
for (const corpus of GOLDEN_CORPORA) {
  for (const level of GOLDEN_LEVELS) {
    const started = performance.now();
    const text = await recordGolden(corpus, level);
    writeGolden(corpus, level, text);
    const cases = text.split("\n").length - 1;
    console.log(
      `${corpus} ${level}: ${cases} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
