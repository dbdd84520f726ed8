import type { LanguageTraits } from "../traits";

export const csharpTraits: LanguageTraits = {
  numberTypes:
    /^(byte|sbyte|short|ushort|int|uint|long|ulong|float|double|decimal|bool|Byte|SByte|Int16|UInt16|Int32|UInt32|Int64|UInt64|Single|Double|Decimal|Boolean)$/,
  // A lower-case root is a field of another scope.
  unknownRoot: "capitalised",
};
