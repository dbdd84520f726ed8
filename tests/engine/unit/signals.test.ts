import { describe, expect, it } from "vitest";
import { decisiveLanguage } from "../../../lib/engine/languages/signals";

// The create request names a language only when the text leaves no doubt; parsing decides the rest.

describe("decisiveLanguage", () => {
  it("names a language from clear signals", () => {
    expect(decisiveLanguage("import os\n\ndef run(host):\n    os.system('ping ' + host)\n")).toBe("python");
    expect(
      decisiveLanguage('package main\n\nimport "fmt"\n\nfunc main() {\n\tx := 1\n\tfmt.Println(x)\n}\n'),
    ).toBe("go");
    expect(decisiveLanguage("<?php\necho $_GET['name'];\n")).toBe("php");
    expect(decisiveLanguage("#!/usr/bin/env ruby\nputs ARGV[0]\n")).toBe("ruby");
  });

  it("takes TypeScript over JavaScript when a type annotation is there", () => {
    expect(decisiveLanguage("const add = (a: number, b: number) => a + b;\nconsole.log(add(1, 2));\n")).toBe(
      "typescript",
    );
  });

  it("takes the file name's language first", () => {
    expect(decisiveLanguage("x = 1\n", "script.rb")).toBe("ruby");
  });

  it("leaves unclear text to the parser", () => {
    expect(decisiveLanguage("x = compute(y)\n")).toBeUndefined();
    expect(decisiveLanguage("")).toBeUndefined();
  });
});
