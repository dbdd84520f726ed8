import type { Expr, FunctionIR, ModuleIR } from "../../ir/ir";
import type { LanguageTraits } from "../../models/traits";
import type { LanguageId } from "../../parse/grammars";
import type { LineIndex } from "../../parse/syntax";

export interface FileUnit {
  path: string;
  language: LanguageId;
  /** What the data flow asks of the file's language (its registry entry's). */
  traits: LanguageTraits;
  source: string;
  lines: LineIndex;
  module: ModuleIR;
  /** Ends of the functions whose bodies were not parsed (nothing in them matched): unknown, not empty. */
  elided?: ReadonlySet<number>;
  /** The models marked an entry point in the file (a `main`, a route's handler). */
  entryPoints?: boolean;
}

/** A function or method of an analysed file. */
export interface Callee {
  fn: FunctionIR;
  unit: FileUnit;
}

export interface ClassEntry {
  supers: string[];
  methods: FunctionIR[];
  unit: FileUnit;
  fields?: Array<{ name: string; value?: Expr; type?: string }>;
  properties?: Array<{ name: string; type: string }>;
  /** Instance fields its methods may name without `this.`. */
  members?: string[];
}

/** A statement a file other than code holds for a method (a MyBatis mapper's `<select id="m">`). */
export interface StatementText {
  /** The file that holds it. */
  path: string;
  text: string;
}

/** The analysed files calls resolve into (one file below `ultra`), indexed by name. */
export interface ProjectIndex {
  /** Statements of statement files by `Type#method` (see TemplateSinkModel). */
  statements?: ReadonlyMap<string, StatementText[]>;
  functionsByName: Map<string, Callee[]>;
  /** Classes by simple name (several files may declare the same name). */
  classes: Map<string, ClassEntry[]>;
  units: Map<string, FileUnit>;
  /** Per file, its functions that are not methods, by name. */
  topLevel: Map<FileUnit, Map<string, Callee[]>>;
  /** Per file, the analysed file each import it makes names (undefined: a library). */
  modules: Map<FileUnit, Map<string, FileUnit | undefined>>;
  /** What the names every file shares stand for (C#'s `global using` aliases). */
  sharedImports: Map<string, string>;
  /**
   * Every file of the language, whose declarations are known at every level: the supertypes of
   * its classes, C's printf-like functions (format attributes in a header).
   */
  declaring: readonly FileUnit[];
}

/**
 * What every file of one language declares, read once for all the indexes of a file-by-file run:
 * the files, and their classes by name known by their supertypes alone, not their methods.
 */
export interface Declarations {
  units: readonly FileUnit[];
  classes: ReadonlyMap<string, readonly ClassEntry[]>;
}

export function declarationsOf(units: readonly FileUnit[]): Declarations {
  const classes = new Map<string, ClassEntry[]>();
  for (const unit of units)
    for (const cls of unit.module.classes)
      classes.set(cls.name, [...(classes.get(cls.name) ?? []), { supers: cls.supers, methods: [], unit }]);
  return { units, classes };
}

/**
 * Builds the index of the files of one language. `declared`, when `units` are some of the files:
 * what all of them declare, so the classes of the others are known by their supertypes alone;
 * file by file, a controller declared in its own file still extends the framework's controller,
 * yet no call resolves there.
 */
export function indexProject(units: FileUnit[], declared?: Declarations): ProjectIndex {
  const project: ProjectIndex = {
    functionsByName: new Map(),
    classes: new Map(),
    units: new Map(),
    topLevel: new Map(),
    modules: new Map(),
    sharedImports: new Map(),
    declaring: declared?.units ?? units,
  };
  for (const unit of units) {
    project.units.set(unit.path, unit);
    for (const [name, path] of unit.module.sharedImports ?? []) project.sharedImports.set(name, path);
    indexFunctions(project, unit);
    for (const cls of unit.module.classes) {
      const list = project.classes.get(cls.name) ?? [];
      list.push({
        supers: cls.supers,
        methods: cls.methods,
        unit,
        fields: cls.fields,
        properties: cls.properties,
        members: cls.members,
      });
      project.classes.set(cls.name, list);
    }
  }
  if (declared) addDeclared(project, declared);
  return project;
}

/** The other files' classes after the index's own: shared lists where none of them is its own. */
function addDeclared(project: ProjectIndex, declared: Declarations): void {
  for (const [name, list] of declared.classes) {
    const others = list.some((c) => project.units.has(c.unit.path))
      ? list.filter((c) => !project.units.has(c.unit.path))
      : list;
    if (others.length === 0) continue;
    const own = project.classes.get(name);
    project.classes.set(name, own ? [...own, ...others] : (others as ClassEntry[]));
  }
}

/** Adds a file's functions by name, and those that are not methods to its top level. */
function indexFunctions(project: ProjectIndex, unit: FileUnit): void {
  const topLevel = new Map<string, Callee[]>();
  project.topLevel.set(unit, topLevel);
  for (const fn of unit.module.functions) {
    if (fn.name.startsWith("<")) continue;
    const list = project.functionsByName.get(fn.name) ?? [];
    list.push({ fn, unit });
    project.functionsByName.set(fn.name, list);
    if (!fn.className) topLevel.set(fn.name, [...(topLevel.get(fn.name) ?? []), { fn, unit }]);
  }
}
