import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../lib/engine/languages/ids";
import { sourceFiles } from "./architecture-checks";

// The data flow asks a language's traits (its registry entry), never which language a file is: a
// new language is a registry entry, not a search through dataflow/ for the places that name one.
// A language id written as a string (`unit.language === "php"`) or as a key of a table by
// language (`{ java: … }`) is such a place.

const ROOT = path.resolve(".");
const DATAFLOW = "lib/engine/dataflow";
const IDS: ReadonlySet<string> = new Set(LANGUAGES);

/** Each place the source names a language id, as `line: text`. */
function languageIds(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, id: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${id}`);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && IDS.has(node.text)) {
      // A module path (`import … from "go"`) is not a language.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent))
        report(node, node.text);
    } else if (
      (ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) &&
      ts.isIdentifier(node.name) &&
      IDS.has(node.name.text)
    ) {
      report(node, node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("languages in the data flow", () => {
  it("names no language id in dataflow/", () => {
    const files = sourceFiles(ROOT, DATAFLOW);
    expect(files.length).toBeGreaterThan(10);
    const named = files.flatMap((file) =>
      languageIds(file, readFileSync(path.join(ROOT, file), "utf8")).map(
        (at) => `${path.posix.relative(DATAFLOW, file)}:${at}`,
      ),
    );
    expect(named).toEqual([]);
  });

  it("finds a language id written as a comparison, a set or a table key", () => {
    const planted = [
      'if (f.unit.language === "php") return;',
      'const TYPED = new Set(["java"]);',
      "const NUMBERS = { csharp: /^int$/, go: /^int$/ };",
      "// Ruby and PHP are named in comments and identifiers freely: const python = 1;",
      'const c = "c "; const key = { kind: "python3" };',
    ].join("\n");
    expect(languageIds("planted.ts", planted)).toEqual(["1: php", "2: java", "3: csharp", "3: go"]);
  });
});
