import { mergeModels } from "../merge";
import { goDatabaseModel } from "./databases";
import { goStdlibModel } from "./stdlib";
import { goWebModel } from "./web";

export const goModel = mergeModels(goStdlibModel, goWebModel, goDatabaseModel);
