/**
 * What the data flow asks of a language beyond its libraries: how its code reads, as data. Each
 * language's registry entry (`languages/registry.ts`) gives its traits, so `dataflow/` names no
 * language; a trait left out is the common case.
 */
export interface LanguageTraits {
  /**
   * Subtyping is declared (`extends`, `implements`), so a method called on a receiver of a declared
   * type is that type's or a subtype's (`dataflow/typed-calls.ts`). Not where a type may be met by
   * any class that has the method (Go's interfaces, TypeScript's structural types, C#'s extension
   * methods).
   */
  declaredSubtypes?: boolean;
  /**
   * Classes and modules are constants a call names (Ruby's `File.open`, `Kernel.open`): a call on a
   * capitalised name runs that class's method, never an analysed method of another class
   * (`dataflow/typed-calls.ts`).
   */
  namedClassCalls?: boolean;
  /**
   * An interface is met by every type that has its methods, without saying so (Go's): a call on a
   * value of an interface type runs the analysed methods of that name.
   */
  structuralInterfaces?: boolean;
  /**
   * Declared types that hold a number or a flag, never text: a variable of one is clean whatever
   * it was computed from (`int n = jdbc.update(sql)`). Left out where numbers keep their taint
   * (C and C++ use them as sizes and indexes for their buffer rules).
   */
  numberTypes?: RegExp;
  /**
   * How an unknown root name of a receiver (`Foo.bar()`, `Foo` neither a variable nor an import) is
   * read: `type` (the default) when any root names a type or module, `capitalised` when only a
   * capitalised or dotted one does (a lower-case name is a field of another scope), `never` when
   * none does (every package is imported by name: any other root is a variable).
   */
  unknownRoot?: "type" | "capitalised" | "never";
  /** `f.call(self, a)` and `f.apply(self, [a])` give the function its `this` first, then its arguments. */
  thisArgCalls?: boolean;
  /** A record's accessor (`point.x()`, no arguments) reads its field. */
  recordAccessors?: boolean;
  /** Loggers print an object or a list escaped (`util.inspect`, `repr`): only text built from input forges a line. */
  escapedLogStructures?: boolean;
  /** An import names a folder whose files are one package (Go), not a single file. */
  packageFolders?: boolean;
  /** A module's functions are its own unless it exports them (see ModuleExports). */
  moduleExports?: ModuleExports;
  /**
   * Text that names no function it calls, though a function's name may be written in it: comments
   * (documentation, examples) and the paths of files loaded (`require "lib/download"`). A function
   * named only there is not called (`dataflow/open-params.ts`).
   */
  inertText?: RegExp;
  /** A name the code reads but never defines is input of unknown origin (`dataflow/unseen-names.ts`). */
  undefinedNames?: UndefinedNames;
}

/**
 * How a file shows it is a module whose functions only it can call, unless exported: other files'
 * mentions of such a function's name are not calls of it (`dataflow/open-params.ts`).
 */
export interface ModuleExports {
  /** The file is a module (imports or exports something), not a script sharing a global scope. */
  moduleSyntax: RegExp;
  /** Functions written inside an export (`module.exports = { f(x) { … } }`): all are exported. */
  wholeExport: RegExp;
  /** The file exports the function or class of this name. */
  exports(name: string): RegExp;
}

/**
 * Where a name counts as defined, for the names read but never defined: in the function, those
 * around it or the module (`lexical`), or only at the file's top level, where another file
 * including this one sets it (`top-level`: a function's unset variable is null, not input).
 */
export interface UndefinedNames {
  scope: "lexical" | "top-level";
  /** Names every file reads without defining (builtins, predefined variables, the object parameters). */
  builtins: ReadonlySet<string>;
  /** Names defined where the analysis cannot see by convention (classes and constants). */
  conventional: RegExp;
  /** The character a variable is written with (`$`): a name read without it is no variable. */
  sigil?: string;
  /** Code that defines names the file does not spell out: a star import, writing the scope itself. */
  hiddenDefinitions: RegExp;
  /** Builtins that set the variables given at these positions (passed by reference), by lower-case name. */
  outParams?: Record<string, number[]>;
  /**
   * A function outside the analysed code called with nothing gives input of unknown origin too
   * (`get_userinput()`, an import from a module neither known nor the project's).
   */
  callResults?: boolean;
  /** Another analysed file that names the variable sets it (it includes this one) and is judged by its own flows. */
  setByIncluders?: boolean;
}
