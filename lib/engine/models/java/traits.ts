import type { LanguageTraits } from "../traits";

export const javaTraits: LanguageTraits = {
  declaredSubtypes: true,
  numberTypes: /^(byte|short|int|long|float|double|boolean|Byte|Short|Integer|Long|Float|Double|Boolean)$/,
  // A lower-case root is a field of another scope.
  unknownRoot: "capitalised",
  recordAccessors: true,
};
