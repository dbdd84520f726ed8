import type { Lowering } from "./ir/lower/base";
import { CFamilyLowering } from "./ir/lower/c-family";
import { CSharpLowering } from "./ir/lower/csharp";
import { GoLowering } from "./ir/lower/go";
import { JavaLowering } from "./ir/lower/java";
import { JavaScriptLowering } from "./ir/lower/javascript";
import { PhpLowering } from "./ir/lower/php";
import { PythonLowering } from "./ir/lower/python";
import { RubyLowering } from "./ir/lower/ruby";
import { cModel } from "./models/c";
import { cppModel } from "./models/cpp";
import { csharpModel } from "./models/csharp";
import { goModel } from "./models/go";
import { javaModel } from "./models/java";
import { javascriptModel } from "./models/javascript";
import { phpModel } from "./models/php";
import { pythonModel } from "./models/python";
import { rubyModel } from "./models/ruby";
import type { LanguageModel } from "./models/types";
import type { GrammarId, LanguageId } from "./parse/grammars";

export interface LanguageSupport {
  id: LanguageId;
  extensions: readonly string[];
  grammarFor(path: string | undefined): GrammarId;
  createLowering?: (source: string) => Lowering;
  /** Taint model; languages without one get syntactic rules and secrets only. */
  model?: LanguageModel;
  /** Node types of functions, so bodies with nothing of interest can be skipped cheaply. */
  functionTypes: ReadonlySet<string>;
}

const JS_FUNCTIONS = new Set([
  "function_declaration",
  "method_definition",
  "arrow_function",
  "function_expression",
  "generator_function_declaration",
]);

export const LANGUAGE_SUPPORT: Record<LanguageId, LanguageSupport> = {
  java: {
    id: "java",
    extensions: [".java"],
    grammarFor: () => "java",
    createLowering: (s) => new JavaLowering(s),
    model: javaModel,
    functionTypes: new Set(["method_declaration", "constructor_declaration"]),
  },
  python: {
    id: "python",
    extensions: [".py", ".pyw"],
    grammarFor: () => "python",
    createLowering: (s) => new PythonLowering(s),
    model: pythonModel,
    // A decorated function is kept with its decorators: a route decorator is what makes its
    // parameters input.
    functionTypes: new Set(["decorated_definition", "function_definition"]),
  },
  javascript: {
    id: "javascript",
    extensions: [".js", ".mjs", ".cjs", ".jsx"],
    grammarFor: () => "javascript",
    createLowering: (s) => new JavaScriptLowering(s),
    model: javascriptModel,
    functionTypes: JS_FUNCTIONS,
  },
  typescript: {
    id: "typescript",
    extensions: [".ts", ".tsx", ".mts", ".cts"],
    grammarFor: (path) => (path?.endsWith(".tsx") ? "tsx" : "typescript"),
    createLowering: (s) => new JavaScriptLowering(s),
    model: javascriptModel,
    functionTypes: JS_FUNCTIONS,
  },
  go: {
    id: "go",
    extensions: [".go"],
    grammarFor: () => "go",
    createLowering: (s) => new GoLowering(s),
    model: goModel,
    functionTypes: new Set(["function_declaration", "method_declaration", "func_literal"]),
  },
  php: {
    id: "php",
    extensions: [".php", ".phtml"],
    grammarFor: () => "php",
    createLowering: (s) => new PhpLowering(s),
    model: phpModel,
    functionTypes: new Set([
      "function_definition",
      "method_declaration",
      "anonymous_function",
      "arrow_function",
    ]),
  },
  csharp: {
    id: "csharp",
    extensions: [".cs"],
    grammarFor: () => "csharp",
    createLowering: (s) => new CSharpLowering(s),
    model: csharpModel,
    functionTypes: new Set(["method_declaration", "constructor_declaration", "local_function_statement"]),
  },
  ruby: {
    id: "ruby",
    extensions: [".rb", ".rake"],
    grammarFor: () => "ruby",
    createLowering: (s) => new RubyLowering(s),
    model: rubyModel,
    functionTypes: new Set(["method", "singleton_method"]),
  },
  c: {
    id: "c",
    extensions: [".c", ".h"],
    grammarFor: () => "c",
    createLowering: (s) => new CFamilyLowering(s),
    model: cModel,
    functionTypes: new Set(["function_definition"]),
  },
  cpp: {
    id: "cpp",
    extensions: [".cpp", ".cc", ".cxx", ".hpp", ".hh", ".hxx", ".c++"],
    grammarFor: () => "cpp",
    createLowering: (s) => new CFamilyLowering(s),
    model: cppModel,
    functionTypes: new Set(["function_definition", "lambda_expression"]),
  },
};

export function languageForPath(path: string): LanguageId | undefined {
  const lower = path.toLowerCase();
  const dot = lower.lastIndexOf(".");
  if (dot === -1) return undefined;
  const ext = lower.slice(dot);
  for (const support of Object.values(LANGUAGE_SUPPORT))
    if (support.extensions.includes(ext)) return support.id;
  return undefined;
}

/** Words a function must contain to carry a source of the model (a pre-filter, never a decision). */
export function sourceTrigger(model: LanguageModel): RegExp {
  const words = new Set<string>();
  for (const s of model.sources) {
    for (const c of s.calls ?? []) words.add(c.split("#").pop() as string);
    for (const m of s.members ?? []) words.add((m.split(".").pop() as string).replace(/\*$/, ""));
    for (const a of s.paramAnnotations ?? []) words.add(a);
    if (s.routeDecorators) words.add("route|get|post|put|delete|patch");
    for (const w of s.triggerWords ?? []) words.add(w);
  }
  const escaped = [...words].map((w) => (w.includes("|") ? w : w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(escaped.join("|"));
}
