import type { ConstantMemberModel } from "../types";

/** The `ssl` module's certificate requirements (`ssl.CERT_NONE`): settings rules read through variables. */
export const sslConstantMembers: ConstantMemberModel[] = [{ types: /^ssl$/, members: /^CERT_/ }];
