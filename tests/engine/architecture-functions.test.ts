import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./architecture-checks";

// No engine function grows past 80 lines: a long function is several decisions in one place. A
// function's lines run from its first line to its last, functions nested in it included.

const ROOT = path.resolve(".");
const ENGINE = "lib/engine";
const MAX_FUNCTION_LINES = 80;

interface LongFunction {
  /** `file:name`, the file relative to lib/engine. */
  id: string;
  lines: number;
}

function functionName(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText();
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  return `<anonymous@${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}>`;
}

/** The functions of `text` longer than `max` lines. */
function longFunctions(file: string, text: string, max: number): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && (node as ts.FunctionLikeDeclaration).body) {
      const lines = line(node.getEnd()) - line(node.getStart()) + 1;
      if (lines > max) found.push({ id: `${file}:${functionName(node)}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const measured = sourceFiles(ROOT, ENGINE).flatMap((file) =>
  longFunctions(
    path.posix.relative(ENGINE, file),
    readFileSync(path.join(ROOT, file), "utf8"),
    MAX_FUNCTION_LINES,
  ),
);

describe("engine functions", () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(measured).toEqual([]);
  });

  it("finds a planted long function, nested or not", () => {
    const body = Array.from({ length: MAX_FUNCTION_LINES }, (_, i) => `  const v${i} = ${i};`).join("\n");
    const planted = `export function long(): void {\n${body}\n}\nconst table = { inner: () => {\n${body}\n} };\n`;
    expect(longFunctions("planted.ts", planted, MAX_FUNCTION_LINES)).toEqual([
      { id: "planted.ts:long", lines: MAX_FUNCTION_LINES + 2 },
      { id: "planted.ts:inner", lines: MAX_FUNCTION_LINES + 2 },
    ]);
    expect(longFunctions("short.ts", "function short(): void {\n  return;\n}\n", MAX_FUNCTION_LINES)).toEqual(
      [],
    );
  });
});
