import type { LanguageModel } from "./types";

/** Appends `from` to `into`; a model part may leave any list out. */
function append<T>(into: T[] | undefined, from: T[] | undefined): void {
  into?.push(...(from ?? []));
}

/** Merges framework models of one language into one. */
export function mergeModels(...parts: Array<Partial<LanguageModel>>): LanguageModel {
  const out: LanguageModel = {
    sources: [],
    sinks: [],
    assignSinks: [],
    returnSinks: [],
    templateSinks: [],
    sanitizers: [],
    guards: [],
    cleanMethods: [],
    lookups: [],
    lookupMethods: [],
    lookupReceivers: [],
    callbacks: [],
    collectionFactories: [],
    exits: [],
    wrappers: [],
    returnTypes: {},
    typeHints: {},
    requestParams: [],
    knownModules: [],
  };
  for (const p of parts) {
    append(out.sources, p.sources);
    append(out.sinks, p.sinks);
    append(out.assignSinks, p.assignSinks);
    append(out.returnSinks, p.returnSinks);
    append(out.templateSinks, p.templateSinks);
    append(out.sanitizers, p.sanitizers);
    append(out.guards, p.guards);
    append(out.cleanMethods, p.cleanMethods);
    append(out.lookups, p.lookups);
    append(out.lookupMethods, p.lookupMethods);
    append(out.lookupReceivers, p.lookupReceivers);
    append(out.callbacks, p.callbacks);
    append(out.collectionFactories, p.collectionFactories);
    append(out.exits, p.exits);
    append(out.wrappers, p.wrappers);
    Object.assign(out.returnTypes, p.returnTypes);
    Object.assign(out.typeHints, p.typeHints);
    append(out.requestParams, p.requestParams);
    append(out.knownModules, p.knownModules);
  }
  return out;
}
