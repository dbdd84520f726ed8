import type { Lowering } from "../ir/lower/base";
import { C_FAMILY_RULES } from "../ir/lower/c-family/index";
import { tableLowering } from "../ir/lower/context";
import { CSHARP_RULES } from "../ir/lower/csharp/index";
import { GO_RULES } from "../ir/lower/go/index";
import { JAVA_RULES } from "../ir/lower/java/index";
import { JAVASCRIPT_RULES } from "../ir/lower/javascript/index";
import { PHP_RULES } from "../ir/lower/php/index";
import { PYTHON_RULES } from "../ir/lower/python/index";
import { RUBY_RULES } from "../ir/lower/ruby/index";
import { cEntryPoints, cModel } from "../models/c";
import { cppEntryPoints, cppModel } from "../models/cpp";
import { csharpConstantMembers, csharpEntryPoints, csharpModel } from "../models/csharp";
import { csharpTraits } from "../models/csharp/traits";
import { goConstantMembers, goModel } from "../models/go";
import { goTraits } from "../models/go/traits";
import { javaEntryPoints, javaModel } from "../models/java";
import { javaTraits } from "../models/java/traits";
import { javascriptEntryPoints, javascriptModel } from "../models/javascript";
import { javascriptTraits } from "../models/javascript/traits";
import { phpEntryPoints, phpModel } from "../models/php";
import { phpTraits } from "../models/php/traits";
import { pythonConstantMembers, pythonEntryPoints, pythonModel } from "../models/python";
import { pythonTraits } from "../models/python/traits";
import { rubyEntryPoints, rubyModel } from "../models/ruby";
import { rubyTraits } from "../models/ruby/traits";
import type { LanguageTraits } from "../models/traits";
import type { EntryPointModel, LanguageModel, SinkKind } from "../models/types";
import { type GrammarId, LANGUAGE_FACTS, type LanguageFacts } from "./catalog";
import { LANGUAGES, type LanguageId } from "./ids";

/**
 * A language's registry entry: what its text and file names tell (`catalog.ts`: extensions,
 * grammars, detection signals) and how it is analysed (below: lowering, models, entry points,
 * function node types, traits). A new language is an entry in both tables, a folder under
 * `ir/lower/` and one under `models/`; the README lists the steps.
 */
export interface LanguageSupport extends LanguageFacts {
  id: LanguageId;
  /** The grammar a file is parsed with: the one named after the language unless its path says another. */
  grammarFor(path: string | undefined): GrammarId;
  createLowering?: (source: string) => Lowering;
  /** Taint model; languages without one get syntactic rules and secrets only. */
  model?: LanguageModel;
  /** Functions called with outside input (routes, `main`), marked in each lowered module. */
  entryPoints?: readonly EntryPointModel[];
  /** Node types of functions, so bodies with nothing of interest can be skipped cheaply. */
  functionTypes: ReadonlySet<string>;
  /** What the data flow asks of the language beyond its libraries (`models/traits.ts`). */
  traits: LanguageTraits;
}

const JS_FUNCTIONS = new Set([
  "function_declaration",
  "method_definition",
  "arrow_function",
  "function_expression",
  "generator_function_declaration",
]);

type Analysis = Omit<LanguageSupport, "id" | "grammarFor" | keyof LanguageFacts> &
  Partial<Pick<LanguageSupport, "grammarFor">>;

const ANALYSIS: Record<LanguageId, Analysis> = {
  java: {
    createLowering: (s) => tableLowering(JAVA_RULES, s),
    model: javaModel,
    entryPoints: javaEntryPoints,
    functionTypes: new Set(["method_declaration", "constructor_declaration"]),
    traits: javaTraits,
  },
  python: {
    createLowering: (s) => tableLowering(PYTHON_RULES, s, pythonConstantMembers),
    model: pythonModel,
    entryPoints: pythonEntryPoints,
    // A decorated function is kept with its decorators: a route decorator is what makes its
    // parameters input.
    functionTypes: new Set(["decorated_definition", "function_definition"]),
    traits: pythonTraits,
  },
  javascript: {
    createLowering: (s) => tableLowering(JAVASCRIPT_RULES, s),
    model: javascriptModel,
    entryPoints: javascriptEntryPoints,
    functionTypes: JS_FUNCTIONS,
    traits: javascriptTraits,
  },
  typescript: {
    grammarFor: (path) => (path?.endsWith(".tsx") ? "tsx" : "typescript"),
    createLowering: (s) => tableLowering(JAVASCRIPT_RULES, s),
    model: javascriptModel,
    entryPoints: javascriptEntryPoints,
    functionTypes: JS_FUNCTIONS,
    traits: javascriptTraits,
  },
  go: {
    createLowering: (s) => tableLowering(GO_RULES, s, goConstantMembers),
    model: goModel,
    functionTypes: new Set(["function_declaration", "method_declaration", "func_literal"]),
    traits: goTraits,
  },
  php: {
    createLowering: (s) => tableLowering(PHP_RULES, s),
    model: phpModel,
    entryPoints: phpEntryPoints,
    functionTypes: new Set([
      "function_definition",
      "method_declaration",
      "anonymous_function",
      "arrow_function",
    ]),
    traits: phpTraits,
  },
  csharp: {
    createLowering: (s) => tableLowering(CSHARP_RULES, s, csharpConstantMembers),
    model: csharpModel,
    entryPoints: csharpEntryPoints,
    functionTypes: new Set(["method_declaration", "constructor_declaration", "local_function_statement"]),
    traits: csharpTraits,
  },
  ruby: {
    createLowering: (s) => tableLowering(RUBY_RULES, s),
    model: rubyModel,
    entryPoints: rubyEntryPoints,
    functionTypes: new Set(["method", "singleton_method"]),
    traits: rubyTraits,
  },
  c: {
    createLowering: (s) => tableLowering(C_FAMILY_RULES, s),
    model: cModel,
    entryPoints: cEntryPoints,
    functionTypes: new Set(["function_definition"]),
    traits: {},
  },
  cpp: {
    createLowering: (s) => tableLowering(C_FAMILY_RULES, s),
    model: cppModel,
    entryPoints: cppEntryPoints,
    functionTypes: new Set(["function_definition", "lambda_expression"]),
    traits: {},
  },
};

export const LANGUAGE_SUPPORT = Object.fromEntries(
  LANGUAGES.map((id): [LanguageId, LanguageSupport] => [
    id,
    { id, grammarFor: () => id, ...LANGUAGE_FACTS[id], ...ANALYSIS[id] },
  ]),
) as Record<LanguageId, LanguageSupport>;

/**
 * The languages whose models declare a sink of this kind (a call, an assignment or a return): where
 * the kind's taint rule applies, and so where it needs fixtures.
 */
export function languagesWithSink(kind: SinkKind): LanguageId[] {
  return Object.values(LANGUAGE_SUPPORT)
    .filter(({ model }) =>
      [model?.sinks, model?.assignSinks, model?.returnSinks].some((sinks) =>
        sinks?.some((s) => s.kind === kind),
      ),
    )
    .map(({ id }) => id);
}
