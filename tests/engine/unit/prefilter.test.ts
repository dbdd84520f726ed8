import { describe, expect, it } from "vitest";
import type { LanguageId } from "../../../lib/engine/languages/ids";
import { LANGUAGE_SUPPORT } from "../../../lib/engine/languages/registry";
import { LEVEL_PROFILES } from "../../../lib/engine/scan/levels";
import { prefilter, sourceTrigger } from "../../../lib/engine/scan/prefilter";

// The pre-filter at mini: which files are skipped and which long functions are elided.

function filtered(language: LanguageId, text: string) {
  return prefilter(text, language, LEVEL_PROFILES.mini);
}

describe("pre-filter", () => {
  it("never builds a trigger that matches everywhere", () => {
    for (const [language, support] of Object.entries(LANGUAGE_SUPPORT)) {
      if (!support.model) continue;
      expect(sourceTrigger(support.model).test("    "), language).toBe(false);
    }
  });

  it("skips a file whose words only contain the model's names", () => {
    expect(filtered("javascript", "export const total = (xs) => xs.reduce((a, b) => a + b, 0);\n").skip).toBe(
      true,
    );
    expect(filtered("python", "def describe(x):\n    return format(x) + transform(x)\n").skip).toBe(true);
  });

  it("keeps a file with a source, an open sink or a route decorator", () => {
    expect(filtered("python", "def view():\n    return request.form['q']\n").skip).toBe(false);
    expect(filtered("python", "@app.get('/')\ndef view(q):\n    return q\n").skip).toBe(false);
    expect(
      filtered("javascript", "function C({ input }) {\n  el.insertAdjacentHTML('afterend', input);\n}\n")
        .skip,
    ).toBe(false);
    expect(filtered("javascript", "function C(html) {\n  el.innerHTML = html;\n}\n").skip).toBe(false);
  });

  it("keeps C++ code whose memory ends without a free", () => {
    const scope = "void f() {\n  int *p;\n  { int x = 0; p = &x; }\n  *p = 1;\n}\n";
    const temporary = "void g() {\n  const char *c = name().c_str();\n  show(c);\n}\n";
    expect(filtered("cpp", scope).skip).toBe(false);
    expect(filtered("cpp", temporary).skip).toBe(false);
  });

  it("elides a long function without any word and keeps one with a source", () => {
    const filler = "    total = total + 1\n".repeat(30);
    const text = `def plain(total):\n${filler}    return format(total)\n\ndef view():\n${filler}    return request.args['q']\n`;
    const result = filtered("python", text);
    if (result.skip) throw new Error("the file has a source");
    const plainEnd = text.indexOf("\n\ndef view");
    expect(result.descend?.("function_definition", 0, plainEnd)).toBe(false);
    expect(result.descend?.("function_definition", plainEnd + 2, text.length)).toBe(true);
  });
});
