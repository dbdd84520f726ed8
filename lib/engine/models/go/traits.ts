import type { LanguageTraits } from "../traits";

export const goTraits: LanguageTraits = {
  // Every package is imported by name: any other root is a variable.
  unknownRoot: "never",
  packageFolders: true,
  structuralInterfaces: true,
};
