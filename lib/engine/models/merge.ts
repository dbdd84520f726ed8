import type { LanguageModel } from "./types";

/** Merges framework models of one language into one. */
export function mergeModels(...parts: Array<Partial<LanguageModel>>): LanguageModel {
  const out: LanguageModel = {
    sources: [],
    sinks: [],
    assignSinks: [],
    returnSinks: [],
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
    out.sources.push(...(p.sources ?? []));
    out.sinks.push(...(p.sinks ?? []));
    out.assignSinks.push(...(p.assignSinks ?? []));
    out.returnSinks?.push(...(p.returnSinks ?? []));
    out.sanitizers.push(...(p.sanitizers ?? []));
    out.guards.push(...(p.guards ?? []));
    out.cleanMethods.push(...(p.cleanMethods ?? []));
    out.lookups?.push(...(p.lookups ?? []));
    out.lookupMethods?.push(...(p.lookupMethods ?? []));
    out.lookupReceivers?.push(...(p.lookupReceivers ?? []));
    out.callbacks?.push(...(p.callbacks ?? []));
    out.collectionFactories?.push(...(p.collectionFactories ?? []));
    out.exits?.push(...(p.exits ?? []));
    out.wrappers?.push(...(p.wrappers ?? []));
    Object.assign(out.returnTypes, p.returnTypes);
    Object.assign(out.typeHints, p.typeHints);
    out.requestParams?.push(...(p.requestParams ?? []));
    out.knownModules?.push(...(p.knownModules ?? []));
  }
  return out;
}
