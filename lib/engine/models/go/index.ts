import { mergeModels } from "../merge";
import type { ConstantMemberModel } from "../types";
import { goBeegoModel } from "./beego";
import { goClientsModel } from "./clients";
import { goDatabaseModel } from "./databases";
import { goFrameworksModel } from "./frameworks";
import { goPathsModel } from "./paths";
import { goStdlibModel } from "./stdlib";
import { goWebModel } from "./web";

export const goModel = mergeModels(
  goStdlibModel,
  goWebModel,
  goDatabaseModel,
  goBeegoModel,
  goFrameworksModel,
  goClientsModel,
  goPathsModel,
);

/** crypto/tls versions and cipher suites (`tls.VersionTLS10`), so rules see them through variables. */
export const goConstantMembers: ConstantMemberModel[] = [{ types: /^tls$/, members: /^(Version|TLS_)/ }];
