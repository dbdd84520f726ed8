import type { ConstantMemberModel } from "../types";

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();

/** The `string` module's character sets, which allow-lists are built from (`string.ascii_letters + "-_"`). */
export const stringConstantMembers: ConstantMemberModel[] = [
  {
    types: /^string$/,
    values: {
      ascii_letters: LOWER + UPPER,
      ascii_lowercase: LOWER,
      ascii_uppercase: UPPER,
      digits: "0123456789",
      hexdigits: "0123456789abcdefABCDEF",
      octdigits: "01234567",
    },
  },
];
