import type { LanguageModel } from "../types";

/**
 * xml2json parses with libexpat, which expands the entities a document declares: an attacker's
 * document defines its own and blows up the parse or the output.
 */
export const xmlModel: Partial<LanguageModel> = {
  sinks: [{ calls: ["xml2json#toJson"], kind: "xxe", args: [0], label: "an XML parser" }],
};
