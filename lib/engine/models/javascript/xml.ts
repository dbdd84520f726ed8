import type { LanguageModel } from "../types";

/**
 * node-expat, and xml2json over it, parse with libexpat, which expands the entities a document
 * declares: an attacker's document defines its own and blows up the parse or the output.
 */
export const xmlModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: ["ExpatParser#parse", "ExpatParser#write", "xml2json#toJson"],
      kind: "xxe",
      args: [0],
      label: "an XML parser",
    },
  ],
  returnTypes: { "new node-expat#Parser": "ExpatParser", "node-expat#createParser": "ExpatParser" },
};
