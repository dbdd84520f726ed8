import { describe, expect, it } from "vitest";
import { compileGlob, isTestPath, patternProblem, selectFiles } from "../../../lib/analysis/sources/filters";

describe("exclude_patterns globs", () => {
  it.each([
    ["*.min.js", "static/app.min.js", true],
    ["*.min.js", "static/app.js", false],
    ["vendor", "vendor/lib/a.php", true],
    ["vendor", "src/vendor/a.php", true],
    ["vendor/", "src/vendor/a.php", true],
    ["src/generated/**", "src/generated/deep/x.ts", true],
    ["src/generated/**", "lib/src/generated/x.ts", false],
    ["**/fixtures/*.json", "a/b/fixtures/x.json", true],
    ["docs/*.md", "docs/sub/x.md", false],
    ["{build,dist}", "dist/app.js", true],
    ["file?.py", "file1.py", true],
    ["file[!0-9].py", "file1.py", false],
    ["file[!0-9].py", "fileA.py", true],
  ])("%s on %s → %s", (pattern, path, expected) => {
    expect(compileGlob(pattern).test(path)).toBe(expected);
  });

  it("names what is wrong with a bad pattern", () => {
    expect(patternProblem("")).toMatch(/1 to/);
    expect(patternProblem("src/[abc")).toMatch(/unclosed \[/);
    expect(patternProblem("{a,{b}}")).toMatch(/nests/);
    expect(patternProblem("a".repeat(300))).toMatch(/1 to 256/);
    expect(patternProblem("src/**/*.ts")).toBeUndefined();
  });
});

describe("selecting the files to analyse", () => {
  const file = (path: string, content: string | Buffer = "code") => ({ path, content: Buffer.from(content) });

  it("recognises test files across languages", () => {
    for (const path of [
      "tests/a.py",
      "src/__tests__/a.js",
      "a.test.ts",
      "test_x.py",
      "x_test.go",
      "FooTest.java",
    ]) {
      expect(isTestPath(path), path).toBe(true);
    }
    for (const path of ["src/testing.py", "contest.js", "latest/a.py"])
      expect(isTestPath(path), path).toBe(false);
  });

  it("skips excluded, test, oversized, binary and dependency files, each with its reason", () => {
    const { files, skipped } = selectFiles(
      [
        file("src/app.py"),
        file("src/app.min.js"),
        file("tests/test_app.py"),
        file("big.py", "x".repeat(200)),
        file("logo.png", Buffer.from([0x89, 0x50, 0, 1])),
        file("node_modules/x/index.js"),
      ],
      { excludePatterns: ["*.min.js"], includeTests: false, maxFileBytes: 100 },
    );
    expect(files.map((kept) => kept.path)).toEqual(["src/app.py"]);
    expect(Object.fromEntries(skipped.map((entry) => [entry.path, entry.reason]))).toEqual({
      "src/app.min.js": "matches exclude_patterns",
      "tests/test_app.py": "test file (include_tests is false)",
      "big.py": "larger than max_file_size (100 bytes)",
      "logo.png": "binary file",
      "node_modules/x/index.js": "version-control metadata or installed dependencies",
    });
  });

  it("keeps test files when include_tests is true", () => {
    const { files } = selectFiles([file("tests/test_app.py")], {
      excludePatterns: [],
      includeTests: true,
      maxFileBytes: 100,
    });
    expect(files).toHaveLength(1);
  });
});
