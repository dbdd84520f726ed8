import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGE_SUPPORT, languagesWithSink } from "../../lib/engine/languages/registry";
import { GRAMMARS, loadGrammar } from "../../lib/engine/parse/grammars";
import { RULES } from "../../lib/engine/rules";
import type { Rule } from "../../lib/engine/rules/types";
import { FIXTURE_ROOT, loadFixtures } from "./fixture-corpus";

/** Languages whose analysis is complete enough that every rule declaring them must have fixtures. */
const FIXTURED_LANGUAGES = new Set(["java", "python", "javascript", "php", "go"]);

/** A taint rule applies where a model declares its sink kind; the others name their languages. */
const languagesOf = (r: Rule) => (r.kind === "taint" ? languagesWithSink(r.sink) : r.languages);

describe("rule registry", () => {
  it("has unique ids, sorted", () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
  });

  it("has well-formed metadata", () => {
    for (const r of RULES) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.cwe.length).toBeGreaterThan(0);
      for (const c of r.cwe) expect(Number.isInteger(c) && c > 0 && c < 2000).toBe(true);
      expect(r.owasp).toMatch(/^A(0[1-9]|10):2021-.+/);
      expect(r.title.length).toBeGreaterThan(3);
      expect(r.fix.description.length).toBeGreaterThan(10);
      if (r.kind !== "taint") for (const l of r.languages) expect(Object.keys(LANGUAGE_SUPPORT)).toContain(l);
    }
  });

  it("has taint rules whose sink kind some language's model declares", () => {
    const idle = RULES.filter((r) => r.kind === "taint" && languagesWithSink(r.sink).length === 0);
    expect(idle.map((r) => r.id)).toEqual([]);
  });

  it("has a vulnerable and a safe fixture for every rule and fixtured language", () => {
    const fixtures = loadFixtures();
    const missing: string[] = [];
    for (const r of RULES) {
      for (const language of languagesOf(r)) {
        if (!FIXTURED_LANGUAGES.has(language)) continue;
        const mine = fixtures.filter((f) => f.language === language && f.ruleId === r.id);
        const positive = mine.some((f) => [...f.expected.values()].some((s) => s.has(r.id)));
        const negative = mine.some((f) => [...f.safe.values()].some((s) => s.has(r.id)));
        if (!positive || !negative) missing.push(`${language}/${r.id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps fixtures only in folders named after rules", () => {
    const ids = new Set(RULES.map((r) => r.id));
    for (const language of readdirSync(FIXTURE_ROOT)) {
      expect(Object.keys(LANGUAGE_SUPPORT)).toContain(language);
      for (const rule of readdirSync(path.join(FIXTURE_ROOT, language))) expect(ids.has(rule)).toBe(true);
    }
  });
});

describe("grammars", () => {
  it.each(GRAMMARS)("loads %s", async (grammar) => {
    const language = await loadGrammar(grammar);
    expect(language.nodeTypeCount).toBeGreaterThan(10);
  });
});
