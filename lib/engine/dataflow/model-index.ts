import type { TemplateSinkModel } from "../models/template-sink";
import type {
  AssignSinkModel,
  CallbackModel,
  FactoryModel,
  GuardModel,
  LanguageModel,
  ReturnSinkModel,
  SanitizerModel,
  SinkKind,
  SinkModel,
  SourceModel,
} from "../models/types";
import type { ThreatModel } from "../schema";
import { CallIndex, type CallKey } from "./call-patterns";

/** A language model compiled into lookup tables for the interpreter. */
export interface CompiledModel {
  sources: CallIndex<Pick<SourceModel, "label" | "when" | "within">>;
  memberSources: Map<string, string>;
  /** Member paths that are sources only in modules importing a framework: path → [import, label]. */
  importedMembers: Map<string, Array<[RegExp, string]>>;
  /** Member paths that are sources only in functions with a mark: path → [mark, label]. */
  markedMembers: Map<string, [string, string]>;
  /** Marked member paths with a `*` for any one name (`self.*.data`): [pattern, mark, label]. */
  markedPatterns: Array<[RegExp, string, string]>;
  /** Member paths ending in `*` match by prefix (`_SERVER.HTTP_*`: every request header), some only where the module imports a match. */
  memberPrefixes: Array<[string, string, RegExp | undefined]>;
  paramAnnotations: Set<string>;
  routeDecorators: RegExp[];
  /** Route decorators of local sources (Click's commands), with their labels. */
  localRoutes: Array<[RegExp, string]>;
  /** Types of framework-filled parameters (and of a bound model's fields) that carry no input. */
  notInputTypes: RegExp[];
  /** Classes the framework fills from the request through their setters, with the sources' labels. */
  boundObjects: Array<NonNullable<SourceModel["boundObjects"]> & { label: string }>;
  /** Parameter annotations by which the framework injects its own value (not input). */
  injectedAnnotations: Set<string>;
  /** Labels of the sources that are local (the program's own operator), when the threat model reports them. */
  localSources: Set<string>;
  /**
   * Labels of the local sources under the `remote` threat model: still recognised, so the value
   * they give is clean rather than input of unknown origin, but no input at all.
   */
  quietSources: Set<string>;
  /** By source label, the sink kinds its input cannot harm as it is read (`safeFor`). */
  safeFor: Map<string, ReadonlySet<string>>;
  /** The same for bound parameters: by parameter annotation, and by route decorator. */
  paramSafeFor: Map<string, ReadonlySet<string>>;
  routeSafeFor: Array<[RegExp, ReadonlySet<string>]>;
  sinks: CallIndex<SinkModel>;
  assignSinks: AssignSinkModel[];
  returnSinks: ReturnSinkModel[];
  templateSinks: Array<TemplateSinkModel<SinkKind>>;
  sanitizers: CallIndex<SanitizerModel>;
  /** Sanitizers known by a function name pattern (`functions`). */
  sanitizerFunctions: readonly SanitizerModel[];
  guards: CallIndex<GuardModel>;
  cleanMethods: Set<string>;
  lookups: CallIndex<true>;
  lookupMethods: readonly RegExp[];
  lookupReceivers: NonNullable<LanguageModel["lookupReceivers"]>;
  callbacks: CallIndex<CallbackModel>;
  factories: CallIndex<FactoryModel>;
  exits: CallIndex<true>;
  requestParams: NonNullable<LanguageModel["requestParams"]>;
  wrappers: CallIndex<true>;
  /** Modules the model knows: its standard library and every module a pattern names (`yaml#load`). */
  knownModules: ReadonlySet<string>;
  returnTypeOf(key: CallKey): string | undefined;
  /** The type a name identifies when its value has none (`typeHints`). */
  hintedType(name: string): string | undefined;
}

export function compileModel(model: LanguageModel, threatModel: ThreatModel = "remote"): CompiledModel {
  const hints = model.typeHints;
  const { safeFor, paramSafeFor, routeSafeFor, ...read } = sourceTables(model);
  const local = localInput(model, threatModel);
  const sinks = byCalls(hints, model.sinks);
  const sanitizers = byCalls(hints, model.sanitizers);
  const guards = byCalls(hints, model.guards);
  const callbacks = byCalls(hints, model.callbacks ?? []);
  const factories = byCalls(hints, model.collectionFactories ?? []);
  const exits = anyOf(hints, model.exits ?? []);
  const lookups = anyOf(hints, model.lookups ?? []);
  const wrappers = anyOf(hints, model.wrappers ?? []);
  const returns = new CallIndex<string>(hints);
  for (const [pattern, type] of Object.entries(model.returnTypes)) returns.add([pattern], type);
  return {
    ...read,
    ...local,
    safeFor,
    paramSafeFor,
    routeSafeFor,
    sinks,
    assignSinks: model.assignSinks,
    returnSinks: model.returnSinks ?? [],
    templateSinks: model.templateSinks ?? [],
    sanitizers,
    sanitizerFunctions: model.sanitizers.filter((s) => s.functions),
    guards,
    cleanMethods: new Set(model.cleanMethods),
    lookups,
    lookupMethods: model.lookupMethods ?? [],
    lookupReceivers: model.lookupReceivers ?? [],
    callbacks,
    factories,
    exits,
    requestParams: model.requestParams ?? [],
    wrappers,
    knownModules: knownModules(model),
    returnTypeOf: (key) => returns.match(key)[0],
    hintedType: (name) => Object.entries(hints).find(([, hint]) => hint.test(name))?.[0],
  };
}

/** Models indexed by the calls each names. */
function byCalls<T extends { calls: readonly string[] }>(
  hints: Record<string, RegExp>,
  models: readonly T[],
): CallIndex<T> {
  const index = new CallIndex<T>(hints);
  for (const m of models) index.add(m.calls, m);
  return index;
}

/** The calls a list of patterns names, for a yes-or-no lookup. */
function anyOf(hints: Record<string, RegExp>, patterns: readonly string[]): CallIndex<true> {
  const index = new CallIndex<true>(hints);
  index.add(patterns, true);
  return index;
}

type SourceTables = Pick<
  CompiledModel,
  | "sources"
  | "memberSources"
  | "importedMembers"
  | "markedMembers"
  | "markedPatterns"
  | "memberPrefixes"
  | "paramAnnotations"
  | "routeDecorators"
  | "notInputTypes"
  | "boundObjects"
  | "injectedAnnotations"
  | "safeFor"
  | "paramSafeFor"
  | "routeSafeFor"
>;

/** The tables the model's sources fill: calls, members, bound parameters and what each is safe for. */
function sourceTables(model: LanguageModel): SourceTables {
  const tables: SourceTables = {
    sources: new CallIndex<Pick<SourceModel, "label" | "when" | "within">>(model.typeHints),
    memberSources: new Map(),
    importedMembers: new Map(),
    markedMembers: new Map(),
    markedPatterns: [],
    memberPrefixes: [],
    paramAnnotations: new Set(),
    routeDecorators: [],
    notInputTypes: [],
    boundObjects: [],
    injectedAnnotations: new Set(),
    safeFor: new Map(),
    paramSafeFor: new Map(),
    routeSafeFor: [],
  };
  for (const s of model.sources) addSource(tables, s);
  return tables;
}

/** Adds one source model to the tables. */
function addSource(tables: SourceTables, s: SourceModel): void {
  if (s.safeFor || s.marks) addSafeKinds(tables, s);
  if (s.calls) tables.sources.add(s.calls, { label: s.label, when: s.when, within: s.within });
  for (const m of s.members ?? []) addMember(tables, s, m);
  for (const a of s.paramAnnotations ?? []) tables.paramAnnotations.add(a);
  if (s.routeDecorators) tables.routeDecorators.push(s.routeDecorators);
  if (s.notInputTypes) tables.notInputTypes.push(s.notInputTypes);
  if (s.boundObjects) tables.boundObjects.push({ ...s.boundObjects, label: s.label });
  for (const a of s.injectedAnnotations ?? []) tables.injectedAnnotations.add(a);
}

/** A member path a source names: marked, matched by prefix, or exact. */
function addMember(tables: SourceTables, s: SourceModel, m: string): void {
  if (s.within && m.includes("*")) tables.markedPatterns.push([namePattern(m), s.within, s.label]);
  else if (s.within) tables.markedMembers.set(m, [s.within, s.label]);
  else if (m.endsWith("*")) tables.memberPrefixes.push([m.slice(0, -1), s.label, s.imports]);
  else if (s.imports)
    tables.importedMembers.set(m, [...(tables.importedMembers.get(m) ?? []), [s.imports, s.label]]);
  else tables.memberSources.set(m, s.label);
}

/** `self.*.data` as a pattern: the `*` stands for one name. */
function namePattern(path: string): RegExp {
  const parts = path.split("*").map((p) => p.replace(/[.$]/g, "\\$&"));
  return new RegExp(`^${parts.join("\\w+")}$`);
}

/** The sink kinds a source's input cannot harm, by its label, its parameter annotations and its route decorator. */
function addSafeKinds(tables: SourceTables, s: SourceModel): void {
  const kinds = new Set<string>([...(s.safeFor ?? []), ...(s.marks ?? [])]);
  tables.safeFor.set(s.label, kinds);
  for (const a of s.paramAnnotations ?? []) tables.paramSafeFor.set(a, kinds);
  if (s.routeDecorators) tables.routeSafeFor.push([s.routeDecorators, kinds]);
}

/**
 * The labels of the local sources, reported under the `local` threat model and quiet under
 * `remote`, and their route decorators. An annotated parameter's taint is labelled by its mark
 * (`@argv parameter`, see frame.ts).
 */
function localInput(
  model: LanguageModel,
  threatModel: ThreatModel,
): Pick<CompiledModel, "localSources" | "quietSources" | "localRoutes"> {
  const labels = new Set<string>();
  const localRoutes: Array<[RegExp, string]> = [];
  for (const s of model.sources) {
    if (!s.local) continue;
    for (const label of [s.label, ...(s.paramAnnotations ?? []).map((a) => `@${a} parameter`)])
      labels.add(label);
    if (s.routeDecorators) localRoutes.push([s.routeDecorators, s.label]);
  }
  return threatModel === "local"
    ? { localSources: labels, quietSources: new Set(), localRoutes }
    : { localSources: new Set(), quietSources: labels, localRoutes };
}

/** The first segment of every receiver the model's patterns name, with the modules it lists. */
function knownModules(model: LanguageModel): Set<string> {
  const patterns = [
    ...[model.sources, model.sinks, model.sanitizers, model.guards, model.callbacks ?? []].flatMap((list) =>
      list.flatMap((m) => m.calls ?? []),
    ),
    ...(model.collectionFactories ?? []).flatMap((m) => m.calls),
    ...(model.exits ?? []),
    ...(model.lookups ?? []),
    ...(model.wrappers ?? []),
    ...Object.keys(model.returnTypes),
  ];
  const modules = new Set(model.knownModules);
  for (const p of patterns) {
    const hash = p.lastIndexOf("#");
    if (hash > 0) modules.add(p.replace(/^new /, "").split(/[.#/]/)[0] as string);
  }
  return modules;
}

/** The model of a language without one: no sources, sinks or sanitizers. */
export const EMPTY_MODEL = compileModel({
  sources: [],
  sinks: [],
  assignSinks: [],
  sanitizers: [],
  guards: [],
  cleanMethods: [],
  returnTypes: {},
  typeHints: {},
});
