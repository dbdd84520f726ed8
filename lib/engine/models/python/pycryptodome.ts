import type { ConstantMemberModel } from "../types";

/** PyCryptodome cipher modules, whose `MODE_*` members select the block mode (`AES.MODE_ECB`). */
export const pycryptodomeConstantMembers: ConstantMemberModel[] = [
  { types: /^(AES|DES|DES3|ARC2|Blowfish|CAST)$/, members: /^MODE_/ },
];
