import { mergeModels } from "../merge";
import type { ConstantMemberModel } from "../types";
import { goBeegoModel } from "./beego";
import { goDatabaseModel } from "./databases";
import { goStdlibModel } from "./stdlib";
import { goWebModel } from "./web";

export const goModel = mergeModels(goStdlibModel, goWebModel, goDatabaseModel, goBeegoModel);

/** crypto/tls versions and cipher suites (`tls.VersionTLS10`), so rules see them through variables. */
export const goConstantMembers: ConstantMemberModel[] = [{ types: /^tls$/, members: /^(Version|TLS_)/ }];
